import { describe, expect, it } from 'vitest';
import { applyOptions, bfArmies, bfRosterText } from '../../../shared/rulesets/battle-forge/armies';
import { HEARTH_AND_TIDE } from '../../../shared/rulesets/battle-forge/content/hearth-and-tide';
import { BF_SAMPLES } from '../../../shared/rulesets/battle-forge/content/lists';

const sheet = (faction: number, id: string) => HEARTH_AND_TIDE.factions[faction]!.datasheets.find((d) => d.id === id)!;

describe('Battle Forge army building through the ruleset contract', () => {
  it('checks every sample list legal and resolves every unit of it', () => {
    for (const [factionId, lists] of Object.entries(bfArmies.samples)) {
      expect(bfArmies.factions.map((f) => f.id)).toContain(factionId);
      for (const list of lists) {
        expect(bfArmies.check(list)).toMatchObject({ ok: true, problems: [] });
        const resolved = bfArmies.resolve(list);
        expect(resolved.ok).toBe(true);
        if (resolved.ok) {
          expect(resolved.units.map((u) => u.uid)).toEqual(list.units.map((u) => u.uid));
          expect(resolved.units.reduce((n, u) => n + u.points, 0)).toBe(bfArmies.check(list).points);
          for (const u of resolved.units) expect(u.groups.reduce((n, g) => n + g.count, 0)).toBe(u.models);
        }
      }
    }
  });

  it('BF.DATA.UNIT_OPTIONS: a swap on one model splits its line; a swap on all changes the line; added models join it', () => {
    const wardens = sheet(0, 'hedge-wardens');
    const options = wardens.options.filter((o) => o.id === 'volley-gun' || o.id === 'more-wardens');
    const groups = applyOptions(wardens, options);
    expect(groups.map((g) => [g.count, g.weapons.map((w) => w.weapon)])).toEqual([
      [9, ['longrifle', 'knife']],
      [1, ['knife', 'volley-gun']],
    ]);
    const reavers = sheet(1, 'deck-reavers');
    const axes = applyOptions(reavers, reavers.options.filter((o) => o.id === 'boarding-axes'));
    expect(axes).toHaveLength(1);
    expect(axes[0]!.weapons.map((w) => w.weapon)).toEqual(['hook-pistol', 'boarding-axe']);
  });

  it('BF.LEGEND.PURCHASE: a Legend item replaces the item it names and marks the unit a Legend', () => {
    const fleet = BF_SAMPLES['saltmarrow-reavers']![2]!;
    const resolved = bfArmies.resolve(fleet);
    if (!resolved.ok) throw new Error('the fleet resolves');
    const chief = resolved.units[0]!;
    expect(chief.legend).toBe(true);
    expect(chief.points).toBe(29);
    expect(chief.groups[0]!.weapons).toEqual([
      { weapon: 'hook-pistol', copies: 1 },
      { weapon: 'tidebreaker', copies: 1 },
    ]);
  });

  it('the roster names the faction, points, SP a round, advantage, each organisation and each unit\'s kit', () => {
    const text = bfRosterText(BF_SAMPLES['thornwall-march']![0]!, HEARTH_AND_TIDE);
    expect(text[0]).toBe('Battle Forge · The Thornwall March · 95 / 100 points · 3 SP a round');
    expect(text).toContain('Advantage points: 1');
    expect(text).toContain('Patrol (0 SP)');
    expect(text).toContain('- Hedge Wardens, 5 models: 20 pts');
    expect(text).toContain('    4× Warden: Longrifle, Knife; 1× Warden: Knife, Volley Gun');
    const fleet = bfArmies.text(BF_SAMPLES['saltmarrow-reavers']![2]!);
    expect(fleet).toContain('Vanguard (1 SP)');
    expect(fleet).toContain('- Reaver Chief (Legend), 1 model: 29 pts');
  });

  it('a list naming a faction or unit the module lacks resolves to a reason, not a throw', () => {
    const list = BF_SAMPLES['thornwall-march']![0]!;
    expect(bfArmies.resolve({ ...list, faction: 'sky-pirates' })).toEqual({ ok: false, code: 'unknown-faction' });
    expect(bfArmies.resolve({ ...list, units: [{ ...list.units[0]!, profile: 'sky-galleon' }] })).toEqual({ ok: false, code: 'unknown-unit', profile: 'sky-galleon' });
  });
});
