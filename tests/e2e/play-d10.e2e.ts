import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { acceptNextDialog } from './dialogs';
import { ARTIFACTS, baseUrl, browserPerFile, openApp } from './harness';
import { logText, playStep } from './play-driver';

const browser = browserPerFile();

describe('playing a D10 Wargame game on the Play screen', () => {
  it('D10.ARMY.FOC: an illegal army from the library is flagged before play, with the core’s reasons', async () => {
    const app = await openApp(browser(), '#/settings');
    const file = readFileSync(new URL('../fixtures/armies/cinder-500-illegal.json', import.meta.url), 'utf8');
    // Put the army in the library the way the Armies screen keeps it (IndexedDB, the `armies` table).
    await app.page.evaluate(async (text) => {
      const army = JSON.parse(text) as { id: string; name: string; faction: string; pointsLimit: number };
      await new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('tenfold');
        open.onerror = () => reject(new Error('no database'));
        open.onsuccess = () => {
          const tx = open.result.transaction('armies', 'readwrite');
          tx.objectStore('armies').put({ id: army.id, name: army.name, ruleset: 'd10-wargame', faction: army.faction, points: army.pointsLimit, legal: false, file: text, updatedAt: Date.now() });
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(new Error('not stored'));
        };
      });
    }, file);
    await app.page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Play' }).click();
    const choice = app.page.getByLabel('Player 1 army');
    await expect.poll(() => choice.locator('option', { hasText: 'Too Much Of Everything' }).count()).toBe(1);
    await choice.selectOption({ label: (await choice.locator('option', { hasText: 'Too Much Of Everything' }).textContent())!.trim() });
    const flagged = app.page.getByRole('alert').filter({ hasText: 'is not legal' });
    expect(await flagged.textContent()).toMatch(/Too Much Of Everything is not legal/);
    await app.page.getByLabel('Player 2 army').selectOption({ index: 1 });
    await app.page.getByRole('button', { name: 'Start the game' }).click();
    expect(await app.page.getByRole('alert').filter({ hasText: "Player 1's army" }).textContent()).toMatch(/is not legal/);
    await app.screenshot('play-d10-illegal-army');
    expect(app.errors).toEqual([]);
    await app.context.close();
  });

  it('D10.ROUND.ROLL_AFTER_5: plays two 500-point starter armies from the roll-off to the result, saved and resumed mid-game', async () => {
    const app = await openApp(browser(), '#/play');
    const page = app.page;

    // New game: ruleset, both starter armies at 500 points (checked legal by the core), mission, seed.
    await page.getByRole('button', { name: /Quick start/ }).click();
    await page.getByLabel('Dice seed').fill(process.env['PLAY_SEED'] ?? 'e2e-d10');
    expect(await page.getByText(/^Legal: \d+ of 500 points\.$/).count()).toBe(2);
    await app.screenshot('play-d10-wizard');
    await page.getByRole('button', { name: 'Start the game' }).click();

    // The pre-game sequence in the engine's order: roll-off, order of play, deployment, objectives.
    // Real dice: the app asks the engine which dice it wants, the player types what they rolled.
    await page.getByRole('checkbox', { name: /Real dice/ }).check();
    await page.getByRole('button', { name: 'Roll off for initiative' }).click();
    const wanted = page.getByRole('status', { name: 'Dice wanted' });
    expect(await wanted.textContent()).toMatch(/Player 1 rolls first, then Player 2\s*Roll 2 dice for initiative roll-off/);
    await page.getByLabel('Dice rolled').fill('3');
    expect(await wanted.textContent()).toMatch(/Roll 1 die for initiative roll-off/);
    // D10.SETUP.FIRST_PLAYER_TIE: a tie asks for another pair, and says so.
    await page.getByLabel('Dice rolled').fill('3 3');
    expect(await wanted.textContent()).toMatch(/Tie 3–3: roll again\s*Roll 2 dice for initiative roll-off/);
    expect(await page.getByRole('button', { name: 'Resolve with these dice' }).isDisabled()).toBe(true);
    await app.screenshot('play-d10-real-dice-tie');
    await page.getByLabel('Dice rolled').fill('3 3 3 9 4');
    expect(await wanted.textContent()).toMatch(/Too many dice: this needs 4/);
    expect(await page.getByRole('button', { name: 'Resolve with these dice' }).isDisabled()).toBe(true);
    await page.getByLabel('Dice rolled').fill('3 3 3 9');
    await app.screenshot('play-d10-real-dice');
    await page.getByRole('button', { name: 'Resolve with these dice' }).click();
    await expect.poll(() => logText(page)).toMatch(/Initiative roll-off \(3, 3, 3, 9\): Player 2 wins\./);
    expect(await page.getByRole('list', { name: 'Dice' }).first().getByRole('listitem').allTextContents()).toEqual(['3', '3', '3', '9']);
    await page.getByRole('checkbox', { name: /Real dice/ }).uncheck();
    await app.screenshot('play-d10-rolloff');
    await page.getByRole('button', { name: 'Confirm the order of play' }).click();
    // A deployment outside the zone is refused with the engine's reason, and changes nothing.
    await page.getByLabel('Deploy x').fill('24');
    await page.getByLabel('Deploy y').fill('24');
    await page.getByRole('button', { name: 'Deploy', exact: true }).click();
    expect(await page.getByRole('alert').textContent()).toMatch(/deployment zone/);
    for (let i = 0; i < 12; i++) await page.getByRole('button', { name: 'Deploy at a suggested spot' }).click();
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Place at a suggested spot' }).click();
    await expect.poll(() => page.getByTestId('turn-prompt').textContent()).toMatch(/choose a unit to activate \(round 1\)/);
    await app.screenshot('play-d10-round1');

    // Undo and redo the first activation.
    await page.getByRole('list', { name: 'Units ready to activate' }).getByRole('button').first().click();
    await page.getByRole('button', { name: 'Activate' }).click();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => page.getByTestId('turn-prompt').textContent()).toMatch(/choose a unit to activate/);
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(() => page.getByTestId('turn-prompt').textContent()).toMatch(/is active/);
    // The same through the keyboard shortcuts.
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.getByTestId('turn-prompt').textContent()).toMatch(/choose a unit to activate/);
    await page.keyboard.press('Control+Shift+Z');
    await expect.poll(() => page.getByTestId('turn-prompt').textContent()).toMatch(/is active/);

    // Drag the active unit on the table: the allowance ring and the engine's verdict follow the pointer.
    await page.getByRole('button', { name: 'Drag to move' }).click();
    const canvas = page.getByTestId('play-canvas');
    const view = JSON.parse((await canvas.getAttribute('data-view'))!) as { scale: number; offsetX: number; offsetY: number; tableHeight: number };
    const model = JSON.parse((await canvas.getAttribute('data-selected-model'))!) as { x: number; y: number };
    const box = (await canvas.boundingBox())!;
    const toScreen = (x: number, y: number) => ({ x: box.x + view.offsetX + x * view.scale, y: box.y + view.offsetY + (view.tableHeight - y) * view.scale });
    const from = toScreen(model.x, model.y);
    // Toward the enemy: up the table from player 1's half, down it from player 2's.
    const ahead = model.y < view.tableHeight / 2 ? 1 : -1;
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    const far = toScreen(model.x, model.y + 14 * ahead);
    await page.mouse.move(far.x, far.y, { steps: 8 });
    await expect.poll(() => canvas.getAttribute('data-drag')).toMatch(/would move 14\.0"; a Move allows 6"/);
    await app.screenshot('play-d10-drag-illegal');
    const near = toScreen(model.x, model.y + 4 * ahead);
    await page.mouse.move(near.x, near.y, { steps: 4 });
    await expect.poll(() => canvas.getAttribute('data-drag')).toBe('legal');
    await app.screenshot('play-d10-drag-legal');
    await page.mouse.up();
    await expect.poll(() => logText(page)).toMatch(/moves 4"/);

    // Play to the middle of round 3, then save.
    let steps = 0;
    while (!(await page.getByTestId('turn-prompt').textContent())?.includes('(round 3)') && steps++ < 400) await playStep(page);
    await app.screenshot('play-d10-round3');
    await page.getByRole('region', { name: 'Game log' }).screenshot({ path: join(ARTIFACTS, 'play-d10-log.png') });
    // The armies at a glance: every unit with its models left and its markers.
    const roster = page.locator('details.roster');
    await roster.locator('summary').click();
    expect(await roster.getByRole('list', { name: "Player 1's units" }).getByRole('listitem').count()).toBe(6);
    await roster.screenshot({ path: join(ARTIFACTS, 'play-d10-roster.png') });
    await roster.locator('summary').click();
    const before = await page.getByTestId('game-log').getByRole('listitem').count();
    // A new game is saved nowhere yet: Save asks for a name (the suggested one will do).
    acceptNextDialog(page);
    await page.getByRole('button', { name: 'Save game' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toMatch(/Saved/);

    // Resume it in a fresh page: the replayed game has exactly the same log.
    const resumed = await app.context.newPage();
    await resumed.goto(baseUrl() + '#/play');
    await resumed.getByRole('button', { name: /^Resume / }).first().click();
    await expect.poll(() => resumed.getByTestId('game-log').getByRole('listitem').count()).toBe(before);
    await page.close();

    // The rest of the game; the first shot, charge and rally are photographed before the dice roll.
    const shown = new Set<string>();
    const beforeCommit = async (what: string) => {
      if (shown.has(what)) return;
      shown.add(what);
      if (what === 'Fire') expect(await resumed.getByTestId('shot-odds').first().textContent()).toMatch(/^\d+ dice — \d+\+ to hit, \d+\+ to defend: [<\d.]+ wounds expected/);
      if (what === 'Charge') expect(await resumed.getByTestId('attack-odds').textContent()).toMatch(/^First blow: \d+ dice/);
      await resumed.screenshot({ path: join(ARTIFACTS, `play-d10-before-${what.toLowerCase()}.png`) });
    };
    steps = 0;
    while ((await playStep(resumed, { beforeCommit })) && steps++ < 1500);
    expect([...shown].sort()).toEqual(['Charge', 'Fire', 'Rally']);
    const log = await logText(resumed);
    expect(log).toMatch(/shoots .+ with .+: \d+ attacks, \d+ hits on/);
    expect(log).toMatch(/charges /);
    expect(log).toMatch(/wins the fight|The fight is a tie/);
    expect(log).toMatch(/attempts to Rally/);
    expect(log).toMatch(/Round 5 ends/);
    expect(log).toMatch(/Game length roll \d+/);
    const result = resumed.getByRole('region', { name: 'Result' });
    expect(await result.getByTestId('result-label').textContent()).toMatch(/Victory|Draw|Massacre|Win|Defeat|Victory/i);
    await resumed.screenshot({ path: join(ARTIFACTS, 'play-d10-result.png') });
    const download = resumed.waitForEvent('download');
    await result.getByRole('button', { name: 'Export battle report' }).click();
    const report = await download;
    expect(report.suggestedFilename()).toMatch(/report\.md$/);
    await report.saveAs(join(ARTIFACTS, 'play-d10-report.md'));
    expect(readFileSync(join(ARTIFACTS, 'play-d10-report.md'), 'utf8')).toMatch(/Round 5/);
    expect(app.errors).toEqual([]);
    await app.context.close();
  });
});
