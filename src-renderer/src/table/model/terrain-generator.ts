/**
 * A terrain layout that follows the ruleset's setup rules: for the D10 Wargame 4 to 6 pieces
 * (D10.INTRO.TERRAIN_PIECES, D10.SETUP.TERRAIN_ALTERNATE), every piece at least 6" from every
 * table edge (D10.SETUP.TERRAIN_EDGE_6, checked by the rules core), and — as advice only
 * (D10.SETUP.TERRAIN_BALANCE) — pieces kept apart so both halves get some. Seeded, so the same
 * seed gives the same table.
 */
import { checkTerrainPlacement } from '../../../../shared/geometry/index';
import { type PlanTerrain, type TableSize, terrainOutline } from './plan';
import { terrainPiece } from './table-adapter';
import { TERRAIN_TYPES, type TerrainKind } from './terrain-catalog';

export interface TerrainRules {
  min: number;
  max: number;
  /** Kinds to draw from; a mix of sight-blocking and area pieces makes a playable table. */
  kinds: TerrainKind[];
}

export const TERRAIN_SETUP: Record<string, TerrainRules> = {
  'd10-wargame': { min: 4, max: 6, kinds: ['building', 'ruins', 'forest', 'rocks', 'wall', 'hill', 'crater', 'hedge'] },
};

/** mulberry32: small, fast and good enough to scatter terrain. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Gap kept between generated pieces' bounding boxes, so models can pass between them. */
const SPACING = 3;

export function generateTerrain(ruleset: string, table: TableSize, seed: number): PlanTerrain[] | { reason: string } {
  const rules = TERRAIN_SETUP[ruleset];
  if (!rules) return { reason: `Tenfold has no terrain setup rules for ${ruleset} yet.` };
  const rnd = random(seed);
  const count = rules.min + Math.floor(rnd() * (rules.max - rules.min + 1));
  const pieces: PlanTerrain[] = [];
  for (let attempt = 0; pieces.length < count && attempt < 400; attempt++) {
    const kind = rules.kinds[Math.floor(rnd() * rules.kinds.length)]!;
    const type = TERRAIN_TYPES.find((t) => t.kind === kind)!;
    const piece: PlanTerrain = {
      id: `t${pieces.length + 1}`,
      kind,
      x: 6 + rnd() * (table.width - 12),
      y: 6 + rnd() * (table.height - 12),
      rotation: Math.round(rnd() * 12) * 15,
      points: type.shape.map(([a, b]) => [a, b]),
    };
    if (!checkTerrainPlacement(terrainPiece(piece), table).ok) continue;
    if (pieces.some((other) => boxesNear(piece, other))) continue;
    pieces.push(piece);
  }
  if (pieces.length < rules.min) return { reason: `The table is too small for ${rules.min} pieces at least 6″ from every edge.` };
  return pieces;
}

function box(piece: PlanTerrain): [number, number, number, number] {
  const pts = terrainOutline(piece);
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

function boxesNear(a: PlanTerrain, b: PlanTerrain): boolean {
  const [a0, a1, a2, a3] = box(a);
  const [b0, b1, b2, b3] = box(b);
  return a0 < b2 + SPACING && b0 < a2 + SPACING && a1 < b3 + SPACING && b1 < a3 + SPACING;
}
