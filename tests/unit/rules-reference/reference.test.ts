import { describe, expect, it } from 'vitest';
import { RULES_REFERENCE } from '../../../shared/rules-reference';
import { catalogIds } from '../../fixtures/rules/catalog';

describe('the Rules screen’s quick reference', () => {
  it.each([
    ['d10-wargame', 'd10-wargame'],
    ['quality', 'quality-wargame'],
  ] as const)('cites only rule ids that exist in the %s catalog', (ruleset, catalog) => {
    const ids = catalogIds(catalog);
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
