/**
 * The window's document (lib/documents/game-document.svelte.ts) against a recording stand-in for
 * the Platform: where a game is saved changes only through a file the screens accepted
 * (keepOpened) or a new document (newDocument); a refused file changes nothing; a screen's change
 * only ever goes into the document it was given (its claim). Issue 16: a finished game was written
 * over by the next one.
 */
import { describe, expect, it } from 'vitest';
import type { DiscardChoice, GameOpenResult, SaveResult } from '../../../shared/ipc/contract';
import type { SaveFile } from '../../../shared/savefile';
import { GameDocument } from '../../../src-renderer/src/lib/documents/game-document.svelte';
import type { GameText, Platform } from '../../../src-renderer/src/lib/platform/types';
import { sampleGame, sampleText } from '../savefile/sample-game';

/** A Platform that records every call and answers from `answers`. */
function platform(answers: { open?: GameOpenResult; discard?: DiscardChoice; save?: SaveResult } = {}) {
  const calls: string[] = [];
  const saved: GameText[] = [];
  const fake = {
    kind: 'browser',
    async openGame() {
      calls.push('openGame');
      return answers.open ?? { status: 'cancelled' };
    },
    async keepOpened() {
      calls.push('keepOpened');
    },
    async newDocument(options?: { keepAutosave: true }) {
      calls.push(options?.keepAutosave ? 'newDocument keeping the autosave' : 'newDocument');
    },
    async setDocumentState() {},
    async autosave() {
      return { status: 'done' };
    },
    async discardRecovery(id: string) {
      calls.push(`discardRecovery ${id.slice(0, 5)}`);
    },
    async confirmDiscard(title: string) {
      calls.push(`confirmDiscard ${title}`);
      return answers.discard ?? 'cancel';
    },
    async saveGame(game: GameText, mode: 'save' | 'saveAs') {
      calls.push(`saveGame ${mode}`);
      saved.push(game);
      return answers.save ?? { status: 'saved', fileName: 'Saved.tenfold' };
    },
    async listRecent() {
      return [];
    },
  } as unknown as Platform;
  return { fake, calls, saved };
}

const opened = (title: string, fileName: string): GameOpenResult => ({ status: 'opened', fileName, contents: sampleText(3, title.length), dirty: false });
const game = (variant: number): SaveFile => ({ ...sampleGame(3, variant), title: `Game ${variant}` });
const plan = (): SaveFile => ({ ...sampleGame(0, 9), kind: 'plan', title: 'Ridge' });

describe('the open document never takes a file it refused, and a new game is a new document', () => {
  it('a file the screens refuse is never kept: the platform is not told to keep it, and the open game stays with its file', async () => {
    const p = platform({ open: opened('Finished', 'finished.tenfold') });
    const doc = new GameDocument(p.fake);
    await doc.open();
    expect(p.calls).toEqual(['openGame', 'keepOpened']);
    expect(doc.fileName).toBe('finished.tenfold');
    const held = doc.file;

    p.calls.length = 0;
    doc.vet = () => 'its deployment map "spiral" is not one the Table screen knows.';
    p.fake.openGame = async () => (p.calls.push('openGame'), opened('Spiral', 'spiral.tenfold'));
    await doc.open();
    expect(p.calls).toEqual(['openGame']);
    expect(doc.notice).toEqual({ kind: 'error', text: 'spiral.tenfold cannot be opened: its deployment map "spiral" is not one the Table screen knows.' });
    expect(doc.file).toBe(held);
    expect(doc.fileName).toBe('finished.tenfold');
  });

  it('a dropped file becomes a new document only once it passes its checks', async () => {
    const p = platform();
    const doc = new GameDocument(p.fake);
    await doc.openDropped(new File(['{"format":"tenfold"'], 'broken.tenfold'));
    expect(p.calls).toEqual([]);
    expect(doc.file).toBeNull();
    await doc.openDropped(new File([sampleText(3, 2)], 'dropped.tenfold'));
    expect(p.calls).toEqual(['newDocument']);
    // Read in the page, it has no file to save back to: Save asks where.
    expect(doc.fileName).toBeNull();
  });

  it('a new game after a finished one is a new document: saved nowhere, with its own name, a new generation', async () => {
    const p = platform({ open: opened('Finished', 'finished.tenfold') });
    const doc = new GameDocument(p.fake);
    await doc.open();
    const before = doc.generation;
    p.calls.length = 0;
    expect(await doc.begin(game(2))).toBe(true);
    expect(p.calls).toEqual(['newDocument']);
    expect(doc.fileName).toBeNull();
    expect(doc.name).toBe('Game 2.tenfold');
    expect(doc.generation).toBeGreaterThan(before);
    await doc.save('save');
    expect(p.saved.map((g) => g.suggestedName)).toEqual(['Game 2.tenfold']);
  });

  it('a new game asks about an unsaved game first, and starts nothing if the player keeps it', async () => {
    const p = platform({ discard: 'cancel' });
    const doc = new GameDocument(p.fake);
    expect(await doc.begin(game(1))).toBe(true);
    p.calls.length = 0;
    expect(await doc.begin(game(2))).toBe(false);
    expect(p.calls).toEqual(['confirmDiscard Game 1.tenfold']);
    expect(doc.file?.title).toBe('Game 1');
  });

  it('a game started from an unsaved plan takes the window without asking, leaving the plan’s autosave to recover', async () => {
    const p = platform();
    const doc = new GameDocument(p.fake);
    await doc.begin(plan());
    p.calls.length = 0;
    expect(await doc.begin(game(3))).toBe(true);
    expect(p.calls).toEqual(['newDocument keeping the autosave']);
    expect(doc.file?.kind).toBe('game');
  });

  it('a change from a screen goes only into the document it was given: after File → New or another game, it starts a new document', async () => {
    const p = platform();
    const doc = new GameDocument(p.fake);
    await doc.begin(game(1));
    const claim = doc.generation;
    expect(await doc.offer(game(1), claim)).toBe(true);
    expect(doc.generation).toBe(claim);

    // File → New put the game away; a late change of it must not write into what is open now.
    await doc.close();
    p.calls.length = 0;
    expect(await doc.offer(game(1), claim)).toBe(true);
    expect(p.calls).toEqual(['newDocument']);
    expect(doc.generation).not.toBe(claim);

    // Another document with unsaved changes (the player discarded the last one to start it) is left alone.
    p.fake.confirmDiscard = async () => 'discard';
    expect(await doc.begin(game(5))).toBe(true);
    const other = doc.generation;
    expect(await doc.offer(game(1), claim)).toBe(false);
    expect(doc.generation).toBe(other);
    expect(doc.file?.title).toBe('Game 5');
  });
});

describe('what a save tells the player', () => {
  it('issue 17: a save that kept no backup says so after "Saved", in the file notice', async () => {
    const note = 'No backup of the previous version was kept: g.tenfold.bak is a folder. Move or rename it to keep backups again.';
    const p = platform({ open: opened('G', 'g.tenfold'), save: { status: 'saved', fileName: 'g.tenfold', note } });
    const doc = new GameDocument(p.fake);
    await doc.open();
    expect(await doc.save()).toBe(true);
    expect(doc.notice).toEqual({ kind: 'info', text: `Saved g.tenfold. ${note}` });
    expect(doc.dirty).toBe(false);
  });
});
