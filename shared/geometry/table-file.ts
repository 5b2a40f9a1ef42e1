/**
 * The table file read by `tenfold analyze` (documented in TABLE_FORMAT.md): table size, terrain
 * and placed units with their weapons. Validated with zod; a bad file gets one line saying where.
 */
import { z } from 'zod';
import { BaseSpec } from './base-spec';
import { baseShapeFromSpec } from './shapes';
import { COVER_LEVELS, type CoverLevel, type Table, type TerrainPiece } from './table';
import type { TableRules } from './table-rules';

const Num = z.number().finite();
const Id = z.string().min(1).max(64);
const PointIn = z.union([z.tuple([Num, Num]), z.object({ x: Num, y: Num }).strict()]);
const Cover = z.enum(COVER_LEVELS);

const TerrainIn = z
  .object({
    id: Id,
    kind: z.string().min(1).max(40),
    polygon: z.array(PointIn).min(3).max(200),
    blocksSight: z.boolean().optional(),
    impassable: z.boolean().optional(),
    difficult: z.boolean().optional(),
    obstacle: z.boolean().optional(),
    /** Inches; decides how an obstacle is crossed (BF.AMBIG.LOW_OBSTACLE_HEIGHT). */
    height: Num.min(0, 'a height cannot be negative').max(100, 'a height above 100" is not a table piece').optional(),
    cover: Cover.optional(),
    /** Played as area terrain (BF.AREA.DESIGNATE). */
    area: z.boolean().optional(),
    seeInto: z.boolean().optional(),
    negativeCover: z.boolean().optional(),
  })
  .strict();

const ModelIn = z
  .object({
    id: Id,
    x: Num,
    y: Num,
    /** Degrees: 0 faces +y (side 1's edge), 90 faces +x. */
    facing: Num.optional(),
    base: BaseSpec,
  })
  .strict();

const UnitIn = z
  .object({
    id: Id,
    name: z.string().max(120).optional(),
    side: z.union([z.literal(0), z.literal(1)]),
    weapons: z.array(z.object({ name: z.string().min(1).max(80), range: Num.min(0).max(1000) }).strict()).max(20).default([]),
    models: z.array(ModelIn).min(1).max(100),
  })
  .strict();

export const TableFile = z
  .object({
    format: z.literal('tenfold-table').optional(),
    version: z.literal(1).optional(),
    /** The ruleset whose table rules read the table; without it, the flagship's. */
    ruleset: z.string().min(1).max(64).optional(),
    table: z.object({ width: Num.positive().max(1000), height: Num.positive().max(1000) }).strict(),
    terrain: z.array(TerrainIn).max(500).default([]),
    units: z.array(UnitIn).max(500),
  })
  .strict()
  .superRefine((file, ctx) => {
    const seen = new Set<string>();
    const once = (id: string, path: (string | number)[], what: string) => {
      if (seen.has(id)) ctx.addIssue({ code: 'custom', path, message: `${what} id "${id}" is used twice` });
      seen.add(id);
    };
    file.terrain.forEach((t, i) => once(`terrain:${t.id}`, ['terrain', i, 'id'], 'terrain'));
    file.units.forEach((u, i) => {
      once(`unit:${u.id}`, ['units', i, 'id'], 'unit');
      u.models.forEach((m, j) => once(`model:${m.id}`, ['units', i, 'models', j, 'id'], 'model'));
    });
  });
export type TableFile = z.infer<typeof TableFile>;

/** Traits of the usual kinds of terrain; a file may override any of them piece by piece. */
export const TERRAIN_DEFAULTS: Record<string, Omit<TerrainPiece, 'id' | 'kind' | 'polygon'>> = {
  building: { blocksSight: true, impassable: true, difficult: false, cover: 'hard' },
  wall: { blocksSight: true, impassable: true, difficult: false, cover: 'hard', obstacle: true },
  rocks: { blocksSight: true, impassable: true, difficult: false, cover: 'hard' },
  hedge: { blocksSight: false, impassable: false, difficult: false, cover: 'soft', obstacle: true },
  forest: { blocksSight: false, impassable: false, difficult: true, cover: 'soft' },
  ruins: { blocksSight: false, impassable: false, difficult: true, cover: 'hard' },
  crater: { blocksSight: false, impassable: false, difficult: true, cover: 'soft' },
  hill: { blocksSight: false, impassable: false, difficult: false, cover: 'hard' },
  river: { blocksSight: false, impassable: false, difficult: true, cover: 'none' },
  road: { blocksSight: false, impassable: false, difficult: false, cover: 'none' },
};
const NO_TRAITS = { blocksSight: false, impassable: false, difficult: false, cover: 'none' as CoverLevel };

export interface LoadedTable {
  /** The table rules of the file's ruleset. */
  rules: TableRules;
  table: Table;
  /** Weapons of each unit by unit id. */
  weapons: Record<string, Array<{ name: string; range: number }>>;
}

const toPoint = (p: z.infer<typeof PointIn>) => (Array.isArray(p) ? { x: p[0], y: p[1] } : p);

/** Parses and validates a table file's text: the table, or one line saying what is wrong and where. */
export function parseTableJson(
  text: string,
  rulesOf: (ruleset: string | undefined) => TableRules | undefined,
): { ok: true; value: LoadedTable } | { ok: false; message: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `not valid JSON (${(error as Error).message.split('\n')[0]})` };
  }
  const parsed = TableFile.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length ? issue.path.join('.') : 'file';
    return { ok: false, message: `${where}: ${issue.message}` };
  }
  const f = parsed.data;
  const rules = rulesOf(f.ruleset);
  if (!rules) return { ok: false, message: `ruleset: Tenfold cannot read tables of "${f.ruleset}"` };
  const terrain: TerrainPiece[] = f.terrain.map((t) => {
    const base = TERRAIN_DEFAULTS[t.kind] ?? NO_TRAITS;
    const piece: TerrainPiece = {
      ...base,
      id: t.id,
      kind: t.kind,
      polygon: t.polygon.map(toPoint),
      blocksSight: t.blocksSight ?? base.blocksSight,
      impassable: t.impassable ?? base.impassable,
      difficult: t.difficult ?? base.difficult,
      cover: t.cover ?? base.cover,
    };
    if (t.obstacle !== undefined) piece.obstacle = t.obstacle;
    if (t.height !== undefined) piece.height = t.height;
    if (t.area !== undefined) piece.area = t.area;
    // Where the ruleset says so (BF.AREA.LOS_MODE with BF.AMBIG.AREA_LOS_DEFAULT), area terrain is
    // seen into and out of, not through, unless the file sets `seeInto: false`.
    const seeInto = t.seeInto ?? (t.area === true && rules.areaSeenInto ? true : undefined);
    if (seeInto !== undefined) piece.seeInto = seeInto;
    if (t.negativeCover !== undefined) piece.negativeCover = t.negativeCover;
    return piece;
  });
  const units = f.units.map((u) => ({
    id: u.id,
    side: u.side,
    models: u.models.map((m) => ({
      id: m.id,
      x: m.x,
      y: m.y,
      facing: ((m.facing ?? (u.side === 0 ? 0 : 180)) * Math.PI) / 180,
      shape: baseShapeFromSpec(m.base),
    })),
  }));
  const weapons = Object.fromEntries(f.units.map((u) => [u.id, u.weapons]));
  return { ok: true, value: { rules, table: { width: f.table.width, height: f.table.height, terrain, units }, weapons } };
}
