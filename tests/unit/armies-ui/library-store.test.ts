import { describe, expect, it } from 'vitest';
import { armyJson, readArmy } from '../../../src-renderer/src/armies/model/kits';
import { freshLibrary, legalArmy } from './fixtures';

describe('the army library in IndexedDB', () => {
  it('imports an army file as a new army with its points and legal badge worked out by the core', async () => {
    const { store } = await freshLibrary();
    const imported = await store.importText(armyJson(legalArmy()));
    expect(imported).toMatchObject({ ok: true, value: { name: 'Meridian 1000', ruleset: 'd10-wargame', faction: 'meridian-line', points: 1000, legal: true } });
    expect(await store.list()).toHaveLength(1);
  });

  it('marks an army over its limit as illegal (D10.ARMY.POINT_LIMIT)', async () => {
    const { store } = await freshLibrary();
    const outcome = await store.importText(armyJson({ ...legalArmy(), pointsLimit: 999 }));
    expect(outcome.ok && outcome.value.legal).toBe(false);
  });

  it('renames an army in its file too, and refuses an empty name', async () => {
    const { store } = await freshLibrary();
    const added = await store.importText(armyJson(legalArmy()));
    if (!added.ok) throw new Error(added.message);
    const renamed = await store.rename(added.value.id, '  Iron Line  ');
    expect(renamed.ok && renamed.value.name).toBe('Iron Line');
    const stored = await store.get(added.value.id);
    const file = readArmy(stored!.file);
    expect(file.ok && file.value.name).toBe('Iron Line');
    expect(await store.rename(added.value.id, '   ')).toEqual({ ok: false, message: 'An army needs a name.' });
    expect((await store.get(added.value.id))!.name).toBe('Iron Line');
  });

  it('duplicates an army under a name not yet taken', async () => {
    const { store } = await freshLibrary();
    const added = await store.importText(armyJson(legalArmy()));
    if (!added.ok) throw new Error(added.message);
    const first = await store.duplicate(added.value.id);
    const second = await store.duplicate(added.value.id);
    expect(first.ok && first.value.name).toBe('Meridian 1000 (copy)');
    expect(second.ok && second.value.name).toBe('Meridian 1000 (copy 2)');
    expect(new Set((await store.list()).map((r) => r.name))).toEqual(new Set(['Meridian 1000', 'Meridian 1000 (copy)', 'Meridian 1000 (copy 2)']));
  });

  it('deletes an army and puts it back exactly as it was on undo', async () => {
    const { store } = await freshLibrary();
    const added = await store.importText(armyJson(legalArmy()));
    if (!added.ok) throw new Error(added.message);
    const removed = await store.remove(added.value.id);
    expect(await store.list()).toEqual([]);
    await store.restore(removed!);
    expect(await store.list()).toEqual([added.value]);
  });

  it('refuses a broken file with a message and writes nothing', async () => {
    const { store } = await freshLibrary();
    for (const text of ['', '{', '[]', '{"format":"tenfold-army","version":99}', JSON.stringify({ ...legalArmy(), units: 'many' })]) {
      const outcome = await store.importText(text);
      expect(outcome.ok).toBe(false);
      if (!outcome.ok) expect(outcome.message.length).toBeGreaterThan(5);
    }
    expect(await store.list()).toEqual([]);
  });

  it('says plainly when a file comes from a newer Tenfold', async () => {
    const { store } = await freshLibrary();
    const outcome = await store.importText(JSON.stringify({ ...legalArmy(), version: 2 }));
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.message).toMatch(/newer Tenfold/);
  });
});
