/**
 * Every change a player makes to a plan, as a pure function: plan in, new plan out (sharing what
 * did not change), or a reason a player can read and the plan untouched. The state class keeps
 * the history; these know nothing of undo, Svelte or Konva.
 */
import { isSimplePolygon } from '../../../../shared/geometry/polygon';
import { norm } from '../../../../shared/geometry/units';
import {
  type DeploymentType,
  type Plan,
  type PlanArmy,
  type PlanModel,
  type PlanTerrain,
  type Side,
  type TableSize,
  MAX_TERRAIN_CORNERS,
  newId,
  pieceFrame,
} from '../../plan/plan';
import { COVER_LEVELS, type CoverLevel, coverWords, TERRAIN_RULES, type TerrainKind, type TerrainOverride, type TerrainRules, terrainType } from '../../plan/terrain-catalog';
import { DEPLOYMENT_LABELS } from '../../plan/mission';

export type Change = { ok: true; plan: Plan; label: string } | { ok: false; reason: string };

const ok = (plan: Plan, label: string): Change => ({ ok: true, plan, label });
const refuse = (reason: string): Change => ({ ok: false, reason });

export const MIN_TABLE = 12;
export const MAX_TABLE = 120;

export function setTableSize(plan: Plan, size: TableSize): Change {
  const bad = [size.width, size.height].find((n) => !Number.isFinite(n) || n < MIN_TABLE || n > MAX_TABLE);
  if (bad !== undefined) return refuse(`A table side must be between ${MIN_TABLE}" and ${MAX_TABLE}".`);
  if (size.width === plan.table.width && size.height === plan.table.height) return refuse('The table already has that size.');
  return ok({ ...plan, table: { width: size.width, height: size.height } }, `Table ${size.width}″ × ${size.height}″`);
}

export function addTerrain(plan: Plan, kind: TerrainKind, x: number, y: number): Change {
  const type = terrainType(kind);
  const piece: PlanTerrain = { id: newId('t', plan.terrain), kind, x, y, rotation: 0, points: type.shape.map(([a, b]) => [a, b]) };
  return ok({ ...plan, terrain: [...plan.terrain, piece] }, `Placed ${type.label}`);
}

function updateTerrain(plan: Plan, id: string, label: string, fn: (t: PlanTerrain) => PlanTerrain): Change {
  const piece = plan.terrain.find((t) => t.id === id);
  if (!piece) return refuse('That terrain piece is no longer on the table.');
  return ok({ ...plan, terrain: plan.terrain.map((t) => (t.id === id ? fn(t) : t)) }, `${label} ${terrainType(piece.kind).label}`);
}

export function moveTerrain(plan: Plan, id: string, x: number, y: number): Change {
  return updateTerrain(plan, id, 'Moved', (t) => ({ ...t, x, y }));
}

export function rotateTerrain(plan: Plan, id: string, degrees: number): Change {
  return updateTerrain(plan, id, 'Rotated', (t) => ({ ...t, rotation: (((t.rotation + degrees) % 360) + 360) % 360 }));
}

/** Scales a piece about its centre; refuses to shrink it below half an inch or grow it past 30". */
export function resizeTerrain(plan: Plan, id: string, factor: number): Change {
  const piece = plan.terrain.find((t) => t.id === id);
  if (!piece) return refuse('That terrain piece is no longer on the table.');
  const points = piece.points.map(([x, y]) => [x * factor, y * factor] as [number, number]);
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const w = Math.max(...xs) - Math.min(...xs);
  const h = Math.max(...ys) - Math.min(...ys);
  if (Math.min(w, h) < 0.5) return refuse('The piece cannot be smaller than half an inch across.');
  if (Math.max(w, h) > 30) return refuse('The piece cannot be larger than 30" across.');
  return updateTerrain(plan, id, 'Resized', (t) => ({ ...t, points }));
}

/** A terrain outline must stay simple: sight, movement and cover mean nothing on one that crosses itself. */
const simple = (points: readonly [number, number][]) => isSimplePolygon(points.map(([x, y]) => ({ x, y })));

/** Moves one corner; `x`,`y` are table inches and are turned back into the piece's own frame. */
export function moveTerrainCorner(plan: Plan, id: string, index: number, x: number, y: number): Change {
  const piece = plan.terrain.find((t) => t.id === id);
  if (!piece || !piece.points[index]) return refuse('That corner is no longer there.');
  const local = pieceFrame(piece, x, y);
  const points = piece.points.map((p, i) => (i === index ? local : p));
  if (!simple(points)) return refuse('A corner cannot go there: the outline would cross itself.');
  return updateTerrain(plan, id, 'Reshaped', (t) => ({ ...t, points }));
}

/** Closer than this to a corner, a new corner would only be a second corner in the same place. */
const CORNER_GAP = 0.1;

/** Adds a corner on the edge from corner `after` to the next one, at table point `x`,`y`. */
export function addTerrainCorner(plan: Plan, id: string, after: number, x: number, y: number): Change {
  const piece = plan.terrain.find((t) => t.id === id);
  const from = piece?.points[after];
  if (!piece || !from) return refuse('That edge is no longer there.');
  if (piece.points.length >= MAX_TERRAIN_CORNERS) return refuse(`A piece can have at most ${MAX_TERRAIN_CORNERS} corners.`);
  const local = pieceFrame(piece, x, y);
  const to = piece.points[(after + 1) % piece.points.length]!;
  if ([from, to].some(([cx, cy]) => norm(cx - local[0], cy - local[1]) < CORNER_GAP)) return refuse('There is a corner there already.');
  const points = [...piece.points.slice(0, after + 1), local, ...piece.points.slice(after + 1)];
  if (!simple(points)) return refuse('A corner cannot go there: the outline would cross itself.');
  return updateTerrain(plan, id, 'Added a corner to', (t) => ({ ...t, points }));
}

/** Removes one corner; a piece keeps at least three, and an outline that would cross itself is refused. */
export function removeTerrainCorner(plan: Plan, id: string, index: number): Change {
  const piece = plan.terrain.find((t) => t.id === id);
  if (!piece || !piece.points[index]) return refuse('That corner is no longer there.');
  if (piece.points.length <= 3) return refuse('A piece needs at least 3 corners.');
  const points = piece.points.filter((_, i) => i !== index);
  if (!simple(points)) return refuse('That corner cannot go: the outline would cross itself.');
  return updateTerrain(plan, id, 'Removed a corner from', (t) => ({ ...t, points }));
}

/**
 * What the players agreed the piece counts as (D10.TERRAIN.*), in place of its kind's usual type.
 * Choosing the usual type again drops the piece's own choice, so the plan keeps only real overrides.
 */
export function setTerrainRules(plan: Plan, id: string, rules: TerrainRules): Change {
  if (!TERRAIN_RULES.includes(rules)) return refuse(`"${String(rules)}" is not a terrain type; choose blocking, area, obstacle or open.`);
  return agree(plan, id, 'rules', rules, `That piece already counts as ${rules}.`, (kind) => `${kind} counts as ${rules}`);
}

/** The cover the players agreed the piece gives, in place of its kind's usual cover. */
export function setTerrainCover(plan: Plan, id: string, cover: CoverLevel): Change {
  if (!COVER_LEVELS.includes(cover)) return refuse(`"${String(cover)}" is not a cover level; choose none, soft, hard or fortified.`);
  const words = coverWords(cover);
  return agree(plan, id, 'cover', cover, `That piece already gives ${words}.`, (kind) => `${kind} gives ${words}`);
}

/** Sets one agreed trait of a piece; its kind's usual value drops the override instead. */
function agree<K extends keyof TerrainOverride>(plan: Plan, id: string, key: K, value: NonNullable<TerrainOverride[K]>, already: string, label: (kind: string) => string): Change {
  const piece = plan.terrain.find((t) => t.id === id);
  if (!piece) return refuse('That terrain piece is no longer on the table.');
  const type = terrainType(piece.kind);
  if ((piece[key] ?? type[key]) === value) return refuse(already);
  const next: PlanTerrain = { ...piece };
  if (value === type[key]) delete next[key];
  else Object.assign(next, { [key]: value });
  return ok({ ...plan, terrain: plan.terrain.map((t) => (t.id === id ? next : t)) }, label(type.label));
}

export function deleteTerrain(plan: Plan, id: string): Change {
  const piece = plan.terrain.find((t) => t.id === id);
  if (!piece) return refuse('That terrain piece is no longer on the table.');
  return ok({ ...plan, terrain: plan.terrain.filter((t) => t.id !== id) }, `Removed ${terrainType(piece.kind).label}`);
}

export function replaceTerrain(plan: Plan, terrain: PlanTerrain[], label: string): Change {
  return ok({ ...plan, terrain }, label);
}

export function setDeployment(plan: Plan, deployment: DeploymentType): Change {
  if (plan.deployment === deployment) return refuse('That deployment map is already chosen.');
  return ok({ ...plan, deployment }, `Deployment: ${DEPLOYMENT_LABELS[deployment]}`);
}

export function addObjective(plan: Plan, x: number, y: number): Change {
  return ok({ ...plan, objectives: [...plan.objectives, { id: newId('o', plan.objectives), x, y }] }, 'Placed objective');
}

export function moveObjective(plan: Plan, id: string, x: number, y: number): Change {
  if (!plan.objectives.some((o) => o.id === id)) return refuse('That objective is no longer on the table.');
  return ok({ ...plan, objectives: plan.objectives.map((o) => (o.id === id ? { ...o, x, y } : o)) }, 'Moved objective');
}

export function deleteObjective(plan: Plan, id: string): Change {
  if (!plan.objectives.some((o) => o.id === id)) return refuse('That objective is no longer on the table.');
  return ok({ ...plan, objectives: plan.objectives.filter((o) => o.id !== id) }, 'Removed objective');
}

/** Choosing an army for a side clears that side's units from the table and the reserves. */
export function setArmy(plan: Plan, side: Side, army: PlanArmy | null): Change {
  const armies: [PlanArmy | null, PlanArmy | null] = [...plan.armies];
  armies[side] = army;
  const mine = (key: string) => key.startsWith(`${side}/`);
  return ok(
    { ...plan, armies, units: plan.units.filter((u) => !mine(u.key)), reserves: plan.reserves.filter((k) => !mine(k)) },
    army ? `Army for player ${side + 1}: ${army.name}` : `Cleared player ${side + 1}'s army`,
  );
}

export function placeUnit(plan: Plan, key: string, models: PlanModel[], label: string): Change {
  if (models.length === 0) return refuse('A unit needs at least one model on the table.');
  const units = plan.units.some((u) => u.key === key)
    ? plan.units.map((u) => (u.key === key ? { key, models } : u))
    : [...plan.units, { key, models }];
  return ok({ ...plan, units, reserves: plan.reserves.filter((k) => k !== key) }, label);
}

export function removeUnit(plan: Plan, key: string, label: string): Change {
  if (!plan.units.some((u) => u.key === key)) return refuse('That unit is not on the table.');
  return ok({ ...plan, units: plan.units.filter((u) => u.key !== key) }, label);
}

export function toReserve(plan: Plan, key: string, label: string): Change {
  if (plan.reserves.includes(key)) return refuse('That unit is already in reserve.');
  return ok({ ...plan, units: plan.units.filter((u) => u.key !== key), reserves: [...plan.reserves, key] }, label);
}

export function fromReserve(plan: Plan, key: string, label: string): Change {
  if (!plan.reserves.includes(key)) return refuse('That unit is not in reserve.');
  return ok({ ...plan, reserves: plan.reserves.filter((k) => k !== key) }, label);
}

export function setFirstToDeploy(plan: Plan, side: Side): Change {
  if (plan.firstToDeploy === side) return refuse(`Player ${side + 1} already deploys first.`);
  return ok({ ...plan, firstToDeploy: side }, `Player ${side + 1} deploys first`);
}
