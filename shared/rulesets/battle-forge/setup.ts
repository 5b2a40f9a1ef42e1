/**
 * A new Battle Forge game: each army's units with their models set aside, the deployment zones
 * (the scenario's for two players; one along each table edge for three or four), the objectives,
 * Strategy Points, the deployment roll-off (BF.DEPLOY.ROLLOFF_ZONE, BF.DEPLOY.WINNER_FIRST) and the
 * first round's Bidding Phase.
 */
import { HIDDEN_DICE, Roller, seedDice } from '../../core/dice';
import { rollOff } from '../../core/roll-off';
import { startGame } from './round';
import type { RoundUnit } from './round-state';
import type { BfGameUnit, BfModel, BfSetup, BfState, BfUnit, BfZone, Side } from './state';

/** Millimetres of a base when the unit does not say (a 32 mm round base). */
export const DEFAULT_BASE_MM = 32;

/** How deep the edge zones of a three- or four-player game are, in inches. */
export const EDGE_ZONE_DEPTH = 10;

export function bfUnitId(seat: Side, uid: string): string {
  return `${seat + 1}:${uid}`;
}

/** The tier of a rule a unit or model carries (Wounds(3) → 3), or undefined when it has none. */
export function tierOf(rules: readonly { rule: string; tier?: number }[], rule: string): number | undefined {
  const found = rules.find((r) => r.rule === rule);
  return found ? (found.tier ?? 1) : undefined;
}

/**
 * The deployment zones: the scenario's two for a one-on-one game; for three or four players, one
 * strip along each table edge (bottom, top, left, right), the corners left to no one.
 */
export function zonesFor(players: number, scenario: BfSetup['scenario']): BfZone[] {
  if (players === 2) return scenario.zones.map((z) => ({ ...z }));
  const w = scenario.table.width;
  const h = scenario.table.depth;
  const d = EDGE_ZONE_DEPTH;
  const all: BfZone[] = [
    { x: d, y: 0, width: w - 2 * d, depth: d },
    { x: d, y: h - d, width: w - 2 * d, depth: d },
    { x: 0, y: d, width: d, depth: h - 2 * d },
    { x: w - d, y: d, width: d, depth: h - 2 * d },
  ];
  return all.slice(0, players);
}

function gameUnit(seat: Side, u: BfGameUnit): BfUnit | string {
  const id = bfUnitId(seat, u.uid);
  const models: BfModel[] = [];
  for (const line of u.lines) {
    if (!Number.isInteger(line.count) || line.count < 0) return `${u.name}: a model line has no whole number of models.`;
    // BF.DATA.MODEL_SPECIAL: Wounds(x) on a model line; the unit's rules apply to all its models (BF.DATA.UNIT_RULES_ALL_MODELS).
    const wounds = tierOf([...line.special, ...u.rules], 'wounds') ?? 1;
    for (let i = 0; i < line.count; i++)
      models.push({
        id: `${id}#${models.length + 1}`,
        line: line.line,
        name: line.name,
        x: 0,
        y: 0,
        facing: 0,
        ...(line.stats ? { stats: { ...line.stats } } : {}),
        weapons: line.weapons.map((w) => ({ ...w, rules: w.rules.map((r) => ({ ...r })) })),
        special: line.special.map((r) => ({ ...r })),
        wounds,
        woundsLeft: wounds,
      });
  }
  if (models.length === 0) return `${u.name} has no models.`;
  if (!models.some((m) => m.stats)) return `${u.name} has no model with characteristics.`;
  return {
    id,
    owner: seat,
    uid: u.uid,
    ...(u.faction ? { faction: u.faction } : {}),
    name: u.name,
    points: u.points,
    category: u.category,
    keywords: [...u.keywords],
    rules: u.rules.map((r) => ({ ...r })),
    baseMm: u.baseMm ?? DEFAULT_BASE_MM,
    models,
    initialModels: models.length,
    status: 'undeployed',
    ...(u.casting ? { casting: { ...u.casting, powers: u.casting.powers.map((p) => ({ ...p })) } } : {}),
    ...(u.transport ? { transport: { capacity: u.transport.capacity, carries: [...u.transport.carries] } } : {}),
    powersCast: [],
    castsUsed: 0,
    stopsUsed: 0,
    effects: [],
    movedThisRound: false,
    chargedThisRound: false,
  };
}

/** The unit's leading stat line: the first model with characteristics (BF.AMBIG.UNIT_STAT_MIXED). */
export function leadStats(u: BfUnit): NonNullable<BfModel['stats']> {
  return (u.models.find((m) => m.stats) ?? u.models[0])?.stats ?? { mov: 0, acc: 1, str: 1, init: 1, co: 1 };
}

/** The round's view of a unit (its Shock, Courage and Initiative, what it carries). */
export function roundUnitOf(u: BfUnit): RoundUnit {
  const stats = leadStats(u);
  const weapons = u.models.flatMap((m) => m.weapons);
  const group = tierOf(u.rules, 'group');
  return {
    id: u.id,
    name: u.name,
    owner: u.owner,
    courage: stats.co,
    shock: 0,
    initiative: stats.init,
    onTable: u.status === 'table',
    engaged: false,
    hasRanged: weapons.some((w) => w.range !== 'melee'),
    hasMelee: weapons.some((w) => w.range === 'melee'),
    ...(group !== undefined ? { groupSize: group } : {}),
    extraActions: u.casting && u.casting.casts > 0 ? ['power'] : [],
    activated: false,
    shot: false,
    fought: false,
    hold: false,
    focusTokens: 0,
    evadeTokens: 0,
  };
}

/**
 * The deployment roll-off: each player rolls a die and the highest places first. A tie for highest
 * goes to the tied player with the most advantage points, if one has more than the rest
 * (BF.FORCE.ADV_TIES); otherwise the players roll again.
 */
function deploymentRollOff(roller: Roller, names: readonly string[], advantage: readonly number[]): Side {
  const top = Math.max(...advantage);
  const leader = top > 0 && advantage.filter((a) => a === top).length === 1 ? advantage.indexOf(top) : -1;
  if (leader < 0) return rollOff(roller, 10, 'deployment roll-off', names).winner;
  const faces = names.map((_, seat) => roller.roll(10, 'deployment roll-off', undefined, seat === 0 ? `${names.join(', then ')} roll` : undefined));
  const high = Math.max(...faces);
  const tied = faces.flatMap((f, seat) => (f === high ? [seat] : []));
  if (tied.length === 1) return tied[0]!;
  return tied.includes(leader) ? leader : rollOff(roller, 10, 'deployment roll-off', names).winner;
}

/** The state before deployment, or why the setup cannot be played. */
export function initialBfState(setup: BfSetup): { state: BfState; winner: Side; rolls: Roller['rolls'] } | string {
  const players = setup.armies.length;
  if (players < 2 || players > 4) return `Battle Forge seats 2 to 4 players; this game has ${players}.`;
  const units: Record<string, BfUnit> = {};
  const order: string[] = [];
  for (let seat = 0; seat < players; seat++) {
    const army = setup.armies[seat]!;
    if (army.units.length === 0) return `Player ${seat + 1} has no units.`;
    for (const u of army.units) {
      const unit = gameUnit(seat, u);
      if (typeof unit === 'string') return unit;
      if (units[unit.id]) return `Two units of Player ${seat + 1} share the id "${u.uid}".`;
      units[unit.id] = unit;
      order.push(unit.id);
    }
  }
  const names = setup.players && setup.players.length === players ? [...setup.players] : Array.from({ length: players }, (_, i) => `Player ${i + 1}`);
  const roller = new Roller(seedDice(setup.seed));
  // BF.DEPLOY.ROLLOFF_ZONE, BF.DEPLOY.WINNER_FIRST: the roll-off winner places the first unit; the
  // player with more advantage points wins a tie (BF.FORCE.ADV_TIES).
  const advantage = setup.armies.map((a) => a.advantage ?? 0);
  const winner = deploymentRollOff(roller, names, advantage);
  let round;
  try {
    round = startGame({ players, ...(setup.teams ? { teams: setup.teams } : {}), advantage, units: order.map((id) => roundUnitOf(units[id]!)), dice: HIDDEN_DICE });
  } catch (e) {
    return e instanceof Error ? e.message : 'The game cannot be seated.';
  }
  const spPerRound = setup.armies.map((a) => Math.max(1, a.spPerRound ?? 1));
  const state: BfState = {
    ruleset: 'battle-forge',
    players: names,
    scenario: setup.scenario,
    zones: zonesFor(players, setup.scenario),
    terrain: (setup.terrain ?? []).map((t) => ({ ...t, points: t.points.map((p) => ({ ...p })) })),
    options: { literalNaturalTenMargin: false, ...setup.options },
    units,
    order,
    phase: 'deployment',
    deployTurn: winner,
    round,
    objectives: setup.scenario.objectives.map((o) => ({ x: o.x, y: o.y, holder: null })),
    vp: Array.from({ length: players }, () => 0),
    sp: [...spPerRound],
    spPerRound,
    strategies: setup.armies.map((a) => a.strategies ?? []),
    destroyed: [],
    pending: null,
    scoredRound: 0,
    startedRound: 0,
    dice: roller.state,
  };
  return { state, winner, rolls: roller.rolls };
}
