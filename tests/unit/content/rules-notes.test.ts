import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULES_NOTES, rulesNote } from '../../../shared/rules-notes/index';
import { ambiguityRuns } from '../../fixtures/rules/catalog';
import { runsOf } from '../../fixtures/rules/fingerprints';

const catalogs = [
  ['d10-wargame', 'd10-wargame', 'D10'],
  ['quality', 'quality-wargame', 'QW'],
] as const;

describe.each(catalogs)('rules notes for %s', (ruleset, catalog, prefix) => {
  const rowRuns = ambiguityRuns(catalog);
  const rows = [...rowRuns.keys()].map((id) => ({ id }));
  const notes = RULES_NOTES[ruleset]!;

  it(`${prefix}.AMBIG: the catalog has ambiguity rows to cover`, () => {
    expect(rows.length).toBeGreaterThan(prefix === 'D10' ? 50 : 20);
  });

  it(`${prefix}.AMBIG: every ambiguity in the catalog has a note a player can read`, () => {
    const missing = rows.map((r) => r.id).filter((id) => !rulesNote(id));
    expect(missing).toEqual([]);
    for (const note of notes) {
      expect(note.title.length).toBeGreaterThan(3);
      expect(note.reading.length).toBeGreaterThan(40);
    }
  });

  it(`${prefix}.AMBIG: every note is a catalog ambiguity or a Tenfold reading (${prefix}.TENFOLD.*), and none comes twice`, () => {
    const ids = new Set(rows.map((r) => r.id));
    expect(notes.filter((n) => !ids.has(n.id) && !n.id.startsWith(`${prefix}.TENFOLD.`)).map((n) => n.id)).toEqual([]);
    expect(new Set(notes.map((n) => n.id)).size).toBe(notes.length);
  });

  it(`${prefix}.AMBIG: each note is written in Tenfold’s own words, not pasted from the catalog`, () => {
    const copied: string[] = [];
    for (const [id, runs] of rowRuns) {
      // No run of ten words is shared with the catalog row (compared by fingerprint).
      const shared = runsOf(rulesNote(id)!.reading).filter((run) => runs.has(run));
      if (shared.length > 0) copied.push(`${id}: ${shared.length} runs`);
    }
    expect(copied).toEqual([]);
  });
});

it('D10.AMBIG: every Tenfold reading the code cites has a note for players', () => {
  const files = ['army.ts', 'generic-wargear.ts', 'schema.ts'].map((f) =>
    readFileSync(new URL(`../../../shared/rulesets/d10-wargame/${f}`, import.meta.url), 'utf8'),
  );
  const cited = new Set(files.flatMap((text) => text.match(/D10\.TENFOLD\.[A-Z_]+/g) ?? []));
  expect(cited.size).toBeGreaterThanOrEqual(3);
  expect([...cited].filter((id) => !rulesNote(id))).toEqual([]);
});
