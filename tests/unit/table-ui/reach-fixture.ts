/** A two-model unit on 1" bases beside a 20" wall, for the drag's reach zones (drag-reach, rest-reach). */
import type { PlacedModel, TerrainPiece } from '../../../shared/geometry/index';
import type { RosterUnit } from '../../../src-renderer/src/plan/roster';

export const unit: RosterUnit = {
  key: '0/u1',
  side: 0,
  uid: 'u1',
  name: 'Line Squad',
  category: 'troops',
  models: 2,
  shape: { kind: 'circle', radius: 0.5 as never },
  stats: { ranged: 4, melee: 4, defense: 4, morale: 6 },
  wounds: 1,
  weapons: [{ name: 'Rifle', kind: 'ranged', range: 24, attacks: 1, ap: 0 }],
  move: 6,
  advance: 12,
  charge: 6,
  points: 100,
};

/** The unit's two bases side by side, the first at (x, y). */
export const bases = (x: number, y: number): PlacedModel[] => [0, 1].map((i) => ({ id: `m${i}`, x: x + 1.2 * i, y, facing: 0, shape: unit.shape }));

/** A wall 20" long across the table at y = 14: a base just below it cannot reach past it with a Move. */
export const wall: TerrainPiece = { id: 'w', kind: 'wall', polygon: [{ x: 10, y: 14 }, { x: 30, y: 14 }, { x: 30, y: 14.5 }, { x: 10, y: 14.5 }], blocksSight: true, impassable: true, difficult: false, cover: 'hard' };
