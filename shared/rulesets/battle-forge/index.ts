/**
 * Battle Forge behind the common Ruleset interface: two to four players, a secret Shock bid each
 * round (the only hidden information: a player's view leaves out the others' bids until all are in),
 * two actions an activation, reactions by the player who is not active, and six rounds.
 */
import { guardedInit, refused } from '../../core/apply';
import { withoutDice } from '../../core/dice';
import { actorCommands } from '../../core/opponent';
import { perObject } from '../../core/memo';
import { refuse } from '../../core/refusal';
import { setupProblem } from '../../core/setup-limits';
import type { Ruleset } from '../../core/ruleset';
import { BF_CHECK } from './activation';
import { bfArmies } from './armies';
import { BF_RULESET_ID } from './army';
import { bfBoard, bfFormationAt } from './board';
import { applyBf, movementOf } from './commands';
import { bfDescribe } from './describe';
import { bfGameSetup } from './game-setup';
import { indexOf } from './geo';
import { bfActors, bfAvailableActions, bfDecision, bfLegalCommands, bfLegalTargets } from './legal';
import { battleForgeOdds } from './odds-rules';
import { viewRound } from './round';
import { BF_NOTES } from './rules-notes';
import { BF_REFERENCE } from './rules-reference';
import { Datasheet, Weapon } from './schema';
import { bfScore } from './scoring';
import { bfEvaluate } from './opponent';
import { initialBfState } from './setup';
import { BfSetupShape } from './setup-schema';
import type { BfCommand, BfEvent, BfSetup, BfState } from './state';
import { BATTLE_FORGE_TABLE_RULES } from './table-rules';
import { HEARTH_AND_TIDE } from './content/hearth-and-tide';
import { BATTLE_FORGE_MOVE_RULES } from './move-rules';

const board = perObject(bfBoard);

/** A player's view: the others' bids hidden until all are in, and no dice. */
function view(s: BfState, viewer: number): BfState {
  return withoutDice({ ...s, round: viewRound(s.round, viewer) });
}

/** The legal commands of a view, listed once however many actors ask. */
const legalOfView = perObject(bfLegalCommands);

/** An actor's player: a unit's owner, or the seat an army actor names. */
function playerOfActor(s: BfState, actorId: string): number | null {
  if (actorId.startsWith('army:')) return Number(actorId.slice(5));
  return s.units[actorId]?.owner ?? null;
}

export const battleForge: Ruleset<BfSetup, BfState, BfCommand, BfEvent> = {
  id: BF_RULESET_ID,
  name: 'Battle Forge',
  check: BF_CHECK,
  players: { min: 2, max: 4 },
  hiddenInformation: true,
  saveData: { version: 1, steps: {} },
  schemas: { unit: Datasheet, weapon: Weapon },
  specialRules: HEARTH_AND_TIDE.specialRules.map((r) => ({ id: r.id, name: r.name, summary: r.summary })),
  army: bfArmies,
  reference: BF_REFERENCE,
  notes: BF_NOTES,
  tableRules: BATTLE_FORGE_TABLE_RULES,
  odds: battleForgeOdds,
  setup: bfGameSetup,
  init(setup) {
    return guardedInit(() => {
      const shape = setupProblem(BfSetupShape, setup);
      if (shape) return refused(refuse('bad-setup', shape));
      const start = initialBfState(setup);
      if (typeof start === 'string') return refused(refuse('bad-setup', start));
      return { ok: true, state: start.state, events: [{ type: 'deploymentRollOff', winner: start.winner, dice: start.rolls } as BfEvent] };
    });
  },
  view,
  actors: bfActors,
  opponent: {
    // Each actor's share of the engine's sampled commands, and only its own player's: several
    // players bid at once, and each bids for itself.
    candidates(v, actorId) {
      const player = playerOfActor(v, actorId);
      const active = v.round.activation?.unit ?? null;
      return actorCommands(legalOfView(v), actorId, active && v.units[active]?.owner === player ? active : null).filter((c) => {
        if (c.player !== undefined) return c.player === player;
        const unit = (c as { unitId?: string }).unitId;
        return unit === undefined || v.units[unit]?.owner === player;
      });
    },
    evaluate: (v, side) => bfEvaluate(v, side, board(v)),
  },
  apply: applyBf,
  decision: bfDecision,
  availableActions: bfAvailableActions,
  legalTargets: bfLegalTargets,
  legalCommands: bfLegalCommands,
  table: (s) => indexOf(s, s.round.activation ? (s.units[s.round.activation.unit]?.owner ?? 0) : 0),
  moveAllowance(s, command) {
    const active = s.round.activation ? s.units[s.round.activation.unit] : undefined;
    const unit = s.pending?.kind === 'escape' ? s.units[s.pending.unit] : active;
    if (!unit || (command.type !== 'move' && command.type !== 'escapeMove' && command.type !== 'charge')) return null;
    const rush = command.type === 'move' && command.rush === true;
    const base = movementOf(s, unit);
    return { unitId: unit.id, allowance: base + (rush ? Math.floor(base / 2) : 0), rules: BATTLE_FORGE_MOVE_RULES };
  },
  board,
  formationAt: bfFormationAt,
  // BF.ROUND.PHASES: the log counts rounds, from the first Bidding Phase.
  logRound: (event, round) => (event.type === 'roundStarted' ? event.round : event.type === 'spGained' && round === 0 ? 1 : round),
  describe: bfDescribe,
  score: bfScore,
  isOver: (s) => s.phase === 'over',
};

export { applyBf };
export type { BfCommand, BfEvent, BfSetup, BfState };
