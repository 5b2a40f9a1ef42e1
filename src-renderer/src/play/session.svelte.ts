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
import { actionsOf, activatable, decidingUnits, decisionOf, playerChoices } from './model/turn';
import { boardOf, unitViews, viewOf } from './model/units';
import { handoverTo, personDeciding, seatedPlayer } from './model/handover';
import { rulesetFor } from './model/rulesets';
import { parseTyped } from './model/typed-dice';
import { moveSetup, verdictOf } from './model/moves';
import type { MoveDraft } from './model/move-draft';
import type { Choice } from '../../../shared/ai/opponent';
import { opponentToMove, thinkRequest, type SeatControl } from './model/opponents';
import { Thinker } from './model/thinker';

/** One opponent worker for the screen, started when an opponent first thinks. */
const thinker = new Thinker(() => (typeof Worker === 'function' ? new Worker(new URL('./opponent.worker.ts', import.meta.url), { type: 'module' }) : undefined));

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
  /**
   * The seat whose built-in opponent has the decision now, or null when a person has it. While it
   * plays, the person's menus stay empty: its units are its own (a person takes them over by
   * choosing "Person" for its seat), and the page does not work out menus nobody may use.
   */
  readonly opponentDeciding = $derived(opponentToMove(this.data));
  readonly ready = $derived(activatable(this.data, this.opponentDeciding === null));
  readonly actions = $derived(this.selected && this.opponentDeciding === null ? actionsOf(this.data, this.selected) : []);
  /** The decisions the person at the laptop makes as a player, not through a unit (a secret bid, "No reaction"). */
  readonly choices = $derived(this.opponentDeciding === null ? playerChoices(this.data) : []);
  /** The person's units with something to decide now other than activating (a reaction, where Shock goes). */
  readonly deciding = $derived(this.opponentDeciding === null ? decidingUnits(this.data) : []);
  readonly score = $derived(rulesetFor(this.data.ruleset).score(viewOf(this.data)));
  readonly over = $derived(rulesetFor(this.data.ruleset).isOver(viewOf(this.data)));
  readonly canUndo = $derived(this.data.game.record.commands.length > 0);
  readonly canRedo = $derived(this.data.game.redo.length > 0);

  /** The seat whose opponent is thinking now, or null. */
  thinking = $state<number | null>(null);
  /** While paused the opponent waits; Step plays its next move. */
  paused = $state(false);
  /** Milliseconds the opponent waits before each move, so a person can follow it. */
  pace = $state(700);
  /** Why the opponent made each of its moves, by command number (1 is the first command). */
  reasons = $state.raw<Readonly<Record<number, Choice>>>({});
  #timer: ReturnType<typeof setTimeout> | undefined;
  #disposed = false;

  constructor(data: SessionData) {
    this.data = { ...data, atLaptop: seatedPlayer(rulesetFor(data.ruleset), data.game.state, data.seats, data.atLaptop) };
    this.resetCasualties();
    this.#schedule();
  }

  /** Who plays each seat: null for a person. */
  get seats(): readonly SeatControl[] {
    return this.data.seats ?? [];
  }

  /** Hand a seat to a person or to the opponent, at any point of the game. */
  setSeat(player: number, control: SeatControl): void {
    const seats = Array.from({ length: Math.max(2, this.data.armies.length) }, (_, i) => (i === player ? control : (this.data.seats?.[i] ?? null)));
    this.data = { ...this.data, seats };
    this.revision++;
    this.#schedule();
  }

  pause(): void {
    this.paused = true;
    this.#schedule();
  }

  resume(): void {
    this.paused = false;
    this.#schedule();
  }

  /** While paused: the opponent to move plays its next move now. */
  step(): void {
    const player = opponentToMove(this.data);
    if (player !== null && this.thinking === null) this.#think(player);
  }

  /** The screen has let this game go: the opponent stops. */
  dispose(): void {
    this.#disposed = true;
    clearTimeout(this.#timer);
  }

  /** If an opponent is to move, let it think after the pace's wait (not while paused or waiting for dice). */
  #schedule(): void {
    clearTimeout(this.#timer);
    const player = this.#disposed || this.paused || this.pending ? null : opponentToMove(this.data);
    if (player === null) return;
    this.#timer = setTimeout(() => this.#think(player), this.pace);
  }

  #think(player: number): void {
    const revision = this.revision;
    this.thinking = player;
    void thinker.ask(thinkRequest(this.data, player)).then((choice) => {
      if (this.revision !== revision || this.#disposed) return;
      this.thinking = null;
      if (!choice) {
        this.refusal = `${this.players[player] ?? `Player ${player + 1}`}'s opponent found nothing it may do.`;
        return;
      }
      this.reasons = { ...this.reasons, [this.data.game.record.commands.length + 1]: choice };
      this.run(choice.command);
    });
  }

  /** The players' names, in seat order. */
  get players(): readonly string[] {
    return boardOf(this.data).players;
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
    this.data = outcome.data;
    this.refusal = null;
    this.pending = null;
    if (typed) this.typed = '';
    this.#afterChange();
    return true;
  }

  /** Real dice: resolve the waiting command with the faces typed. */
  resolve(): boolean {
    return this.pending ? this.run(this.pending) : false;
  }

  cancelPending(): void {
    this.pending = null;
    this.#schedule();
  }

  /** Whether the engine would accept this command now (live legality); never changes the game. */
  check(command: BaseCommand): string | null {
    return dryRun(this.data, command);
  }

  /** The same, with what the refusal is about (the model that would break the rule). */
  checkDetail(command: BaseCommand): Refusal | null {
    return verdictOf(this.data, command);
  }

  /**
   * Take back the last command. Against the opponent, its moves since the person's last one go too,
   * so the person is back at their own decision; when only opponents play, they pause.
   */
  undo(): void {
    const people = this.seats.length === 0 || this.seats.some((s) => s === null);
    let data = this.data;
    do {
      const outcome = undoStep(data);
      if (!outcome.ok) {
        if (data === this.data) this.refusal = outcome.reason;
        break;
      }
      data = outcome.data;
    } while (people && opponentToMove(data) !== null && data.game.record.commands.length > 0);
    if (data === this.data) return;
    if (!people) this.paused = true;
    this.data = data;
    this.refusal = null;
    this.#afterChange();
  }

  redo(): void {
    const outcome = redoStep(this.data);
    if (!outcome.ok) {
      this.refusal = outcome.reason;
      return;
    }
    this.data = outcome.data;
    this.refusal = null;
    this.#afterChange();
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

  #afterChange(): void {
    // The laptop passes only between people: the built-in opponent needs no cover, nor does one person alone.
    const seatCount = Math.max(2, this.data.armies.length);
    const people = Array.from({ length: seatCount }, (_, seat) => this.seats[seat] ?? null).filter((s) => s === null).length;
    const ruleset = rulesetFor(this.data.ruleset);
    const atLaptop = this.data.atLaptop ?? 0;
    const to = handoverTo(ruleset, atLaptop, this.data.game.state, this.seats);
    if (to !== null && people > 1) this.handover = boardOf(this.data).players[to] ?? `Player ${to + 1}`;
    const now = personDeciding(ruleset, this.data.game.state, this.seats) ?? atLaptop;
    if (now !== atLaptop) this.data = { ...this.data, atLaptop: now };
    this.aimed = [];
    this.resetCasualties();
    this.tool = { kind: 'select' };
    this.verdict = undefined;
    // Follow the game: the active unit is the one the player is working with.
    const active = this.units.find((u) => u.markers.some((m) => m.startsWith('Active')));
    // Between activations the next player picks afresh rather than seeing the last unit's card;
    // when the decision is another unit's alone (the one unit that may react), that unit is picked.
    const others = this.deciding.filter((id) => id !== active?.id);
    const activeDecides = active !== undefined && this.deciding.includes(active.id);
    this.selected = activeDecides ? active.id : others.length === 1 ? others[0]! : active ? active.id : null;
    this.revision++;
    this.thinking = null;
    this.#schedule();
  }
}
