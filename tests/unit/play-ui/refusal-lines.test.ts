import { describe, expect, it } from 'vitest';
import { blanketRefusal, refusalLines } from '../../../src-renderer/src/play/model/refusals';

const names: Record<string, string> = { b1: 'Raider Mob 1', b2: 'Raider Mob 2', b3: 'Warlord' };
const name = (id: string) => names[id] ?? id;
const out = (unitId: string, by: string) => ({ unitId, code: 'out-of-range', message: `out of range by ${by}"`, rule: 'D10.RANGE.OUT' });
const hidden = (unitId: string) => ({ unitId, code: 'no-line-of-sight', message: 'no line of sight — blocking terrain in the way', rule: 'D10.LOS.REQUIRED' });

describe('the refused targets as the menus list them', () => {
  it('D10.LOS.REQUIRED: an enemy every profile refuses for one reason reads once, with its rule', () => {
    const lines = refusalLines(
      [
        { label: 'Lasgun', targets: [], refused: [hidden('b1')] },
        { label: 'Autocannon', targets: [], refused: [hidden('b1')] },
      ],
      name,
    );
    expect(lines).toEqual([{ unitId: 'b1', name: 'Raider Mob 1', reason: 'no line of sight — blocking terrain in the way', rules: ['D10.LOS.REQUIRED'] }]);
  });

  it('D10.RANGE.OUT: an enemy refused by some profiles, or for different reasons, names the profiles', () => {
    const lines = refusalLines(
      [
        { label: 'Lasgun', targets: ['b2'], refused: [out('b1', '3.2'), out('b3', '8.0')] },
        { label: 'Autocannon', targets: ['b1', 'b2'], refused: [out('b3', '2.0')] },
      ],
      name,
    );
    expect(lines.map((l) => `${l.name} — ${l.reason}`)).toEqual(['Raider Mob 1 — Lasgun: out of range by 3.2"', 'Warlord — Lasgun: out of range by 8.0"; Autocannon: out of range by 2.0"']);
  });

  it('D10.ACT.NO_SHOOT_AFTER_ADVANCE: one reason for every enemy of every list is the menu\'s blanket reason; any target or other reason is not', () => {
    const advanced = (unitId: string) => ({ unitId, code: 'advanced', message: 'Advanced this activation', rule: 'D10.ACT.NO_SHOOT_AFTER_ADVANCE' });
    expect(blanketRefusal([{ targets: [], refused: [advanced('b1'), advanced('b2')] }])?.message).toBe('Advanced this activation');
    expect(blanketRefusal([{ targets: ['b2'], refused: [advanced('b1')] }])).toBeNull();
    expect(blanketRefusal([{ targets: [], refused: [advanced('b1'), hidden('b2')] }])).toBeNull();
    expect(blanketRefusal([])).toBeNull();
  });
});
