/**
 * Going into buildings and riding in transports, as the game plays them: the Move that ends going
 * into an enclosed building (BF.BLDG.ENTER_6IN, BF.BLDG.CAPACITY_12, BF.BLDG.CAPACITY_ENFORCE) or
 * boarding its player's transport (FORMAT.md, Transports); the Move that brings a unit out of one
 * (BF.BLDG.EXIT_OR_CHANGE_FLOOR) or gets it out of the other; a unit that starts the game aboard
 * (BF.RES.SET_ASIDE); and the units aboard a transport that is destroyed. The rules themselves are
 * `buildings.ts`'s and `transport.ts`'s; this file carries them out on the game.
 *
 * A unit inside a building fills its floor (BF.BLDG.WHOLE_FLOOR): its models are gathered at the
 * building's middle, where nothing measures from them — sight and range use the building's outline
 * (`geo.ts` sightUnit, `buildings.ts` rangeBetween). A unit aboard a transport is off the table,
 * status 'reserve', listed under its transport in `carried`.
 */
import type { CommandContext } from '../../core/apply';
import { refuse, type Problem } from '../../core/refusal';
import type { Side } from '../../core/ruleset';
import { modelDistance } from '../../geometry/index';
import { buildingOf, distanceToBuilding, ENTER_DISTANCE, enterBuildingProblem, exitBuildingProblem } from './buildings';
import { onTable, placed } from './geo';
import { formationAround, type FacedPlace, type ModelPlace } from './placement';
import { carrierOf, disembarkProblem, embarkProblem, startAboardProblem, TRANSPORT_REACH } from './transport';
import type { BfEvent, BfModel, BfState, BfUnit, Placed, Point } from './state';

type Ctx = CommandContext<BfState, BfEvent>;

/** The places with each model's id: as given, or the unit's models in order. */
export function withIds(u: BfUnit, models: readonly Placed[]): ModelPlace[] {
  return models.map((p, i) => ({ id: p.id ?? u.models[i]?.id ?? '', x: p.x, y: p.y, ...(p.facing !== undefined ? { facing: p.facing } : {}) }));
}

/** The middle of a polygon's corners. */
export function middleOf(points: readonly Point[]): Point {
  const n = points.length || 1;
  return { x: points.reduce((a, p) => a + p.x, 0) / n, y: points.reduce((a, p) => a + p.y, 0) / n };
}

/** Whether the unit rides in a transport now. */
export const isAboard = (s: BfState, u: BfUnit): boolean => carrierOf(s, u.id) !== undefined;

/**
 * How a Move that ends going into a building (`enter`) or boarding a transport (`board`) may end at
 * these places: the building or transport's own checks, measured from where the Move ends them.
 * Null when it may, or when the Move does neither.
 */
export function moveEndProblem(s: BfState, u: BfUnit, models: readonly Placed[], enter: string | undefined, board: string | undefined): Problem {
  if (enter !== undefined && board !== undefined) return refuse('enter-or-board', 'A Move ends going into a building or boarding a transport, not both.', 'BF.BLDG.ENTER_6IN');
  const places = withIds(u, models);
  if (enter !== undefined) return enterBuildingProblem(s, u, enter, places);
  if (board !== undefined) {
    const transport = s.units[board];
    if (!transport) return refuse('no-transport', 'There is no such transport.');
    return embarkProblem(s, u, transport, places);
  }
  return null;
}

/** After the Move has put the unit's models down: it goes into the building, or aboard the transport. */
export function endMoveInside(ctx: Ctx, u: BfUnit, enter: string | undefined, board: string | undefined): void {
  const s = ctx.s;
  if (enter !== undefined) {
    const building = buildingOf(s, enter)!;
    const mid = middleOf(building.points);
    for (const m of u.models) {
      m.x = mid.x;
      m.y = mid.y;
    }
    u.inBuilding = building.id;
    ctx.events.push({ type: 'enteredBuilding', unitId: u.id, building: building.id });
  } else if (board !== undefined) {
    putAboard(s, u, board);
    ctx.events.push({ type: 'embarked', unitId: u.id, transport: board });
  }
}

function putAboard(s: BfState, u: BfUnit, transportId: string): void {
  const carried = { ...(s.carried ?? {}) };
  carried[transportId] = [...(carried[transportId] ?? []), u.id];
  s.carried = carried;
  u.status = 'reserve';
}

function takeOff(s: BfState, u: BfUnit, transportId: string): void {
  const carried = { ...(s.carried ?? {}) };
  const left = (carried[transportId] ?? []).filter((id) => id !== u.id);
  if (left.length) carried[transportId] = left;
  else delete carried[transportId];
  s.carried = carried;
  u.status = 'table';
}

/**
 * Where a unit coming out is put: the places given for every model, or, with none, a block around
 * `point` moved the least that makes it stand (BF.AMBIG.AMBUSH_PLACEMENT's way of setting a unit down).
 */
function comingOutPlaces(s: BfState, u: BfUnit, models: readonly Placed[], point: Point | undefined): { places: ModelPlace[] } | { problem: NonNullable<Problem> } {
  if (models.length > 0) return { places: withIds(u, models) };
  if (!point) return { problem: refuse('needs-point', `Choose where ${u.name} comes out, or place each of its models.`) };
  const block = formationAround(s, u, point);
  return block ? { places: block } : { problem: refuse('no-room', `${u.name} finds no room to stand near that point.`) };
}

/**
 * The Move of a unit inside a building or aboard a transport: it comes out. Out of a building every
 * model ends within its Move of the outline (BF.BLDG.EXIT_OR_CHANGE_FLOOR); out of a transport every
 * model is set down within 3" of it (FORMAT.md, Transports). Either way each stands legally, more than
 * 1" from every enemy model, the unit in coherency. `take` spends the action; it runs once the
 * places are known to be legal.
 */
export function comeOut(ctx: Ctx, u: BfUnit, models: readonly Placed[], point: Point | undefined, allowance: number, rush: boolean, take: () => Problem): Problem {
  const s = ctx.s;
  const transportId = carrierOf(s, u.id);
  if (rush) return refuse('no-rush-out', `${u.name} comes out with a plain Move, not a Rush.`, transportId ? undefined : 'BF.BLDG.EXIT_OR_CHANGE_FLOOR');
  const out = comingOutPlaces(s, u, models, point);
  if ('problem' in out) return out.problem;
  const places = out.places;
  if (transportId) {
    const transport = s.units[transportId]!;
    if ((s.round.activation?.actions.length ?? 0) > 0) return refuse('get-out-at-start', `${u.name} gets out of ${transport.name} only with the first action of an activation.`);
    const problem = disembarkProblem(s, u, transport, places);
    if (problem) return problem;
    const taken = take();
    if (taken) return taken;
    takeOff(s, u, transportId);
    set(u, places);
    ctx.events.push({ type: 'disembarked', unitId: u.id, transport: transportId });
    return null;
  }
  const building = u.inBuilding!;
  const problem = exitBuildingProblem(s, u, places, allowance);
  if (problem) return problem;
  const taken = take();
  if (taken) return taken;
  delete u.inBuilding;
  set(u, places);
  ctx.events.push({ type: 'leftBuilding', unitId: u.id, building });
  return null;
}

function set(u: BfUnit, places: readonly ModelPlace[]): void {
  for (const m of u.models) {
    const p = places.find((q) => q.id === m.id);
    if (!p) continue;
    m.x = p.x;
    m.y = p.y;
    if (p.facing !== undefined) m.facing = p.facing;
  }
  u.movedThisRound = true;
}

/** Before deployment: the unit is set aside aboard its player's transport (BF.RES.SET_ASIDE). The caller passes the turn on. */
export function startAboard(ctx: Ctx, seat: Side, unitId: string, transportId: string): Problem {
  const s = ctx.s;
  const u = s.units[unitId];
  if (!u || u.owner !== seat) return refuse('not-your-unit', 'Put one of your own units aboard.', 'BF.RES.SET_ASIDE');
  const transport = s.units[transportId];
  if (!transport) return refuse('no-transport', 'There is no such transport.', 'BF.RES.SET_ASIDE');
  const problem = startAboardProblem(s, u, transport);
  if (problem) return problem;
  putAboard(s, u, transport.id);
  ctx.events.push({ type: 'embarked', unitId: u.id, transport: transport.id, start: true });
  return null;
}

/** Transports of the unit's player it may start the game aboard now. */
export function startAboardChoices(s: BfState, u: BfUnit): BfUnit[] {
  return s.order.map((id) => s.units[id]!).filter((t) => t.transport && !startAboardProblem(s, u, t));
}

/**
 * The transport is destroyed with units aboard (a reading of Tenfold's, FORMAT.md, Transports): each
 * is set down at once in a block where the transport stood, moved the least that lets it stand, and
 * must end within 3" of the transport's last places; a unit that cannot is lost with it. Those set
 * down are then near a friend destroyed and take its Shock (BF.SHOCK.NEARBY_DESTROYED).
 */
export function unloadWreck(ctx: Ctx, transport: BfUnit, lastPlaces: readonly BfModel[]): BfUnit[] {
  const s = ctx.s;
  const ids = s.carried?.[transport.id] ?? [];
  const lost: BfUnit[] = [];
  if (ids.length === 0) return lost;
  const carried = { ...(s.carried ?? {}) };
  delete carried[transport.id];
  s.carried = carried;
  const centre = lastPlaces.length ? middleOf(lastPlaces) : null;
  for (const id of ids) {
    const u = s.units[id];
    if (!u) continue;
    u.status = 'table';
    const block = centre ? formationAround(s, u, centre) : null;
    if (block && nearWreck(u, block, transport, lastPlaces)) {
      set(u, block);
      u.movedThisRound = false;
      ctx.events.push({ type: 'disembarked', unitId: u.id, transport: transport.id, forced: true });
    } else {
      u.status = 'reserve';
      lost.push(u);
    }
  }
  return lost;
}

/** Own transports on the table a Move of `allowance` may end boarding: near enough, with room for the unit. */
export function transportsInReach(s: BfState, u: BfUnit, allowance: number): string[] {
  if (!onTable(u) || u.inBuilding) return [];
  return s.order
    .map((id) => s.units[id]!)
    .filter((t) => t.transport && onTable(t) && t.owner === u.owner && t.id !== u.id)
    .filter((t) => Math.min(...u.models.flatMap((m) => t.models.map((n) => modelDistance(placed(u, m), placed(t, n))))) <= allowance + TRANSPORT_REACH)
    .filter((t) => {
      const p = embarkProblem(s, u, t);
      return p === null || p.code === 'too-far-from-transport';
    })
    .map((t) => t.id);
}

function nearWreck(u: BfUnit, block: readonly FacedPlace[], transport: BfUnit, lastPlaces: readonly BfModel[]): boolean {
  return block.every((p) => lastPlaces.some((t) => modelDistance(placed(u, { ...u.models[0]!, ...p }), placed(transport, t)) <= TRANSPORT_REACH + 1e-6));
}

/** The enclosed buildings a Move of `allowance` may end going into: near enough to reach, with room for the unit and no enemy inside. */
export function buildingsInReach(s: BfState, u: BfUnit, allowance: number): string[] {
  if (!onTable(u) || u.inBuilding) return [];
  return s.terrain
    .filter((t) => t.kind === 'building')
    .filter((t) => Math.min(...u.models.map((m) => distanceToBuilding(placed(u, m), t))) <= allowance + ENTER_DISTANCE)
    .filter((t) => {
      const p = enterBuildingProblem(s, u, t.id);
      return p === null || p.code === 'too-far-from-building';
    })
    .map((t) => t.id);
}
