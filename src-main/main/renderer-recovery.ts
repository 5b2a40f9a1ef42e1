/**
 * What Tenfold does when its page dies or hangs, free of Electron so it is tested in Node with a
 * fake window (window.ts wires the real one). The game in the window is autosaved after every
 * activation and setup change, so the way back is always the same: main forgets the window's file
 * (its autosave stays on disk), the page reloads, and the recovery prompt it shows at start offers
 * the autosaved game back. A page that dies again and again is not reloaded forever: the player
 * chooses to close the window or try once more.
 */

/** A question on the window; Electron's message box options, less what the watcher does not use. */
export interface Question {
  type: 'error' | 'warning';
  message: string;
  detail: string;
  buttons: string[];
  defaultId: number;
  cancelId: number;
}

/** What the watcher needs of a window. */
export interface WatchedWindow {
  isDestroyed(): boolean;
  /** Ask on the window; resolves to the button chosen, or to `cancelId` once `signal` aborts the question. */
  ask(question: Question, signal: AbortSignal): Promise<number>;
  reload(): void;
  /** End a page that stopped responding, so the reload starts a fresh one. */
  endRenderer(): void;
  close(): void;
}

export interface RecoveryHooks {
  /** The game on screen is gone: the window has no file until the player recovers or opens one; its autosave stays. */
  forgetDocument(): void;
  now?: () => number;
}

/** Three deaths within a minute: reloading is not helping, so the player decides. */
export const CRASH_LOOP = { count: 3, withinMs: 60_000 };

export type GoneOutcome = 'ignored' | 'reloaded' | 'closed';
export type HangOutcome = 'ignored' | 'waited' | 'reloaded';

const KEPT = 'Your game is kept as it was at its last autosave: Tenfold offers it back when the window reloads.';

/** Electron's `render-process-gone` reasons, in the player's words. */
const WHY: Record<string, string> = {
  crashed: 'it crashed',
  oom: 'it ran out of memory',
  killed: 'it was ended by the system or another program',
  'abnormal-exit': 'it stopped unexpectedly',
  'launch-failed': 'it could not be started',
  'integrity-failure': 'its code failed an integrity check',
  'memory-eviction': 'the system reclaimed its memory',
};

export class RendererWatch {
  readonly #window: WatchedWindow;
  readonly #hooks: RecoveryHooks;
  #deaths: number[] = [];
  /** The open "not responding" question, closed again if the page recovers by itself. */
  #hangQuestion: AbortController | null = null;
  /** The page is being ended on the player's word; its death is expected, not news. */
  #ending = false;

  constructor(window: WatchedWindow, hooks: RecoveryHooks) {
    this.#window = window;
    this.#hooks = hooks;
  }

  /** The window's page process is gone (`render-process-gone`). */
  async gone(reason: string): Promise<GoneOutcome> {
    if (this.#window.isDestroyed()) return 'ignored';
    if (this.#ending) {
      // Ended because the player chose Reload on a hung page; the reload is already under way.
      this.#ending = false;
      return 'ignored';
    }
    // A zero exit is the page closing with its window, not a failure.
    if (reason === 'clean-exit') return 'ignored';
    this.#hangQuestion?.abort();
    this.#hooks.forgetDocument();
    const now = this.#now();
    this.#deaths = [...this.#deaths.filter((at) => now - at < CRASH_LOOP.withinMs), now];
    const why = WHY[reason] ?? 'it stopped unexpectedly';
    if (this.#deaths.length >= CRASH_LOOP.count) {
      const choice = await this.#ask({
        type: 'error',
        message: `Tenfold's window keeps stopping: ${why}.`,
        detail: `${KEPT} Close the window and start Tenfold again, or try reloading once more.`,
        buttons: ['Close Window', 'Reload'],
        defaultId: 0,
        cancelId: 0,
      });
      if (this.#window.isDestroyed()) return 'ignored';
      if (choice === 0) {
        this.#window.close();
        return 'closed';
      }
      this.#deaths = [];
    } else {
      await this.#ask({ type: 'error', message: `Tenfold's window stopped: ${why}.`, detail: KEPT, buttons: ['Reload'], defaultId: 0, cancelId: 0 });
      if (this.#window.isDestroyed()) return 'ignored';
    }
    this.#window.reload();
    return 'reloaded';
  }

  /** The page has not answered for a while (`unresponsive`): wait for it, or end and reload it. */
  async unresponsive(): Promise<HangOutcome> {
    if (this.#window.isDestroyed() || this.#hangQuestion || this.#ending) return 'ignored';
    const question = new AbortController();
    this.#hangQuestion = question;
    let choice: number;
    try {
      choice = await this.#window.ask(
        {
          type: 'warning',
          message: 'Tenfold is not responding.',
          detail: `Wait for it to finish, or reload the window. Reloading loses what changed since the last autosave. ${KEPT}`,
          buttons: ['Wait', 'Reload'],
          defaultId: 0,
          cancelId: 0,
        },
        question.signal,
      );
    } finally {
      this.#hangQuestion = null;
    }
    // The page came back while the player was reading (the question was withdrawn), or the window went.
    if (choice !== 1 || question.signal.aborted || this.#window.isDestroyed()) return 'waited';
    this.#hooks.forgetDocument();
    this.#ending = true;
    this.#window.endRenderer();
    this.#window.reload();
    return 'reloaded';
  }

  /** A page finished loading: whatever was ended on the player's word is gone by now. */
  loaded(): void {
    this.#ending = false;
  }

  /** The page answers again (`responsive`): withdraw the question, nothing to do. */
  responsive(): void {
    this.#hangQuestion?.abort();
  }

  #ask(question: Question): Promise<number> {
    return this.#window.ask(question, new AbortController().signal);
  }

  #now(): number {
    return (this.#hooks.now ?? Date.now)();
  }
}
