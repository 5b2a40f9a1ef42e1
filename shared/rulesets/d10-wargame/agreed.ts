/**
 * A deployment the players agreed before the game (planned on the Table screen), played as the end
 * of the Pre-Game Sequence (D10.SETUP.ORDER, read with D10.AMBIG.PREGAME_ORDER):
 *
 * - terrain: the setup's table is an agreed layout, so there is no terrain step;
 * - first player: D10.SETUP.DEPLOY_FIRST ties who deploys first to who activates second, so the
 *   plan's first deployer fixes the first player, and no roll-off is left to make;
 * - deployment: every unit is deployed, or declared in reserve, through the engine's own `deploy`
 *   and `reserve` commands, taking turns as D10.SETUP.DEPLOY_ALTERNATE orders — so the zone, the
 *   spacing and the reserve rules are the same as in a game deployed on the Play screen;
 * - objectives: D10.OBJ.AFTER_DEPLOYMENT places them once deployment is complete, so the plan's
 *   markers are placed then, through `placeObjective` (D10.OBJ.EDGE_12, D10.OBJ.SPACING_12 and
 *   D10.OBJ.CLEAR_OF_UNITS_3 against the units as deployed). Any of the 3 (D10.OBJ.COUNT_3) the plan
 *   lacks are placed in the game, alternately (D10.OBJ.ALTERNATE), starting with the player the
 *   players chose; Pure Destruction has none (D10.SCORE.VAR_PURE_DESTRUCTION), so a plan's markers
 *   are left out of it.
 *
 * With nothing left to place, Round 1 begins. A plan that breaks a rule is refused with its reason.
 */
import { refused } from '../../core/apply';
import { refuse as refusal } from '../../core/refusal';
import type { AgreedDeployment, Refusal } from '../../core/ruleset';
import type { Side } from './state';
import { apply } from './commands';
import { gameUnitId, undeployed } from './setup';
import { other, type D10Command, type D10Event, type D10Result, type D10State } from './state';

type Entry = { side: Side; uid: string; models?: AgreedDeployment['units'][number]['models'] };

export function playAgreedDeployment(start: D10State, d: AgreedDeployment): D10Result {
  // A command of the plan the rules refuse keeps its code and rule; the plan's own faults are a bad deployment.
  const refuse = (reason: string, by: { code?: string; rule?: string } = {}): D10Result =>
    refused(refusal(by.code ?? 'bad-deployment', `The planned deployment cannot be played: ${reason}`, by.rule));
  if (start.phase !== 'rollOff') return refuse('the game has already begun.');
  if (start.terrainPlaced >= 0) return refuse('its table and terrain must be agreed with it.');
  if (d.firstToDeploy !== 0 && d.firstToDeploy !== 1) return refuse('say which player deployed first.');

  // firstToDeploy is 0 or 1 (checked above); each entry's side is checked against its unit below.
  const entries = [...d.units, ...d.reserves.map((r) => ({ side: r.side, uid: r.uid }))] as Entry[];
  const seen = new Set<string>();
  for (const entry of entries) {
    const id = gameUnitId(entry.side, entry.uid);
    const unit = start.units[id];
    if (!unit || unit.side !== entry.side) return refuse(`it places a unit ${start.players[entry.side] ?? 'a player'}'s army does not have ("${entry.uid}").`);
    if (seen.has(id)) return refuse(`${unit.name} is placed twice.`);
    seen.add(id);
  }

  const firstToDeploy = d.firstToDeploy as Side;
  const firstPlayer = other(firstToDeploy);
  let state: D10State = {
    ...start,
    phase: 'deployment',
    firstPlayer,
    objectivesFirst: (d.objectivesFirst ?? firstToDeploy) as Side,
    turn: d.firstToDeploy,
    terrainPlaced: start.table.terrain.length,
  };
  const events: D10Event[] = [{ type: 'deploymentAgreed', firstToDeploy: d.firstToDeploy, firstPlayer }];
  const play = (command: D10Command): Refusal | null => {
    const result = apply(state, command);
    if (!result.ok) return result;
    state = result.state;
    events.push(...result.events);
    return null;
  };

  const queues: [Entry[], Entry[]] = [entries.filter((e) => e.side === 0), entries.filter((e) => e.side === 1)];
  while (state.phase === 'deployment') {
    const side = state.turn;
    const next = queues[side].shift();
    if (!next) return refuse(`${undeployed(state, side)[0]!.name} (${state.players[side]}) is neither on the table nor in reserve.`);
    const unitId = gameUnitId(side, next.uid);
    const problem = play(next.models ? { type: 'deploy', unitId, models: next.models } : { type: 'reserve', unitId });
    if (problem) return refuse(problem.reason, problem);
  }

  if (state.phase === 'objectives') {
    const needed = 3 - state.objectives.length;
    if (d.objectives.length > needed) return refuse(`it has ${d.objectives.length} objectives; a game uses 3 (D10.OBJ.COUNT_3).`, { rule: 'D10.OBJ.COUNT_3' });
    for (const objective of d.objectives) {
      const problem = play({ type: 'placeObjective', x: objective.x, y: objective.y });
      if (problem) return refuse(problem.reason, problem);
    }
    // Those still to place start with the player the players chose.
    if (state.phase === 'objectives') state = { ...state, turn: (d.objectivesFirst ?? d.firstToDeploy) as Side };
  }
  return { ok: true, state, events };
}
