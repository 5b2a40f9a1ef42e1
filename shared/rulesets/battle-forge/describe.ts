/**
 * One readable sentence for each Battle Forge event, for the game log and the battle report. Bids
 * are described without their numbers until the reveal.
 */
import type { InjuryResult, InjuryRoll } from './resolve';
import type { BidResult } from './round-state';
import type { BfEvent, BfState } from './state';

const BID_WORDS: Readonly<Record<BidResult, string>> = { won: 'wins the bid', lost: 'loses the bid', tied: 'ties', forfeited: 'forfeits the bid' };

const REACTION_NAMES: Record<string, string> = { dodge: 'Dodge', overwatch: 'Overwatch', counterAttack: 'Counter Attack', escape: 'Escape' };

export function bfDescribe(e: BfEvent, s?: BfState): string {
  const unit = (id: string | undefined): string => (id && s?.units[id]?.name) || id || 'a unit';
  const player = (seat: number): string => s?.players[seat] ?? `Player ${seat + 1}`;
  switch (e.type) {
    case 'deploymentRollOff':
      return `${player(e.winner)} won the roll-off and deploys first.`;
    case 'deploymentAgreed':
      return `The agreed deployment was played; ${player(e.firstToDeploy)} deployed first.`;
    case 'deployed':
      return `${unit(e.unitId)} deployed.`;
    case 'reserved':
      return `${unit(e.unitId)} waits in reserve.`;
    case 'embarked':
      return e.start ? `${unit(e.unitId)} starts the game aboard ${unit(e.transport)}.` : `${unit(e.unitId)} boards ${unit(e.transport)}.`;
    case 'disembarked':
      return e.forced ? `${unit(e.unitId)} scrambles out of the wreck of ${unit(e.transport)}.` : `${unit(e.unitId)} gets out of ${unit(e.transport)}.`;
    case 'lostAboard':
      return `${unit(e.unitId)} finds no room to get out and is lost with ${unit(e.transport)}.`;
    case 'enteredBuilding':
      return `${unit(e.unitId)} goes into the building.`;
    case 'leftBuilding':
      return `${unit(e.unitId)} leaves the building.`;
    case 'strategyUsed':
      return `${player(e.seat)} spends ${e.sp} SP on ${s?.strategies[e.seat]?.find((x) => x.id === e.strategy)?.name ?? e.strategy}${e.unitId ? ` for ${unit(e.unitId)}` : ''}.`;
    case 'hitOrderSet':
      return e.last === null ? `${unit(e.unitId)} takes hits in the usual order.` : `${unit(e.unitId)} keeps back its ${e.last.split('|')[0]}: they take hits last.`;
    case 'ambushed':
      return `${unit(e.unitId)} springs an ambush${e.passed ? '' : ': the Initiative check failed and it scattered'}.`;
    case 'checkRerolled':
      return `${unit(e.unitId)} rolls its failed ${e.purpose} check (${e.first}) again: ${e.face}, ${e.passed ? 'passed' : 'failed'}.`;
    case 'pregameDone':
      return `${player(e.seat)} is ready for battle.`;
    case 'spGained':
      return `${player(e.seat)} gains ${e.sp} Strategy Point${e.sp === 1 ? '' : 's'} for the round.`;
    case 'bidCommitted':
      return `${player(e.seat)} has bid in secret.`;
    case 'bidsRevealed':
      return `Bids revealed: ${e.bids.map((b, seat) => `${player(seat)} ${b}`).join(', ')}.`;
    case 'shockAssigned':
      return `${player(e.seat)} places ${e.shock} bid Shock on ${unit(e.unit)}.`;
    case 'orderDecided': {
      // Each player's bid result (BF.BID.WINNER, BF.BID.TIE_ROLLOFF, BF.BID.FORFEIT), then the order it gives.
      const results = (e.outcomes ?? []).map((o) => `${player(o.seat)} ${o.result === 'forfeited' ? `forfeits the bid (placed ${o.assigned} of ${o.bid} Shock)` : BID_WORDS[o.result]}`);
      return `${results.length ? `${results.join(', ')}. ` : ''}Opening activations: ${e.opening.map(player).join(', ') || 'none'}; then ${e.cycle.map(player).join(', ')} in turn.`;
    }
    case 'activated':
      return `${unit(e.unit)} activates${e.shockRemoved ? ` and removes ${e.shockRemoved} Shock` : ''}.`;
    case 'action':
      if (e.action === 'rally') return `${unit(e.unit)} rallies and removes ${e.shockRemoved ?? 0} Shock.`;
      if (e.action === 'charge') return `${unit(e.unit)} charges${e.freeFight ? ' and will fight for free' : ''}.`;
      return `${unit(e.unit)}: ${e.action}.`;
    case 'reaction':
      return `${unit(e.unit)} attempts ${REACTION_NAMES[e.reaction] ?? e.reaction}${e.tested ? (e.passed ? ': Initiative check passed.' : ': Initiative check failed, 1 Shock.') : ' from Hold, no check needed.'}`;
    case 'activationEnded':
      return `${unit(e.unit)} ends its activation.`;
    case 'actionsPhaseOver':
      return 'Every unit has activated: the End Phase.';
    case 'standbyKept':
      return `${player(e.seat)} has chosen which units keep their standby.`;
    case 'roundStarted':
      return `Round ${e.round} begins.`;
    case 'gameOver':
      return `Round ${e.rounds} is over: the scenario ends.`;
    case 'moved':
      return `${unit(e.unitId)} ${e.arrived ? 'arrives from reserve' : `moves ${e.distance.toFixed(1)}″`}${e.rush === 'passed' ? ' (rushed)' : e.rush === 'failed' ? ' (the rush failed)' : ''}.`;
    case 'declared': {
      const a = e.attack;
      if (a.kind === 'move') return `${unit(a.attacker)} moved in sight of enemy units that may Overwatch.`;
      if (a.kind === 'power') return `${unit(a.attacker)} casts a power (result ${a.castTotal ?? '?'}).`;
      return `${unit(a.attacker)} ${a.kind === 'charge' ? 'declares a charge on' : a.kind === 'shoot' ? 'shoots at' : 'fights'} ${unit(a.target)}.`;
    }
    case 'noReaction':
      return `${player(e.seat)} does not react.`;
    case 'attack': {
      if (e.attacks === 0 && e.hits === 0 && e.kind !== 'power') return `${unit(e.attacker)} cannot make its attack on ${unit(e.target)}: it is no longer possible.`;
      const failed = e.saves.filter((x) => !x.saved).length;
      const again = e.saves.filter((x) => x.rerolled !== undefined).length;
      const removed = `${again ? `, ${again} Save${again === 1 ? '' : 's'} rolled again` : ''}${e.removed.length ? `, ${e.removed.length} removed` : ''}`;
      const shares = e.shares.length > 1 ? ` (hits shared: ${e.shares.map((x) => `${unit(x.unit)} ${x.hits}`).join(', ')})` : '';
      const attacks = e.attacks ? `${e.attacks} dice at ${e.hitValue} or under: ` : '';
      return `${unit(e.attacker)} ${e.kind === 'shoot' ? 'shoots' : e.kind === 'fight' ? 'fights' : 'strikes'} ${unit(e.target)}${e.simultaneous ? ' (simultaneous)' : ''}: ${attacks}${e.hits} hit${e.hits === 1 ? '' : 's'}${shares}, ${failed} failed save${failed === 1 ? '' : 's'}${removed}${e.cover !== 'none' ? `; ${e.cover} cover` : ''}.${e.injuries.map(injuryText).join('')}`;
    }
    case 'shockGained':
      return `${unit(e.unitId)} takes ${e.shock} Shock (${e.why}).`;
    case 'breakTest':
      return `${unit(e.test.unit)} takes a break test (${e.test.trigger === 'shock' ? 'Shock reached Courage' : 'lost over half in one attack'}): rolled ${e.test.face}, ${e.test.passed ? 'holds' : e.test.outcome === 'flees' ? 'breaks and flees' : 'breaks and surrenders'}.`;
    case 'fled':
      return `${unit(e.unitId)} flees 6″ and takes an Evade token.`;
    case 'surrendered':
      return `${unit(e.unitId)} cannot fall back and surrenders.`;
    case 'charged':
      return `${unit(e.unitId)} charges into ${unit(e.target)}.`;
    case 'consolidated':
      return `${unit(e.unitId)} consolidates toward the enemy.`;
    case 'powerCast':
      return `${unit(e.unitId)} casts ${e.power}: ${e.total}, ${e.success ? 'cast' : 'fails'}.`;
    case 'powerStopped':
      return `${unit(e.by)} tries to stop ${e.power}: rolled ${e.face}, ${e.stopped ? 'stopped' : 'not stopped'}.`;
    case 'destroyed':
      return `${unit(e.unitId)} is destroyed.`;
    case 'objectives':
      return `Objectives: ${e.holders.map((h, i) => `${i + 1} ${h === null ? 'held by no one' : player(h)}`).join(', ')}.`;
    case 'vpScored':
      return `${player(e.seat)} scores ${e.vp} VP (${e.why}).`;
    case 'gameEnded':
      return e.winner === null ? `The game ends in a draw: ${e.vp.join('–')} VP.` : `${player(e.winner)} wins with ${e.vp[e.winner]} VP (${e.vp.join('–')}).`;
  }
}

const INJURY_WORDS: Readonly<Record<InjuryResult, string>> = { 'no-effect': 'no effect', shaken: 'Shaken, 1 more Shock', panic: 'Panic, 2 more Shock', destroyed: 'the model is destroyed' };

/** One roll on the Injury Chart (BF.INJURY.ROLL): the die, the total with the failed save and critical damage, and what it did. */
function injuryText(roll: InjuryRoll): string {
  const panic = roll.result === 'panic' && roll.courageHeld !== undefined ? (roll.courageHeld ? ', Courage holds' : ', Courage fails and the unit is destroyed') : '';
  return ` Injury Chart: rolled ${roll.face}, total ${roll.total}: ${INJURY_WORDS[roll.result]}${panic}.`;
}
