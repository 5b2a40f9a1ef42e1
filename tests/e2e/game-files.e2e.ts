/**
 * No game is ever silently written over another (issue 16), in the browser build, through every way
 * a player starts, opens, resumes and closes a game: the wizard, Quick start, a file opened from
 * disk, Resume and Recent, Close then a new game, a second game after a finished one, a Quality
 * game after a D10 game, Save against Save As, and a refused file followed by a new game. A new
 * game is a new, unsaved document: its first Save asks for a name, and the games saved before it
 * stay as they were, in Resume and in Recent.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fileNameFor } from '../../shared/savefile';
import { toSaveText } from '../../src-renderer/src/play/model/save';
import { newSession, playOn } from '../unit/play-ui/helpers';
import { answerDialogs } from './dialogs';
import { ARTIFACTS, browserPerFile, openApp } from './harness';

const browser = browserPerFile();
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/savefiles/${name}`, import.meta.url));

/** A finished D10 game (one agreed round, played out by the simple player), written where a player keeps files. */
async function finishedGameFile(title: string, fileName: string): Promise<string> {
  const data = { ...playOn(newSession('d10-wargame', { rounds: 1 })), title };
  const text = toSaveText(data, '0.1.0');
  if (!text.ok) throw new Error(text.reason);
  const path = join(ARTIFACTS, fileName);
  await writeFile(path, text.text);
  return path;
}

/** The title Quick start gives a D10 game: its two armies. */
const D10_TITLE = 'Meridian Line — Patrol vs Cinder Host — Raiding Party';
/** The file the header says the open game is saved as ("not saved yet" for a new game). */
const documentName = (page: Page) => page.getByTestId('document-name').textContent();
/** What Save suggests for a game never saved: its title as a file name. */
const suggested = (title: string) => fileNameFor(title).replace(/\.tenfold$/, '');
const gameTitle = (page: Page) => page.getByRole('textbox', { name: 'Game title' });
const savedNotice = (page: Page, fileName: string) => page.getByRole('status').filter({ hasText: `Saved ${fileName}` }).first().waitFor();

/** A quick-start D10 game, rolled off and saved under `name` (the browser's prompt answered); what was asked. */
async function quickGameSavedAs(page: Page, ask: ReturnType<typeof answerDialogs>, name: string): Promise<string[]> {
  await page.getByRole('button', { name: 'Play them now' }).click();
  await page.getByRole('button', { name: 'Roll off for initiative' }).click();
  ask.answer(name);
  await page.getByRole('button', { name: 'Save game' }).click();
  await savedNotice(page, `${name}.tenfold`);
  return ask.take();
}

async function recentFiles(page: Page): Promise<string[]> {
  await page.getByText('Recent', { exact: true }).click();
  const menu = page.getByRole('menu', { name: 'Recent files' });
  await menu.waitFor();
  const names = (await menu.getByRole('menuitem').allTextContents()).sort();
  await page.getByText('Recent', { exact: true }).click();
  return names;
}

async function openFromDisk(page: Page, button: string, path: string | { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(path);
}

const logCount = (page: Page) => page.getByTestId('game-log').getByRole('listitem').count();

describe('a game is never silently overwritten (browser)', () => {
  it('a second game after a finished first one is a new game: the old name leaves the header, Save asks for a name, and the finished game stays in Resume and Recent', async () => {
    const app = await openApp(browser(), '#/play');
    const { page } = app;
    const ask = answerDialogs(page);
    const finished = await finishedGameFile('Calder Ford', 'Finished battle.tenfold');

    // A finished game, opened from disk and saved in the browser.
    await openFromDisk(page, 'Open a saved game file…', finished);
    const result = page.getByRole('region', { name: 'Result' });
    await result.waitFor();
    expect(await documentName(page)).toBe('Finished battle.tenfold');
    const finishedLog = await logCount(page);
    ask.answer(true);
    await result.getByRole('button', { name: 'Save game' }).click();
    await savedNotice(page, 'Finished battle.tenfold');
    // The browser cannot write to a file on disk: Save asked where to keep it, suggesting its name.
    expect(ask.take()).toEqual(['Save in this browser as: Finished battle']);

    // New game, then Quick start: a new, unsaved game with its own title, nothing of the old file.
    await result.getByRole('button', { name: 'New game' }).click();
    await page.getByRole('form', { name: 'New game' }).waitFor();
    expect(await gameTitle(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Play them now' }).click();
    await page.getByRole('button', { name: 'Roll off for initiative' }).waitFor();
    await expect.poll(() => gameTitle(page).inputValue()).toBe(D10_TITLE);
    expect(await documentName(page)).toBe('not saved yet');
        await app.screenshot('game-files-01-second-game');

    // Its Save asks for a name (suggesting one no saved game has) and writes nothing else.
    ask.answer('Second battle');
    await page.getByRole('button', { name: 'Save game' }).click();
    await savedNotice(page, 'Second battle.tenfold');
    expect(ask.take()).toEqual([`Save in this browser as: ${suggested(D10_TITLE)}`]);
    expect(await recentFiles(page)).toEqual(['Finished battle.tenfold', 'Second battle.tenfold']);

    // The finished game is still there, as it was.
    await page.getByRole('button', { name: 'Close game' }).click();
    await page.getByRole('button', { name: 'Resume Finished battle' }).click();
    await result.waitFor();
    await expect.poll(() => gameTitle(page).inputValue()).toBe('Calder Ford');
    expect(await logCount(page)).toBe(finishedLog);
    expect(await documentName(page)).toBe('Finished battle.tenfold');
    await app.screenshot('game-files-02-finished-resumed');
    expect(ask.asked).toEqual([]);
    expect(app.errors).toEqual([]);
    await app.context.close();
  });

  it('Close then a new game, and a Quality game after a D10 game: each is its own game, saved under its own name', async () => {
    const app = await openApp(browser(), '#/play');
    const { page } = app;
    const ask = answerDialogs(page);

    await quickGameSavedAs(page, ask, 'D10 game');
    const d10Log = await logCount(page);

    // Closed (it was saved, so nothing is asked): the header holds no game.
    await page.getByRole('button', { name: 'Close game' }).click();
    await page.getByRole('form', { name: 'New game' }).waitFor();
    expect(await gameTitle(page).count()).toBe(0);
    expect(ask.take()).toEqual([]);

    // A Quality game: its own title, not saved yet; its Save asks.
    await page.getByRole('radio', { name: 'Quality Wargame' }).check();
    await page.getByRole('button', { name: 'Play them now' }).click();
    await expect.poll(() => gameTitle(page).inputValue()).toBe('Thornwall Wardens — Patrol vs Gravemarch Reavers — Raid');
    expect(await documentName(page)).toBe('not saved yet');
    const qualityTitle = await gameTitle(page).inputValue();
    ask.answer(true);
    await page.getByRole('button', { name: 'Save game' }).click();
    await savedNotice(page, fileNameFor(qualityTitle));
    expect(ask.take()).toEqual([`Save in this browser as: ${suggested(qualityTitle)}`]);
    expect(await recentFiles(page)).toEqual(['D10 game.tenfold', fileNameFor(qualityTitle)].sort());

    // The D10 game resumes as it was saved.
    await page.getByRole('button', { name: 'Close game' }).click();
    await page.getByRole('button', { name: 'Resume D10 game' }).click();
    await expect.poll(() => gameTitle(page).inputValue()).toBe(D10_TITLE);
    expect(await logCount(page)).toBe(d10Log);

    // Closing a game with unsaved changes asks first; "Cancel" keeps it open.
    await gameTitle(page).fill('Renamed');
    await gameTitle(page).press('Enter');
    await page.getByRole('img', { name: /^Unsaved changes/ }).waitFor();
    await page.getByRole('button', { name: 'Close game' }).click();
    await expect.poll(() => ask.take()).toEqual(['D10 game.tenfold has unsaved changes. Discard them?']);
    expect(await gameTitle(page).inputValue()).toBe('Renamed');
    await page.getByRole('toolbar', { name: 'Game' }).getByText('Renamed').waitFor();
    expect(ask.asked).toEqual([]);
    expect(app.errors).toEqual([]);
    await app.context.close();
  });

  it('the wizard’s new game: Save asks once, then saves in place; Save As writes only the name chosen, asking before replacing another game', async () => {
    const app = await openApp(browser(), '#/play');
    const { page } = app;
    const ask = answerDialogs(page);

    await page.getByRole('button', { name: /^Quick start/ }).click();
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.getByRole('button', { name: 'Roll off for initiative' }).waitFor();
    ask.answer('Wizard game');
    await page.getByRole('button', { name: 'Save game' }).click();
    await savedNotice(page, 'Wizard game.tenfold');
    ask.take();

    // A change, then Save: in place, without asking.
    await page.getByRole('button', { name: 'Roll off for initiative' }).click();
    await page.getByRole('img', { name: /^Unsaved changes/ }).waitFor();
    const savedLog = await logCount(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByRole('img', { name: /^Unsaved changes/ }).count()).toBe(0);
    expect(ask.take()).toEqual([]);

    // Save As another name: downloads it, and the game now saves there.
    ask.answer('Wizard copy');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save as…' }).click();
    expect((await download).suggestedFilename()).toBe('Wizard copy.tenfold');
    expect(ask.take()).toEqual(['Save in this browser as: Wizard game']);
    // The header takes the new name when the save has answered, just after the download starts.
    await expect.poll(() => documentName(page), { timeout: 5000 }).toBe('Wizard copy.tenfold');
    await gameTitle(page).fill('Copy renamed');
    await gameTitle(page).press('Enter');
    await page.getByRole('img', { name: /^Unsaved changes/ }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await savedNotice(page, 'Wizard copy.tenfold');
    expect(ask.take()).toEqual([]);

    // Save As the name of another saved game asks before replacing it; "no", then cancel, writes nothing.
    ask.answer('wizard game', false);
    await page.getByRole('button', { name: 'Save as…' }).click();
    await expect.poll(() => ask.asked.length).toBe(3);
    expect(ask.take()).toEqual(['Save in this browser as: Wizard copy', 'Wizard game.tenfold is already saved in this browser. Replace it?', 'Save in this browser as: wizard game']);
    expect(await recentFiles(page)).toEqual(['Wizard copy.tenfold', 'Wizard game.tenfold']);

    // Wizard game is as it was saved before Save As.
    await page.getByRole('button', { name: 'Close game' }).click();
    await page.getByRole('button', { name: 'Resume Wizard game' }).click();
    await expect.poll(() => gameTitle(page).inputValue()).toBe(D10_TITLE);
    expect(await logCount(page)).toBe(savedLog);
    await page.getByRole('button', { name: 'Close game' }).click();
    await page.getByRole('button', { name: 'Resume Wizard copy' }).click();
    await expect.poll(() => gameTitle(page).inputValue()).toBe('Copy renamed');
    expect(ask.asked).toEqual([]);
    expect(app.errors).toEqual([]);
    await app.context.close();
  });

  it('a file refused on opening never becomes the game’s file: a new game after it asks for a name on Save, and the saved game is untouched', async () => {
    const app = await openApp(browser(), '#/play');
    const { page } = app;
    const ask = answerDialogs(page);

    await quickGameSavedAs(page, ask, 'Kept');
    const keptLog = await logCount(page);
    await page.getByRole('button', { name: 'Close game' }).click();

    // A well-formed plan the Table screen cannot lay out: read, then refused by the app, with its reason.
    const damaged = (await readFile(fixture('v4-plan.tenfold'), 'utf8')).replace('"map": "diagonal"', '"map": "spiral"');
    await openFromDisk(page, 'Open…', { name: 'refused.tenfold', mimeType: 'application/json', buffer: Buffer.from(damaged) });
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('refused.tenfold cannot be opened: its deployment map "spiral"');
    expect(await gameTitle(page).count()).toBe(0);

    // New game → Save asks for a name.
    expect(await quickGameSavedAs(page, ask, 'After the refusal')).toEqual([`Save in this browser as: ${suggested(D10_TITLE)}`]);
    expect(await recentFiles(page)).toEqual(['After the refusal.tenfold', 'Kept.tenfold']);
    await page.getByRole('button', { name: 'Close game' }).click();
    await page.getByRole('button', { name: 'Resume Kept' }).click();
    await expect.poll(() => logCount(page)).toBe(keptLog);
    expect(ask.asked).toEqual([]);
    expect(app.errors).toEqual([]);
    await app.context.close();
  });

  it('a malformed game is refused in one sentence and the screen stays as it was: the game on it, its file in the header; a new game after it asks for a name on Save', async () => {
    const app = await openApp(browser(), '#/play');
    const { page } = app;
    const ask = answerDialogs(page);

    await quickGameSavedAs(page, ask, 'Kept');
    const keptLog = await logCount(page);

    // A game whose setup claims a unit of a billion models (issue 17): the format reads it, the replay refuses it.
    const saved = toSaveText(playOn(newSession('d10-wargame'), 12), '0.1.0');
    if (!saved.ok) throw new Error(saved.reason);
    const crafted = JSON.parse(saved.text);
    crafted.options.setup.armies[0][0].models = 1e9;
    await openFromDisk(page, 'Open…', { name: 'malformed.tenfold', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(crafted)) });
    const alert = page.getByRole('alert').filter({ hasText: 'malformed.tenfold' }).first();
    await alert.waitFor();
    // The notice's text, without its dismiss button (×).
    const message = (await alert.textContent())!.replace(/\s*×\s*$/, '').trim();
    expect(message).toMatch(/malformed\.tenfold cannot be opened: its game cannot be set up again: armies\[0\]\[0\]\.models: expected a whole number from 0 to 200, got the number 1,000,000,000\./);
    // One sentence, in words: no second sentence, no JavaScript.
    expect(message.slice(message.indexOf('malformed.tenfold'))).not.toMatch(/[.!?]\s+\S|undefined|TypeError|Cannot read/);
    // The screen is as it was: the same game, its file still the one in the header.
    expect(await documentName(page)).toBe('Kept.tenfold');
    expect(await logCount(page)).toBe(keptLog);
    expect(await gameTitle(page).inputValue()).toBe(D10_TITLE);

    // New game → Save asks for a name, and never names the refused file.
    await page.getByRole('button', { name: 'Close game' }).click();
    expect(await quickGameSavedAs(page, ask, 'After the malformed file')).toEqual([`Save in this browser as: ${suggested(D10_TITLE)}`]);
    expect(await recentFiles(page)).toEqual(['After the malformed file.tenfold', 'Kept.tenfold']);
    expect(app.errors).toEqual([]);
    await app.context.close();
  });
});
