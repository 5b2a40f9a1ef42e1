/**
 * Importing 10,000 generated malformed army files never throws and never changes the library:
 * every file is refused with a message, and the library holds exactly what it held before.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { armyJson } from '../../../src-renderer/src/armies/model/kits';
import { freshLibrary, legalArmy } from './fixtures';

const valid = legalArmy();
const validText = armyJson(valid);

/** Text that is not JSON at all. */
const notJson = fc.string({ maxLength: 200 }).filter((text) => {
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
});

/** A valid file cut short before its closing brace. */
const truncated = fc.integer({ min: 0, max: validText.lastIndexOf('}') - 1 }).map((end) => validText.slice(0, end));

/** JSON that is not an object. */
const notObject = fc.oneof(fc.array(fc.jsonValue(), { maxLength: 5 }), fc.string(), fc.double(), fc.boolean(), fc.constant(null)).map((v) => JSON.stringify(v) ?? 'null');

/** Values that are the wrong type or out of range for the field they replace. */
const wrongHeader = fc.oneof(
  fc.record({ key: fc.constant('format'), value: fc.oneof(fc.string().filter((s) => s !== 'tenfold-army'), fc.integer(), fc.constant(null)) }),
  fc.record({ key: fc.constant('version'), value: fc.oneof(fc.integer({ min: 2, max: 1e9 }), fc.integer({ min: -1e9, max: 0 }), fc.string(), fc.double({ min: 1.01, max: 1.99 })) }),
  fc.record({ key: fc.constant('pointsLimit'), value: fc.oneof(fc.integer({ min: -1e9, max: 0 }), fc.integer({ min: 100_001 }), fc.double({ min: 1.1, max: 999.9, noInteger: true }), fc.string()) }),
  fc.record({ key: fc.constant('name'), value: fc.oneof(fc.constant(''), fc.constant('   '), fc.string({ minLength: 81, maxLength: 200 }).filter((s) => s.trim().length > 80), fc.integer()) }),
  fc.record({ key: fc.constant('ruleset'), value: fc.oneof(fc.constantFrom('hundred-wars', 'skirmish-3d10', 'D10-WARGAME', ''), fc.integer()) }),
  fc.record({ key: fc.constant('units'), value: fc.oneof(fc.string(), fc.integer(), fc.dictionary(fc.string(), fc.integer())) }),
  fc.record({ key: fc.constant('faction'), value: fc.oneof(fc.constant('Meridian Line'), fc.constant(''), fc.integer(), fc.string({ minLength: 65, maxLength: 90 })) }),
  fc.record({ key: fc.string({ minLength: 1, maxLength: 12 }).filter((k) => !(k in valid) && k !== '__proto__'), value: fc.jsonValue() }),
);

const headerBroken = wrongHeader.map(({ key, value }) => JSON.stringify({ ...valid, [key]: value }));

/** One listed unit broken: model counts the file cannot hold, bad ids, unknown keys, duplicate uids. */
const unitBroken = fc
  .tuple(
    fc.integer({ min: 0, max: valid.units.length - 1 }),
    fc.oneof(
      fc.record({ models: fc.oneof(fc.integer({ min: -100, max: 0 }), fc.integer({ min: 31, max: 1e6 }), fc.double({ min: 1.5, max: 2.5, noInteger: true })) }),
      fc.record({ profile: fc.oneof(fc.constant('Line Squad'), fc.constant(''), fc.integer()) }),
      fc.record({ uid: fc.oneof(fc.constant(''), fc.constant('u1'), fc.integer()) }),
      fc.record({ options: fc.oneof(fc.string(), fc.array(fc.constant('NOT AN ID'), { minLength: 1, maxLength: 3 })) }),
      fc.record({ colour: fc.string() }),
    ),
  )
  .map(([index, patch]) => {
    const units = valid.units.map((u, i) => (i === index ? { ...u, ...patch } : u));
    // A uid patch of 'u1' on the first unit is no change; put the duplicate on another unit then.
    if ('uid' in patch && patch.uid === 'u1' && index === 0) units[1] = { ...units[1]!, uid: 'u1' };
    return JSON.stringify({ ...valid, units });
  });

/** Hostile shapes: deep nesting, an enormous array, a homebrew faction beside a built-in one. */
const hostile = fc.oneof(
  fc.integer({ min: 1, max: 5000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.integer({ min: 101, max: 400 }).map((n) => JSON.stringify({ ...valid, units: Array.from({ length: n }, (_, i) => ({ ...valid.units[0], uid: `x${i}` })) })),
  fc.constant(JSON.stringify({ ...valid, homebrew: { id: 'mine', name: 'Mine', ruleset: 'd10-wargame', weapons: [], units: [] } })),
  fc.constant(JSON.stringify({ ...valid, faction: undefined })),
);

const malformed = fc.oneof(notJson, truncated, notObject, headerBroken, unitBroken, hostile);

describe('importing malformed army files', () => {
  it('refuses 10,000 generated malformed files with a message, never throws, and never changes the library', async () => {
    const { store } = await freshLibrary();
    const kept = await store.importText(validText);
    expect(kept.ok).toBe(true);
    const before = await store.list();
    let refused = 0;

    await fc.assert(
      fc.asyncProperty(malformed, async (text) => {
        const outcome = await store.importText(text);
        expect(outcome.ok, text.slice(0, 300)).toBe(false);
        if (!outcome.ok) expect(outcome.message.trim().length).toBeGreaterThan(3);
        expect(await store.list()).toHaveLength(1);
        refused++;
      }),
      { numRuns: 10_000, seed: 20261121 },
    );

    expect(refused).toBe(10_000);
    expect(await store.list()).toEqual(before);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('refuses a file that tries to pollute object prototypes, leaving Object.prototype clean', async () => {
    const { store } = await freshLibrary();
    const text = validText.replace('{', '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},');
    const outcome = await store.importText(text);
    expect(outcome.ok).toBe(false);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(await store.list()).toEqual([]);
  });
});
