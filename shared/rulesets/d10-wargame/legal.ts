/**
 * What may be done now: the Play screen's menus (`availableActions`, `legalTargets`) and a list of
 * legal commands the AI and the property tests draw from (`legalCommands`). Moves and placements are
 * sampled (a few sensible positions), everything discrete is listed in full.
 */
import type { ActionOption, BaseCommand, Decision, LegalTargets } from '../../core/ruleset';
import type { Side } from './state';
import { MoveRouter, baseShapeFromSpec, boundingRadius, formation as geometryFormation, nearestPair } from '../../geometry/index';
import { dist } from '../../geometry/units';
import type { TableIndex } from '../../geometry/table';
import { perObjectAndKey } from '../../core/memo';
import type { PlacedModel as TableModel } from '../../geometry/shapes';
import { polygonBBox } from '../../geometry/polygon';
import { deploymentZonesOf } from './movement';
import { basesOf, indexOf, moveRules } from './geo';
import { activateProblem, activeUnit, stepProblem } from './activation';
import { unitsOf } from './context';
import { chargeReach, chargeTargets } from './melee';
import { allowance, arrivalProblem, moveProblem } from './movement';
import { activatable } from './rounds';
import { deploymentProblem, objectiveProblem, terrainProblem, undeployed } from './setup';
import { advancedRefusal, chargeRefusals, shootingRefusals } from './refusals';
import { rangedWeapons, shootingTargets } from './shooting';
import { pendingActions, pendingCommands, pendingDecision } from './pending';
import { commandPointOption } from './command-points';
import { onTable, type D10Command, type D10State, type Edge, type PlacedModel, type UnitState } from './state';

export function decision(s: D10State): Decision {
  const waiting = pendingDecision(s);
  if (waiting) return waiting;
  const p = (side: Side) => s.players[side];
  switch (s.phase) {
    case 'rollOff':
      return { players: [0, 1], kind: 'rollOff', prompt: 'Roll off for initiative.' };
    case 'chooseOrder':
      return { players: [s.turn], kind: 'chooseOrder', prompt: `${p(s.turn)}: choose who places terrain first and who activates first.` };
    case 'terrain':
      return { players: [s.turn], kind: 'placeTerrain', prompt: `${p(s.turn)}: place a terrain piece.` };
    case 'deployment':
      return { players: [s.turn], kind: 'deploy', prompt: `${p(s.turn)}: deploy a unit.` };
    case 'objectives':
      return { players: [s.turn], kind: 'placeObjective', prompt: `${p(s.turn)}: place an objective.` };
    case 'battle': {
      const a = activeUnit(s);
      if (a) return { players: [a.side], kind: 'act', prompt: `${p(a.side)}: ${a.name} is active.` };
      return { players: [s.turn], kind: 'activate', prompt: `${p(s.turn)}: choose a unit to activate (round ${s.round}).` };
    }
    case 'roundEnd':
      return { players: [0, 1], kind: 'nextRound', prompt: `Round ${s.round} is over: score objectives and go on.` };
    case 'over':
      return { players: [], kind: 'over', prompt: 'The game is over.' };
  }
}

/**
 * Legal targets of a unit now: per ranged profile (in range and sight), and for a charge (reachable),
 * each with the enemy units it leaves out and why. A unit that Advanced has no target to shoot at
 * (D10.ACT.NO_SHOOT_AFTER_ADVANCE).
 */
export function legalTargets(s: D10State, unitId: string): LegalTargets & { charge: string[] } {
  const u = s.units[unitId];
  if (!u || !onTable(u)) return { shooting: [], charge: [] };
  const advanced = advancedRefusal(s, u) !== null;
  const shooting = shootingTargets(s, u).map((t) => {
    const w = rangedWeapons(u).find((x) => x.id === t.weapon)!;
    return { weapon: t.weapon, targets: advanced ? [] : t.targets, refused: shootingRefusals(s, u, w) };
  });
  return { shooting, charge: chargeTargets(s, u), chargeRefused: chargeRefusals(s, u) };
}

export function availableActions(s: D10State, unitId: string): ActionOption[] {
  const u = s.units[unitId];
  if (!u) return [];
  if (s.pending) return pendingActions(s, u);
  const out: ActionOption[] = [];
  if (s.phase === 'battle' && !s.activation && activateProblem(s, unitId) === null) out.push({ command: 'activate', label: 'Activate', template: { type: 'activate', unitId } as BaseCommand });
  if (s.phase === 'battle' && s.activation?.unitId === unitId) {
    const ok = (t: D10Command['type']) => stepProblem(s, t) === null;
    if (ok('rally')) out.push({ command: 'rally', label: 'Rally', detail: 'Morale check to remove Shaken' });
    if (u.status === 'reserve' && ok('arrive')) out.push({ command: 'arrive', label: 'Arrive from reserve', detail: `${allowance(u, 'move')}" Move or ${allowance(u, 'advance')}" Advance from any edge` });
    if (u.status === 'table') {
      if (ok('move')) {
        out.push({ command: 'move', label: 'Move', detail: `up to ${allowance(u, 'move')}"`, allowance: allowance(u, 'move'), template: { type: 'move', mode: 'move' } as BaseCommand });
        out.push({ command: 'move', label: 'Advance', detail: `up to ${allowance(u, 'advance')}", no shooting`, allowance: allowance(u, 'advance'), template: { type: 'move', mode: 'advance' } as BaseCommand });
      }
      // The Shoot and Charge menus are offered whenever the phase allows them, with or without a
      // target: with none, they say why each enemy is out of reach (legalTargets' refusals).
      if (ok('shoot') && rangedWeapons(u).length > 0) {
        const t = shootingTargets(s, u).filter((x) => x.targets.length > 0);
        out.push({ command: 'shoot', label: 'Shoot', targets: [...new Set(t.flatMap((x) => x.targets))], detail: t.map((x) => x.weapon).join(', ') });
      }
      if (ok('charge')) out.push({ command: 'charge', label: 'Charge', targets: chargeTargets(s, u), allowance: chargeReach(u) });
    }
    if (ok('endActivation') && s.activation.step !== 'rally') out.push({ command: 'endActivation', label: 'End activation' });
  }
  if (s.options.commandPoints && (s.phase === 'battle' || s.phase === 'roundEnd') && s.commandPoints[u.side] > 0 && u.status !== 'destroyed')
    out.push(commandPointOption(u));
  return out;
}

/**
 * The unit's models in ranks about (cx, cy), ¼" apart, facing the enemy's table edge, on their real
 * bases and in cohesion (D10.COHESION.ALWAYS): the formation for deploying and arriving.
 */
export function formation(u: UnitState, cx: number, cy: number): PlacedModel[] {
  const facing = u.side === 0 ? 0 : Math.PI;
  return geometryFormation({ x: cx, y: cy }, u.models.length, baseShapeFromSpec(u.base), facing, { rule: 'square', gap: 0.25, ids: u.models.map((m) => m.id) }).map((m) => ({
    id: m.id,
    x: Math.round(m.x * 1000) / 1000,
    y: Math.round(m.y * 1000) / 1000,
    facing,
  }));
}

/**
 * Two places for each undeployed unit: its block is worked out once, then slid along the zone from
 * the front line back, skipping spots where its outline would leave the zone or meet another
 * unit's bases before the rules are asked.
 */
function deployCommands(s: D10State, side: Side): D10Command[] {
  const out: D10Command[] = [];
  const index = indexOf(s);
  const [zx0, zy0, zx1, zy1] = polygonBBox(deploymentZonesOf(s)[side].polygon);
  for (const u of undeployed(s, side)) {
    if (s.options.reserves) out.push({ type: 'reserve', unitId: u.id });
    const block = formation(u, 0, 0);
    const r = boundingRadius(baseShapeFromSpec(u.base));
    const bx0 = Math.min(...block.map((m) => m.x)) - r, bx1 = Math.max(...block.map((m) => m.x)) + r;
    const by0 = Math.min(...block.map((m) => m.y)) - r, by1 = Math.max(...block.map((m) => m.y)) + r;
    // Two places on a 2" by 1½" grid, skipping spots another unit's bases stand in; where the zone is
    // too full for that, any place the rules accept on a finer grid, so a unit always finds room if
    // the zone has it.
    const scan = (step: number, row: number, wanted: number, quick: boolean): number => {
      let found = 0;
      for (let k = 0; found < wanted; k++) {
        const cy = side === 0 ? zy1 - by1 - 0.25 - row * k : zy0 - by0 + 0.25 + row * k;
        if (cy + by0 < zy0 - 1e-6 || cy + by1 > zy1 + 1e-6) break;
        for (let cx = zx0 - bx0 + step / 4; cx + bx1 <= zx1 && found < wanted; cx += step) {
          if (quick && index.modelsIn(cx + bx0 - 0.1, cy + by0 - 0.1, cx + bx1 + 0.1, cy + by1 + 0.1).length > 0) continue;
          const models = block.map((m) => ({ ...m, x: Math.round((m.x + cx) * 1000) / 1000, y: Math.round((m.y + cy) * 1000) / 1000 }));
          if (deploymentProblem(s, u, models) === null) {
            out.push({ type: 'deploy', unitId: u.id, models });
            found++;
          }
        }
      }
      return found;
    };
    if (scan(2, 1.5, 2, true) === 0) scan(0.5, 0.5, 1, false);
  }
  return out;
}

/**
 * Sampled moves depend only on the table (every unit where it stands), the unit's allowance and the
 * objectives; states with the same table share one index, so the moves are worked out once per
 * table and unit — the opponent asks for them again in every position it plays out.
 */
const sampledMoves = perObjectAndKey<TableIndex, D10Command[]>();

function moveCommands(s: D10State, u: UnitState): D10Command[] {
  const key = `${u.id}|${allowance(u, 'move')}|${allowance(u, 'advance')}|${s.objectives.map((o) => `${o.x},${o.y}`).join(';')}`;
  return [...sampledMoves(indexOf(s), key, () => sampleMoves(s, u))];
}

/** Turns tried either side of the way to a goal when the straight way is blocked (radians). */
const SWERVES = [Math.PI / 6, -Math.PI / 6, Math.PI / 3, -Math.PI / 3, Math.PI / 2, -Math.PI / 2];

/**
 * A few sensible moves and advances: toward the nearest enemy and toward the nearest objective, as
 * far as the allowance goes or, where that is blocked, two thirds or one third of it. The straight way
 * is tried first, then swerves to either side, until one is clear of what the unit must go round and
 * the rules accept it. (A route round an obstacle is a player's to draw: working one out for every
 * sample cost the opponent half its time and found a move one time in eight.)
 */
function sampleMoves(s: D10State, u: UnitState): D10Command[] {
  const out: D10Command[] = [];
  const index = indexOf(s);
  const models = index.unit(u.id)?.models ?? [];
  if (models.length === 0) return out;
  const c = { x: models.reduce((a, m) => a + m.x, 0) / models.length, y: models.reduce((a, m) => a + m.y, 0) / models.length };
  const nearest = <T extends { x: number; y: number }>(points: readonly T[]): T | undefined => points.reduce<T | undefined>((best, p) => (!best || dist(c, p) < dist(c, best) ? p : best), undefined);
  // Toward the nearest enemy, stopping short of its 1" (D10.ENGAGE.ONE_INCH); onto the nearest objective.
  const pairs = unitsOf(s)
    .filter((e) => e.side !== u.side && onTable(e))
    .map((e) => nearestPair(basesOf(u), basesOf(e)))
    .filter((p): p is NonNullable<typeof p> => !!p);
  const enemy = pairs.reduce<(typeof pairs)[number] | undefined>((best, p) => (!best || p.distance < best.distance ? p : best), undefined);
  const objective = nearest(s.objectives);
  const goals: { heading: number; length: number }[] = [];
  if (enemy) goals.push({ heading: Math.atan2(enemy.to.y - enemy.from.y, enemy.to.x - enemy.from.x), length: enemy.distance - 1.1 });
  if (objective) goals.push({ heading: Math.atan2(objective.y - c.y, objective.x - c.x), length: dist(c, objective) - 0.5 });
  const seen = new Set<string>();
  for (const mode of ['move', 'advance'] as const) {
    const limit = allowance(u, mode);
    const router = new MoveRouter(index, u.id, limit, moveRules(mode));
    for (const goal of goals) {
      if (goal.length < 0.5) continue;
      const move = shiftToward(s, u, mode, router, models, goal.heading, Math.min(limit, goal.length));
      if (move && !seen.has(JSON.stringify(move.models))) {
        seen.add(JSON.stringify(move.models));
        out.push(move);
      }
    }
  }
  return out;
}

function shiftToward(s: D10State, u: UnitState, mode: 'move' | 'advance', router: MoveRouter, models: readonly TableModel[], heading: number, reach: number): Extract<D10Command, { type: 'move' }> | null {
  const round = (x: number) => Math.round(x * 1000) / 1000;
  for (const share of [1, 2 / 3, 1 / 3]) {
    const length = reach * share;
    if (length < 0.5) continue;
    for (const turn of [0, ...SWERVES]) {
      const dx = Math.cos(heading + turn) * length, dy = Math.sin(heading + turn) * length;
      if (!models.every((m) => router.clearLine(m, { x: m.x + dx, y: m.y + dy }))) continue;
      const placed = models.map((m) => ({ id: m.id, x: round(m.x + dx), y: round(m.y + dy) }));
      if (moveProblem(s, u, mode, placed) === null) return { type: 'move', mode, models: placed };
    }
  }
  return null;
}

function arriveCommands(s: D10State, u: UnitState): D10Command[] {
  const edge: Edge = u.side === 0 ? 'south' : 'north';
  for (let x = 4; x <= s.table.width - 4; x += 4) {
    const y = u.side === 0 ? 3.5 : s.table.height - 3.5;
    const models = formation(u, x, y);
    if (arrivalProblem(s, u, 'move', edge, models) === null) return [{ type: 'arrive', mode: 'move', edge, models }];
  }
  return [];
}

export function legalCommands(s: D10State): D10Command[] {
  const waiting = pendingCommands(s);
  if (waiting) return waiting;
  switch (s.phase) {
    case 'rollOff':
      return [{ type: 'rollOff' }];
    case 'chooseOrder':
      return [0, 1].flatMap((t) => [0, 1].map((f) => ({ type: 'chooseOrder', terrainFirst: t as Side, firstPlayer: f as Side }) as D10Command));
    case 'terrain': {
      const out: D10Command[] = [];
      if (s.terrainPlaced >= 4) out.push({ type: 'endTerrain' });
      for (let i = 0; i < 40 && out.length < 4; i++) {
        const k = i + s.terrainPlaced * 7;
        const x = 7 + ((k * 11) % Math.max(1, s.table.width - 18));
        const y = 14 + ((k * 5) % Math.max(1, s.table.height - 31));
        const t = { id: `terrain-${s.terrainPlaced + 1}`, kind: (k % 2 ? 'area' : 'blocking') as 'area' | 'blocking', points: [{ x, y }, { x: x + 4, y }, { x: x + 4, y: y + 3 }, { x, y: y + 3 }] };
        if (terrainProblem(s, t) === null) out.push({ type: 'placeTerrain', terrain: t });
      }
      return out;
    }
    case 'deployment':
      return deployCommands(s, s.turn);
    case 'objectives': {
      const out: D10Command[] = [];
      for (let x = 12; x <= s.table.width - 12 && out.length < 6; x += 2)
        for (let y = 12; y <= s.table.height - 12 && out.length < 6; y += 2) if (objectiveProblem(s, x, y) === null) out.push({ type: 'placeObjective', x, y });
      return out;
    }
    case 'roundEnd':
      return [{ type: 'nextRound' }];
    case 'over':
      return [];
    case 'battle':
      return battleCommands(s);
  }
}

function battleCommands(s: D10State): D10Command[] {
  const u = activeUnit(s);
  if (!u) return activatable(s, s.turn).map((x) => ({ type: 'activate', unitId: x.id }) as D10Command);
  const out: D10Command[] = [];
  const ok = (t: D10Command['type']) => stepProblem(s, t) === null;
  if (ok('rally')) return [{ type: 'rally' }];
  if (u.status === 'reserve') return [...(ok('arrive') ? arriveCommands(s, u) : []), { type: 'endActivation' }];
  if (ok('move')) out.push(...moveCommands(s, u));
  if (ok('shoot')) {
    const fire = shootingTargets(s, u)
      .filter((t) => t.targets.length > 0)
      .slice(0, 3)
      .map((t) => ({ weapon: t.weapon, target: t.targets[0]! }));
    if (fire.length) out.push({ type: 'shoot', fire }, { type: 'shoot', fire: fire.slice(0, 1) });
  }
  if (ok('charge')) for (const target of chargeTargets(s, u)) out.push({ type: 'charge', target });
  out.push({ type: 'endActivation' });
  if (s.options.commandPoints && s.commandPoints[u.side] > 0) out.push({ type: 'useCommandPoint', unitId: u.id, use: 'plusOne', check: 'hit' });
  return out;
}
