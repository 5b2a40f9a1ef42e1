import { describe, expect, it } from 'vitest';
import { cohesion, formation, minSquareSide, roundBase } from '../../../shared/geometry/index';
import { box, inch, indexOf, terrain, unit } from './helpers';

describe('cohesion and formation', () => {
  const grid = (xs: number[], ys: number[]) => xs.flatMap((x, i) => ys.map((y, j) => inch(`m${i}${j}`, x, y)));

  it('D10.COHESION.SQUARE_6: a block of bases spanning exactly 6" fits; 6.1" does not', () => {
    const fits = grid([0.5, 3, 5.5], [0.5, 3, 5.5]);
    expect(minSquareSide(fits)).toBeCloseTo(6, 6);
    expect(cohesion(fits, 'square').ok).toBe(false); // 1.5" gaps break the 1" link, not the square
    expect(cohesion(fits, 'square').problems.map((p) => p.code)).toEqual(['link']);
    const tight = grid([0.5, 1.75, 3, 4.25, 5.5], [0.5, 1.75, 3, 4.25, 5.5]);
    expect(cohesion(tight, 'square').ok).toBe(true);
    const wide = grid([0.5, 1.775, 3.05, 4.325, 5.6], [0.5, 1.75, 3, 4.25, 5.5]);
    expect(cohesion(wide, 'square').problems.map((p) => p.code)).toEqual(['square']);
  });

  it('D10.AMBIG.COHESION: the square may be turned to any angle — a 7" line of seven bases fits one set at 45°', () => {
    const line = Array.from({ length: 7 }, (_, i) => inch(`m${i}`, 10 + i, 10));
    expect(minSquareSide(line)).toBeCloseTo(6 * Math.SQRT1_2 + 1, 3);
    expect(cohesion(line, 'square').ok).toBe(true);
    const tooLong = Array.from({ length: 9 }, (_, i) => inch(`m${i}`, 10 + i, 10));
    expect(minSquareSide(tooLong)).toBeGreaterThan(6);
    expect(cohesion(tooLong, 'square').ok).toBe(false);
  });

  it('D10.COHESION.LINK_1: every model within 1" of another — exactly 1" counts', () => {
    expect(cohesion([inch('a', 0, 0), inch('b', 2, 0)], 'square').ok).toBe(true);
    const r = cohesion([inch('a', 0, 0), inch('b', 2.01, 0)], 'square');
    expect(r.problems[0]).toMatchObject({ code: 'link', modelIds: ['a', 'b'] });
  });

  it('D10.COHESION.REMOVE: the suggestion removes the straggler, one model at a time', () => {
    const r = cohesion([inch('a', 0, 0), inch('b', 1.5, 0), inch('c', 3, 0), inch('far', 9, 0)], 'square');
    expect(r.ok).toBe(false);
    expect(r.removeSuggestion).toEqual(['far']);
  });

  it('D10.COHESION.ROUTED: a unit spread too wide loses models until both conditions hold', () => {
    const spread = Array.from({ length: 10 }, (_, i) => inch(`m${i}`, i * 1.5, 0));
    const r = cohesion(spread, 'square');
    const kept = spread.filter((m) => !r.removeSuggestion.includes(m.id));
    expect(r.removeSuggestion.length).toBeGreaterThan(0);
    expect(cohesion(kept, 'square').ok).toBe(true);
  });

  it('BF.MOVE.COHERENCY_2IN: each model within 2" of another (edge to edge)', () => {
    expect(cohesion([inch('a', 0, 0), inch('b', 3, 0)], 'spread').ok).toBe(true);
    expect(cohesion([inch('a', 0, 0), inch('b', 3.1, 0)], 'spread').problems[0]!.code).toBe('link');
  });

  it('BF.MOVE.MAX_SPREAD_6IN: no two models more than 6" apart', () => {
    const chain = [inch('a', 0, 0), inch('b', 3, 0), inch('c', 6, 0), inch('d', 7.5, 0)];
    const r = cohesion(chain, 'spread');
    expect(r.problems.map((p) => p.code)).toEqual(['spread']);
    expect(r.removeSuggestion).toHaveLength(1);
  });

  it('D10.COHESION.ALWAYS: a formation of 10 models on 32 mm bases is in cohesion and faces the way asked', () => {
    const models = formation({ x: 24, y: 24 }, 10, roundBase(32), Math.PI, { idPrefix: 'x' });
    expect(models).toHaveLength(10);
    expect(new Set(models.map((m) => m.id)).size).toBe(10);
    expect(models.every((m) => m.facing === Math.PI)).toBe(true);
    expect(cohesion(models, 'square').ok).toBe(true);
    expect(cohesion(formation({ x: 24, y: 24 }, 20, roundBase(25), 0), 'square').ok).toBe(true);
  });

  it('D10.COHESION.ALWAYS: with the table given, a formation steps off impassable terrain and other bases', () => {
    const idx = indexOf([unit('X', 1, [inch('x', 30, 24)])], [terrain('h', 'building', box(20, 20, 26, 28))]);
    const models = formation({ x: 23, y: 24 }, 5, roundBase(25), 0, { index: idx, rule: 'spread' });
    expect(cohesion(models, 'spread').ok).toBe(true);
    for (const m of models) {
      const insideBuilding = m.x > 20 - 0.5 && m.x < 26 + 0.5 && m.y > 20 - 0.5 && m.y < 28 + 0.5;
      expect(insideBuilding).toBe(false);
      expect(Math.hypot(m.x - 30, m.y - 24)).toBeGreaterThanOrEqual(0.5 + roundBase(25).kind.length * 0 + 0.49);
    }
  });
});
