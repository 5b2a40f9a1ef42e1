/**
 * `apply(state, command)`: the one way a D10 game changes. It checks the command against the phase
 * and the rules, resolves it on a private copy with the game's dice (or the faces the player typed),
 * and returns the new state and events — or a reason, with nothing changed.
 */
import { applyCommand, refused } from '../../core/apply';
import { refuse, type Problem } from '../../core/refusal';
import { commandShapeProblem } from '../../core/setup-limits';
import { D10_COMMAND_SHAPES } from './setup-schema';
import { activate, activateProblem, activeUnit, doArrive, doCharge, doMove, doRally, doShoot, endActivation, endIfGone, proceed, stepProblem } from './activation';
import { allocate, allocationProblem, cohesionProblem } from './casualties';
import { commandPointProblem, spendCommandPoint } from './command-points';
import { cloneState, type Ctx } from './context';
import { endRound, reserveRollsProblem, rollOff, rollReservesNow } from './rounds';
import { afterObjective, afterOrder, deploymentProblem, nextDeployer, objectiveProblem, startDeployment, terrainProblem } from './setup';
import { place } from './movement';
import { other, type D10Command, type D10Result, type D10State } from './state';

export function apply(state: D10State, command: D10Command): D10Result {
  // A command from a file is data: fields of the wrong kind are refused before the rules read them.
  const shape = commandShapeProblem(D10_COMMAND_SHAPES, command);
  if (shape) return refused(shape);
  return applyCommand(state, command, cloneState, dispatch);
}

function dispatch(ctx: Ctx, c: D10Command): Problem {
  const s = ctx.s;
  if (s.phase === 'over') return refuse('game-over', 'The game is over.');
  const waiting = waitingProblem(s, c);
  if (waiting) return waiting;
  switch (c.type) {
    case 'rollOff':
      if (s.phase !== 'rollOff') return refuse('wrong-phase', 'The roll-off has already been made.', 'D10.SETUP.ORDER');
      s.initiative = rollOff(ctx, 'initiative');
      s.phase = 'chooseOrder';
      s.turn = s.initiative;
      return null;
    case 'chooseOrder': {
      if (s.phase !== 'chooseOrder') return refuse('wrong-phase', 'The order of play is chosen once, after the roll-off.', 'D10.SETUP.ORDER');
      if (![0, 1].includes(c.terrainFirst) || ![0, 1].includes(c.firstPlayer)) return refuse('bad-command', 'Choose player 1 or player 2.');
      // D10.SETUP.TERRAIN_FIRST_CHOICE, D10.SETUP.FIRST_PLAYER_ROLL (D10.AMBIG.PREGAME_ORDER).
      s.firstPlayer = c.firstPlayer;
      s.objectivesFirst = c.objectivesFirst ?? s.initiative ?? 0;
      ctx.events.push({ type: 'orderChosen', terrainFirst: c.terrainFirst, firstPlayer: c.firstPlayer, objectivesFirst: s.objectivesFirst });
      afterOrder(ctx, c.terrainFirst);
      return null;
    }
    case 'placeTerrain': {
      if (s.phase !== 'terrain') return refuse('wrong-phase', 'Terrain is placed before deployment.', 'D10.SETUP.ORDER');
      const problem = terrainProblem(s, c.terrain);
      if (problem) return problem;
      s.table.terrain = [...s.table.terrain, { id: c.terrain.id, kind: c.terrain.kind === 'area' ? 'area' : 'blocking', points: c.terrain.points.map((p) => ({ x: p.x, y: p.y })) }];
      s.terrainPlaced += 1;
      ctx.events.push({ type: 'terrainPlaced', side: s.turn, terrainId: c.terrain.id });
      // D10.SETUP.TERRAIN_ALTERNATE: 4–6 pieces, the players taking turns.
      if (s.terrainPlaced >= 6) finishTerrain(ctx);
      else s.turn = other(s.turn);
      return null;
    }
    case 'endTerrain':
      if (s.phase !== 'terrain') return refuse('wrong-phase', 'Terrain is placed before deployment.', 'D10.SETUP.ORDER');
      if (s.terrainPlaced < 4) return refuse('too-little-terrain', `The table needs at least 4 terrain pieces; ${s.terrainPlaced} placed.`, 'D10.SETUP.TERRAIN_ALTERNATE');
      finishTerrain(ctx);
      return null;
    case 'deploy': {
      if (s.phase !== 'deployment') return refuse('wrong-phase', 'Units are deployed after terrain, before the battle.', 'D10.SETUP.ORDER');
      const u = s.units[c.unitId];
      if (!u) return refuse('no-such-unit', 'There is no such unit.');
      if (u.side !== s.turn) return refuse('not-your-turn', `It is ${s.players[s.turn]}'s turn to deploy (units are deployed one at a time, alternating).`, 'D10.SETUP.DEPLOY_ALTERNATE');
      if (u.status !== 'undeployed') return refuse('already-deployed', `${u.name} has already been deployed.`);
      const problem = deploymentProblem(s, u, c.models);
      if (problem) return problem;
      place(u, c.models);
      u.status = 'table';
      ctx.events.push({ type: 'deployed', unitId: u.id });
      nextDeployer(ctx);
      return null;
    }
    case 'reserve': {
      if (s.phase !== 'deployment') return refuse('wrong-phase', 'Reserves are declared during deployment (D10.RESERVE.DECLARE).', 'D10.RESERVE.DECLARE');
      if (!s.options.reserves) return refuse('option-off', 'Reserves are not in use in this game (an advanced rule, off unless agreed).');
      const u = s.units[c.unitId];
      if (!u) return refuse('no-such-unit', 'There is no such unit.');
      if (u.side !== s.turn) return refuse('not-your-turn', `It is ${s.players[s.turn]}'s turn to deploy.`, 'D10.SETUP.DEPLOY_ALTERNATE');
      if (u.status !== 'undeployed') return refuse('already-deployed', `${u.name} has already been deployed.`);
      u.status = 'reserve';
      ctx.events.push({ type: 'reserveDeclared', unitId: u.id });
      nextDeployer(ctx);
      return null;
    }
    case 'placeObjective': {
      if (s.phase !== 'objectives') return refuse('wrong-phase', 'Objectives are placed after deployment (D10.OBJ.AFTER_DEPLOYMENT).', 'D10.OBJ.AFTER_DEPLOYMENT');
      const problem = objectiveProblem(s, c.x, c.y);
      if (problem) return problem;
      const id = `objective-${s.objectives.length + 1}`;
      s.objectives = [...s.objectives, { id, x: c.x, y: c.y }];
      ctx.events.push({ type: 'objectivePlaced', side: s.turn, objectiveId: id });
      afterObjective(ctx);
      return null;
    }
    case 'activate': {
      if (s.phase !== 'battle') return s.phase === 'roundEnd' ? refuse('wrong-phase', 'Every unit has activated: end the round.', 'D10.ACT.UNTIL_ALL') : refuse('wrong-phase', 'The battle has not begun.');
      const problem = activateProblem(s, c.unitId);
      if (problem) return problem;
      activate(ctx, s.units[c.unitId]!);
      return null;
    }
    case 'rally':
    case 'move':
    case 'arrive':
    case 'shoot':
    case 'charge':
    case 'endActivation':
      return activeCommand(ctx, c);
    case 'useCommandPoint': {
      const u = s.units[c.unitId];
      const problem = commandPointProblem(s, u, c.use, c.check);
      if (problem) return problem;
      spendCommandPoint(ctx, u!, c.use, c.check);
      return null;
    }
    case 'allocateWounds':
    case 'removeForCohesion':
      return chooseCasualties(ctx, c);
    case 'rollReserves': {
      const problem = reserveRollsProblem(s);
      if (problem) return problem;
      rollReservesNow(ctx);
      return null;
    }
    case 'nextRound':
      if (s.phase !== 'roundEnd') return s.phase === 'battle' ? refuse('wrong-phase', 'Units are still waiting to activate this round.', 'D10.ACT.UNTIL_ALL') : refuse('wrong-phase', 'The battle has not begun.');
      endRound(ctx);
      return null;
    case 'missionPoints':
      // D10.SCORE.VAR_CAMPAIGN: points for a mission goal the players agreed.
      if (s.phase !== 'battle' && s.phase !== 'roundEnd') return refuse('wrong-phase', 'Mission points are scored during the battle.', 'D10.SCORE.VAR_CAMPAIGN');
      if (!Number.isInteger(c.points) || c.points < 0) return refuse('bad-command', 'Mission points are a whole number, 0 or more.', 'D10.SCORE.VAR_CAMPAIGN');
      if (c.side !== 0 && c.side !== 1) return refuse('bad-command', 'Choose player 1 or player 2.');
      s.score.mission[c.side] += c.points;
      ctx.events.push({ type: 'missionPoints', side: c.side, points: c.points, label: String(c.label ?? '') });
      return null;
    default:
      return refuse('unknown-command', `"${(c as { type: string }).type}" is not a command of the D10 Wargame.`);
  }
}

/** While a resolution waits for a player's choice, only that choice (or a Command Point spent ahead of a check) goes. */
function waitingProblem(s: D10State, c: D10Command): Problem {
  const p = s.pending;
  if (!p || c.type === 'useCommandPoint') return null;
  if (p.kind === 'casualties') {
    if (c.type === 'allocateWounds' || c.type === 'removeForCohesion') return null;
    const u = s.units[p.wait.unitId]!;
    return refuse('casualties-waiting', `${s.players[u.side]} must first choose ${p.wait.kind === 'wounds' ? `which models of ${u.name} take the wounds` : `which models of ${u.name} to remove to restore cohesion`}.`);
  }
  if (c.type === 'rollReserves' || c.type === 'missionPoints') return null;
  return refuse('reserve-rolls-waiting', 'Make the reserve rolls of the Start of Round first (Command Points may be spent on them now).', 'D10.RESERVE.FROM_ROUND_2');
}

/**
 * D10.WOUND.OWNER_APPLIES with D10.AMBIG.WOUNDS, and D10.COHESION.REMOVE with D10.AMBIG.COHESION: the
 * owner's choice, checked, applied, and the paused resolution picks up where it stopped.
 */
function chooseCasualties(ctx: Ctx, c: Extract<D10Command, { type: 'allocateWounds' | 'removeForCohesion' }>): Problem {
  const s = ctx.s;
  const p = s.pending;
  if (!p || p.kind !== 'casualties') return refuse('no-casualties-waiting', 'No casualties are waiting to be chosen.');
  const u = s.units[p.wait.unitId]!;
  if (c.type === 'allocateWounds') {
    if (p.wait.kind !== 'wounds') return refuse('casualties-waiting', `${u.name} is out of cohesion: choose the models to remove.`, 'D10.COHESION.REMOVE');
    const problem = allocationProblem(u, p.wait, c.wounds);
    if (problem) return problem;
    const { removed, tokens } = allocate(u, c.wounds);
    ctx.events.push({ type: 'casualties', unitId: u.id, side: u.side, wounds: p.wait.wounds, removed, tokens });
  } else {
    if (p.wait.kind !== 'cohesion') return refuse('casualties-waiting', `${u.name} has wounds to take first: choose which models take them.`, 'D10.WOUND.OWNER_APPLIES');
    const problem = cohesionProblem(u, c.models);
    if (problem) return problem;
    // D10.COHESION.ROUTED: the models removed count as lost (D10.AMBIG.COHESION).
    u.models = u.models.filter((m) => !c.models.includes(m.id));
    ctx.events.push({ type: 'routed', unitId: u.id, removed: [...c.models] });
  }
  s.pending = null;
  proceed(ctx, p.resume);
  endIfGone(ctx);
  return null;
}

function finishTerrain(ctx: Ctx): void {
  ctx.events.push({ type: 'terrainDone', pieces: ctx.s.terrainPlaced });
  startDeployment(ctx);
}

function activeCommand(ctx: Ctx, c: D10Command): Problem {
  const s = ctx.s;
  if (s.phase !== 'battle') return refuse('no-active-unit', 'No unit is active.');
  const problem = stepProblem(s, c.type);
  if (problem) return problem;
  const u = activeUnit(s)!;
  let result: Problem = null;
  switch (c.type) {
    case 'rally':
      doRally(ctx, u);
      break;
    case 'move':
      result = c.mode === 'move' || c.mode === 'advance' ? doMove(ctx, u, c.mode, c.models, c.paths) : refuse('bad-command', 'Choose Move or Advance.', 'D10.MOVE.CHOICE');
      break;
    case 'arrive':
      result = c.mode === 'move' || c.mode === 'advance' ? doArrive(ctx, u, c.mode, c.edge, c.models) : refuse('bad-command', 'Choose Move or Advance.', 'D10.MOVE.CHOICE');
      break;
    case 'shoot':
      result = doShoot(ctx, u, c.fire);
      break;
    case 'charge':
      result = doCharge(ctx, u, c.target, c.weapons);
      break;
    case 'endActivation':
      endActivation(ctx);
      break;
  }
  if (!result) endIfGone(ctx);
  return result;
}
