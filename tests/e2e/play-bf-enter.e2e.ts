/**
 * Battle Forge buildings on the generic Play screen: a quick-start game whose generated table has
 * buildings, played by the engine's own listed commands until a unit that went into a building is
 * about to act, saved, opened from disk, and shown — the unit marked inside the building, its menu
 * offering to leave it with a point on the table, the log saying it went in.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BaseCommand } from '../../shared/core/ruleset';
import type { BfState } from '../../shared/rulesets/battle-forge/state';
import { rulesetFor } from '../../src-renderer/src/play/model/rulesets';
import { toSaveText } from '../../src-renderer/src/play/model/save';
import { issue, type SessionData } from '../../src-renderer/src/play/model/session';
import { newSession } from '../unit/play-ui/helpers';
import { ARTIFACTS, browserPerFile, openApp } from './harness';

const browser = browserPerFile();

/** Play on, going into buildings and boarding transports whenever offered, until a unit inside a building starts its activation. */
function toUnitInside(): { data: SessionData; unit: string; at: { x: number; y: number } } {
  let data = newSession('battle-forge', { points: 200 });
  const rules = rulesetFor('battle-forge');
  for (let i = 0; i < 3000; i++) {
    const s = data.game.state as BfState;
    const open = s.round.activation;
    const active = open ? s.units[open.unit] : undefined;
    if (active?.inBuilding && open?.actions.length === 0 && !s.pending) return { data, unit: active.name, at: { x: active.models[0]!.x, y: active.models[0]!.y } };
    const legal = rules.legalCommands(s) as (BaseCommand & { enter?: string; board?: string })[];
    const c = legal.find((x) => x.enter !== undefined) ?? legal.find((x) => x.type === 'move') ?? legal[0];
    if (!c) break;
    const next = issue(data, c);
    if (!next.ok) throw new Error(`${c.type} refused: ${next.reason}`);
    data = next.data;
  }
  throw new Error('No unit went into a building.');
}

describe('Battle Forge buildings on the Play screen', () => {
  it('BF.BLDG.EXIT_OR_CHANGE_FLOOR: a unit inside a building is marked so and offered to leave it, through the generic unit menu', async () => {
    const { data, unit, at } = toUnitInside();
    const text = toSaveText({ ...data, title: 'Into the houses' }, '0.1.0');
    if (!text.ok) throw new Error(text.reason);
    const path = join(ARTIFACTS, 'Into the houses.tenfold');
    await writeFile(path, text.text);

    const app = await openApp(browser(), '#/play');
    const { page } = app;
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Open a saved game file…' }).click();
    await (await chooser).setFiles(path);
    const cover = page.getByRole('dialog', { name: 'Pass the laptop' });
    await page.getByTestId('play-canvas').waitFor();
    if ((await cover.count()) > 0) await cover.getByRole('button', { name: /^I am / }).click();
    const panel = page.getByRole('region', { name: 'Selected unit' });
    // The unit stands gathered at the building's middle: click it there.
    const canvas = page.getByTestId('play-canvas');
    const view = JSON.parse((await canvas.getAttribute('data-view'))!) as { scale: number; offsetX: number; offsetY: number; tableHeight: number };
    const box = (await canvas.boundingBox())!;
    const clickTable = (x: number, y: number) => page.mouse.click(box.x + view.offsetX + x * view.scale, box.y + view.offsetY + (view.tableHeight - y) * view.scale);
    await clickTable(at.x, at.y);
    await panel.getByRole('heading', { name: unit }).waitFor();
    expect(await panel.getByRole('list', { name: 'Markers' }).textContent()).toContain('Inside the building');
    expect(await panel.textContent()).toContain('Leave the building');
    expect(await panel.textContent()).toContain('Where to come out');
    expect(await page.getByTestId('game-log').textContent()).toContain('goes into the building.');
    await app.screenshot('play-bf-inside-building');
    // Leaving: the generic form asks for a point on the table; the unit is set down around it.
    await panel.getByRole('button', { name: 'Choose on the table' }).click();
    await clickTable(at.x, at.y + (at.y > 24 ? 5 : -5));
    await expect.poll(async () => (await page.getByTestId('game-log').textContent()) ?? '').toContain(`${unit} leaves the building.`);
    await app.screenshot('play-bf-left-building');
    expect(app.errors).toEqual([]);
    await app.context.close();
  }, 240_000);
});
