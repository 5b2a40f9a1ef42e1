/**
 * The Table screen's bench plan: a 72×48 table with 300 bases (two armies of fifteen 10-model
 * units) and 20 terrain pieces; `open` leaves the terrain out, for a unit moving in the open.
 */
import { emptyPlan, type Plan, type PlanTerrain } from '../../src-renderer/src/plan/plan';
import { TERRAIN_TYPES } from '../../src-renderer/src/plan/terrain-catalog';

function army(name: string, faction: string, profile: string): string {
  return JSON.stringify({
    format: 'tenfold-army',
    version: 1,
    id: `bench-${faction}`,
    name,
    ruleset: 'd10-wargame',
    faction,
    pointsLimit: 5000,
    units: Array.from({ length: 15 }, (_, i) => ({ uid: `u${i + 1}`, profile, models: 10, options: [] })),
  });
}

/** Ten 28 mm bases in ranks of 4-3-3 about (cx, cy), facing the enemy. */
function block(cx: number, cy: number, facing: number) {
  const rows = [4, 3, 3];
  return rows.flatMap((n, r) => Array.from({ length: n }, (_, c) => ({ x: cx + (c - (n - 1) / 2) * 1.6, y: cy + (r - 1) * 1.6, facing })));
}

export function benchPlan(open = false): Plan {
  const plan = emptyPlan();
  const terrain: PlanTerrain[] = [];
  [14.25, 28.75, 43.25, 57.75].forEach((x, c) =>
    [5, 14, 24, 34, 43].forEach((y, r) => {
      const type = TERRAIN_TYPES[(c * 5 + r) % TERRAIN_TYPES.length]!;
      terrain.push({ id: `t${terrain.length + 1}`, kind: type.kind, x, y, rotation: ((c + r) % 4) * 30, points: type.shape.map(([a, b]) => [a * 0.6, b * 0.6]) });
    }),
  );
  const units = [0, 1].flatMap((side) =>
    Array.from({ length: 15 }, (_, i) => {
      const col = i % 5;
      const row = Math.floor(i / 5);
      const y = side === 0 ? 4 + row * 7 : 44 - row * 7;
      return { key: `${side}/u${i + 1}`, models: block(7 + col * 14.5, y, side === 0 ? 0 : Math.PI) };
    }),
  );
  return {
    ...plan,
    name: 'Bench: 300 bases',
    table: { width: 72, height: 48 },
    terrain: open ? [] : terrain,
    armies: [
      { name: 'Bench Meridian', file: army('Bench Meridian', 'meridian-line', 'line-squad') },
      { name: 'Bench Cinder', file: army('Bench Cinder', 'cinder-host', 'raider-mob') },
    ],
    units,
  };
}

