import { describe, expect, it } from 'vitest';
import { TableIndexCache } from '../../../shared/geometry/index-cache';
import type { Table } from '../../../shared/geometry/table';
import { roundBase } from '../../../shared/geometry/index';

interface Fake {
  terrain: Table['terrain'];
  models: { id: string; x: number; y: number; facing: number }[];
  dice: number;
}

const tableOf = (s: Fake): Table => ({ width: 48, height: 48, terrain: s.terrain, units: [{ id: 'u1', side: 0, models: s.models.map((m) => ({ ...m, shape: roundBase(32) })) }] });
const cache = () => new TableIndexCache<Fake>((s) => ({ game: s.terrain, signature: s.models.map((m) => `${m.x},${m.y}`).join(';'), table: () => tableOf(s) }));

describe('table indexes kept across the states of a game', () => {
  it('a state differing only in what the table does not show shares the index; a moved model, a turned base or another game does not', () => {
    const c = cache();
    const terrain: Table['terrain'] = [];
    const a: Fake = { terrain, models: [{ id: 'm1', x: 10, y: 10, facing: 0 }], dice: 1 };
    const index = c.indexOf(a);
    expect(c.indexOf(a)).toBe(index);
    expect(c.indexOf({ ...a, dice: 2 })).toBe(index);
    expect(c.indexOf({ ...a, models: [{ id: 'm1', x: 11, y: 10, facing: 0 }] })).not.toBe(index);
    expect(c.indexOf({ ...a, models: [{ id: 'm1', x: 10, y: 10, facing: 1 }] })).not.toBe(index);
    expect(c.indexOf({ ...a, terrain: [] })).not.toBe(index);
  });

  it('a state changed in place before its next question is measured afresh (its signature changed)', () => {
    const c = cache();
    const s: Fake = { terrain: [], models: [{ id: 'm1', x: 10, y: 10, facing: 0 }], dice: 1 };
    const before = c.indexOf(s);
    s.models[0]!.x = 20;
    const after = c.indexOf(s);
    expect(after).not.toBe(before);
    expect(after.unit('u1')?.models[0]?.x).toBe(20);
  });
});
