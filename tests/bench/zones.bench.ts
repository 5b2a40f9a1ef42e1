/**
 * Reach overlay benchmark: a 10-model unit of 1" bases in the middle of a 72"×48" table with 20
 * terrain pieces (buildings and forests), its Advance 12" zone around the terrain, as drawn when
 * the unit is selected (first call on a table builds the grown terrain; later calls reuse it).
 * - zones.move_reach_ms: median time of one Advance zone on the same table (grown terrain reused, as when selecting units).
 * - zones.outline_ms: median time to outline that zone as the Table draws it (one winding per
 *   ring, then the union's outline): thousands of overlapping rings around the terrain.
 * Run: node --import tsx tests/bench/zones.bench.ts (or `npm run bench zones`).
 */
import { median, record } from './record';
import { type PlacedModel, type TerrainPiece, moveZone, roundBase } from '../../shared/geometry/index';
import { unionOutline, zoneRings } from '../../shared/geometry/zone-rings';

const box = (x: number, y: number, w: number, h: number) => [
  { x, y },
  { x: x + w, y },
  { x: x + w, y: y + h },
  { x, y: y + h },
];
const models: PlacedModel[] = Array.from({ length: 10 }, (_, i) => ({ id: `m${i}`, x: 33 + (i % 5) * 1.3, y: 22 + Math.floor(i / 5) * 1.3, facing: 0, shape: roundBase(25) }));
const terrain = (): TerrainPiece[] =>
  Array.from({ length: 20 }, (_, i) => ({
    id: `t${i}`,
    kind: i % 3 ? 'building' : 'forest',
    polygon: box(3 + ((i * 13) % 62), 3 + ((i * 7) % 38), 4 + (i % 4), 3 + (i % 3)),
    blocksSight: i % 3 !== 0,
    impassable: i % 3 !== 0,
    difficult: i % 3 === 0,
    cover: 'hard' as const,
  }));

const shared = terrain();
const samples: number[] = [];
for (let k = 0; k < 40; k++) {
  const t = shared;
  const t0 = performance.now();
  moveZone(models, 12, { terrain: t });
  samples.push(performance.now() - t0);
}
const zone = moveZone(models, 12, { terrain: shared });
const outlines: number[] = [];
for (let k = 0; k < 25; k++) {
  const t0 = performance.now();
  unionOutline(zoneRings(zone));
  outlines.push(performance.now() - t0);
}
record({
  'zones.move_reach_ms': { value: median(samples.slice(5)), unit: 'ms' },
  'zones.outline_ms': { value: median(outlines.slice(3)), unit: 'ms' },
});
