/**
 * A deployment the players agreed before the game (planned on the Table screen). QW.SEQ.SETUP_FIRST
 * carries out the Scenario and deploys every unit before initiative is rolled, so an agreed table
 * (the Scenario's size and terrain, in the setup) and an agreed deployment answer everything before
 * the initiative roll-off (QW.SEQ.INITIATIVE), which is still the players' to make. Every unit is
 * deployed through the engine's own `deploy` command, taking turns from the player who deployed
 * first, so the Scenario's zones (QW.SCENARIO.DEPLOYMENT) and the overlap rule are checked as in a
 * game deployed on the Play screen. The Quality Wargame has no reserves, so a unit held back is
 * refused, and no objectives, so the plan's markers are left out.
 */
import { refused } from '../../core/apply';
import { refuse as refusal } from '../../core/refusal';
import type { AgreedDeployment } from '../../core/ruleset';
import { applyQuality } from './commands';
import { qUnitId } from './setup';
import type { QEvent, QResult, QState, Side } from './state';

export function playAgreedQualityDeployment(start: QState, d: AgreedDeployment): QResult {
  // A deployment the rules refuse keeps its code and rule; the plan's own faults are a bad deployment.
  const refuse = (reason: string, by: { code?: string; rule?: string } = {}): QResult =>
    refused(refusal(by.code ?? 'bad-deployment', `The planned deployment cannot be played: ${reason}`, by.rule));
  if (start.phase !== 'deployment') return refuse('the game has already begun.');
  if (d.firstToDeploy !== 0 && d.firstToDeploy !== 1) return refuse('say which player deployed first.');
  const held = d.reserves[0] && start.units[qUnitId(d.reserves[0].side as Side, d.reserves[0].uid)];
  if (d.reserves.length > 0) return refuse(`${held ? held.name : 'a unit'} is held in reserve, and the Quality Wargame has no reserves: deploy it.`, { rule: 'QW.SEQ.SETUP_FIRST' });
  const seen = new Set<string>();
  for (const entry of d.units) {
    const id = qUnitId(entry.side as Side, entry.uid);
    const unit = start.units[id];
    if (!unit || unit.side !== entry.side) return refuse(`it places a unit ${start.players[entry.side] ?? 'a player'}'s army does not have ("${entry.uid}").`);
    if (seen.has(id)) return refuse(`${unit.name} is placed twice.`);
    seen.add(id);
  }

  let state: QState = { ...start, turn: d.firstToDeploy };
  const events: QEvent[] = [{ type: 'deploymentAgreed', firstToDeploy: d.firstToDeploy }];
  const queues = [d.units.filter((u) => u.side === 0), d.units.filter((u) => u.side === 1)] as const;
  while (state.phase === 'deployment') {
    const side = state.turn;
    const next = queues[side].shift();
    if (!next) {
      const missing = state.order.map((id) => state.units[id]!).find((u) => u.side === side && u.status === 'undeployed')!;
      return refuse(`${missing.name} (${state.players[side]}) is not on the table.`);
    }
    const result = applyQuality(state, { type: 'deploy', unitId: qUnitId(side, next.uid), models: next.models.map(({ x, y }) => ({ x, y })) });
    if (!result.ok) return refuse(result.reason, result);
    state = result.state;
    events.push(...result.events);
  }
  return { ok: true, state, events };
}
