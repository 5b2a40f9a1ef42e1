import { describe, expect, it } from 'vitest';
import { d10CheckChance, d10NeededFace } from '../../../shared/rulesets/d10-wargame/odds';
import { qualityCheckChance, qualityNeededFace } from '../../../shared/rulesets/quality/odds';

describe('one d10-wargame check', () => {
  it('D10.CHECK.ODDS: RV 2 or lower passes 90%, RV 10 or higher passes 10%', () => {
    for (const rv of [-5, 0, 1, 2]) expect(d10CheckChance(rv)).toBeCloseTo(0.9, 12);
    for (const rv of [10, 11, 12, 20]) expect(d10CheckChance(rv)).toBeCloseTo(0.1, 12);
  });

  it('D10.CHECK.ODDS: RV r between 2 and 10 passes (11 − r)/10', () => {
    for (let rv = 2; rv <= 10; rv++) expect(d10CheckChance(rv)).toBeCloseTo((11 - rv) / 10, 12);
  });

  it('D10.CHECK.SUCCESS: a roll equal to the RV passes (RV 4 passes on 4..10, 7 of 10 faces)', () => {
    expect(d10CheckChance(4)).toBeCloseTo(0.7, 12);
  });

  it('D10.CHECK.EX_MORALE_7: Morale 7+ passes on 7, 8, 9 or 10, 40%', () => {
    expect(d10CheckChance(7)).toBeCloseTo(0.4, 12);
  });

  it('D10.CHECK.NAT10: a natural 10 passes even an RV above 10 (D10.AMBIG.RV_BOUNDS: Defense 9+ with AP 3 is 12+)', () => {
    expect(d10CheckChance(9 + 3)).toBeCloseTo(0.1, 12);
    expect(d10NeededFace(12)).toBe(10);
  });

  it('D10.CHECK.NAT1: a natural 1 fails whatever the modifiers (D10.AMBIG.NATURAL_VS_MODIFIED: RV 2 lowered by 3 still fails on 1)', () => {
    expect(d10CheckChance(2 - 3)).toBeCloseTo(0.9, 12);
    expect(d10NeededFace(-1)).toBe(2);
  });

  it('D10.MELEE.EXHAUSTION_EFFECT: an exhausted hit needs a natural 10, whatever the RV', () => {
    for (const rv of [-3, 2, 4, 10, 14]) expect(d10CheckChance(rv, { exhausted: true })).toBeCloseTo(0.1, 12);
    expect(d10NeededFace(3, { exhausted: true })).toBe(10);
  });
});

describe('one quality roll', () => {
  it('QW.HIT.QUALITY: a D10 at or above Quality passes (Quality 4+ passes 70%)', () => {
    expect(qualityCheckChance(4)).toBeCloseTo(0.7, 12);
    expect(qualityCheckChance(10)).toBeCloseTo(0.1, 12);
  });

  it('QW.AMBIG.NATURAL_ROLLS: Quality 10+ with −1 never hits, Quality 2+ with +1 always does', () => {
    expect(qualityCheckChance(10, -1)).toBe(0);
    expect(qualityCheckChance(2, 1)).toBe(1);
    expect(qualityCheckChance(2)).toBeCloseTo(0.9, 12);
  });

  it('QW.HIT.EX_NET: Held, target in cover, fatigued, Quality 5+ → needs natural 6 → 50%', () => {
    const net = +1 - 1 - 1;
    expect(qualityNeededFace(5, net)).toBe(6);
    expect(qualityCheckChance(5, net)).toBeCloseTo(0.5, 12);
  });
});
