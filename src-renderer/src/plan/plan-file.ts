/**
 * Terrain layouts as files, and plans in the JSON Tenfold kept before plans became `.tenfold` files
 * (plan-savefile.ts): such a plan still opens, so nobody loses one.
 * Reading validates everything first: a damaged or foreign file is refused with one line saying
 * why, and a file from a newer Tenfold says so instead of being half-read.
 */
import { z } from 'zod';
import { issueInWords } from '../../../shared/core/issue-words';
import { MAX_TERRAIN_CORNERS, type Plan, PLAN_VERSION } from './plan';
import { COVER_LEVELS, TERRAIN_RULES, TERRAIN_TYPES, type TerrainKind } from './terrain-catalog';

const Num = z.number().finite();
export const TerrainKindSchema = z.enum(TERRAIN_TYPES.map((t) => t.kind) as [TerrainKind, ...TerrainKind[]]);
export const TerrainSchema = z.object({
  id: z.string().min(1).max(40),
  kind: TerrainKindSchema,
  x: Num,
  y: Num,
  rotation: Num,
  points: z.array(z.tuple([Num, Num])).min(3).max(MAX_TERRAIN_CORNERS),
  /** What the players agreed the piece counts as, when not its kind's usual type and cover. */
  rules: z.enum(TERRAIN_RULES, { message: 'a terrain type is blocking, area, obstacle or open' }).optional(),
  cover: z.enum(COVER_LEVELS, { message: 'a cover level is none, soft, hard or fortified' }).optional(),
});
export const TableSchema = z.object({ width: Num.min(12).max(120), height: Num.min(12).max(120) });
export const DeploymentTypeSchema = z.enum(['standard', 'diagonal', 'dawn-of-war']);
const Army = z.object({ name: z.string().max(120), file: z.string().max(2_000_000) }).nullable();

const PlanSchema = z.object({
  format: z.literal('tenfold-plan'),
  version: z.literal(PLAN_VERSION),
  name: z.string().min(1).max(120),
  ruleset: z.string().min(1).max(40),
  table: TableSchema,
  terrain: z.array(TerrainSchema).max(200),
  deployment: DeploymentTypeSchema,
  objectives: z.array(z.object({ id: z.string().min(1).max(40), x: Num, y: Num })).max(20),
  armies: z.tuple([Army, Army]),
  units: z
    .array(z.object({ key: z.string().min(3).max(80), models: z.array(z.object({ x: Num, y: Num, facing: Num })).min(1).max(200) }))
    .max(400),
  reserves: z.array(z.string().max(80)).max(400),
  firstToDeploy: z.union([z.literal(0), z.literal(1)]),
});

const LayoutSchema = z.object({
  format: z.literal('tenfold-layout'),
  version: z.literal(1),
  table: TableSchema,
  terrain: z.array(TerrainSchema).max(200),
});
export type Layout = z.infer<typeof LayoutSchema>;

export type Read<T> = { ok: true; value: T } | { ok: false; reason: string };

function decode(text: string, format: string, version: number): Read<unknown> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'The file is not valid JSON.' };
  }
  const head = json as { format?: unknown; version?: unknown } | null;
  if (typeof head !== 'object' || head === null || head.format !== format) return { ok: false, reason: `This is not a Tenfold ${format.replace('tenfold-', '')} file.` };
  if (typeof head.version === 'number' && head.version > version) {
    const shown = Number.isSafeInteger(head.version) && head.version < 10_000 ? `version ${head.version}` : 'an unknown version';
    return { ok: false, reason: `This file was saved by a newer Tenfold (${shown}); this one reads version ${version}.` };
  }
  return { ok: true, value: json };
}

function firstIssue(error: z.ZodError): string {
  return `The file is damaged at ${issueInWords(error.issues[0], 'the top')}.`;
}

export function writePlan(plan: Plan): string {
  return JSON.stringify({ format: 'tenfold-plan', ...plan });
}

export function readPlanFile(text: string): Read<Plan> {
  const decoded = decode(text, 'tenfold-plan', PLAN_VERSION);
  if (!decoded.ok) return decoded;
  const parsed = PlanSchema.safeParse(decoded.value, { reportInput: true });
  if (!parsed.success) return { ok: false, reason: firstIssue(parsed.error) };
  const { format: _format, ...plan } = parsed.data;
  return { ok: true, value: plan as Plan };
}

export function writeLayout(plan: Plan): string {
  return JSON.stringify({ format: 'tenfold-layout', version: 1, table: plan.table, terrain: plan.terrain });
}

export function readLayoutFile(text: string): Read<Layout> {
  const decoded = decode(text, 'tenfold-layout', 1);
  if (!decoded.ok) return decoded;
  const parsed = LayoutSchema.safeParse(decoded.value, { reportInput: true });
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, reason: firstIssue(parsed.error) };
}
