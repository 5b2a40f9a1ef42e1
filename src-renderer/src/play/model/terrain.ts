/**
 * Terrain between the Table screen's catalog and the engines. A generated or saved layout is in the
 * catalog's words (building, forest…, each with its rules type and cover from terrain-catalog.ts,
 * or the ones the players chose for that piece); each ruleset keeps only what its rules read
 * (`Ruleset.setup`), and pieces with no effect in it (open ground) are left out.
 */
import type { RulePiece } from '../../../../shared/core/setup';
import { terrainOutline, type PlanTerrain } from '../../plan/plan';
import { pieceType, type TerrainKind } from '../../plan/terrain-catalog';

const outline = (piece: PlanTerrain) => terrainOutline(piece).map(([x, y]) => ({ x, y }));

/** Layout pieces as the rules read them: what each does and the cover it gives, as the catalog or the players assign them. */
export function rulePieces(pieces: readonly PlanTerrain[]): RulePiece[] {
  return pieces.map((piece) => {
    const type = pieceType(piece);
    return { id: piece.id, rules: type.rules, cover: type.cover, points: outline(piece), look: piece.kind };
  });
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
