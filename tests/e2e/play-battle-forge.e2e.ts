/**
 * A Battle Forge game played hot seat on the generic Play screen, from the new-game wizard to the
 * result: every unit deployed by clicking the table, the secret Shock bid (the laptop passes between
 * the players and neither sees the other's number before the reveal), the Shock placed, activations
 * of two actions, a reaction offered to the other player and taken, a counter attack that shoots
 * back, a power cast and an attempt to stop it, then on to the result, saved and reopened.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acceptNextDialog } from './dialogs';
import { ARTIFACTS, baseUrl, browserPerFile, openApp } from './harness';
import { logText } from './play-driver';
import { bid, clickTable, dismissRefusal, enabled, placeShock, playStep, prompt, takeLaptop, type Seen } from './bf-driver';

const browser = browserPerFile();

describe('playing a Battle Forge game on the Play screen', () => {
  it('BF.ROUND.PHASES: a 150-point hot-seat game from the wizard to the result, bids, reactions and powers through the generic screen, saved and reopened', async () => {
    const app = await openApp(browser(), '#/play');
    const page = app.page;
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByRole('radio', { name: 'Battle Forge' }).check();
    await page.getByLabel('Points', { exact: true }).fill('150');
    await page.getByRole('button', { name: /Quick start/ }).click();
    await page.getByLabel('Terrain', { exact: true }).selectOption('open');
    await page.getByLabel('Dice seed').fill(process.env['PLAY_SEED'] ?? 'e2e-battle-forge');
    expect(await page.getByText(/^Legal: \d+ of 150 points\.$/).count()).toBe(2);
    await app.screenshot('play-bf-wizard');
    await page.getByRole('button', { name: 'Start the game' }).click();

    // Deployment: each player clicks inside their zone (12″ deep at their table edge), alternating.
    const pregame = page.getByRole('region', { name: 'Pre-game sequence' });
    // The casters (Player 1's fourth unit, Player 2's fifth) stand in the middle, to meet early.
    const row = (xs: number[], y: number) => xs.map((x) => ({ x, y }));
    const free = [
      [...row([6, 14, 42], 8), { x: 24, y: 9 }, ...row([34, 6, 14, 42, 34], 3)],
      [...row([6, 14, 42, 34], 8), { x: 24, y: 9 }, ...row([6, 14, 42, 34], 3)],
    ];
    let placed = 0;
    for (let i = 0; i < 40 && (await pregame.count()) > 0; i++) {
      const side = /Player 2/.test((await pregame.locator('.prompt').textContent()) ?? '') ? 1 : 0;
      const spot = free[side]!.shift();
      if (!spot) throw new Error('No spot left to deploy');
      await clickTable(page, spot.x, side === 0 ? spot.y : 48 - spot.y);
      if ((await dismissRefusal(page)) === null) placed++;
      await takeLaptop(page);
    }
    expect(placed).toBe(13);
    await app.screenshot('play-bf-deployed');

    // Before round 1, pre-game strategies (BF.SP.PREGAME): Player 1 digs a Line unit in; both are then ready for battle.
    for (let i = 0; i < 8 && !/bid Shock in secret/.test(await prompt(page)); i++) {
      if (await takeLaptop(page)) continue;
      const dig = page.getByRole('group', { name: /^Dig In \(1 SP\)/ });
      if (/^Player 1/.test(await prompt(page)) && (await dig.count()) > 0) {
        await app.screenshot('play-bf-pregame');
        await dig.getByRole('button', { name: 'Use' }).click();
        continue;
      }
      await enabled(page, 'Ready for battle').click();
    }
    expect(await logText(page)).toMatch(/Player 1 spends 1 SP on Dig In for [^.]+\./);
    expect(await logText(page)).toMatch(/Player 1 is ready for battle\.[^]*Player 2 is ready for battle\.|Player 2 is ready for battle\.[^]*Player 1 is ready for battle\./);

    // Round 1, the secret bid: Player 1 bids 2, the screen covers for Player 2, who bids 0.
    await takeLaptop(page);
    await expect.poll(() => prompt(page)).toMatch(/bid Shock in secret/);
    const p1Army = page.getByRole('group', { name: "Player 1's army" });
    expect(await p1Army.textContent()).toMatch(/Bid Shock \(secret\) — Your units can take \d+ Shock in all; bid more and you forfeit the bid\./);
    await app.screenshot('play-bf-bid');
    await bid(page, 2);
    const cover = page.getByRole('dialog', { name: 'Pass the laptop' });
    expect(await cover.textContent()).toMatch(/Pass the laptop to Player 2/);
    expect(await page.getByRole('spinbutton', { name: 'Shock to bid' }).count()).toBe(0);
    await app.screenshot('play-bf-handover');
    await takeLaptop(page);
    expect(await page.getByRole('group', { name: "Player 2's army" }).count()).toBe(1);
    expect(await page.getByRole('spinbutton', { name: 'Shock to bid' }).inputValue()).toBe('0');
    expect(await logText(page)).not.toMatch(/bids 2/);
    await bid(page, 0);
    await takeLaptop(page);
    expect(await logText(page)).toMatch(/Bids revealed: Player 1 2, Player 2 0\./);
    expect(await prompt(page)).toMatch(/Player 1: place your bid Shock on your units/);
    await app.screenshot('play-bf-place-shock');
    await placeShock(page);
    expect(await prompt(page)).toMatch(/Player 1: choose a unit to activate/);

    // The first activation, two actions: Move toward the enemy, then Focus.
    const unitPanel = page.getByRole('region', { name: 'Selected unit' });
    await page.getByRole('list', { name: 'Units ready to activate' }).getByRole('button', { name: 'Hedge Wardens' }).click();
    await enabled(page, 'Activate').click();
    expect(await unitPanel.textContent()).toMatch(/Active \(0\/2 actions\)/);
    await page.getByLabel('Move distance').fill('4');
    await enabled(page, 'Move').click();
    await expect.poll(() => logText(page)).toMatch(/Hedge Wardens moves/);
    // The other player may answer the move (Overwatch) before the second action: let them decline.
    const seen: Seen = { notes: [], shots: [], shot: (name) => app.screenshot(name) };
    for (let i = 0; i < 6 && !/Player 1: choose an action for Hedge Wardens/.test(await prompt(page)); i++) {
      if (await takeLaptop(page)) continue;
      await enabled(page, /^No (reaction|Overwatch)$/, false).click();
    }
    expect(await unitPanel.textContent()).toMatch(/Active \(1\/2 actions\)/);
    await app.screenshot('play-bf-first-action');
    await enabled(page, 'Focus').click();
    await expect.poll(() => logText(page)).toMatch(/Hedge Wardens: focus/);
    await takeLaptop(page);

    let steps = 0;
    let wide = false;
    let still = 0;
    let last = '';
    while ((await playStep(page, seen)) && steps++ < 1500) {
      // Every step changes the game or the screen; ten in a row that do not mean the player is stuck.
      const now = `${await prompt(page)}|${await page.getByTestId('game-log').getByRole('listitem').count()}`;
      still = now === last ? still + 1 : 0;
      last = now;
      if (still > 10) throw new Error(`No progress at ${now}: ${JSON.stringify(seen.notes).slice(-1500)}`);
      // Once, mid-game, the screen at 1920×1080.
      if (!wide && (await page.getByText(/^Score — round 3$/).count()) > 0 && (await page.getByRole('dialog', { name: 'Pass the laptop' }).count()) === 0) {
        wide = true;
        await page.setViewportSize({ width: 1920, height: 1080 });
        await app.screenshot('play-bf-1920');
        await page.setViewportSize({ width: 1366, height: 768 });
      }
    }
    const log = await logText(page);
    // The bids: won and lost (2 to 0), then tied (1 each, both place their Shock).
    expect(log).toMatch(/Bids revealed: Player 1 2, Player 2 0\./);
    expect(log).toMatch(/Bids revealed: Player 1 1, Player 2 1\./);
    expect(log).toMatch(/Player 2 places 1 bid Shock on/);
    expect(log).toMatch(/Player 1 wins the bid, Player 2 loses the bid\./);
    expect(log).toMatch(/Player 1 ties, Player 2 ties\./);
    // Then a bid of one more Shock than the units can take: forfeited (BF.BID.FORFEIT).
    expect(log).toMatch(/Player 1 forfeits the bid \(placed (\d+) of \1?\d+ Shock\)/);
    // Break tests, from Shock or from losses.
    expect(log).toMatch(/takes a break test \((Shock reached Courage|lost over half in one attack)\): rolled \d+/);
    // A reaction offered to the other player, with its Initiative check, and taken.
    expect(seen.notes.join('\n')).toMatch(/Overwatch \[Initiative check at or under \d+\]/);
    expect(log).toMatch(/attempts Overwatch: Initiative check passed/);
    // A counter attack that shoots back: both shots are simultaneous (Return Fire).
    expect(log).toMatch(/attempts Counter Attack: Initiative check passed\.[^]*?\(simultaneous\)[^]*?\(simultaneous\)/);
    // A power cast and the other player's attempt to stop it.
    expect(log).toMatch(/casts [a-z-]+: \d+, cast\.\s*R\d+ .+ tries to stop [a-z-]+: rolled \d+, (not )?stopped\./);
    expect(log).toMatch(/wins with \d+ VP|draw/);
    if (process.env['BF_TRACE']) writeFileSync(join(ARTIFACTS, 'play-bf-log.txt'), `${JSON.stringify(seen, null, 1)}\n${(await logText(page)).replace(/ (R\d )/g, '\n$1')}`);
    await app.screenshot('play-bf-result');
    expect(await page.getByRole('region', { name: 'Result' }).count()).toBe(1);

    acceptNextDialog(page);
    await page.getByRole('toolbar', { name: 'Game' }).getByRole('button', { name: 'Save game' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toMatch(/Saved/);
    const resumed = await app.context.newPage();
    await resumed.goto(baseUrl() + '#/play');
    await resumed.getByRole('button', { name: /^Resume / }).first().click();
    await expect.poll(() => resumed.getByRole('region', { name: 'Result' }).count()).toBe(1);
    expect(app.errors).toEqual([]);
    await app.context.close();
  }, 600_000);
});
