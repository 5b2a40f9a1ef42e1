/**
 * Issue 17: when the window's page crashes or hangs, the player is told, the page reloads, and the
 * recovery prompt it shows at start offers the autosaved game back. The decision logic runs here
 * in Node against a fake window; window.ts only connects it to Electron's events.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { CRASH_LOOP, RendererWatch, type Question, type WatchedWindow } from '../../../src-main/main/renderer-recovery';
import { AutosaveStore, DocumentSession, GameService, RecentFiles } from '../../../src-main/files';
import { sampleText } from '../savefile/sample-game';

/**
 * A window whose questions are answered from `answers` in turn (or by `answer`); a question left
 * unanswered waits until it is withdrawn.
 */
function fakeWindow(answers: number[] = [], answer: (question: Question) => number | undefined = () => answers.shift()) {
  const log: string[] = [];
  const questions: Question[] = [];
  const signals: AbortSignal[] = [];
  const state = { destroyed: false, clock: 0 };
  const window: WatchedWindow = {
    isDestroyed: () => state.destroyed,
    ask(question, signal) {
      questions.push(question);
      signals.push(signal);
      log.push(`ask: ${question.message}`);
      const chosen = answer(question);
      if (chosen !== undefined) return Promise.resolve(chosen);
      return new Promise((resolve) => signal.addEventListener('abort', () => resolve(question.cancelId)));
    },
    reload: () => void log.push('reload'),
    endRenderer: () => void log.push('end page'),
    close: () => void log.push('close'),
  };
  const watch = new RendererWatch(window, { forgetDocument: () => void log.push('forget file'), now: () => state.clock });
  return { watch, log, questions, signals, state };
}

describe('a page that crashes', () => {
  it('tells the player why, forgets the window’s file (its autosave stays), and reloads', async () => {
    const w = fakeWindow([0]);
    expect(await w.watch.gone('crashed')).toBe('reloaded');
    expect(w.log).toEqual(["forget file", "ask: Tenfold's window stopped: it crashed.", 'reload']);
    expect(w.questions[0]).toMatchObject({ type: 'error', buttons: ['Reload'], detail: expect.stringMatching(/last autosave: Tenfold offers it back when the window reloads/) });
  });

  it('names each way a page can go in words: out of memory, ended, failed to start', async () => {
    const w = fakeWindow([0, 0, 0]);
    w.state.clock = 0;
    await w.watch.gone('oom');
    w.state.clock += CRASH_LOOP.withinMs;
    await w.watch.gone('killed');
    w.state.clock += CRASH_LOOP.withinMs;
    await w.watch.gone('something-new');
    expect(w.questions.map((q) => q.message)).toEqual([
      "Tenfold's window stopped: it ran out of memory.",
      "Tenfold's window stopped: it was ended by the system or another program.",
      "Tenfold's window stopped: it stopped unexpectedly.",
    ]);
  });

  it('does nothing when the page exits cleanly or its window is already gone', async () => {
    const w = fakeWindow([0]);
    expect(await w.watch.gone('clean-exit')).toBe('ignored');
    w.state.destroyed = true;
    expect(await w.watch.gone('crashed')).toBe('ignored');
    expect(w.log).toEqual([]);
  });

  it('a page that keeps crashing is not reloaded forever: the third time in a minute the player chooses', async () => {
    const w = fakeWindow([0, 0, 0]);
    await w.watch.gone('crashed');
    w.state.clock += 10_000;
    await w.watch.gone('crashed');
    w.state.clock += 10_000;
    expect(await w.watch.gone('crashed')).toBe('closed');
    expect(w.questions[2]).toMatchObject({ message: "Tenfold's window keeps stopping: it crashed.", buttons: ['Close Window', 'Reload'], defaultId: 0 });
    expect(w.log.filter((line) => line === 'reload' || line === 'close')).toEqual(['reload', 'reload', 'close']);
  });

  it('Reload after repeated crashes tries again and starts counting afresh', async () => {
    const w = fakeWindow([0, 0, 1, 0]);
    for (let i = 0; i < 3; i++) await w.watch.gone('crashed');
    expect(await w.watch.gone('crashed')).toBe('reloaded');
    expect(w.questions.map((q) => q.buttons)).toEqual([['Reload'], ['Reload'], ['Close Window', 'Reload'], ['Reload']]);
  });

  it('crashes spread over more than a minute never count as a loop', async () => {
    const w = fakeWindow([0, 0, 0, 0]);
    for (let i = 0; i < 4; i++) {
      expect(await w.watch.gone('crashed')).toBe('reloaded');
      w.state.clock += CRASH_LOOP.withinMs / 2 + 1;
    }
    expect(w.questions.every((q) => q.buttons.length === 1)).toBe(true);
  });
});

describe('a page that stops responding', () => {
  it('Wait leaves everything as it is', async () => {
    const w = fakeWindow([0]);
    expect(await w.watch.unresponsive()).toBe('waited');
    expect(w.log).toEqual(['ask: Tenfold is not responding.']);
    expect(w.questions[0]).toMatchObject({ type: 'warning', buttons: ['Wait', 'Reload'], defaultId: 0, cancelId: 0 });
  });

  it('Reload forgets the file, ends the hung page and reloads; the page’s end that follows is not reported as a crash', async () => {
    const w = fakeWindow([1]);
    expect(await w.watch.unresponsive()).toBe('reloaded');
    expect(w.log).toEqual(['ask: Tenfold is not responding.', 'forget file', 'end page', 'reload']);
    expect(await w.watch.gone('killed')).toBe('ignored');
    expect(w.log).toHaveLength(4);
  });

  it('once the fresh page has loaded, a later crash is news again', async () => {
    const w = fakeWindow([1, 0]);
    await w.watch.unresponsive();
    w.watch.loaded();
    expect(await w.watch.gone('crashed')).toBe('reloaded');
    expect(w.questions.map((q) => q.message)).toEqual(['Tenfold is not responding.', "Tenfold's window stopped: it crashed."]);
  });

  it('asks once however often the window reports it, and withdraws the question when the page answers again', async () => {
    const w = fakeWindow();
    const first = w.watch.unresponsive();
    expect(await w.watch.unresponsive()).toBe('ignored');
    expect(w.questions).toHaveLength(1);
    w.watch.responsive();
    expect(w.signals[0]!.aborted).toBe(true);
    expect(await first).toBe('waited');
    expect(w.log).toEqual(['ask: Tenfold is not responding.']);
  });

  it('a crash while the question is open withdraws it and reports the crash instead', async () => {
    // Only the crash's question is answered; the hang's waits for the player.
    const w = fakeWindow([], (question) => (question.type === 'error' ? 0 : undefined));
    const hang = w.watch.unresponsive();
    expect(await w.watch.gone('crashed')).toBe('reloaded');
    expect(await hang).toBe('waited');
    expect(w.signals[0]!.aborted).toBe(true);
    expect(w.log).toEqual(['ask: Tenfold is not responding.', 'forget file', "ask: Tenfold's window stopped: it crashed.", 'reload']);
  });
});

describe('the way back is the autosave', () => {
  it('after a crash the reloaded page is offered the game’s autosave, and recovering it saves to the game’s file again', async () => {
    const root = await mkdtemp(join(tmpdir(), 'tenfold-crash-'));
    const autosaves = new AutosaveStore(join(root, 'autosave'));
    const service = new GameService({
      dialogs: { chooseGameToOpen: async () => null, chooseWhereToSave: async () => null, confirmReplaceReadOnly: async () => false },
      recent: new RecentFiles(join(root, 'recent-files.json')),
      autosaves,
    });
    const session = new DocumentSession();
    const path = join(root, 'Ford.tenfold');
    session.path = path;
    session.title = 'Bridge at Calder Ford';
    await service.autosave(session, { id: 'game-ford01', title: 'Bridge at Calder Ford', contents: sampleText(6, 2) });
    // The autosave holds unsaved changes, so the game is unsaved.
    expect(session.dirty).toBe(true);

    let recoverable: Awaited<ReturnType<GameService['listRecoverable']>> = [];
    const window: WatchedWindow = {
      isDestroyed: () => false,
      ask: async () => 0,
      // The reloaded page starts a new document (keeping nothing of the old one) and asks what it may recover.
      reload: () => void (async () => {
        await service.newDocument(session);
        recoverable = await service.listRecoverable();
      })(),
      endRenderer: () => undefined,
      close: () => undefined,
    };
    const watch = new RendererWatch(window, { forgetDocument: () => session.reset() });
    expect(await watch.gone('crashed')).toBe('reloaded');
    await expect.poll(() => recoverable.length).toBe(1);

    // The window no longer claims the file: a new game's Save would ask where.
    expect(session).toMatchObject({ path: null, dirty: false, autosaveId: null });
    expect(recoverable[0]).toMatchObject({ id: 'game-ford01', title: 'Bridge at Calder Ford', fileName: 'Ford.tenfold' });
    expect(await service.recover(session, 'game-ford01')).toMatchObject({ status: 'opened', contents: sampleText(6, 2), dirty: true });
    await service.keepOpened(session);
    expect(session).toMatchObject({ path, autosaveId: 'game-ford01' });
  });
});

describe('the window’s events reach the watcher', () => {
  it('render-process-gone asks on the window and reloads it; unresponsive asks, and Reload ends the page first', async () => {
    const shown: { message: string; signal?: AbortSignal }[] = [];
    const responses = [0, 1];
    vi.resetModules();
    vi.doMock('electron', () => ({
      BrowserWindow: class {},
      shell: {},
      dialog: { showMessageBox: async (_window: unknown, options: { message: string; signal?: AbortSignal }) => (shown.push(options), { response: responses.shift() }) },
    }));
    const { watchRenderer } = await import('../../../src-main/main/window');
    vi.doUnmock('electron');
    const listeners = new Map<string, (...args: unknown[]) => void>();
    const calls: string[] = [];
    const contents = {
      on: (name: string, listener: (...args: unknown[]) => void) => listeners.set(`contents ${name}`, listener),
      reload: () => calls.push('reload'),
      forcefullyCrashRenderer: () => calls.push('end page'),
    };
    const window = {
      webContents: contents,
      isDestroyed: () => false,
      close: () => calls.push('close'),
      on: (name: string, listener: (...args: unknown[]) => void) => listeners.set(`window ${name}`, listener),
    };
    watchRenderer(window as never, () => calls.push('forget file'));
    expect([...listeners.keys()].sort()).toEqual(['contents did-finish-load', 'contents render-process-gone', 'window responsive', 'window unresponsive']);

    listeners.get('contents render-process-gone')!({}, { reason: 'oom', exitCode: 9 });
    await expect.poll(() => calls).toEqual(['forget file', 'reload']);
    expect(shown[0]).toMatchObject({ message: "Tenfold's window stopped: it ran out of memory.", signal: expect.any(AbortSignal) });

    listeners.get('window unresponsive')!();
    await expect.poll(() => calls).toEqual(['forget file', 'reload', 'forget file', 'end page', 'reload']);
  });
});
