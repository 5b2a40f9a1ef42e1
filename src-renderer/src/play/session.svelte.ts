/**
 * The Play screen's state: one game in play (its core record and state, as plain data in
 * model/session.ts) plus what the player is looking at — the selected unit, the log filter, the
 * real-dice mode and the last refusal. Components render this and call its methods; every rule is
 * asked of the ruleset through the model functions.
 */
import { diceAsked } from '../../../shared/core/dice-asked';
import type { BaseCommand, Refusal } from '../../../shared/core/ruleset';
import type { Zone } from '../../../shared/geometry/index';
import { casualtyChoiceOf, casualtyCommandOf } from './model/casualties';
import { buildLog, filterLog, roundsIn, type LogFilter } from './model/log';
import { trayOf } from './model/dice-tray';
import { issue, redoStep, undoStep, dryRun, type SessionData } from './model/session';
import { actionsOf, activatable, decisionOf } from './model/turn';
import { boardOf, unitViews, viewOf } from './model/units';
import { handoverTo } from './model/handover';
import { rulesetFor } from './model/rulesets';
import { parseTyped } from './model/typed-dice';
import { moveSetup, verdictOf } from './model/moves';
import type { MoveDraft } from './model/move-draft';

/**
 * What a press on the board does: select a unit, or drag the unit whose move the player chose from
 * its menu (the command without positions; the drag supplies them), or place something at a point.
 */
export type BoardTool =
  | { kind: 'select' }
  | { kind: 'move'; unitId: string; label: string; template: BaseCommand; allowance: number | null; draft: MoveDraft; reach: Zone }
  | { kind: 'place'; label: string; at: (p: { x: number; y: number }) => BaseCommand | null };

export class PlaySession {
  data = $state.raw<SessionData>(undefined as unknown as SessionData);
  selected = $state<string | null>(null);
  /** The last command the engine refused, with its reason; cleared by the next accepted one. */
  refusal = $state<string | null>(null);
  realDice = $state(false);
  /** The faces typed for the next command in real-dice mode, as the player wrote them. */
  typed = $state('');
  filter = $state<LogFilter>({ unit: null, round: null });
  tool = $state.raw<BoardTool>({ kind: 'select' });
  /**
   * The move laid out on the board and the engine's verdict on it (undefined while nothing has been
   * moved). The board repaints the draft itself on every frame of a drag; this is set when the
   * verdict changes, for the panels and buttons.
   */
  verdict = $state.raw<Refusal | null | undefined>(undefined);
  /** Bumped when the draft changes outside a drag (reform, pivot, reset), for the board to repaint. */
  draftRevision = $state(0);
  /** Units the open menu is aiming at (chosen targets), ringed on the board. */
  aimed = $state<string[]>([]);
  /** Real dice: the command waiting for the player's dice, and what the engine wants next. */
  pending = $state.raw<BaseCommand | null>(null);
  readonly asked = $derived(this.pending ? diceAsked(rulesetFor(this.data.ruleset), this.data.game.state, this.pending, parseTyped(this.typed)) : null);
  /** Set whenever the game changes, so the screen can autosave. */
  revision = $state(0);
  /** The casualties the owner is choosing, model id → wounds (1 for a model removed); starts as the suggestion. */
  casualtyPick = $state<Record<string, number>>({});
  readonly casualty = $derived(casualtyChoiceOf(this.data));

  readonly decision = $derived(decisionOf(this.data));
  readonly units = $derived(unitViews(this.data));
  readonly log = $derived(buildLog(this.data));
  readonly shownLog = $derived(filterLog(this.log, this.filter));
  readonly rounds = $derived(roundsIn(this.log));
  readonly tray = $derived(trayOf(this.data, this.data.lastEvents));
  readonly ready = $derived(activatable(this.data));
  readonly actions = $derived(this.selected ? actionsOf(this.data, this.selected) : []);
  readonly score = $derived(rulesetFor(this.data.ruleset).score(viewOf(this.data)));
  readonly over = $derived(rulesetFor(this.data.ruleset).isOver(viewOf(this.data)));
  readonly canUndo = $derived(this.data.game.record.commands.length > 0);
  readonly canRedo = $derived(this.data.game.redo.length > 0);

  constructor(data: SessionData) {
    this.data = data;
    this.resetCasualties();
  }

  /** Put the casualty choice back to the ruleset's suggestion. */
  resetCasualties(): void {
    this.casualtyPick = { ...(this.casualty?.suggested ?? {}) };
  }

  /** Set how many wounds a model takes (1 or 0 for a model removed or kept). */
  pickCasualty(modelId: string, wounds: number): void {
    this.casualtyPick = { ...this.casualtyPick, [modelId]: Math.max(0, Math.round(wounds)) };
  }

  /** The command for the casualties picked, for the engine to judge and apply. */
  casualtyCommand(): BaseCommand | null {
    return casualtyCommandOf(this.data, this.casualtyPick);
  }

  /** The faces typed so far as numbers; a word that is not a number is kept so the engine refuses it. */
  typedFaces(): number[] {
    return parseTyped(this.typed);
  }

  /**
   * Apply a command. A refusal keeps the game as it was and says why. With real dice the typed
   * faces go with it; a command that wants dice not yet typed waits (`pending`) while the screen
   * says which dice to roll.
   *
   * Generic over the command: a screen builds the command of the ruleset it plays with that
   * command's own fields (`{ type: 'charge', target }`), typed as it wrote it; this screen needs only
   * the fields every command has (BaseCommand), and the ruleset's `apply` judges the rest.
   */
  run<Command extends BaseCommand>(command: Command): boolean {
    const typed = this.realDice ? this.typedFaces() : undefined;
    const outcome = issue(this.data, command, typed);
    if (!outcome.ok) {
      const asked = typed ? diceAsked(rulesetFor(this.data.ruleset), this.data.game.state, command, typed) : null;
      if (asked && asked.kind !== 'refused') {
        this.pending = command;
        this.refusal = null;
      } else this.refusal = outcome.reason;
      return false;
    }
    const before = this.data.game.state;
    this.data = outcome.data;
    this.refusal = null;
    this.pending = null;
    if (typed) this.typed = '';
    this.#afterChange(before);
    return true;
  }

  /** Real dice: resolve the waiting command with the faces typed. */
  resolve(): boolean {
    return this.pending ? this.run(this.pending) : false;
  }

  cancelPending(): void {
    this.pending = null;
  }

  /** Whether the engine would accept this command now (live legality); never changes the game. */
  check(command: BaseCommand): string | null {
    return dryRun(this.data, command);
  }

  /** The same, with what the refusal is about (the model that would break the rule). */
  checkDetail(command: BaseCommand): Refusal | null {
    return verdictOf(this.data, command);
  }

  undo(): void {
    const outcome = undoStep(this.data);
    if (!outcome.ok) {
      this.refusal = outcome.reason;
      return;
    }
    const before = this.data.game.state;
    this.data = outcome.data;
    this.refusal = null;
    this.#afterChange(before);
  }

  redo(): void {
    const outcome = redoStep(this.data);
    if (!outcome.ok) {
      this.refusal = outcome.reason;
      return;
    }
    const before = this.data.game.state;
    this.data = outcome.data;
    this.refusal = null;
    this.#afterChange(before);
  }

  /** Show why something cannot be done, without changing the game. */
  refuse(reason: string): void {
    this.refusal = reason;
  }

  /**
   * Pick a move from the unit's menu: its template (the command without positions) opens a draft
   * on the board, with the zone the unit may reach. Picking it again puts the board back to selecting.
   */
  startMove(unitId: string, label: string, template: BaseCommand): boolean {
    const setup = moveSetup(this.data, template);
    if (!setup) {
      this.refusal = 'That move is not open to this unit now.';
      return false;
    }
    this.useTool({ kind: 'move', unitId, label, template, allowance: setup.allowance, draft: setup.draft, reach: setup.reach });
    return true;
  }

  /** The draft's command and the engine's verdict on it, kept for the panels; returns the verdict. */
  judgeDraft(): Refusal | null | undefined {
    const tool = this.tool;
    if (tool.kind !== 'move') return undefined;
    const verdict = tool.draft.changed ? verdictOf(this.data, tool.draft.command(tool.template)) : undefined;
    if (JSON.stringify(verdict) !== JSON.stringify(this.verdict)) this.verdict = verdict;
    return verdict;
  }

  /** Make the move the draft lays out; a refusal keeps the draft and says why. */
  confirmMove(): boolean {
    const tool = this.tool;
    if (tool.kind !== 'move' || !tool.draft.changed) return false;
    return this.run(tool.draft.command(tool.template));
  }

  /** Change the draft from a button (reform, pivot, reset) and judge it again. */
  editDraft(change: (draft: MoveDraft) => void): void {
    const tool = this.tool;
    if (tool.kind !== 'move') return;
    change(tool.draft);
    this.judgeDraft();
    this.draftRevision++;
  }

  select(unitId: string | null): void {
    this.selected = unitId;
  }

  unitName(id: string): string {
    return this.units.find((u) => u.id === id)?.name ?? id;
  }

  useTool(tool: BoardTool): void {
    this.tool = tool;
    this.verdict = undefined;
  }

  /** The player the laptop must pass to before the table is shown again (hot seat, hidden information). */
  handover = $state<string | null>(null);

  /** The player at the laptop has taken it: show the table. */
  takeOver(): void {
    this.handover = null;
  }

  #afterChange(before: unknown): void {
    const to = handoverTo(rulesetFor(this.data.ruleset), before, this.data.game.state);
    if (to !== null) this.handover = boardOf(this.data).players[to] ?? `Player ${to + 1}`;
    this.aimed = [];
    this.resetCasualties();
    this.tool = { kind: 'select' };
    this.verdict = undefined;
    // Follow the game: the active unit is the one the player is working with.
    const active = this.units.find((u) => u.markers.some((m) => m.startsWith('Active')));
    // Between activations the next player picks afresh rather than seeing the last unit's card.
    this.selected = active ? active.id : null;
    this.revision++;
  }
}
