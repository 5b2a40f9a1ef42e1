/**
 * The suggested casualties never break cohesion when another choice would not (D10.AMBIG.WOUNDS with
 * D10.AMBIG.COHESION): for random single-wound units of up to seven models, every set of models the
 * wounds could take is tried, and whenever one leaves the unit in cohesion the suggestion does too.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { suggestWounds } from '../../../shared/rulesets/d10-wargame/casualties';
import { holdsTogether } from '../../../shared/rulesets/d10-wargame/geo';
import type { CasualtyWait } from '../../../shared/rulesets/d10-wargame/state';
import { battle, id, unit } from '../game/fixtures';

function subsets<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items;
  return [...subsets(rest, k - 1).map((s) => [first!, ...s]), ...subsets(rest, k)];
}

describe('the suggested casualties', () => {
  it('D10.AMBIG.WOUNDS / D10.AMBIG.COHESION: keep the unit in cohesion whenever any choice of the same size can', () => {
    const model = fc.record({ x: fc.double({ min: 18, max: 26, noNaN: true }), y: fc.double({ min: 28, max: 34, noNaN: true }) });
    fc.assert(
      fc.property(fc.array(model, { minLength: 2, maxLength: 7 }), fc.nat(), (spots, k) => {
        const s = battle([
          { side: 0, unit: unit({ uid: 'a', models: 1 }), at: { x: 24, y: 10 } },
          { side: 1, unit: unit({ uid: 'b', models: spots.length }), at: { x: 24, y: 30 } },
        ]);
        const u = s.units[id(1, 'b')]!;
        u.models.forEach((m, i) => Object.assign(m, spots[i]));
        const wounds = 1 + (k % (spots.length - 1));
        const wait: CasualtyWait = { unitId: u.id, kind: 'wounds', wounds, attacker: id(0, 'a') };
        const keeps = (lost: readonly string[]) => holdsTogether(u, u.models.filter((m) => !lost.includes(m.id)));
        const possible = subsets(u.models.map((m) => m.id), wounds).some(keeps);
        const suggested = suggestWounds(s, wait);
        expect(Object.values(suggested).reduce((a, b) => a + b, 0)).toBe(wounds);
        if (possible) expect(keeps(Object.keys(suggested))).toBe(true);
      }),
      { numRuns: 300, seed: 16 },
    );
  });
});
