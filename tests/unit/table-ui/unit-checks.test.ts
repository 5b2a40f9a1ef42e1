import { describe, expect, it } from 'vitest';
import { buildTableIndex, roundBase, type PlacedModel } from '../../../shared/geometry/index';
import { emptyPlan } from '../../../src-renderer/src/plan/plan';
import { terrainPiece } from '../../../src-renderer/src/plan/table-adapter';
import { problemLabel } from '../../../src-renderer/src/table/scene';
import { shortProblems, unitProblems } from '../../../src-renderer/src/table/model/unit-checks';

const base = roundBase(25);
const models = (points: [number, number][], id = '0/u1'): PlacedModel[] => points.map(([x, y], i) => ({ id: `${id}#${i}`, x, y, facing: 0, shape: base }));

describe('what a deployed unit breaks, in words', () => {
  const plan = emptyPlan();

  it('D10.AMBIG.DEPLOY_GEOMETRY: a model not wholly inside its zone is marked and counted', () => {
    const squad = models([[10, 10.5], [11.2, 10.5], [11.2, 11.7]]);
    const index = buildTableIndex({ width: 48, height: 48, terrain: [], units: [{ id: '0/u1', side: 0, models: squad }] });
    const verdict = unitProblems(plan, index, '0/u1', squad, 'Line Squad');
    expect(verdict.problems).toEqual([{ code: 'outside-zone', message: "Line Squad: 1 model outside Player 1's deployment zone." }]);
    expect([...verdict.models]).toEqual([2]);
  });

  it('D10.COHESION.LINK_1: a model more than 1" from the rest is out of cohesion', () => {
    const squad = models([[10, 5], [11.2, 5], [16, 5]]);
    const index = buildTableIndex({ width: 48, height: 48, terrain: [], units: [{ id: '0/u1', side: 0, models: squad }] });
    const verdict = unitProblems(plan, index, '0/u1', squad, 'Line Squad');
    expect(verdict.problems).toHaveLength(1);
    expect(verdict.problems[0]!.code).toBe('cohesion');
    expect(verdict.problems[0]!.message).toMatch(/^Line Squad: out of cohesion — .*\.$/);
    expect(verdict.problems[0]!.message).not.toMatch(/\.\./);
    expect(verdict.models.has(2)).toBe(true);
  });

  it('D10.TERRAIN.BLOCKING_IMPASSABLE and overlapping bases are said in words', () => {
    const squad = models([[24, 6]]);
    const other = models([[24.5, 6]], '1/u1');
    const rocks = terrainPiece({ id: 't1', kind: 'rocks', x: 30, y: 6, rotation: 0, points: [[-1, -1], [1, -1], [1, 1], [-1, 1]] });
    const onRocks = models([[30, 6]], '0/u2');
    const index = buildTableIndex({
      width: 48,
      height: 48,
      terrain: [rocks],
      units: [
        { id: '0/u1', side: 0, models: squad },
        { id: '1/u1', side: 1, models: other },
        { id: '0/u2', side: 0, models: onRocks },
      ],
    });
    expect(unitProblems(plan, index, '0/u1', squad, 'Captain').problems).toEqual([{ code: 'overlap', message: 'Captain: 1 model overlapping another base.' }]);
    expect(unitProblems(plan, index, '0/u2', onRocks, 'Guard').problems).toEqual([{ code: 'impassable', message: 'Guard: 1 model on impassable terrain.' }]);
  });

  it('labels a unit under it by its problems’ codes, whatever its name says', () => {
    // A unit named with the very words a label is made of: only the codes decide the label.
    const name = 'Wardens of the deployment zone, overlapping nothing';
    const squad = models([[10, 10.5], [11.2, 10.5], [-2, 10.5]]);
    const index = buildTableIndex({ width: 48, height: 48, terrain: [], units: [{ id: '0/u1', side: 0, models: squad }] });
    const verdict = unitProblems(plan, index, '0/u1', squad, name);
    expect(verdict.problems.map((p) => p.code)).toEqual(['outside-zone', 'off-table', 'cohesion']);
    expect(shortProblems(verdict.problems)).toBe('outside zone, off table, out of cohesion');
    const label = problemLabel(squad, verdict);
    expect(label).toHaveLength(1);
    expect(label[0]).toMatchObject({ kind: 'label', text: '⚠ outside zone, off table, out of cohesion' });

    const inside = models([[10, 5]]);
    const clear = buildTableIndex({ width: 48, height: 48, terrain: [], units: [{ id: '0/u1', side: 0, models: inside }] });
    const fine = unitProblems(plan, clear, '0/u1', inside, 'Guards of the impassable cohesion table');
    expect(fine.problems).toEqual([]);
    expect(problemLabel(inside, fine)).toEqual([]);
  });

  it('says each short label once however many sentences share it', () => {
    expect(
      shortProblems([
        { code: 'overlap', message: 'A: 1 model overlapping another base.' },
        { code: 'overlap', message: 'B: 2 models overlapping another base.' },
        { code: 'impassable', message: 'A: 1 model on impassable terrain.' },
      ]),
    ).toBe('overlapping, impassable');
  });
});
