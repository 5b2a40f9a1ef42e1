/**
 * Terrain between the Table screen's catalog and the engines. A generated or saved layout is in the
 * catalog's words (building, forest…, each with its rules type and cover from terrain-catalog.ts,
 * or the ones the players chose for that piece); each engine keeps only what its rules read: the D10
 * engine blocking or area pieces, the Quality engine blocking, soft or hard ones. Pieces with no
 * effect in a ruleset (open ground) are left out.
 */
import type { Terrain } from '../../../../shared/rulesets/d10-wargame/state';
import type { QTerrain } from '../../../../shared/rulesets/quality/state';
import { terrainOutline, type PlanTerrain } from '../../table/model/plan';
import { pieceType, type TerrainKind } from '../../table/model/terrain-catalog';

const outline = (piece: PlanTerrain) => terrainOutline(piece).map(([x, y]) => ({ x, y }));

/** D10.TERRAIN.BLOCKING_* and D10.TERRAIN.AREA_DIFFICULT, as the catalog or the players assign them. */
export function d10Terrain(pieces: readonly PlanTerrain[]): Terrain[] {
  const out: Terrain[] = [];
  for (const piece of pieces) {
    const rules = pieceType(piece).rules;
    if (rules === 'blocking' || rules === 'area') out.push({ id: piece.id, kind: rules, points: outline(piece) });
  }
  return out;
}

/**
 * QW.COVER.SOFT_TERRAIN / QW.COVER.HARD_TERRAIN and blocking pieces, as the catalog or the players
 * assign them. QW.COVER.TWO_KINDS: Quality knows only soft and hard cover, so fortified counts as hard.
 */
export function qualityTerrain(pieces: readonly PlanTerrain[]): QTerrain[] {
  const out: QTerrain[] = [];
  for (const piece of pieces) {
    const type = pieceType(piece);
    if (type.rules === 'blocking') out.push({ id: piece.id, kind: 'blocking', points: outline(piece) });
    else if (type.cover === 'soft') out.push({ id: piece.id, kind: 'soft', points: outline(piece) });
    else if (type.cover === 'hard' || type.cover === 'fortified') out.push({ id: piece.id, kind: 'hard', points: outline(piece) });
  }
  return out;
}

/** How an engine's terrain piece is drawn: the catalog kind that looks like what it does. */
const LOOK: Record<string, TerrainKind> = { blocking: 'building', area: 'forest', soft: 'forest', hard: 'ruins' };

/** An engine piece as the Table screen's static layer draws it (centre and outline around it). */
export function drawnTerrain(piece: { id: string; kind: string; points: readonly { x: number; y: number }[] }): PlanTerrain {
  const n = piece.points.length || 1;
  const cx = piece.points.reduce((a, p) => a + p.x, 0) / n;
  const cy = piece.points.reduce((a, p) => a + p.y, 0) / n;
  return { id: piece.id, kind: LOOK[piece.kind] ?? 'ruins', x: cx, y: cy, rotation: 0, points: piece.points.map((p) => [p.x - cx, p.y - cy]) };
}
