/**
 * How much of the Battle Forge rule catalogue the tests name: a catalogue id counts when it leads
 * some test's title (`it('BF.X.Y: …')`, or several ids joined by "and" or commas before the colon).
 * The share may only grow, so a rule's test cannot silently disappear.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogIds } from '../../fixtures/rules/catalog';

/** Rows named by tests when this floor was last raised; raise it as tests are added, never lower it. */
const NAMED_AT_LEAST = 370;

const ID = String.raw`BF\.[A-Z0-9_]+\.[A-Z0-9_]+`;
const TITLE = /\b(?:it|test)(?:\.each\([^)]*\))?\(\s*(['"`])(.*?)\1/g;
const LEADING_IDS = new RegExp(String.raw`^${ID}(?:(?:,|\s+and|\s*&|\s*/)\s*${ID})*`);

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return testFiles(path);
    return /\.test\.ts$/.test(e.name) ? [path] : [];
  });
}

/** Every catalogue id that leads at least one test title under `tests/`. */
function namedIds(root: string): Set<string> {
  const named = new Set<string>();
  for (const file of testFiles(root)) {
    for (const m of readFileSync(file, 'utf8').matchAll(TITLE)) {
      const lead = LEADING_IDS.exec(m[2]!)?.[0] ?? '';
      for (const id of lead.match(new RegExp(ID, 'g')) ?? []) named.add(id);
    }
  }
  return named;
}

describe('Battle Forge rule catalogue coverage', () => {
  it('the tests name at least as many catalogue rows as they did when the floor was set', () => {
    const catalog = catalogIds('battle-forge');
    const named = namedIds(fileURLToPath(new URL('../..', import.meta.url)));
    const covered = [...catalog].filter((id) => named.has(id));
    expect(catalog.size).toBe(389);
    expect(covered.length).toBeGreaterThanOrEqual(NAMED_AT_LEAST);
  });

  it('a title counts only for the ids that lead it, before its first words', () => {
    const titles = ["it('BF.A.B and BF.C.D: x BF.E.F')", "it('about BF.G.H')", "it('BF.I.J, BF.K.L: y')"];
    const leading = titles.flatMap((t) => [...t.matchAll(TITLE)].flatMap((m) => LEADING_IDS.exec(m[2]!)?.[0].match(new RegExp(ID, 'g')) ?? []));
    expect(leading).toEqual(['BF.A.B', 'BF.C.D', 'BF.I.J', 'BF.K.L']);
  });
});
