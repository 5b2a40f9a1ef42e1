/**
 * A deployment plan as a `.tenfold` file of kind "plan" (shared/savefile, FORMAT.md) and back.
 * The envelope's `table` holds the table's size and its terrain pieces, `armies` the army files
 * the players brought, and `deployment` the rest: the deployment map, the objectives, which army
 * each player brought, every model placed, the reserves and who deploys first. A plan has no dice
 * and no commands. Reading checks everything the planner needs, so a file it cannot lay out is
 * refused with a sentence and the table stays as it was.
 */
import { z } from 'zod';
import { issueInWords, REPORT_INPUT } from '../../../shared/core/issue-words';
import {
  createSaveFile,
  parseJsonSafely,
  parseSaveFile,
  RULESET_IDS,
  SaveFileSchema,
  type Deployment,
  type JsonObject,
  type SaveFile,
} from '../../../shared/savefile/index';
import { type Plan, type PlanArmy, PLAN_VERSION } from './plan';
import { DeploymentTypeSchema, readPlanFile, TableSchema, TerrainSchema, type Read } from './plan-file';

/** The title of a plan that has no name. */
export const UNTITLED_PLAN = 'Deployment plan';

/** The table as the planner writes it into the envelope's `table`. */
const PlannedTable = TableSchema.extend({ terrain: z.array(TerrainSchema).max(200) });

const refuse = (reason: string): { ok: false; reason: string } => ({ ok: false, reason });
const json = (value: unknown): JsonObject => JSON.parse(JSON.stringify(value)) as JsonObject;

function firstIssue(error: z.ZodError, within: string): string {
  return issueInWords(error.issues[0], within, [within]);
}

function isRuleset(id: string): id is SaveFile['ruleset'] {
  return (RULESET_IDS as readonly string[]).includes(id);
}

/** The plan as a current-version `.tenfold` file, or the reason it cannot be written. */
export function planToSaveFile(plan: Plan, appVersion: string, now: Date = new Date()): Read<SaveFile> {
  if (!isRuleset(plan.ruleset)) return refuse(`The plan is for "${plan.ruleset}", a ruleset Tenfold does not know.`);
  const armies: JsonObject[] = [];
  const sides: Deployment['sides'] = [
    { army: null, name: '' },
    { army: null, name: '' },
  ];
  for (const [side, army] of plan.armies.entries()) {
    if (!army) continue;
    const parsed = parseJsonSafely(army.file);
    if (!parsed.ok || typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value)) {
      return refuse(`Player ${side + 1}'s army (${army.name}) is not an army file Tenfold can keep.`);
    }
    sides[side] = { army: armies.length, name: army.name };
    armies.push(parsed.value as JsonObject);
  }
  const file = createSaveFile(
    {
      kind: 'plan',
      title: plan.name.trim().slice(0, 120) || UNTITLED_PLAN,
      ruleset: plan.ruleset,
      armies,
      table: json({ width: plan.table.width, height: plan.table.height, terrain: plan.terrain }),
      seed: 0,
      commands: [],
      deployment: {
        map: plan.deployment,
        objectives: plan.objectives.map(({ id, x, y }) => ({ id, x, y })),
        sides,
        placements: plan.units.map((unit) => ({ unit: unit.key, models: unit.models.map(({ x, y, facing }) => ({ x, y, facing })) })),
        reserves: [...plan.reserves],
        firstToDeploy: plan.firstToDeploy,
      },
    },
    appVersion,
    now,
  );
  const checked = SaveFileSchema.safeParse(file);
  if (!checked.success) return refuse(`The plan could not be saved (${firstIssue(checked.error, 'plan')}).`);
  return { ok: true, value: file };
}

/**
 * A `.tenfold` file back into the planner's plan. The file has passed the format's checks; this
 * adds the planner's own: a plan (not a game), a table it can lay out, a deployment map it knows,
 * each unit placed once.
 */
export function planFromSaveFile(file: SaveFile): Read<Plan> {
  if (file.kind !== 'plan' || !file.deployment) return refuse(`"${file.title}" is a game, not a deployment plan; it opens on the Play screen.`);
  const deployment = file.deployment;
  const table = PlannedTable.safeParse(file.table, REPORT_INPUT);
  if (!table.success) return refuse(`its table cannot be laid out (${firstIssue(table.error, 'table')}).`);
  const map = DeploymentTypeSchema.safeParse(deployment.map);
  if (!map.success) return refuse(`its deployment map "${deployment.map}" is not one the Table screen knows.`);
  const placed = new Set<string>();
  for (const key of [...deployment.placements.map((p) => p.unit), ...deployment.reserves]) {
    if (placed.has(key)) return refuse(`the unit ${key} is placed more than once.`);
    placed.add(key);
  }
  const armyOf = (side: 0 | 1): PlanArmy | null => {
    const entry = deployment.sides[side];
    const army = entry.army === null ? undefined : file.armies[entry.army];
    return army ? { name: entry.name, file: JSON.stringify(army) } : null;
  };
  return {
    ok: true,
    value: {
      version: PLAN_VERSION,
      name: file.title,
      ruleset: file.ruleset,
      table: { width: table.data.width, height: table.data.height },
      terrain: table.data.terrain,
      deployment: map.data,
      objectives: deployment.objectives.map(({ id, x, y }) => ({ id, x, y })),
      armies: [armyOf(0), armyOf(1)],
      units: deployment.placements.map((p) => ({ key: p.unit, models: p.models.map(({ x, y, facing }) => ({ x, y, facing })) })),
      reserves: [...deployment.reserves],
      firstToDeploy: deployment.firstToDeploy,
    },
  };
}

/** Why the Table screen could not lay out this file, or null when it can (or it is a game). */
export function planProblem(file: SaveFile): string | null {
  if (file.kind !== 'plan') return null;
  const read = planFromSaveFile(file);
  return read.ok ? null : read.reason;
}

/**
 * A plan file of either kind a player may have: a `.tenfold` plan, or the JSON plan (`tenfold-plan`)
 * Tenfold wrote before plans were `.tenfold` files. Hostile keys are refused before anything is read.
 */
export function readAnyPlanText(text: string): Read<Plan> {
  const parsed = parseJsonSafely(text);
  if (!parsed.ok) return refuse(`The plan was not opened: ${parsed.problem}`);
  const format = (parsed.value as { format?: unknown } | null)?.format;
  if (format === 'tenfold-plan') {
    const read = readPlanFile(text);
    return read.ok ? read : refuse(`The plan was not opened: ${read.reason}`);
  }
  const opened = parseSaveFile(text);
  if (!opened.ok) return refuse(`The plan was not opened: ${opened.problem}`);
  const read = planFromSaveFile(opened.value.file);
  return read.ok ? read : refuse(`The plan was not opened: ${read.reason}`);
}
