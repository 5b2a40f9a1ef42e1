/**
 * Events as sentences for the game log, in the book's words, e.g. "Veteran Squad shoots Raider Bikes
 * with Lasgun: 6 attacks, 4 hits on 4+, 1 defended on 5+, 3 wounds — 3 models removed".
 */
import type { D10Event, D10State } from './state';

function rv(n: number): string {
  return n > 10 ? 'a natural 10' : `${n}+`;
}

function faces(e: D10Event): string {
  return e.dice && e.dice.length ? e.dice.map((d) => d.face).join(', ') : '';
}

export function describe(e: D10Event, s?: D10State): string {
  const name = (id: string) => s?.units[id]?.name ?? id;
  const player = (side: number) => s?.players[side] ?? `Player ${side + 1}`;
  const weapon = (unitId: string, id: string) => s?.units[unitId]?.weapons.find((w) => w.id === id)?.name ?? id;
  switch (e.type) {
    case 'rollOff':
      return `${e.purpose === 'initiative' ? 'Initiative' : 'First player'} roll-off (${faces(e)}): ${player(e.winner)} wins.`;
    case 'orderChosen':
      return `${player(e.terrainFirst)} places terrain first; ${player(e.firstPlayer)} activates first; ${player(e.objectivesFirst)} places the first objective.`;
    case 'deploymentAgreed':
      return `The table, terrain and deployment were agreed before the game: ${player(e.firstToDeploy)} deployed first, so ${player(e.firstPlayer)} activates first.`;
    case 'terrainPlaced':
      return `${player(e.side)} places terrain ${e.terrainId}.`;
    case 'terrainDone':
      return `Terrain is set: ${e.pieces} pieces.`;
    case 'deployed':
      return `${name(e.unitId)} deploys.`;
    case 'reserveDeclared':
      return `${name(e.unitId)} is held in reserve.`;
    case 'objectivePlaced':
      return `${player(e.side)} places ${e.objectiveId.replace('-', ' ')}.`;
    case 'roundStarted':
      return `Round ${e.round} begins; ${player(e.firstPlayer)} activates first.${e.commandPoints[0] + e.commandPoints[1] > 0 ? ` Command Points: ${e.commandPoints[0]} and ${e.commandPoints[1]}.` : ''}`;
    case 'reserveRoll':
      return `${name(e.unitId)} reserve roll ${faces(e)}: ${e.arrives ? 'arrives this round' : 'stays in reserve'}.`;
    case 'activated':
      return `${name(e.unitId)} activates.`;
    case 'rally':
      return `${name(e.unitId)} attempts to Rally on ${rv(e.rv)}: rolled ${faces(e)}, ${e.success ? 'rallied' : 'still Shaken'}.`;
    case 'moved':
      return `${name(e.unitId)} ${e.mode === 'move' ? 'moves' : 'advances'} ${e.distance}".`;
    case 'arrived':
      return `${name(e.unitId)} arrives from the ${e.edge} edge.`;
    case 'attack': {
      const verb = e.mode === 'ranged' ? 'shoots' : 'strikes';
      const owner = s?.units[e.target] ? player(s.units[e.target]!.side) : 'The owner';
      const removed = e.allocation === 'owner' ? ` — ${owner} chooses the casualties` : e.removed.length ? ` — ${e.removed.length} model${e.removed.length === 1 ? '' : 's'} removed` : '';
      return `${name(e.attacker)} ${verb} ${name(e.target)} with ${weapon(e.attacker, e.weapon)}: ${e.attacks} attacks, ${e.hits} hits on ${rv(e.hitRv)}, ${e.defended} defended on ${rv(e.defenseRv)}, ${e.wounds} wound${e.wounds === 1 ? '' : 's'}${removed}.`;
    }
    case 'casualties': {
      const parts = [e.removed.length ? `${e.removed.length} model${e.removed.length === 1 ? '' : 's'} removed` : '', e.tokens.length ? `wound tokens on ${e.tokens.length} model${e.tokens.length === 1 ? '' : 's'}` : ''].filter(Boolean);
      return `${player(e.side)} allocates ${e.wounds} wound${e.wounds === 1 ? '' : 's'} on ${name(e.unitId)}: ${parts.join(', ')}.`;
    }
    case 'morale': {
      const outcome = e.result === 'pass' ? 'holds' : e.result === 'shaken' ? 'Shaken' : 'flees the battlefield';
      return `${name(e.unitId)} morale check ${rv(e.rv)}: rolled ${faces(e)}, ${outcome}.`;
    }
    case 'charged':
      return `${name(e.unitId)} charges ${name(e.target)} (${e.distance}" away).`;
    case 'fightResult':
      return e.victor
        ? `${name(e.victor)} wins the fight, ${Math.max(...e.wounds)} wounds to ${Math.min(...e.wounds)}.`
        : `The fight is a tie, ${e.wounds[0]} wounds each: no victor.`;
    case 'separated':
      return e.noRoom
        ? `${name(e.unitId)} and ${name(e.from)} have no room to move apart: both stay where they are, the fight over.`
        : `${name(e.unitId)} falls back 1" from ${name(e.from)}.`;
    case 'routed':
      return `${name(e.unitId)} loses cohesion: ${e.removed.length} model${e.removed.length === 1 ? '' : 's'} routed.`;
    case 'exhausted':
      return `${e.unitIds.map(name).join(' and ')} ${e.unitIds.length === 1 ? 'is' : 'are'} combat exhausted.`;
    case 'destroyed':
      return `${name(e.unitId)} ${e.fled ? 'has fled' : 'is destroyed'}: ${e.dp} Destruction Points to ${player(e.scoredBy)}.`;
    case 'activationEnded':
      return `${name(e.unitId)} ends its activation.`;
    case 'commandPoint':
      return `${player(e.side)} spends a Command Point: ${e.use === 'reroll' ? 're-roll' : '+1'} on ${name(e.unitId)}'s next ${e.check} check.`;
    case 'roundEnded':
      return `Round ${e.round} ends: objectives held ${e.controlled[0]}–${e.controlled[1]}, scoring ${e.points[0]} and ${e.points[1]}.`;
    case 'gameLength':
      return `Game length roll ${faces(e)}: ${e.continues ? 'one more round' : 'the game ends'}.`;
    case 'holdTheLine':
      return `${player(e.side)} holds the line: +100.`;
    case 'slayTheCommander':
      return `${player(e.side)} has slain a commander: +100.`;
    case 'missionPoints':
      return `${player(e.side)} scores ${e.points} for ${e.label}.`;
    case 'gameOver':
      return e.winner === null ? `The game is a draw, ${e.totals[0]}–${e.totals[1]}.` : `${player(e.winner)} wins, ${e.totals[0]}–${e.totals[1]}: ${e.label}.`;
  }
}
