/**
 * Transports, as Tenfold's game modules play them (FORMAT.md, Transports; the book leaves them to the
 * modules, BF.AMBIG.RESERVES_UNARRIVED): a unit whose datasheet has `transport: { capacity, carries }`
 * carries up to `capacity` models of its own player's units, only units with one of the `carries`
 * keywords when it names any.
 *
 * Readings: "within 3"" is every model of the unit, base to base with the transport, when it boards
 * (at the end of a Move) and when it is set down getting out. A unit aboard is off the table — its
 * status is 'reserve', so it takes no bid Shock (BF.BID.ON_TABLE_ONLY) — and is listed under its
 * transport in `carried`. A unit may start the game aboard: set aside before deployment with its
 * transport (BF.RES.SET_ASIDE), it comes onto the table inside it.
 *
 * The game state carries two things these functions read that the engine adds: the datasheet's
 * `transport` on the unit, and `carried`, each transport's id with the ids of the units aboard.
 */
import { refuse, type Problem } from '../../core/refusal';
import { modelDistance, withinAllowance } from '../../geometry/index';
import { placed } from './geo';
import { basesAt, placementProblem, type ModelPlace } from './placement';
import type { BfState, BfUnit } from './state';

/** What a transport carries (the datasheet's `transport`). */
export interface Transport {
  capacity: number;
  carries: readonly string[];
}

/** A unit that may be a transport. */
export type TransportUnit = BfUnit & { transport?: Transport };

/** The state with the units aboard each transport: transport id → unit ids. */
export type TransportState = BfState & { carried?: Readonly<Record<string, readonly string[]>> };

/** How close to its transport a unit boards and gets out, base to base, inches. */
export const TRANSPORT_REACH = 3;

/** What the unit carries, if it is a transport. */
export function transportOf(unit: BfUnit): Transport | undefined {
  return (unit as TransportUnit).transport;
}

/** The units aboard the transport. */
export function aboard(state: TransportState, transportId: string): BfUnit[] {
  return (state.carried?.[transportId] ?? []).map((id) => state.units[id]).filter((u): u is BfUnit => u !== undefined);
}

/** The transport the unit rides in, if any. */
export function carrierOf(state: TransportState, unitId: string): string | undefined {
  return Object.entries(state.carried ?? {}).find(([, ids]) => ids.includes(unitId))?.[0];
}

/** Whether the transport may carry this unit at all and has room for it: own player, keywords, capacity. */
function roomProblem(state: TransportState, unit: BfUnit, transport: BfUnit): Problem {
  const carrying = transportOf(transport);
  if (!carrying) return refuse('not-a-transport', `${transport.name} is not a transport.`);
  if (transport.id === unit.id) return refuse('not-a-transport', `${unit.name} cannot carry itself.`);
  if (transport.owner !== unit.owner) return refuse('not-your-transport', `${unit.name} rides only in its own player's transports.`);
  if (transportOf(unit)) return refuse('cannot-carry', `${transport.name} cannot carry another transport.`);
  if (carrying.carries.length > 0 && !unit.keywords.some((k) => carrying.carries.includes(k)))
    return refuse('cannot-carry', `${transport.name} carries only ${carrying.carries.join(' or ')} units.`);
  const taken = aboard(state, transport.id).reduce((n, u) => n + u.models.length, 0);
  if (taken + unit.models.length > carrying.capacity)
    return refuse('transport-full', `${transport.name} carries ${carrying.capacity} models and has ${taken} aboard: ${unit.name} (${unit.models.length}) does not fit.`);
  return null;
}

/** The nearest distance from a base to the transport's models. */
function gapToTransport(base: Parameters<typeof modelDistance>[0], transport: BfUnit): number {
  return Math.min(...transport.models.map((m) => modelDistance(base, placed(transport, m))));
}

/**
 * May the unit board the transport at the end of a Move? Both on the table, the unit not already
 * aboard or in a building; the transport its own, carrying its keywords, with room for its models;
 * every model within 3" of the transport (`models`: where the Move ends them; the unit's own places
 * when left out). Null when it may.
 */
export function embarkProblem(state: TransportState, unit: BfUnit, transport: BfUnit, models: readonly ModelPlace[] = unit.models): Problem {
  const room = roomProblem(state, unit, transport);
  if (room) return room;
  if (transport.status !== 'table') return refuse('transport-not-on-table', `${transport.name} is not on the table.`);
  if (unit.status !== 'table' || carrierOf(state, unit.id)) return refuse('not-on-table', `${unit.name} is not on the table.`);
  if (unit.inBuilding) return refuse('inside-building', `${unit.name} must leave the building first.`, 'BF.BLDG.EXIT_OR_CHANGE_FLOOR');
  for (const base of basesAt(unit, models)) {
    const d = gapToTransport(base, transport);
    if (!withinAllowance(d, TRANSPORT_REACH)) return refuse('too-far-from-transport', `A model of ${unit.name} is ${d.toFixed(1)}" from ${transport.name}; every model must be within 3" to board.`, undefined, [base.id]);
  }
  return null;
}

/**
 * May the unit aboard get out here? The transport on the table; every model set down within 3" of
 * it, standing legally and more than 1" from every enemy model, the unit in coherency
 * ({@link placementProblem}, BF.MOVE.ENEMY_1IN). Getting out is a Move. Null when it may.
 */
export function disembarkProblem(state: TransportState, unit: BfUnit, transport: BfUnit, models: readonly ModelPlace[]): Problem {
  if (carrierOf(state, unit.id) !== transport.id) return refuse('not-aboard', `${unit.name} is not aboard ${transport.name}.`);
  if (transport.status !== 'table') return refuse('transport-not-on-table', `${transport.name} is not on the table.`);
  const placement = placementProblem(state, unit, models);
  if (placement && placement.code === 'models-mismatch') return placement;
  for (const base of basesAt(unit, models)) {
    const d = gapToTransport(base, transport);
    if (!withinAllowance(d, TRANSPORT_REACH)) return refuse('too-far-from-transport', `A model of ${unit.name} would be ${d.toFixed(1)}" from ${transport.name}; units get out within 3" of it.`, undefined, [base.id]);
  }
  return placement;
}

/**
 * May the unit start the game aboard the transport? Before deployment, neither deployed yet
 * (BF.RES.SET_ASIDE: the unit is set aside with its transport and arrives inside it), and the
 * transport may carry it and has room. Null when it may.
 */
export function startAboardProblem(state: TransportState, unit: BfUnit, transport: BfUnit): Problem {
  if (state.phase !== 'deployment' || unit.status !== 'undeployed')
    return refuse('not-before-deployment', `${unit.name} can only be put aboard before it is deployed.`, 'BF.RES.SET_ASIDE');
  if (transport.status === 'table') return refuse('transport-deployed', `${transport.name} is already deployed; units start aboard before it is.`, 'BF.RES.SET_ASIDE');
  if (carrierOf(state, unit.id)) return refuse('already-aboard', `${unit.name} is already aboard a transport.`, 'BF.RES.SET_ASIDE');
  return roomProblem(state, unit, transport);
}
