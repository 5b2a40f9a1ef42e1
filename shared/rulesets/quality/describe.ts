/**
 * Quality Wargame events as sentences for the game log.
 */
import type { QEvent, QState } from './state';

export function qDescribe(e: QEvent, s?: QState): string {
  const name = (id: string) => s?.units[id]?.name ?? id;
  const player = (side: number) => s?.players[side] ?? `Player ${side + 1}`;
  const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `${n}` : '±0');
  switch (e.type) {
    case 'deployed':
      return `${name(e.unitId)} deploys.`;
    case 'deploymentAgreed':
      return `The table, terrain and deployment were agreed before the game; ${player(e.firstToDeploy)} deployed first.`;
    case 'initiative':
      return `${player(e.winner)} wins the initiative roll-off (${(e.dice ?? []).map((d) => d.face).join(', ')}) and goes first.`;
    case 'activated':
      return `${name(e.unitId)} ${e.action === 'hold' ? 'Holds' : e.action === 'advance' ? 'Advances' : 'Runs'}${e.fatigued ? ' (fatigued)' : ''}.`;
    case 'fatigueCleared':
      return `${name(e.unitId)} is no longer fatigued.`;
    case 'moved':
      return `${name(e.unitId)} moves ${e.distance}".`;
    case 'attack': {
      const owner = s?.units[e.target] ? player(s.units[e.target]!.side) : 'The defender';
      const lost = e.hits - e.saves;
      const outcome = e.allocation === 'owner' ? `${lost} to remove, ${owner} chooses which` : `${e.removed.length} removed`;
      return `${name(e.attacker)} ${e.kind === 'ranged' ? 'shoots' : 'fights'} ${name(e.target)}: ${e.rolled} dice at ${signed(e.hitModifier)}${e.cover !== 'none' ? ` (${e.cover} cover)` : ''}, ${e.hits} hits, ${e.saves} saved at ${signed(e.saveModifier)} — ${outcome}.`;
    }
    case 'casualties':
      return `${player(e.side)} removes ${e.removed.length} model${e.removed.length === 1 ? '' : 's'} of ${name(e.unitId)}.`;
    case 'retaliationMove':
      return `${name(e.unitId)} closes in to strike back.`;
    case 'combatResult':
      return e.repeat
        ? `Equal losses (${e.losses[0]}–${e.losses[1]}): the combat is fought again.`
        : e.winner === null
          ? 'The combat ends with no winner.'
          : `${player(e.winner)} wins the combat (losses ${e.losses[0]}–${e.losses[1]}).`;
    case 'retreat':
      return `${name(e.unitId)} retreats 3"${e.slain.length ? `; ${e.slain.length} slain` : ''}.`;
    case 'seizedGround':
      return `${name(e.unitId)} seizes ground.`;
    case 'destroyed':
      return `${name(e.unitId)} is destroyed.`;
    case 'activationEnded':
      return `${name(e.unitId)} ends its activation.`;
    case 'gameOver':
      return e.winner === null ? `The game is a draw (${e.reason}).` : `${player(e.winner)} wins: ${e.reason}.`;
  }
}
