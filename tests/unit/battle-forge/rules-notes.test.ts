import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BF_NOTES } from '../../../shared/rulesets/battle-forge/rules-notes';
import { BF_REFERENCE } from '../../../shared/rulesets/battle-forge/rules-reference';
import { ambiguityRuns, catalogIds } from '../../fixtures/rules/catalog';
import { runsOf } from '../../fixtures/rules/fingerprints';

const rowRuns = ambiguityRuns('battle-forge');
const ambiguities = [...rowRuns.keys()];
const ids = catalogIds('battle-forge');

describe('Battle Forge rules notes (BF.AMBIG.*)', () => {
  it('BF.AMBIG: the catalog has its sixty ambiguity rows', () => {
    expect(ambiguities.length).toBe(60);
    expect(ambiguities.every((id) => id.startsWith('BF.AMBIG.'))).toBe(true);
  });

  it('BF.AMBIG: every ambiguity of the catalog has exactly one note', () => {
    const count = (id: string): number => BF_NOTES.filter((n) => n.id === id).length;
    expect(ambiguities.filter((id) => count(id) !== 1)).toEqual([]);
    expect(BF_NOTES.length).toBe(ambiguities.length);
  });

  it('BF.AMBIG: no note names an id the catalog lacks', () => {
    const known = new Set(ambiguities);
    expect(BF_NOTES.map((n) => n.id).filter((id) => !known.has(id))).toEqual([]);
  });

  it('BF.AMBIG: each note has a heading and a reading in whole sentences', () => {
    const bad = BF_NOTES.filter(
      (n) =>
        n.title.trim().length < 4 ||
        n.title.length > 60 ||
        n.reading.trim().length < 40 ||
        !/^[A-Z“"]/.test(n.reading) ||
        !/[.!?”]$/.test(n.reading),
    );
    expect(bad.map((n) => n.id)).toEqual([]);
  });

  it('BF.AMBIG: each note is written in Tenfold’s own words, not pasted from the catalog', () => {
    const copied: string[] = [];
    for (const note of BF_NOTES) {
      const runs = rowRuns.get(note.id) ?? new Set<string>();
      // No run of ten words is shared with the catalog row (compared by fingerprint).
      const shared = runsOf(note.reading).filter((run) => runs.has(run));
      if (shared.length > 0) copied.push(`${note.id}: ${shared.length} runs`);
    }
    expect(copied).toEqual([]);
  });

  it('BF.AMBIG: every ambiguity the engine cites in its code has a note for players', () => {
    const dir = new URL('../../../shared/rulesets/battle-forge/', import.meta.url);
    const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'rules-notes.ts' && f !== 'rules-reference.ts');
    const cited = new Set(files.flatMap((f) => readFileSync(new URL(f, dir), 'utf8').match(/BF\.AMBIG\.[A-Z0-9_]+/g) ?? []));
    expect(cited.size).toBeGreaterThan(20);
    const noted = new Set(BF_NOTES.map((n) => n.id));
    expect([...cited].filter((id) => !noted.has(id))).toEqual([]);
  });
});

describe('Battle Forge quick reference', () => {
  it('has sections with a title and points, every point with text', () => {
    expect(BF_REFERENCE.length).toBeGreaterThanOrEqual(6);
    expect(new Set(BF_REFERENCE.map((s) => s.id)).size).toBe(BF_REFERENCE.length);
    for (const section of BF_REFERENCE) {
      expect(section.title.trim().length).toBeGreaterThan(3);
      expect(section.points.length).toBeGreaterThan(0);
      for (const point of section.points) {
        expect(point.text.trim().length).toBeGreaterThan(20);
        expect(point.rules.length).toBeGreaterThan(0);
      }
    }
  });

  it('cites only rule ids that exist in the Battle Forge catalog', () => {
    expect(ids.size).toBeGreaterThan(300);
    const cited = BF_REFERENCE.flatMap((s) => s.points.flatMap((p) => p.rules));
    expect(cited.length).toBeGreaterThan(30);
    expect(cited.filter((id) => !ids.has(id))).toEqual([]);
  });

  it('covers the round, the check, shooting, saves, Shock, reactions and break tests', () => {
    const cited = new Set(BF_REFERENCE.flatMap((s) => s.points.flatMap((p) => p.rules)));
    const families = ['BF.BID.', 'BF.ROUND.', 'BF.CHECK.', 'BF.REACT.', 'BF.HIT.', 'BF.SAVE.', 'BF.SHOCK.', 'BF.BREAK.'];
    expect(families.filter((f) => ![...cited].some((id) => id.startsWith(f)))).toEqual([]);
  });
});
