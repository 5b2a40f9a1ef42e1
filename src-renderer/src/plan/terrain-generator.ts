/**
 * A terrain layout that follows the ruleset's setup rules (its table rules' `terrainSetup`): for the D10 Wargame 4 to 6 pieces
 * (D10.INTRO.TERRAIN_PIECES, D10.SETUP.TERRAIN_ALTERNATE), every piece at least 6" from every
 * table edge (D10.SETUP.TERRAIN_EDGE_6, checked by the rules core), and — the advice of
 * D10.SETUP.TERRAIN_BALANCE — neither player's half favoured: pieces come in pairs of the same
 * kind, one wholly on each half as if the players took turns, and an odd piece out sits astride
 * the centre line with a shape that splits evenly across it. Seeded, so the same seed gives the
 * same table.
 */
import { checkTerrainPlacement } from '../../../shared/geometry/index';
import { tableRulesOf } from '../../../shared/rulesets/index';
import { type PlanTerrain, type TableSize, terrainOutline } from './plan';
import { terrainPiece } from './table-adapter';
import { TERRAIN_TYPES, type TerrainKind } from './terrain-catalog';

export interface TerrainRules {
  min: number;
  max: number;
  /** Kinds to draw from; a mix of sight-blocking and area pieces makes a playable table. */
  kinds: TerrainKind[];
}

/** The ruleset's terrain setup (its table rules give it), or undefined for one without. */
export function terrainSetupOf(ruleset: string): TerrainRules | undefined {
  const setup = tableRulesOf(ruleset)?.terrainSetup;
  // The kinds are the terrain catalog's words; a kind the catalog does not know is left out.
  return setup ? { min: setup.min, max: setup.max, kinds: setup.kinds.filter((k): k is TerrainKind => TERRAIN_TYPES.some((t) => t.kind === k)) } : undefined;
}

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

/** Tries before giving up on one piece, and on finding a second of a pair. */
const TRIES = 60;

/** A shape that looks the same turned half round its centre, so the centre line halves its area. */
const halvesEvenly = (shape: readonly [number, number][]): boolean =>
  shape.every(([x, y]) => shape.some(([u, v]) => Math.abs(u + x) < 1e-9 && Math.abs(v + y) < 1e-9));

export function generateTerrain(ruleset: string, table: TableSize, seed: number): PlanTerrain[] | { reason: string } {
  const rules = terrainSetupOf(ruleset);
  if (!rules) return { reason: `Tenfold has no terrain setup rules for ${ruleset} yet.` };
  const rnd = random(seed);
  const count = rules.min + Math.floor(rnd() * (rules.max - rules.min + 1));
  const mid = table.height / 2;
  const pieces: PlanTerrain[] = [];

  /** One piece of `kind` at a random spot: wholly in one half (0: y below the centre line, 1: above), or centred on the line. */
  const attempt = (kind: TerrainKind, half: 0 | 1 | 'line'): PlanTerrain | undefined => {
    const type = TERRAIN_TYPES.find((t) => t.kind === kind)!;
    const piece: PlanTerrain = {
      id: `t${pieces.length + 1}`,
      kind,
      x: 6 + rnd() * (table.width - 12),
      y: half === 'line' ? mid : half === 0 ? 6 + rnd() * (mid - 6) : mid + rnd() * (mid - 6),
      rotation: Math.round(rnd() * 12) * 15,
      points: type.shape.map(([a, b]) => [a, b]),
    };
    if (!checkTerrainPlacement(terrainPiece(piece), table).ok) return undefined;
    const [, y0, , y1] = box(piece);
    if ((half === 0 && y1 > mid) || (half === 1 && y0 < mid)) return undefined;
    if (pieces.some((other) => boxesNear(piece, other))) return undefined;
    return piece;
  };
  const place = (kind: TerrainKind, half: 0 | 1 | 'line'): PlanTerrain | undefined => {
    for (let k = 0; k < TRIES; k++) {
      const piece = attempt(kind, half);
      if (piece) return piece;
    }
    return undefined;
  };

  // D10.SETUP.TERRAIN_ALTERNATE: the players take turns, so the half that gets a pair's first piece alternates.
  for (let pair = 0, tries = 0; pieces.length + 1 < count && tries < TRIES; tries++) {
    const kind = rules.kinds[Math.floor(rnd() * rules.kinds.length)]!;
    const first: 0 | 1 = pair % 2 === 0 ? 0 : 1;
    const a = place(kind, first);
    if (!a) continue;
    pieces.push(a);
    const b = place(kind, first === 0 ? 1 : 0);
    if (!b) {
      pieces.pop();
      continue;
    }
    pieces.push(b);
    pair++;
  }
  const centred = rules.kinds.filter((kind) => halvesEvenly(TERRAIN_TYPES.find((t) => t.kind === kind)!.shape));
  for (let tries = 0; pieces.length < count && centred.length > 0 && tries < TRIES; tries++) {
    const piece = place(centred[Math.floor(rnd() * centred.length)]!, 'line');
    if (piece) pieces.push(piece);
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
