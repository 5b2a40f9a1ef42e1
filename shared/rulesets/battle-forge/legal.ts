/**
 * What a Battle Forge game asks of whom now (`decision`), who may act for a player (`actors`: each
 * unit, and the player's army for the decisions no unit makes — the bid, letting an action go on,
 * the End Phase), what each may do (`availableActions`, only what is legal, with the parameters a
 * player still chooses as data), the targets a unit has, and the legal commands with moves sampled
 * for the opponent and the property tests.
 */
import { seedDice } from '../../core/dice';
import type { ActionOption, Actor, Decision, LegalTargets, Side } from '../../core/ruleset';
import { legalActions } from './activation';
import { attackPlan, engagedWith, fightTargets, shootTargets, splitCandidates } from './attack';
import { bfFormationAt } from './board';
import { applyBf, chargeReach, crossesDifficult, deciders, kindLabel, modelKind, moveProblem, movementOf, powerTargetProblem, reactionsTo } from './commands';
import { ambushPointProblem, mayWaitInReserve, outflankEdge } from './arrival';
import { formationAround } from './placement';
import { buildingOf, distanceToBuilding, exitBuildingProblem } from './buildings';
import { buildingsInReach, isAboard, middleOf, moveEndProblem, startAboardChoices, transportsInReach } from './enter';
import { carrierOf, disembarkProblem } from './transport';
import { strategyMoment, strategyProblem } from './strategies';
import { enemiesOf, onTable, placed, unitGap } from './geo';
import { assignmentDone, roundDecision, shockToAssign } from './round';
import { seatToActivate, shockRoom, unitOf } from './round-state';
import { pregameStrategies, pregameTargets } from './pregame';
import type { BfCommand, BfState, BfUnit, Placed } from './state';

const ARMY = 'army:';
export const armyActor = (seat: Side): string => `${ARMY}${seat}`;
const seatOfArmy = (id: string): Side | null => (id.startsWith(ARMY) ? Number(id.slice(ARMY.length)) : null);
const name = (s: BfState, seat: Side): string => s.players[seat] ?? `Player ${seat + 1}`;

export function bfDecision(s: BfState): Decision {
  if (s.phase === 'over') return { players: [], kind: 'over', prompt: 'The game is over.' };
  if (s.phase === 'deployment' && s.pregame)
    return { players: [s.pregame.seat], kind: 'pregame', prompt: `${name(s, s.pregame.seat)}: use a pre-game strategy, or be ready for battle` };
  if (s.phase === 'deployment') return { players: [s.deployTurn], kind: 'deploy', prompt: `${name(s, s.deployTurn)}: deploy a unit in your zone` };
  const p = s.pending;
  if (p) {
    const attacker = s.units[p.attack.attacker]!;
    const target = s.units[p.attack.target];
    if (p.kind === 'reaction') {
      const what = p.attack.kind === 'move' ? `${attacker.name} moved in sight of your units` : `${attacker.name} ${p.attack.kind === 'charge' ? 'charges' : p.attack.kind === 'shoot' ? 'shoots at' : 'fights'} ${target?.name ?? ''}`;
      return { players: [p.player], kind: 'react', prompt: `${name(s, p.player)}: ${what} — react, or let it go on` };
    }
    if (p.kind === 'escape') return { players: [p.player], kind: 'escape', prompt: `${name(s, p.player)}: move ${s.units[p.unit]!.name} away (Escape)` };
    if (p.kind === 'consolidate') return { players: [p.player], kind: 'consolidate', prompt: `${name(s, p.player)}: consolidate ${s.units[p.unit]!.name} up to 3″ toward the enemy, or stay` };
    return { players: [p.player], kind: 'stopPower', prompt: `${name(s, p.player)}: ${attacker.name} cast a power — try to stop it, or let it be` };
  }
  const d = roundDecision(s.round);
  return { ...d, prompt: d.prompt.replace(/Player (\d)/g, (_, n: string) => name(s, Number(n) - 1)) };
}

export function bfActors(s: BfState, player: Side): Actor[] {
  const units: Actor[] = s.order
    .map((id) => s.units[id]!)
    .filter((u) => u.owner === player && u.status !== 'destroyed')
    .map((u) => ({ id: u.id, kind: 'unit', player, label: u.name }));
  return [...units, { id: armyActor(player), kind: 'group', player, label: `${name(s, player)}'s army` }];
}

/** Strategies `seat` may use now, on `unit` (or on none, for those of the whole force), as menu options (BF.SP.TIMING). */
function strategyOptions(s: BfState, seat: Side, unit: BfUnit | null): ActionOption[] {
  return (s.strategies[seat] ?? [])
    .filter((x) => !strategyProblem(s, seat, x.id, unit?.id) && (strategyMoment(s, seat, x)?.unit?.id ?? null) === (unit?.id ?? null))
    .map((x) => ({ command: 'strategy', label: `${x.name} (${x.sp} SP)`, detail: `${x.summary}${x.timing === 'after-roll' ? ' Chosen now, before the dice; the failed ones are rolled again as they fail.' : ''} ${s.sp[seat] ?? 0} SP left this round.`, template: { type: 'strategy', strategy: x.id, player: seat, ...(unit ? { unitId: unit.id } : {}) } as BfCommand }));
}

function armyActions(s: BfState, seat: Side): ActionOption[] {
  if (!deciders(s).includes(seat)) return [];
  return [...playerChoices(s, seat), ...strategyOptions(s, seat, null), ...hitOrderOption(s, seat)];
}

/** Before round 1: the player's pre-game strategies, each on a unit they choose (and where, for a redeployment), and "ready" (BF.SP.PREGAME). */
function pregameOptions(s: BfState, seat: Side): ActionOption[] {
  if (s.pregame?.seat !== seat) return [];
  const left = `${s.sp[seat] ?? 0} of round 1's SP left.`;
  const uses: ActionOption[] = pregameStrategies(s, seat).map((x) => ({
    command: 'strategy',
    label: `${x.name} (${x.sp} SP)`,
    detail: `${x.summary} ${left}`,
    params: [
      { name: 'unitId', kind: 'unit', label: 'Unit', options: pregameTargets(s, seat, x).map((u) => u.id) },
      ...(x.effect?.kind === 'redeploy' ? [{ name: 'point', kind: 'point' as const, label: 'Where it is set down (in your zone)' }] : []),
    ],
    confirm: 'Use',
    template: { type: 'strategy', strategy: x.id, player: seat } as BfCommand,
  }));
  return [...uses, { command: 'pregameDone', label: 'Ready for battle', detail: `No more pre-game strategies. ${left}`, template: { type: 'pregameDone', player: seat } }];
}

function playerChoices(s: BfState, seat: Side): ActionOption[] {
  if (s.pregame) return pregameOptions(s, seat);
  const p = s.pending;
  if (p?.kind === 'reaction') return [{ command: 'noReaction', label: p.attack.kind === 'move' ? 'No Overwatch' : 'No reaction', template: { type: 'noReaction', player: seat } }];
  if (p?.kind === 'stop') return [{ command: 'letPower', label: 'Let the power be', template: { type: 'letPower', player: seat } }];
  if (p?.kind === 'consolidate') return [{ command: 'noConsolidate', label: 'Stay (no consolidation)', template: { type: 'noConsolidate', player: seat } }];
  if (p || s.phase !== 'battle') return [];
  const r = s.round;
  if (r.phase === 'bidding') {
    const room = r.units.filter((u) => u.owner === seat).reduce((n, u) => n + shockRoom(u), 0);
    // A bid may be more than the units can take (BF.BID.SECRET: any whole number); the Shock left over forfeits the bid (BF.BID.FORFEIT).
    return [
      {
        command: 'bid',
        label: 'Bid Shock (secret)',
        // Ten past what the units can take: enough to forfeit on purpose, never a number to scroll through.
        params: [{ name: 'shock', kind: 'number', label: 'Shock to bid', min: 0, max: Math.max(room, 0) + 10 }],
        confirm: 'Bid',
        template: { type: 'bid', player: seat },
        detail: `Your units can take ${room} Shock in all; bid more and you forfeit the bid.`,
      },
    ];
  }
  if (r.phase === 'end') {
    const standby = r.units.filter((u) => u.owner === seat && (u.hold || u.focusTokens > 0 || u.evadeTokens > 0)).map((u) => u.id);
    return [
      { command: 'keepStandby', label: 'Keep every standby', template: { type: 'keepStandby', player: seat, keep: standby } as BfCommand },
      { command: 'keepStandby', label: 'Drop every standby', template: { type: 'keepStandby', player: seat, keep: [] } as BfCommand },
    ];
  }
  return [];
}

function deployOptions(s: BfState, u: BfUnit): ActionOption[] {
  if (s.phase !== 'deployment' || s.deployTurn !== u.owner || u.status !== 'undeployed') return [];
  const out: ActionOption[] = [{ command: 'deploy', label: 'Deploy', detail: 'Place the unit wholly inside your deployment zone.' }];
  if (!mayWaitInReserve(s, u)) out.push({ command: 'reserve', label: 'Hold in reserve', template: { type: 'reserve', unitId: u.id } as BfCommand });
  // BF.RES.SET_ASIDE: set aside aboard one of the player's transports, to come onto the table inside it.
  const transports = startAboardChoices(s, u);
  if (transports.length)
    out.push({
      command: 'embark',
      label: 'Start aboard a transport',
      detail: 'Set aside with the transport; it gets out with a Move within 3″ of it',
      params: [{ name: 'transport', kind: 'unit', label: 'Transport', options: transports.map((t) => t.id) }],
      confirm: 'Put aboard',
      template: { type: 'embark', unitId: u.id } as unknown as BfCommand,
    });
  return out;
}

function reactionOptions(s: BfState, u: BfUnit): ActionOption[] {
  const p = s.pending;
  if (!p) return [];
  if (p.kind === 'consolidate' && p.unit === u.id) return [{ command: 'consolidate', label: 'Consolidate (up to 3″)', allowance: 3, detail: 'Every model ends nearer the closest enemy unit; it may touch the enemy', template: { type: 'consolidate', player: u.owner } as BfCommand }];
  if (p.kind === 'escape' && p.unit === u.id) return [{ command: 'escapeMove', label: 'Escape move', allowance: movementOf(s, u), template: { type: 'escapeMove', player: u.owner } as BfCommand }];
  if (p.kind === 'stop' && p.eligible.includes(u.id)) return [{ command: 'stopPower', label: `Try to stop it (roll at or under ${p.attack.castTotal ?? 0})`, template: { type: 'stopPower', unitId: u.id, player: u.owner } as BfCommand }];
  if (p.kind !== 'reaction' || !p.eligible.includes(u.id)) return [];
  const r = unitOf(s.round, u.id)!;
  const test = (free: boolean) => (free ? 'no test: on Hold' : `Initiative check at or under ${Math.max(0, r.initiative - r.shock)}; a failure costs 1 Shock`);
  const mover = s.units[p.attack.attacker]!;
  const out: ActionOption[] = [];
  for (const reaction of reactionsTo(p.attack.kind)) {
    const base = { type: 'react', unitId: u.id, reaction, player: u.owner };
    if (reaction === 'counterAttack') {
      if (r.hasRanged && !r.shot && 'volleys' in attackPlan(s, u, mover, 'shoot', { focus: false, evade: false }))
        out.push({ command: 'react', label: 'Counter Attack: shoot back', detail: test(r.hold), template: { ...base, counterWith: 'shoot' } as BfCommand });
      if (r.hasMelee && !r.fought && engagedWith(s, u).includes(mover)) out.push({ command: 'react', label: 'Counter Attack: fight back', detail: test(r.hold), template: { ...base, counterWith: 'fight' } as BfCommand });
      continue;
    }
    // A unit inside a building holds it: it comes out only with its own Move.
    if (reaction === 'escape' && u.inBuilding) continue;
    if (reaction === 'overwatch' && (!r.hasRanged || r.shot || !('volleys' in attackPlan(s, u, mover, 'shoot', { focus: false, evade: false })))) continue;
    const label = { dodge: 'Dodge', overwatch: 'Overwatch', escape: 'Escape' }[reaction];
    out.push({ command: 'react', label, detail: test(r.hold && reaction === 'overwatch'), template: base as BfCommand });
  }
  return out;
}

function activeOptions(s: BfState, u: BfUnit): ActionOption[] {
  const open = s.round.activation;
  if (!open || open.unit !== u.id || s.pending) return [];
  const reachable = chargeReach(s, u);
  const actions = u.status === 'reserve' ? ['move'] : legalActions(s.round, { canReach: (_unit, target) => reachable.includes(target) });
  const carrier = carrierOf(s, u.id);
  const out: ActionOption[] = [];
  const allowance = movementOf(s, u);
  for (const a of actions) {
    switch (a) {
      case 'move':
        if (carrier) {
          const transport = s.units[carrier]!;
          if (onTable(transport) && open.actions.length === 0)
            out.push({ command: 'move', label: `Get out of ${transport.name}`, detail: 'Every model set down within 3″ of the transport, more than 1″ from the enemy', params: [{ name: 'point', kind: 'point', label: 'Where to get out' }], confirm: 'Get out', template: { type: 'move', models: [] } as unknown as BfCommand });
          break;
        }
        if (u.status === 'reserve') {
          out.push(...arrivalOptions(s, u, allowance));
          break;
        }
        if (u.inBuilding) {
          out.push({ command: 'move', label: 'Leave the building', detail: `Every model ends within ${allowance}″ of the building's outline`, params: [{ name: 'point', kind: 'point', label: 'Where to come out' }], confirm: 'Leave', template: { type: 'move', models: [] } as unknown as BfCommand });
          break;
        }
        out.push({ command: 'move', label: 'Move', allowance, detail: `Up to ${allowance}″` });
        out.push({ command: 'move', label: 'Rush', allowance: allowance + Math.floor(allowance / 2), template: { type: 'move', rush: true } as BfCommand, detail: 'An Initiative check: passed, +half Movement; failed, 1 Shock and no bonus' });
        for (const b of buildingsInReach(s, u, allowance))
          out.push({ command: 'move', label: `Move into the building ${buildingGap(s, u, b).toFixed(1)}″ away`, allowance, template: { type: 'move', enter: b } as BfCommand, detail: `Every model ends within 6″ of the building; the unit is then inside (it holds ${buildingOf(s, b)?.capacity ?? 12} models)` });
        for (const t of transportsInReach(s, u, allowance))
          out.push({ command: 'move', label: `Move and board ${s.units[t]!.name}`, allowance, template: { type: 'move', board: t } as BfCommand, detail: 'Every model ends within 3″ of the transport; the unit is then aboard, off the table' });
        break;
      case 'shoot': {
        const t = shootTargets(s, u).targets;
        if (t.length) out.push({ command: 'shoot', label: 'Shoot', targets: t, params: [{ name: 'target', kind: 'unit', label: 'Target', options: t }] });
        break;
      }
      case 'fight': {
        const t = fightTargets(s, u);
        if (t.length) out.push({ command: 'fight', label: 'Fight', targets: t, params: [{ name: 'target', kind: 'unit', label: 'Target', options: t }] });
        break;
      }
      case 'charge':
        if (reachable.length) out.push({ command: 'charge', label: 'Charge', targets: reachable, allowance, params: [{ name: 'target', kind: 'unit', label: 'Target', options: reachable }], template: { type: 'charge', models: [] } as unknown as BfCommand });
        break;
      case 'power': {
        const choices = castable(s, u);
        if (choices.length) {
          const powers = [...new Set(choices.map((c) => c.power))].map((id) => u.casting!.powers.find((p) => p.id === id)!);
          const targets = [...new Set(choices.map((c) => c.target))];
          out.push({
            command: 'power',
            label: 'Cast a power',
            detail: choices.map((c) => c.label).join('; '),
            params: [
              { name: 'power', kind: 'choice', label: 'Power', options: powers.map((p) => ({ value: p.id, label: `${p.name} (cast ${p.cast})` })) },
              { name: 'target', kind: 'unit', label: 'Target', options: targets },
            ],
            confirm: 'Cast',
          });
        }
        break;
      }
      default:
        out.push({ command: a, label: a[0]!.toUpperCase() + a.slice(1), template: { type: a } as BfCommand });
    }
  }
  out.push({ command: 'endActivation', label: 'End activation', template: { type: 'endActivation' } as BfCommand });
  return out;
}

const hasRule = (u: BfUnit, rule: string): boolean => u.rules.some((r) => r.rule === rule);

/** How a unit in reserve may come on now: from the reserve edge, and from round 2 by Ambush or Outflanking (BF.RES.*, BF.AMBUSH.*, BF.OUTFLANK.*). */
function arrivalOptions(s: BfState, u: BfUnit, allowance: number): ActionOption[] {
  const out: ActionOption[] = [];
  if (s.scenario.reserveEdges !== 'none') out.push({ command: 'move', label: 'Arrive from the reserve edge', allowance, detail: `Each model ends within ${allowance}″ of your reserve edge` });
  if (s.round.round >= 2 && hasRule(u, 'ambush'))
    out.push({ command: 'move', label: 'Arrive by Ambush', params: [{ name: 'point', kind: 'point', label: 'Ambush point, 12″ or more from every enemy' }], template: { type: 'move', models: [], arrive: 'ambush' } as unknown as BfCommand, detail: 'An Initiative check: failed, the unit scatters' });
  if (s.round.round >= 2 && hasRule(u, 'outflank')) out.push({ command: 'move', label: 'Arrive Outflanking', allowance: 6, template: { type: 'move', arrive: 'outflank' } as BfCommand, detail: 'Within 6″ of a table edge outside the enemy zones, more than 12″ from every enemy' });
  return out;
}

/** Ambush points worth trying: on an 8″ grid, 12″ or more from every enemy, nearest the objectives first. */
function ambushPoints(s: BfState, u: BfUnit): { x: number; y: number }[] {
  const pts: { x: number; y: number }[] = [];
  for (let x = 4; x < s.scenario.table.width; x += 8) for (let y = 4; y < s.scenario.table.depth; y += 8) if (!ambushPointProblem(s, u, { x, y })) pts.push({ x, y });
  const near = (p: { x: number; y: number }) => Math.min(Infinity, ...s.objectives.map((o) => Math.hypot(o.x - p.x, o.y - p.y)));
  return pts.sort((a, b) => near(a) - near(b)).slice(0, 3);
}

/** Outflanking places: along each free edge stretch's middle, 2″ in. */
function outflankSamples(s: BfState, u: BfUnit): Placed[][] {
  const w = s.scenario.table.width;
  const h = s.scenario.table.depth;
  return outflankEdge(s, u.owner).flatMap((e) => {
    const mid = { x: (e.a.x + e.b.x) / 2, y: (e.a.y + e.b.y) / 2 };
    const inward = { x: mid.x <= 0.01 ? 2.5 : mid.x >= w - 0.01 ? w - 2.5 : mid.x, y: mid.y <= 0.01 ? 2.5 : mid.y >= h - 0.01 ? h - 2.5 : mid.y };
    const placed = formationAround(s, u, inward);
    return placed ? [placed] : [];
  });
}


/**
 * Moves that end going into the building or boarding the transport: the unit slid toward it, stopping
 * short of its outline or base, by as much as the Move allows with 2″ in hand, and by half that.
 */
function towardSamples(s: BfState, u: BfUnit, kind: 'enter' | 'board', id: string): Placed[][] {
  const allowance = Math.max(0, movementOf(s, u) - 2.05);
  const c = centre(u);
  let goal: { x: number; y: number };
  let gap: number;
  if (kind === 'enter') {
    const b = buildingOf(s, id);
    if (!b) return [];
    goal = middleOf(b.points);
    gap = Math.min(...u.models.map((m) => distanceToBuilding(placed(u, m), b)));
  } else {
    const t = s.units[id];
    if (!t || t.models.length === 0) return [];
    goal = centre(t);
    gap = unitGap(u, t);
  }
  const length = Math.hypot(goal.x - c.x, goal.y - c.y) || 1;
  const out: Placed[][] = [];
  for (const d of [Math.min(allowance, gap - 0.6), Math.min(allowance, gap - 0.6) / 2, 0]) {
    if (d < 0) continue;
    out.push(shifted(u, ((goal.x - c.x) / length) * d, ((goal.y - c.y) / length) * d));
  }
  return out;
}

/** Where a unit inside a building or aboard a transport may come out: blocks set down round it, tried in full. */
function comingOutSamples(s: BfState, u: BfUnit): Placed[][] {
  const carrier = carrierOf(s, u.id);
  const transport = carrier ? s.units[carrier] : undefined;
  const building = u.inBuilding ? buildingOf(s, u.inBuilding) : undefined;
  const points = building?.points ?? transport?.models ?? [];
  if (points.length === 0) return [];
  const mid = middleOf(points);
  const radius = Math.max(...points.map((p) => Math.hypot(p.x - mid.x, p.y - mid.y))) + (transport ? transport.baseMm / 25.4 / 2 : 0);
  const out: Placed[][] = [];
  for (let k = 0; k < 8 && out.length < 3; k++) {
    const a = (k * Math.PI) / 4;
    const block = formationAround(s, u, { x: mid.x + Math.cos(a) * (radius + 2), y: mid.y + Math.sin(a) * (radius + 2) });
    if (!block) continue;
    const problem = transport ? disembarkProblem(s, u, transport, block) : exitBuildingProblem(s, u, block, movementOf(s, u));
    if (!problem) out.push(block);
  }
  return out;
}

/** How far the unit's nearest model is from the building's outline, for the menu. */
function buildingGap(s: BfState, u: BfUnit, id: string): number {
  const b = buildingOf(s, id);
  return b ? Math.min(...u.models.map((m) => distanceToBuilding(placed(u, m), b))) : 0;
}

/** Powers this caster may try now, with each legal target. */
export function castable(s: BfState, u: BfUnit): { power: string; target: string; label: string }[] {
  if (!u.casting || u.castsUsed >= u.casting.casts) return [];
  const out: { power: string; target: string; label: string }[] = [];
  for (const p of u.casting.powers) {
    if (u.powersCast.includes(p.id)) continue;
    const targets = p.target === 'self' ? [u] : s.order.map((id) => s.units[id]!).filter(onTable);
    for (const t of targets) if (!powerTargetProblem(s, u, p, t)) out.push({ power: p.id, target: t.id, label: `${p.name} (cast ${p.cast}) on ${t.id === u.id ? 'itself' : t.name}` });
  }
  return out;
}

/**
 * The owner's order for taking hits (BF.SAVE.ASSIGN): for each unit whose models differ, which of
 * them take hits last. Offered on the player's army while deploying and between activations.
 */
function hitOrderOption(s: BfState, seat: Side): ActionOption[] {
  const between = s.phase === 'deployment' || (s.phase === 'battle' && !s.pending && s.round.phase === 'actions' && !s.round.activation);
  if (!between) return [];
  const choices: { value: string; label: string }[] = [];
  const now: string[] = [];
  for (const id of s.order) {
    const u = s.units[id]!;
    if (u.owner !== seat || u.status === 'destroyed') continue;
    const kinds = [...new Map(u.models.map((m) => [modelKind(m), kindLabel(m)])).entries()];
    if (kinds.length < 2) continue;
    for (const [kind, label] of kinds) choices.push({ value: `${u.id}::${kind}`, label: `${u.name}: ${label} last` });
    if (u.hitsLast) now.push(`${u.name}: ${kinds.find(([k]) => k === u.hitsLast)?.[1] ?? u.hitsLast} last`);
  }
  if (choices.length === 0) return [];
  return [
    {
      command: 'hitOrder',
      label: 'Order for taking hits',
      detail: now.length ? `Now: ${now.join('; ')}` : 'Now: ordinary models first, the most hurt first',
      params: [{ name: 'order', kind: 'choice', label: 'Takes hits last', options: choices }],
      confirm: 'Set',
      template: { type: 'hitOrder', player: seat } as BfCommand,
    },
  ];
}

export function bfAvailableActions(s: BfState, actorId: string): ActionOption[] {
  const seat = seatOfArmy(actorId);
  if (seat !== null) return armyActions(s, seat);
  const u = s.units[actorId];
  if (!u || u.status === 'destroyed') return [];
  return [...unitOptions(s, u), ...(deciders(s).includes(u.owner) ? strategyOptions(s, u.owner, u) : [])];
}

function unitOptions(s: BfState, u: BfUnit): ActionOption[] {
  if (s.phase === 'deployment') return deployOptions(s, u);
  if (s.pending) return reactionOptions(s, u);
  const r = s.round;
  if (r.phase === 'assigning' && !assignmentDone(r, u.owner)) {
    const room = Math.min(shockToAssign(r, u.owner), shockRoom(unitOf(r, u.id)!));
    if (room <= 0) return [];
    return [{ command: 'assignShock', label: 'Place bid Shock', params: [{ name: 'shock', kind: 'number', label: `Shock (room for ${room})`, min: 1, max: room }], confirm: 'Place', template: { type: 'assignShock', unitId: u.id, player: u.owner } as BfCommand }];
  }
  if (r.phase === 'actions') {
    const ru = unitOf(r, u.id);
    if (!r.activation && seatToActivate(r) === u.owner && ru && !ru.activated && (u.status === 'table' || u.status === 'reserve'))
      return [{ command: 'activate', label: 'Activate', template: { type: 'activate', unitId: u.id } as BfCommand }];
    return activeOptions(s, u);
  }
  return [];
}

export function bfLegalTargets(s: BfState, unitId: string): LegalTargets {
  const u = s.units[unitId];
  if (!u || !onTable(u)) return { shooting: [], charge: [], melee: [] };
  const shooting = shootTargets(s, u);
  return { shooting: [{ weapon: 'all', targets: shooting.targets, refused: shooting.refused }], charge: chargeReach(s, u), melee: fightTargets(s, u) };
}

// ---------------------------------------------------------------- sampled legal commands

/** The unit shifted whole by (dx, dy), facing the way it goes. */
function shifted(u: BfUnit, dx: number, dy: number): Placed[] {
  const facing = Math.atan2(dx, dy);
  return u.models.map((m) => ({ id: m.id, x: m.x + dx, y: m.y + dy, facing }));
}

/**
 * Moves toward the nearest enemy, the nearest objective and the nearest objective the unit's side
 * does not hold, straight or swerving, at full and half allowance (less 2″ for a failed terrain
 * check); and, where an objective is that near, the move that stands the unit on it (its control is
 * counted within 3″, BF.OBJ.CONTROL_RANGE_3IN), so a unit is not offered only to overshoot it.
 */
function moveSamples(s: BfState, u: BfUnit, allowance: number, away = false): Placed[][] {
  const c = centre(u);
  const goals: { x: number; y: number }[] = [];
  const enemies = enemiesOf(s, u.owner);
  if (enemies.length) goals.push(centre(enemies.reduce((a, b) => (unitGap(u, a) <= unitGap(u, b) ? a : b))));
  const nearest = (points: readonly { x: number; y: number }[]) => points.reduce((a, b) => (Math.hypot(a.x - c.x, a.y - c.y) <= Math.hypot(b.x - c.x, b.y - c.y) ? a : b));
  const onto: Placed[][] = [];
  if (s.objectives.length) {
    const near = nearest(s.objectives);
    const unheld = s.objectives.filter((o) => o.holder !== u.owner);
    const toTake = unheld.length ? nearest(unheld) : near;
    for (const o of toTake === near || away ? [near] : [near, toTake]) {
      goals.push(o);
      const d = Math.hypot(o.x - c.x, o.y - c.y);
      if (!away && d > 0.5 && d <= allowance - 2.05) onto.push(shifted(u, o.x - c.x, o.y - c.y));
    }
  }
  const out: Placed[][] = [];
  for (const g of goals) {
    const base = Math.atan2(g.x - c.x, g.y - c.y) + (away ? Math.PI : 0);
    for (const swerve of [0, Math.PI / 4, -Math.PI / 4])
      for (const d of [Math.max(0, allowance - 2.05), allowance / 2]) {
        if (d <= 0.1) continue;
        const a = base + swerve;
        out.push(shifted(u, Math.sin(a) * d, Math.cos(a) * d));
      }
  }
  return [...out, ...onto];
}

const centre = (u: BfUnit): { x: number; y: number } => ({ x: u.models.reduce((n, m) => n + m.x, 0) / u.models.length, y: u.models.reduce((n, m) => n + m.y, 0) / u.models.length });

/** A few places in the zone for a unit being deployed: toward its middle, its left and its right. */
function deploySamples(s: BfState, u: BfUnit): Placed[][] {
  const z = s.zones[u.owner]!;
  const spots = [0.5, 0.2, 0.8, 0.35, 0.65].flatMap((fx) => [0.5, 0.3, 0.7].map((fy) => ({ x: z.x + z.width * fx, y: z.y + z.depth * fy })));
  const out = spots.map((p) => bfFormationAt(s, u.id, p));
  // A crowded zone: the block set down where it fits, nearest each spot.
  for (const p of spots.slice(0, 5)) {
    const fitted = formationAround(s, u, p);
    if (fitted) out.push(fitted);
  }
  return out;
}

/** Arrivals from the reserve edge: along the zone's outer edge, as far in as the Move allows. */
function arrivalSamples(s: BfState, u: BfUnit, allowance: number): Placed[][] {
  const z = s.zones[u.owner]!;
  const w = s.scenario.table.width;
  const h = s.scenario.table.depth;
  const inset = Math.min(allowance - 0.6, 2.5);
  const spots: { x: number; y: number }[] = [];
  for (const f of [0.5, 0.25, 0.75]) {
    if (z.y <= 0) spots.push({ x: z.x + z.width * f, y: inset });
    if (z.y + z.depth >= h) spots.push({ x: z.x + z.width * f, y: h - inset });
    if (z.x <= 0) spots.push({ x: inset, y: z.y + z.depth * f });
    if (z.x + z.width >= w) spots.push({ x: w - inset, y: z.y + z.depth * f });
  }
  return spots.map((p) => bfFormationAt(s, u.id, p));
}

function candidates(s: BfState): BfCommand[] {
  const out: BfCommand[] = [];
  if (s.phase === 'over') return out;
  if (s.phase === 'deployment' && s.pregame) {
    const seat = s.pregame.seat;
    out.push({ type: 'pregameDone', player: seat });
    // Cover where a unit stands; a redeployment is the player's own (sampled places would be guesses).
    for (const x of pregameStrategies(s, seat)) if (x.effect?.kind === 'startInCover') for (const u of pregameTargets(s, seat, x)) out.push({ type: 'strategy', strategy: x.id, player: seat, unitId: u.id });
    return out;
  }
  if (s.phase === 'deployment') {
    const u = s.order.map((id) => s.units[id]!).find((x) => x.owner === s.deployTurn && x.status === 'undeployed');
    if (!u) return out;
    for (const models of deploySamples(s, u)) out.push({ type: 'deploy', unitId: u.id, models });
    if (!mayWaitInReserve(s, u)) out.push({ type: 'reserve', unitId: u.id });
    for (const w of s.order.map((id) => s.units[id]!).filter((x) => x.owner === s.deployTurn && x.status === 'undeployed'))
      for (const t of startAboardChoices(s, w)) out.push({ type: 'embark', unitId: w.id, transport: t.id });
    return out;
  }
  const p = s.pending;
  if (p) {
    out.push(p.kind === 'stop' ? { type: 'letPower', player: p.player } : p.kind === 'consolidate' ? { type: 'noConsolidate', player: p.player } : { type: 'noReaction', player: p.player });
    if (p.kind === 'consolidate') {
      const u = s.units[p.unit]!;
      for (const models of moveSamples(s, u, 3).slice(0, 4)) out.push({ type: 'consolidate', player: p.player, models });
      return out;
    }
    if (p.kind === 'escape') {
      const u = s.units[p.unit]!;
      out.length = 0;
      for (const models of moveSamples(s, u, movementOf(s, u), true)) out.push({ type: 'escapeMove', player: p.player, models });
      out.push({ type: 'escapeMove', player: p.player, models: u.models.map((m) => ({ id: m.id, x: m.x, y: m.y })) });
      return out;
    }
    for (const id of p.eligible) for (const o of reactionOptions(s, s.units[id]!)) if (o.template) out.push(o.template as BfCommand);
    return out;
  }
  const r = s.round;
  for (const seat of deciders(s)) {
    if (r.phase === 'bidding') {
      const room = r.units.filter((u) => u.owner === seat).reduce((n, u) => n + shockRoom(u), 0);
      for (let b = 0; b <= Math.min(room, 3); b++) out.push({ type: 'bid', player: seat, shock: b });
    } else if (r.phase === 'assigning') {
      for (const u of r.units) if (u.owner === seat && shockRoom(u) > 0 && shockToAssign(r, seat) > 0) out.push({ type: 'assignShock', player: seat, unitId: u.id, shock: 1 });
    } else if (r.phase === 'end') {
      for (const o of armyActions(s, seat)) out.push(o.template as BfCommand);
    } else if (r.phase === 'actions' && !r.activation) {
      for (const u of r.units) if (u.owner === seat && !u.activated && (onTable(s.units[u.id]) || s.units[u.id]!.status === 'reserve')) out.push({ type: 'activate', unitId: u.id });
    } else if (r.phase === 'actions' && r.activation) {
      const u = s.units[r.activation.unit]!;
      for (const o of activeOptions(s, u)) {
        if (o.command === 'move') {
          const how = (o.template as { arrive?: string } | undefined)?.arrive;
          const into = o.template as { enter?: string; board?: string } | undefined;
          if (isAboard(s, u) || u.inBuilding) for (const models of comingOutSamples(s, u)) out.push({ type: 'move', models });
          else if (into?.enter !== undefined) for (const models of towardSamples(s, u, 'enter', into.enter)) out.push({ type: 'move', models, enter: into.enter });
          else if (into?.board !== undefined) for (const models of towardSamples(s, u, 'board', into.board)) out.push({ type: 'move', models, board: into.board });
          else if (how === 'ambush') for (const point of ambushPoints(s, u)) out.push({ type: 'move', models: [], arrive: 'ambush', point });
          else if (how === 'outflank') for (const models of outflankSamples(s, u)) out.push({ type: 'move', models, arrive: 'outflank' });
          else {
            const samples = u.status === 'reserve' ? arrivalSamples(s, u, o.allowance ?? 0) : moveSamples(s, u, movementOf(s, u));
            // A rush is tried straight at each goal only: the plain moves cover the swerves.
            const rush = o.template !== undefined && 'rush' in o.template;
            for (const models of rush ? samples.filter((_, i) => i % 6 === 0) : samples) out.push({ type: 'move', models, ...(rush ? { rush: true } : {}) });
          }
        } else if (o.command === 'shoot') {
          for (const t of o.targets ?? []) {
            out.push({ type: 'shoot', target: t });
            const extra = splitCandidates(s, u, s.units[t]!);
            if (extra.length) out.push({ type: 'shoot', target: t, split: [extra[0]!] });
          }
        } else if (o.command === 'fight') for (const t of o.targets ?? []) out.push({ type: 'fight', target: t });
        else if (o.command === 'charge') for (const t of o.targets ?? []) out.push({ type: 'charge', target: t, models: [] });
        else if (o.command === 'power') for (const c of castable(s, u)) out.push({ type: 'power', power: c.power, target: c.target });
        else if (o.template) out.push(o.template as BfCommand);
      }
    }
  }
  return out;
}

/** Placements tried in full before they are listed. The rest come from the same checks apply makes. */
const TRIED = new Set(['deploy', 'consolidate']);

/**
 * A sampled move or Escape is listed when the table allows it at the unit's plain Movement (every
 * sample keeps 2″ in hand for a failed terrain check, and a rush only adds): the geometry alone
 * decides, as apply's own check does, so the dice cannot make it illegal.
 */
function sampleMoves(s: BfState, c: BfCommand): boolean {
  if (c.type !== 'move' && c.type !== 'escapeMove') return true;
  const unitId = c.type === 'escapeMove' ? (s.pending?.kind === 'escape' ? s.pending.unit : undefined) : s.round.activation?.unit;
  const u = unitId === undefined ? undefined : s.units[unitId];
  if (!u) return false;
  if (u.status === 'reserve' || u.inBuilding || (c.type === 'move' && c.arrive)) return applyBf(s, c).ok;
  // An Escape that stays put is always open (even for a unit its losses left out of coherency).
  if (c.type === 'escapeMove' && u.models.every((m, i) => c.models[i]?.x === m.x && c.models[i]?.y === m.y)) return true;
  if (c.type === 'move' && moveEndProblem(s, u, c.models, c.enter, c.board)) return false;
  if (c.type === 'move' && c.rush && crossesTerrain(s, u, c.models)) return false;
  // The worst the dice can do: the obstacle crossing check failed (2″ less), and the difficult ground check too.
  const worst = movementOf(s, u) - (crossesDifficult(s, u, c.models) ? 2 : 0);
  return moveProblem({ s }, u, c.models, undefined, Math.max(0, worst), 'failed') === null;
}

/** Whether a move would cross an obstacle or difficult ground, where no unit may rush (BF.RUSH.NO_OBSTACLES, BF.RUSH.NO_DIFFICULT). */
function crossesTerrain(s: BfState, u: BfUnit, models: readonly Placed[]): boolean {
  return s.terrain.some((t) => t.kind === 'obstacle' || t.difficult) && !applyBf({ ...s, dice: seedDice(1) }, { type: 'move', models: [...models], rush: true }).ok;
}

/**
 * Legal commands now: every discrete choice, and moves and placements sampled toward what matters.
 * Each is tried on the state (with stand-in dice on a view, whose dice are hidden): the samples keep
 * 2″ in hand for a failed terrain check, so what passes here passes whatever the dice say.
 */
export function bfLegalCommands(s: BfState): BfCommand[] {
  // A view hides the dice and the others' bids until all are in: the trial stands in dice and a bid of 0.
  const hidden = s.dice.kind === 'fixed' && s.dice.faces.length === 0;
  const trial = hidden ? { ...s, dice: seedDice(1), round: { ...s.round, bids: s.round.bids.map((b) => (b.committed && b.shock === null ? { committed: true, shock: 0 } : b)) } } : s;
  return candidates(s).filter((c) => (TRIED.has(c.type) ? applyBf(trial, c).ok : sampleMoves(trial, c)));
}
