import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RULES_REFERENCE } from '../../../shared/rules-reference';

/** Every rule id the catalog lists, read from ../shared/rules beside the checkout. */
function catalogIds(file: string): Set<string> {
  const text = readFileSync(fileURLToPath(new URL(`../../../../shared/rules/${file}`, import.meta.url)), 'utf8');
  return new Set([...text.matchAll(/^\| ((?:D10|QW)\.[A-Z0-9_.]+) \|/gm)].map((m) => m[1]!));
}

describe('the Rules screen’s quick reference', () => {
  it.each([
    ['d10-wargame', 'd10-wargame.md'],
    ['quality', 'quality-wargame.md'],
  ])('cites only rule ids that exist in the %s catalog', (ruleset, file) => {
    const ids = catalogIds(file);
    expect(ids.size).toBeGreaterThan(50);
    const cited = RULES_REFERENCE[ruleset]!.flatMap((s) => s.points.flatMap((p) => p.rules));
    expect(cited.length).toBeGreaterThan(10);
    expect(cited.filter((id) => !ids.has(id))).toEqual([]);
  });

  it('gives every point a citation and every section a point', () => {
    for (const sections of Object.values(RULES_REFERENCE)) {
      for (const section of sections) {
        expect(section.points.length).toBeGreaterThan(0);
        for (const point of section.points) expect(point.rules.length).toBeGreaterThan(0);
      }
    }
  });
});
