import { describe, expect, it } from 'vitest';
import { SAMPLE_ARMIES } from '../../../shared/armies/index';
import { rosterFromFile, starterArmies } from '../../../src-renderer/src/table/model/army-source';

// The table reads an army through its ruleset's army rules (resolve) and its table pieces (the
// roster); a list it cannot plan is refused with a reason a player can read.
const meridian = SAMPLE_ARMIES['meridian-line']![1]!;
const thornwall = SAMPLE_ARMIES['thornwall-wardens']![1]!;

describe('the table’s armies', () => {
  it('D10.ARMY.ONE_FACTION: deploys a D10 list as a roster of its units, in list order', () => {
    const read = rosterFromFile(1, JSON.stringify(meridian));
    if (!read.ok) throw new Error(read.reason);
    expect(read.roster.armyName).toBe(meridian.name);
    expect(read.roster.units.map((u) => u.uid)).toEqual(meridian.units.map((u) => u.uid));
    expect(read.roster.units.every((u) => u.side === 1)).toBe(true);
  });

  it('refuses, with the reason, a list of a ruleset it does not plan, an unknown faction or unit, and an empty list', () => {
    expect(rosterFromFile(0, JSON.stringify(thornwall))).toEqual({
      ok: false,
      reason: `"${thornwall.name}" is a quality army; the table plans D10 Wargame deployments for now.`,
    });
    expect(rosterFromFile(0, JSON.stringify({ ...meridian, faction: 'nobody' }))).toEqual({
      ok: false,
      reason: `"${meridian.name}" names a faction Tenfold does not have (nobody).`,
    });
    const ghost = { ...meridian, units: [...meridian.units, { uid: 'x', profile: 'ghost-squad', models: 5, options: [] }] };
    expect(rosterFromFile(0, JSON.stringify(ghost))).toEqual({ ok: false, reason: `"${meridian.name}" lists a unit its faction does not have (ghost-squad).` });
    expect(rosterFromFile(0, JSON.stringify({ ...meridian, units: [] }))).toEqual({ ok: false, reason: `"${meridian.name}" has no units to deploy.` });
    expect(rosterFromFile(0, '{')).toMatchObject({ ok: false, reason: expect.stringMatching(/^This army cannot be read: /) });
  });

  it('offers the starter lists of the rulesets it plans only', () => {
    const starters = starterArmies();
    expect(starters.length).toBeGreaterThan(0);
    expect(starters.map((s) => JSON.parse(s.file).ruleset)).toEqual(starters.map(() => 'd10-wargame'));
    expect(starters.some((s) => s.name === meridian.name)).toBe(true);
    expect(starters.some((s) => s.name === thornwall.name)).toBe(false);
  });
});
