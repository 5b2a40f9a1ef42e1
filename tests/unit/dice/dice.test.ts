import { describe, expect, it } from 'vitest';
import { chance, checkTypedDice, D10_CHECK, drawFace, fixedDice, judge, Roller, seedDice, type CheckRule, type DiceState } from '../../../shared/core/dice';

function faces(state: DiceState, n: number, sides = 10): number[] {
  const out: number[] = [];
  let s = state;
  for (let i = 0; i < n; i++) {
    const d = drawFace(s, sides)!;
    out.push(d.face);
    s = d.state;
  }
  return out;
}

describe('the seeded generator', () => {
  it('gives the same faces for the same seed, and its state is plain data', () => {
    const a = seedDice('game-7');
    const copy = JSON.parse(JSON.stringify(a)) as DiceState;
    expect(faces(copy, 50)).toEqual(faces(a, 50));
    expect(faces(seedDice('game-8'), 50)).not.toEqual(faces(a, 50));
  });

  it('rolls every D10 face about equally often, and d100 faces in 1..100', () => {
    const counts = new Array(11).fill(0) as number[];
    for (const f of faces(seedDice(42), 20000)) counts[f]!++;
    for (let f = 1; f <= 10; f++) expect(counts[f]).toBeGreaterThan(1800);
    const big = faces(seedDice(1), 2000, 100);
    expect(Math.min(...big)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...big)).toBeLessThanOrEqual(100);
  });

  it('fixedDice(3, 7, 10) gives exactly those faces, then runs out', () => {
    expect(faces(fixedDice(3, 7, 10), 3)).toEqual([3, 7, 10]);
    expect(drawFace(fixedDice(), 10)).toBeNull();
  });
});

describe('D10 checks', () => {
  it('D10.CHECK.RV / D10.AMBIG.RV_SOURCE: a check compares one die with a required value', () => {
    expect(judge(D10_CHECK, 5, 5)).toBe(true);
    expect(judge(D10_CHECK, 4, 5)).toBe(false);
  });
  it('D10.CHECK.ONE_DIE: each check rolls exactly one D10 and records it', () => {
    const r = new Roller(fixedDice(6, 2));
    r.check(D10_CHECK, 4, 'hit', 'u1');
    r.check(D10_CHECK, 4, 'hit', 'u1');
    expect(r.rolls).toHaveLength(2);
    expect(r.rolls[0]).toEqual({ purpose: 'hit', sides: 10, face: 6, rv: 4, success: true, unit: 'u1' });
  });
  it('D10.CHECK.SUCCESS: a roll equal to or above the RV succeeds', () => {
    for (let f = 4; f <= 10; f++) expect(judge(D10_CHECK, f, 4)).toBe(true);
  });
  it('D10.CHECK.FAILURE: a roll below the RV fails', () => {
    for (let f = 1; f < 4; f++) expect(judge(D10_CHECK, f, 4)).toBe(false);
  });
  it('D10.INTRO.CHECK_AT_LEAST: equal to the target number is a success', () => {
    expect(judge(D10_CHECK, 7, 7)).toBe(true);
  });
  it('D10.CHECK.EX_MORALE_7: Morale 7+ passes on 7, 8, 9, 10 (40%) and fails on 1–6', () => {
    const passing = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((f) => judge(D10_CHECK, f, 7));
    expect(passing).toEqual([7, 8, 9, 10]);
    expect(chance(D10_CHECK, 7)).toBeCloseTo(0.4);
  });
  it('D10.CHECK.NAT1: a natural 1 fails even against 2+ (or an RV of 0)', () => {
    expect(judge(D10_CHECK, 1, 2)).toBe(false);
    expect(judge(D10_CHECK, 1, 0)).toBe(false);
  });
  it('D10.CHECK.NAT10: a natural 10 succeeds even against an RV of 12 (D10.AMBIG.RV_BOUNDS)', () => {
    expect(judge(D10_CHECK, 10, 12)).toBe(true);
    expect(judge(D10_CHECK, 9, 12)).toBe(false);
  });
  it('D10.CHECK.NAT10_OVERRIDE: a rule can cancel the natural 10 but the natural 1 still fails', () => {
    const noCrit: CheckRule = { ...D10_CHECK, naturalSuccess: undefined };
    expect(judge(noCrit, 10, 12)).toBe(false);
    expect(judge(noCrit, 1, 0)).toBe(false);
  });
  it('D10.CHECK.ODDS: the chance is (11 − r)/10, never below 10% nor above 90%', () => {
    for (let r = 2; r <= 10; r++) expect(chance(D10_CHECK, r)).toBeCloseTo((11 - r) / 10);
    expect(chance(D10_CHECK, 0)).toBeCloseTo(0.9);
    expect(chance(D10_CHECK, 14)).toBeCloseTo(0.1);
  });
  it('D10.AMBIG.NATURAL_VS_MODIFIED: criticals read the natural face', () => {
    expect(judge(D10_CHECK, 1, 0, 3)).toBe(false);
    expect(judge(D10_CHECK, 9, 11, 1)).toBe(false);
  });
  it('D10.INTRO.D10_ONLY: every check of the D10 Wargame rolls a ten-sided die', () => {
    expect(D10_CHECK.sides).toBe(10);
  });
});

describe('other rulesets fit the same check', () => {
  it('Battle Forge style: roll at most the stat, 1 passes and 10 fails', () => {
    const bf: CheckRule = { sides: 10, compare: 'atMost', naturalSuccess: 1, naturalFail: 10 };
    expect(judge(bf, 4, 5)).toBe(true);
    expect(judge(bf, 10, 12)).toBe(false);
    expect(judge(bf, 1, 0)).toBe(true);
  });
  it('A Hundred Wars style: d100 at most the factor', () => {
    expect(judge({ sides: 100, compare: 'atMost' }, 37, 40)).toBe(true);
  });
});

describe('physical dice', () => {
  it('typed faces are used in order instead of the generator, and recorded identically', () => {
    const prng = new Roller(fixedDice(3, 7, 10));
    const typed = new Roller(seedDice(5), [3, 7, 10]);
    for (const r of [prng, typed]) for (let i = 0; i < 3; i++) r.check(D10_CHECK, 7, 'morale');
    expect(typed.rolls).toEqual(prng.rolls);
    expect(typed.problem()).toBeNull();
    expect(typed.state).toEqual(seedDice(5));
  });
  it('too few or too many typed dice are reported, and faces outside 1..10 refused', () => {
    const short = new Roller(seedDice(1), [3]);
    short.roll(10, 'hit');
    short.roll(10, 'hit');
    expect(short.problem()).toMatch(/More dice are needed/);
    const extra = new Roller(seedDice(1), [3, 4]);
    extra.roll(10, 'hit');
    expect(extra.problem()).toMatch(/only 1 were needed/);
    expect(checkTypedDice([3, 11], 10)).toMatch(/11 is not a face of a D10/);
    expect(checkTypedDice([0], 10)).toMatch(/not a face/);
    expect(checkTypedDice([2.5], 10)).toMatch(/not a face/);
    expect(checkTypedDice([1, 10], 10)).toBeNull();
  });
});
