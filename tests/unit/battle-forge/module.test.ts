import { describe, expect, it } from 'vitest';
import { HEARTH_AND_TIDE, HEARTH_AND_TIDE_INPUT } from '../../../shared/rulesets/battle-forge/content/hearth-and-tide';
import { castablePowers, availableStrategies } from '../../../shared/rulesets/battle-forge/army';
import { checkModule, Datasheet, GameModule, parseModule, Scenario, Weapon } from '../../../shared/rulesets/battle-forge/schema';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- writable JSON to break on purpose

/** A fresh, writable copy of the module's input, as a player's file would arrive. */
function moduleJson(): Json {
  return JSON.parse(JSON.stringify(HEARTH_AND_TIDE_INPUT)) as Json;
}

const sheets = HEARTH_AND_TIDE.factions.flatMap((f) => f.datasheets);
const models = sheets.flatMap((d) => d.composition);
const weapons = HEARTH_AND_TIDE.factions.flatMap((f) => f.weapons);

describe('Hearth and Tide, Tenfold\'s own Battle Forge module', () => {
  it('parses with the schema from plain JSON and passes every cross-reference check', () => {
    const parsed = parseModule(moduleJson());
    expect(parsed).toMatchObject({ ok: true });
    expect(checkModule(HEARTH_AND_TIDE)).toEqual([]);
  });

  it('has two factions of 8+ datasheets each, exactly one Legend datasheet each, a Focus each and strategies', () => {
    expect(HEARTH_AND_TIDE.factions).toHaveLength(2);
    for (const f of HEARTH_AND_TIDE.factions) {
      expect(f.datasheets.filter((d) => d.focus === undefined).length).toBeGreaterThanOrEqual(8);
      expect(f.datasheets.filter((d) => d.legend)).toHaveLength(1);
      expect(f.focuses.length).toBeGreaterThanOrEqual(1);
      expect(f.strategies.length + f.focuses[0]!.strategies.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('has Force Organisations with SP costs, two power specialties and four scenarios', () => {
    expect(HEARTH_AND_TIDE.forceOrganisations.map((o) => o.sp)).toEqual([0, 1, 1, 2]);
    expect(HEARTH_AND_TIDE.powerSpecialties).toHaveLength(2);
    expect(HEARTH_AND_TIDE.scenarios).toHaveLength(4);
  });

  it('uses only names of its own (no two datasheets, weapons or factions share a name)', () => {
    const names = [...sheets.map((d) => d.name), ...HEARTH_AND_TIDE.factions.map((f) => f.name)];
    expect(new Set(names).size).toBe(names.length);
  });

  it('BF.DATA.MODEL_STATS: every model with characteristics has all six in the book\'s ranges', () => {
    const withStats = models.filter((m) => m.stats);
    expect(withStats.length).toBeGreaterThan(15);
    for (const m of withStats) {
      const s = m.stats!;
      expect(s.mov, m.name).toBeGreaterThanOrEqual(4);
      expect(s.mov, m.name).toBeLessThanOrEqual(10);
      for (const v of [s.acc, s.str, s.sav!, s.init, s.co]) {
        expect(v, m.name).toBeGreaterThanOrEqual(1);
        expect(v, m.name).toBeLessThanOrEqual(10);
      }
    }
    const s = { mov: 5, acc: 11, str: 4, sav: 5, init: 5, co: 6 };
    const sheet = { id: 'x', name: 'X', points: 10, category: 'line', composition: [{ id: 'm', name: 'M', count: 1, stats: s }] };
    expect(Datasheet.safeParse(sheet).success).toBe(false);
    expect(Datasheet.safeParse({ ...sheet, composition: [{ id: 'm', name: 'M', count: 1, stats: { ...s, acc: 5 } }] }).success).toBe(true);
  });

  it('BF.DATA.UNIT_FIELDS: a datasheet has points, category, composition, special rules, options and keywords', () => {
    for (const d of sheets) {
      expect(d.points).toBeGreaterThan(0);
      expect(HEARTH_AND_TIDE.categories.map((c) => c.id)).toContain(d.category);
      expect(d.composition.length).toBeGreaterThan(0);
      expect(Array.isArray(d.rules) && Array.isArray(d.options)).toBe(true);
      expect(d.keywords.length).toBeGreaterThan(0);
    }
    const { points: _dropped, ...noPoints } = sheets[0]!;
    expect(Datasheet.safeParse(noPoints).success).toBe(false);
  });

  it('BF.DATA.NO_STATS_NO_HITS: a model may have no characteristics (the mortar, the lantern wisps) and then has no Save', () => {
    const bare = models.filter((m) => !m.stats).map((m) => m.name);
    expect(bare).toEqual(expect.arrayContaining(['Mortar', 'Lantern Wisp', 'Harpoon']));
  });

  it('BF.DATA.KEYWORDS: every datasheet carries its model type and its faction as keywords', () => {
    for (const f of HEARTH_AND_TIDE.factions) {
      const tag = f.id === 'thornwall-march' ? 'Thornwall' : 'Saltmarrow';
      for (const d of f.datasheets) {
        expect(d.keywords, d.name).toContain(tag);
        expect(d.keywords.length, d.name).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('BF.DATA.MODEL_SPECIAL: rules of one model sit on its composition line, apart from the unit\'s rules', () => {
    const walker = sheets.find((d) => d.id === 'ironbark-walker')!;
    expect(walker.rules).toEqual([]);
    expect(walker.composition[0]!.special).toEqual([{ rule: 'wounds', tier: 4 }, { rule: 'injuries' }]);
  });

  it('BF.WPN.SPECIAL: a weapon\'s special rules sit on the weapon (the Bellows Mortar\'s Indirect and Blast(1))', () => {
    expect(weapons.find((w) => w.id === 'bellows-mortar')!.rules).toEqual([{ rule: 'indirect' }, { rule: 'blast', tier: 1 }]);
    const json = moduleJson();
    json.factions[0].weapons[0].rules = [{ rule: 'blast', tier: 4 }];
    expect(parseModule(json)).toEqual({ ok: false, message: expect.stringContaining('Blast goes up to 3') });
  });

  it('BF.WPN.FIELDS: weapons carry name, range, attacks, AP and special rules; anything else is refused', () => {
    for (const w of weapons) expect(Object.keys(w).sort()).toEqual(['ap', 'attacks', 'id', 'name', 'range', 'rules']);
    expect(Weapon.safeParse({ id: 'w', name: 'W', range: 'melee', attacks: 1, ap: 0, damage: 2 }).success).toBe(false);
  });

  it('BF.WPN.RANGE_BANDS: ranged weapons have short and long bands, short no further than long', () => {
    const ranged = weapons.filter((w) => w.range !== 'melee');
    expect(ranged.length).toBeGreaterThan(8);
    for (const w of ranged) if (w.range !== 'melee') expect(w.range.short).toBeLessThanOrEqual(w.range.long);
    expect(Weapon.safeParse({ id: 'w', name: 'W', range: { short: 24, long: 12 }, attacks: 1, ap: 0 }).success).toBe(false);
  });

  it('BF.WPN.MELEE_ONLY: a range is "melee" or a pair of bands, nothing else', () => {
    expect(weapons.filter((w) => w.range === 'melee').length).toBeGreaterThan(8);
    expect(Weapon.safeParse({ id: 'w', name: 'W', range: 'close', attacks: 1, ap: 0 }).success).toBe(false);
    expect(Weapon.safeParse({ id: 'w', name: 'W', range: 12, attacks: 1, ap: 0 }).success).toBe(false);
  });

  it('BF.WPN.COPIES: Name(X) is a weapon carried with X copies (the Reaver Chief\'s Cutlass(2)), 1 when not written', () => {
    const chief = sheets.find((d) => d.id === 'reaver-chief')!.composition[0]!;
    expect(chief.weapons).toEqual([
      { weapon: 'hook-pistol', copies: 1 },
      { weapon: 'cutlass', copies: 2 },
    ]);
  });

  it('BF.LEGEND.PURCHASE: Legends are bought with points, as a datasheet of their own or as an item option', () => {
    const legendSheets = sheets.filter((d) => d.legend);
    const legendItems = sheets.flatMap((d) => d.options.filter((o) => o.legend));
    expect(legendSheets.every((d) => d.points > 0)).toBe(true);
    expect(legendItems.map((o) => o.name).sort()).toEqual(['Old Thunder', 'Tidebreaker']);
    expect(legendItems.every((o) => o.cost > 0 && o.remove.length === 1)).toBe(true);
  });

  it('BF.POWER.CASTERS: only datasheets with casting allowances cast, and each names casts and stops', () => {
    const casters = sheets.filter((d) => d.casting).map((d) => d.id);
    expect(casters.sort()).toEqual(['drowned-admiral', 'stone-sisters', 'tide-caller']);
    for (const d of sheets.filter((s) => s.casting)) expect(d.casting).toEqual({ casts: 1, stops: 1 });
  });

  it('BF.POWER.SPECIALTY_ACCESS: a caster of one specialty casts its powers and none of the other\'s', () => {
    const ids = castablePowers(HEARTH_AND_TIDE, 'stillwater').map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining(['quiet-mind', 'stone-skin', 'mire']));
    expect(ids).not.toContain('cinder-bolt');
  });

  it('BF.POWER.NO_SPECIALTY: powers listed with no specialty are open to every caster', () => {
    for (const s of ['stillwater', 'emberlore', undefined]) expect(castablePowers(HEARTH_AND_TIDE, s).map((p) => p.id)).toContain('sense-danger');
    expect(castablePowers(HEARTH_AND_TIDE, undefined).map((p) => p.id)).toEqual(['sense-danger']);
  });

  it('BF.SP.TIMING: every strategy says when it may be used, from the module\'s list of moments', () => {
    const all = HEARTH_AND_TIDE.factions.flatMap((f) => availableStrategies(HEARTH_AND_TIDE, f, f.focuses[0]!.id));
    expect(new Set(all.map((s) => s.timing)).size).toBeGreaterThanOrEqual(5);
    const json = moduleJson();
    json.strategies[0].timing = 'whenever';
    expect(parseModule(json)).toMatchObject({ ok: false, message: expect.stringContaining('strategies[0].timing') });
  });

  it('BF.SP.REROLLS_MODULE: the module offers re-roll strategies with their own costs and timing', () => {
    const rerolls = HEARTH_AND_TIDE.strategies.filter((s) => s.reroll);
    expect(rerolls.map((s) => [s.id, s.sp, s.timing])).toEqual([
      ['steady-hand', 1, 'after-roll'],
      ['grim-resolve', 2, 'after-roll'],
    ]);
  });

  it('BF.SP.PREGAME: pre-game strategies are marked as such, so the game takes them from round 1\'s income', () => {
    expect(HEARTH_AND_TIDE.strategies.filter((s) => s.timing === 'pre-game').map((s) => s.id)).toEqual(['scout-the-field']);
  });

  it('BF.LEN.SIX_ROUNDS: every scenario lasts six rounds, and a scenario of any other length is refused', () => {
    for (const s of HEARTH_AND_TIDE.scenarios) expect(s.rounds).toBe(6);
    const json = moduleJson();
    json.scenarios[0].rounds = 7;
    expect(parseModule(json).ok).toBe(false);
  });

  it('BF.DEPLOY.IN_OWN_ZONE: each scenario has one deployment zone per side, on the table; a zone off it is refused', () => {
    for (const s of HEARTH_AND_TIDE.scenarios) expect(s.zones).toHaveLength(2);
    const s = JSON.parse(JSON.stringify(HEARTH_AND_TIDE_INPUT.scenarios[0])) as Json;
    expect(Scenario.safeParse(s).success).toBe(true);
    s.zones[1].y = 40;
    expect(Scenario.safeParse(s).success).toBe(false);
  });

  it('BF.RES.EDGE_REQUIRED: each scenario says whether a side has a reserves edge', () => {
    expect(HEARTH_AND_TIDE.scenarios.map((s) => s.reserveEdges)).toEqual(['own-edge', 'own-edge', 'none', 'any-edge']);
  });

  it('a module that names a weapon, rule or category it does not define is refused with the name', () => {
    const json = moduleJson();
    json.factions[0].datasheets[1].composition[0].weapons[0].weapon = 'laser-sword';
    expect(parseModule(json)).toEqual({ ok: false, message: expect.stringContaining('laser-sword') });
    const tiers = moduleJson();
    tiers.factions[0].datasheets[0].composition[0].special = [{ rule: 'wounds' }];
    expect(parseModule(tiers)).toEqual({ ok: false, message: expect.stringContaining('Wounds needs tier') });
  });

  it('GameModule keeps its defaults: a weapon with no copies carries one', () => {
    const parsed = GameModule.parse(moduleJson());
    expect(parsed.factions[0]!.datasheets[0]!.composition[0]!.weapons[0]!.copies).toBe(1);
  });
});
