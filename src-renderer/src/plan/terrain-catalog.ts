/**
 * The terrain palette: each piece a player can put on the table, with the rules type the
 * rulebooks give it (D10.TERRAIN.*) and its cover level. Shapes are in inches around the piece's
 * centre; a player reshapes them afterwards by dragging corners. The players may agree that one
 * piece counts as something else ("this ruin blocks sight"): `pieceType` is what a piece counts as.
 */
export type TerrainKind = 'building' | 'wall' | 'hedge' | 'forest' | 'ruins' | 'rocks' | 'hill' | 'crater' | 'road' | 'river';
/** blocking: no sight, no passage; area: difficult ground; obstacle: low, crossable; open: no effect. */
export const TERRAIN_RULES = ['blocking', 'area', 'obstacle', 'open'] as const;
export type TerrainRules = (typeof TERRAIN_RULES)[number];
export { COVER_LEVELS, type CoverLevel } from '../../../shared/geometry/table';
import type { CoverLevel } from '../../../shared/geometry/table';

export interface TerrainType {
  kind: TerrainKind;
  label: string;
  rules: TerrainRules;
  cover: CoverLevel;
  /** Default outline, inches around the centre. */
  shape: [number, number][];
  /** Fill and stroke, chosen to read on the green table in both themes. */
  fill: string;
  stroke: string;
}

const rect = (w: number, h: number): [number, number][] => [
  [-w / 2, -h / 2],
  [w / 2, -h / 2],
  [w / 2, h / 2],
  [-w / 2, h / 2],
];

/** An irregular blob with `n` corners, so woods and rocks do not look like boxes. */
const blob = (rx: number, ry: number, n: number, wobble: number[]): [number, number][] =>
  Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2;
    const k = 1 + (wobble[i % wobble.length] ?? 0);
    // `|| 0` turns -0 into 0, so a layout reads back from JSON exactly as it was.
    return [Math.round(Math.cos(a) * rx * k * 100) / 100 || 0, Math.round(Math.sin(a) * ry * k * 100) / 100 || 0];
  });

export const TERRAIN_TYPES: readonly TerrainType[] = [
  { kind: 'building', label: 'Building', rules: 'blocking', cover: 'hard', shape: rect(6, 4), fill: '#6b5b4e', stroke: '#2e241d' },
  { kind: 'wall', label: 'Wall', rules: 'blocking', cover: 'hard', shape: rect(6, 0.6), fill: '#8d8a84', stroke: '#3b3934' },
  { kind: 'hedge', label: 'Hedge', rules: 'obstacle', cover: 'soft', shape: rect(6, 0.8), fill: '#3f6b2f', stroke: '#1f3a17' },
  { kind: 'forest', label: 'Forest', rules: 'area', cover: 'soft', shape: blob(3.5, 3, 8, [0.1, -0.1, 0.05, -0.05]), fill: '#2f5a2a', stroke: '#163012' },
  { kind: 'ruins', label: 'Ruins', rules: 'area', cover: 'hard', shape: [[-3, -2.5], [1, -2.5], [1, -0.5], [3, -0.5], [3, 2.5], [-3, 2.5]], fill: '#7a6f63', stroke: '#3a322a' },
  { kind: 'rocks', label: 'Rocks', rules: 'blocking', cover: 'hard', shape: blob(2, 1.6, 7, [0.15, -0.1, 0.05]), fill: '#6d6a66', stroke: '#2f2d2a' },
  { kind: 'hill', label: 'Hill', rules: 'open', cover: 'none', shape: blob(5, 3.5, 10, [0.05, -0.05]), fill: '#6f8a45', stroke: '#45592a' },
  { kind: 'crater', label: 'Crater', rules: 'area', cover: 'soft', shape: blob(2.5, 2.5, 9, [0.08, -0.06, 0.03]), fill: '#5a4a3a', stroke: '#2b2118' },
  { kind: 'road', label: 'Road', rules: 'open', cover: 'none', shape: rect(12, 2.5), fill: '#a08b6a', stroke: '#6b5a40' },
  { kind: 'river', label: 'River', rules: 'area', cover: 'none', shape: rect(12, 2), fill: '#3f6f96', stroke: '#1e4160' },
];

export function terrainType(kind: TerrainKind): TerrainType {
  return TERRAIN_TYPES.find((t) => t.kind === kind)!;
}

/** A piece's own choice of rules and cover, where the players agreed it differs from its kind's. */
export interface TerrainOverride {
  rules?: TerrainRules;
  cover?: CoverLevel;
}

/** What a piece counts as: its kind's rules type and cover, unless the players chose others for it. */
export function pieceType(piece: { kind: TerrainKind } & TerrainOverride): TerrainType {
  const type = terrainType(piece.kind);
  if (piece.rules === undefined && piece.cover === undefined) return type;
  return { ...type, rules: piece.rules ?? type.rules, cover: piece.cover ?? type.cover };
}

export const RULES_WORDS: Record<TerrainRules, string> = {
  blocking: 'blocks sight and movement',
  area: 'difficult ground (6" cap)',
  obstacle: 'obstacle',
  open: 'open ground',
};

/** "no cover", "soft cover", …: a cover level as a sentence says it. */
export const coverWords = (cover: CoverLevel): string => (cover === 'none' ? 'no cover' : `${cover} cover`);

/**
 * What the players agreed the piece counts as, in a few words ("blocking, fortified cover"), where
 * that differs from its kind's usual; empty when it reads as its kind.
 */
export function agreedWords(piece: { kind: TerrainKind } & TerrainOverride): string {
  const usual = terrainType(piece.kind);
  const agreed: string[] = [];
  if (piece.rules !== undefined && piece.rules !== usual.rules) agreed.push(piece.rules);
  if (piece.cover !== undefined && piece.cover !== usual.cover) agreed.push(coverWords(piece.cover));
  return agreed.join(', ');
}
