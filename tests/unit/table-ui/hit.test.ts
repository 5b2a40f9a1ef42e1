import { describe, expect, it } from 'vitest';
import { roundBase } from '../../../shared/geometry/index';
import * as cmd from '../../../src-renderer/src/table/model/commands';
import { emptyPlan, type Plan } from '../../../src-renderer/src/plan/plan';
import { hitTest } from '../../../src-renderer/src/table/model/hit';
import type { RosterUnit } from '../../../src-renderer/src/plan/roster';

const unit: RosterUnit = {
  key: '0/u1',
  side: 0,
  uid: 'u1',
  name: 'Line Squad',
  category: 'Core',
  models: 2,
  shape: roundBase(25),
  stats: { ranged: 4, melee: 4, defense: 4, morale: 6 },
  wounds: 1,
  weapons: [],
  move: 6,
  advance: 12,
  charge: 6,
  points: 100,
};

function setUp(): Plan {
  const building = cmd.addTerrain(emptyPlan(), 'building', 24, 24);
  if (!building.ok) throw new Error(building.reason);
  const a = cmd.placeUnit(building.plan, '0/u1', [{ x: 24, y: 24, facing: 0 }, { x: 30, y: 5, facing: 0 }], 'Deployed');
  if (!a.ok) throw new Error(a.reason);
  const b = cmd.addObjective(a.plan, 12, 12);
  if (!b.ok) throw new Error(b.reason);
  return b.plan;
}

describe('what is under the pointer', () => {
  const plan = setUp();
  const roster = new Map([[unit.key, unit]]);
  const opts = { handleRadius: 0.3 };

  it('a base wins over the terrain it stands on', () => {
    expect(hitTest(plan, roster, 24.2, 24.1, opts)).toEqual({ kind: 'model', key: '0/u1', index: 0 });
    expect(hitTest(plan, roster, 30, 5.3, opts)).toEqual({ kind: 'model', key: '0/u1', index: 1 });
  });

  it('finds terrain, objectives, the selected piece’s corners, bare table and off-table', () => {
    expect(hitTest(plan, roster, 26, 25, opts)).toEqual({ kind: 'terrain', id: 't1' });
    expect(hitTest(plan, roster, 21, 22, { ...opts, selectedTerrain: 't1' })).toEqual({ kind: 'corner', id: 't1', index: 0 });
    expect(hitTest(plan, roster, 12.4, 11.8, opts)).toEqual({ kind: 'objective', id: 'o1' });
    expect(hitTest(plan, roster, 40, 40, opts)).toEqual({ kind: 'table' });
    expect(hitTest(plan, roster, -2, 40, opts)).toEqual({ kind: 'none' });
  });

  it('finds the selected piece’s edge, with the point of the edge nearest the pointer; a corner wins over its edges', () => {
    const selected = { ...opts, selectedTerrain: 't1' };
    // The building runs from 21 to 27 across and from 22 to 26 up the table; edge 0 is its lower side.
    expect(hitTest(plan, roster, 24, 21.8, selected)).toEqual({ kind: 'edge', id: 't1', index: 0, at: { x: 24, y: 22 } });
    expect(hitTest(plan, roster, 26.9, 25, selected)).toEqual({ kind: 'edge', id: 't1', index: 1, at: { x: 27, y: 25 } });
    expect(hitTest(plan, roster, 21.1, 22.1, selected)).toEqual({ kind: 'corner', id: 't1', index: 0 });
    // Not selected, the same points are bare table and the piece itself.
    expect(hitTest(plan, roster, 24, 21.8, opts)).toEqual({ kind: 'table' });
    expect(hitTest(plan, roster, 26.9, 25, opts)).toEqual({ kind: 'terrain', id: 't1' });
    // Well inside, the piece is the piece.
    expect(hitTest(plan, roster, 25.5, 25, selected)).toEqual({ kind: 'terrain', id: 't1' });
  });
});
