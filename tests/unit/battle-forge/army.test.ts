import { describe, expect, it } from 'vitest';
import {
  advantagePoints,
  availableStrategies,
  baseStrategyPoints,
  BfArmyFile,
  mayAlly,
  parseBfArmy,
  strategyPoints,
  strategyPointsPerRound,
  validateBfArmy,
  type BfArmyReport,
} from '../../../shared/rulesets/battle-forge/army';
import { HEARTH_AND_TIDE, HEARTH_AND_TIDE_INPUT } from '../../../shared/rulesets/battle-forge/content/hearth-and-tide';
import { BF_SAMPLES } from '../../../shared/rulesets/battle-forge/content/lists';
import { GameModule, type Faction } from '../../../shared/rulesets/battle-forge/schema';

type Unit = { profile: string; models: number; options?: string[]; detachment?: string; specialty?: string };

function army(faction: string, limit: number, units: Unit[], extra: Record<string, unknown> = {}): BfArmyFile {
  return BfArmyFile.parse({
    format: 'tenfold-army',
    version: 1,
    id: 'test',
    name: 'Test list',
    ruleset: 'battle-forge',
    faction,
    pointsLimit: limit,
    detachments: [{ id: 'main', organisation: 'patrol' }],
    ...extra,
    units: units.map((u, i) => ({ uid: `u${i}`, options: [], ...u })),
  });
}

/** A legal Thornwall patrol of 95 points. */
const wardens: Unit[] = [
  { profile: 'warden-captain', models: 1 },
  { profile: 'hedge-wardens', models: 5, options: ['volley-gun'] },
  { profile: 'pike-wall', models: 6 },
  { profile: 'gorsewood-scouts', models: 4 },
  { profile: 'stone-sisters', models: 3, specialty: 'stillwater' },
];

const check = (a: BfArmyFile, m: GameModule = HEARTH_AND_TIDE): BfArmyReport => validateBfArmy(a, m);
const rules = (r: BfArmyReport): string[] => r.problems.map((p) => p.rule);

/** The module with extra factions for the ally rules: a hearthbound kin, a mercenary band and an unaligned host. */
function withAllies(): GameModule {
  const json = JSON.parse(JSON.stringify(HEARTH_AND_TIDE_INPUT)) as { factions: Record<string, unknown>[] };
  const reavers = json.factions[1]!;
  const copy = (id: string, alliance: string) => ({ ...JSON.parse(JSON.stringify(reavers)), id, name: `The ${id}`, alliance });
  json.factions.push(copy('hedge-kin', 'hearthbound'), copy('sellswords', 'mercenaries'), copy('lone-host', 'unaligned'));
  return GameModule.parse(json);
}

describe('the sample lists', () => {
  it('every faction has a legal list at 100, 150 and 200 points, each within its limit', () => {
    for (const faction of HEARTH_AND_TIDE.factions) {
      const lists = BF_SAMPLES[faction.id]!;
      expect(lists.map((l) => l.pointsLimit)).toEqual([100, 150, 200]);
      for (const list of lists) {
        const report = check(list);
        expect(report.problems, list.name).toEqual([]);
        expect(report.ok).toBe(true);
        expect(report.points).toBeLessThanOrEqual(list.pointsLimit);
        expect(report.points).toBeGreaterThan(list.pointsLimit - 15);
        expect(report.sp.income).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('BF.FORCE.STANDARD_150: each faction ships a list for the standard 150-point game', () => {
    for (const faction of HEARTH_AND_TIDE.factions) expect(BF_SAMPLES[faction.id]!.some((l) => l.pointsLimit === 150 && check(l).ok)).toBe(true);
  });

  it('BF.GEN.FORCE_SIZE_GUIDE: the sample lists field roughly 15 to 30 models (guidance, not a limit)', () => {
    for (const list of Object.values(BF_SAMPLES).flat()) {
      const n = list.units.reduce((sum, u) => sum + u.models, 0);
      expect(n, list.name).toBeGreaterThanOrEqual(15);
      expect(n, list.name).toBeLessThanOrEqual(40);
    }
  });

  it('the army file reads from plain JSON and refuses unknown fields with a message', () => {
    const sample = JSON.parse(JSON.stringify(BF_SAMPLES['thornwall-march']![0])) as Record<string, unknown>;
    expect(parseBfArmy(sample).ok).toBe(true);
    expect(parseBfArmy({ ...sample, cheat: true })).toEqual({ ok: false, message: expect.stringContaining('cheat') });
    expect(parseBfArmy({ ...sample, units: 'lots' })).toMatchObject({ ok: false });
  });
});

describe('points and advantage', () => {
  it('BF.DATA.POINTS: a unit costs its datasheet points plus its options, added to the list total', () => {
    expect(check(army('thornwall-march', 100, wardens)).points).toBe(24 + 16 + 4 + 15 + 14 + 22);
    expect(check(army('thornwall-march', 100, [{ profile: 'hedge-wardens', models: 10, options: ['more-wardens'] }], { casual: true })).points).toBe(30);
  });

  it('BF.FORCE.POINTS_LIMIT: exactly the limit is legal, one point over is not', () => {
    const at = army('thornwall-march', 95, wardens);
    expect(check(at).ok).toBe(true);
    const over = check(army('thornwall-march', 94, wardens));
    expect(over.problems).toEqual([{ rule: 'BF.FORCE.POINTS_LIMIT', message: 'The list costs 95 points, 1 over its 94-point limit.' }]);
  });

  it('BF.FORCE.ADV_POINTS: one advantage point for every full 5 points under the limit', () => {
    expect(advantagePoints(100, 95)).toBe(1);
    expect(advantagePoints(100, 96)).toBe(0);
    expect(advantagePoints(100, 90)).toBe(2);
    expect(advantagePoints(100, 86)).toBe(2);
    expect(advantagePoints(100, 100)).toBe(0);
    expect(advantagePoints(100, 120)).toBe(0);
    expect(check(army('thornwall-march', 150, wardens, { detachments: [{ id: 'main', organisation: 'patrol' }] })).advantagePoints).toBe(11);
  });

  it('BF.FORCE.POINTS_RANGE: limits from 100 to 300 and beyond are accepted', () => {
    for (const limit of [100, 150, 300, 500]) expect(check(army('thornwall-march', limit, wardens)).ok).toBe(true);
  });
});

describe('strategy points and Force Organisations', () => {
  it('BF.SP.EX_150PTS: a 150-point game gives 1 base + 3 = 4 SP a round', () => {
    expect(baseStrategyPoints(150)).toBe(4);
    expect(strategyPoints(150, []).perRound).toBe(4);
  });

  it('BF.SP.EX_100PTS: a 100-point game gives 1 base + 2 = 3 SP a round', () => {
    expect(baseStrategyPoints(100)).toBe(3);
    expect(check(army('thornwall-march', 100, wardens)).sp).toEqual({ base: 3, costs: 0, income: 3, perRound: 3 });
  });

  it('BF.SP.INCOME: 1 + one per full 50 points of game size, rounded down, minus organisation costs (BF.AMBIG.SP_INCOME)', () => {
    expect([49, 50, 99, 100, 149, 199, 200, 250].map(baseStrategyPoints)).toEqual([1, 2, 2, 3, 3, 4, 5, 6]);
    const company = HEARTH_AND_TIDE.forceOrganisations.find((o) => o.id === 'battle-company')!;
    expect(strategyPoints(150, [company])).toEqual({ base: 4, costs: 1, income: 3, perRound: 3 });
  });

  it('BF.AMBIG.SP_INCOME: the basis is the agreed limit in full 50s, not the list\'s total; 0 left is legal, below 0 is not', () => {
    // A 95-point list in a 149-point game still counts the game's size: 1 + 2.
    const r = check(army('thornwall-march', 149, wardens));
    expect(r.points).toBe(95);
    expect(r.sp.base).toBe(3);
    const siege = HEARTH_AND_TIDE.forceOrganisations.find((o) => o.id === 'siege-train')!;
    const company = HEARTH_AND_TIDE.forceOrganisations.find((o) => o.id === 'battle-company')!;
    expect(strategyPoints(100, [company, siege]).income).toBe(0);
    expect(strategyPoints(99, [company, siege]).income).toBe(-1);
  });

  it('BF.FORG.COST_FROM_INCOME: the SP costs of every chosen organisation come off the income each round', () => {
    const fleet = BF_SAMPLES['saltmarrow-reavers']![2]!;
    expect(check(fleet).sp).toEqual({ base: 5, costs: 2, income: 3, perRound: 3 });
  });

  it('BF.SP.MIN_ONE: a player gains at least 1 SP a round even when organisations take the income to 0', () => {
    expect(strategyPointsPerRound(0)).toBe(1);
    expect(strategyPointsPerRound(2)).toBe(2);
    const siege = HEARTH_AND_TIDE.forceOrganisations.find((o) => o.id === 'siege-train')!;
    expect(strategyPoints(50, [siege])).toEqual({ base: 2, costs: 2, income: 0, perRound: 1 });
  });

  it('BF.SP.ABILITY_CAP_1: abilities add at most 1 SP a round however many apply', () => {
    expect(strategyPointsPerRound(3, 0)).toBe(3);
    expect(strategyPointsPerRound(3, 1)).toBe(4);
    expect(strategyPointsPerRound(3, 3)).toBe(4);
    expect(strategyPointsPerRound(0, 2)).toBe(2);
  });

  it('BF.FORG.CHOOSE: a list must choose a Force Organisation the module has', () => {
    expect(rules(check(army('thornwall-march', 100, wardens, { detachments: [] })))).toEqual(['BF.FORG.CHOOSE']);
    const unknown = check(army('thornwall-march', 100, wardens, { detachments: [{ id: 'main', organisation: 'grand-host' }] }));
    expect(unknown.problems[0]).toMatchObject({ rule: 'BF.FORG.CHOOSE', message: expect.stringContaining('grand-host') });
  });

  it('BF.FORG.SLOT_LIMITS: each organisation limits how many units of each category it takes', () => {
    const twoCaptains = check(army('thornwall-march', 200, [...wardens, { profile: 'warden-captain', models: 1 }]));
    expect(twoCaptains.problems).toEqual([{ rule: 'BF.FORG.SLOT_LIMITS', message: 'Patrol "main" has 2 Command units; it takes exactly 1.' }]);
    const noLine = check(army('thornwall-march', 100, wardens.filter((u) => u.profile !== 'hedge-wardens' && u.profile !== 'pike-wall')));
    expect(noLine.problems).toEqual([{ rule: 'BF.FORG.SLOT_LIMITS', message: 'Patrol "main" has 0 Line units; it takes 1 to 3.' }]);
  });

  it('BF.DATA.CATEGORY: slots are counted by the datasheet\'s category, not its name', () => {
    // Two different Command datasheets still fill the one Command slot twice.
    const r = check(army('thornwall-march', 200, [...wardens, { profile: 'old-maud', models: 1 }]));
    expect(rules(r)).toEqual(['BF.FORG.SLOT_LIMITS']);
    expect(r.problems[0]!.message).toContain('2 Command units');
  });

  it('BF.FORG.MULTIPLE: any number of organisations while SP income stays at zero or above', () => {
    const units: Unit[] = [
      { profile: 'reaver-chief', models: 1, detachment: 'a' },
      { profile: 'deck-reavers', models: 6, detachment: 'a' },
      { profile: 'deck-reavers', models: 6, detachment: 'a' },
      { profile: 'ash-gulls', models: 3, detachment: 'b' },
      { profile: 'harpoon-crew', models: 3, detachment: 'c' },
    ];
    const detachments = [
      { id: 'a', organisation: 'battle-company' },
      { id: 'b', organisation: 'vanguard' },
      { id: 'c', organisation: 'siege-train' },
    ];
    // 200 points: 5 SP, costs 1 + 1 + 2 = 4, income 1: legal.
    expect(check(army('saltmarrow-reavers', 200, units, { detachments })).problems).toEqual([]);
    // 150 points: 4 SP, income 0: still legal.
    expect(check(army('saltmarrow-reavers', 150, units, { detachments })).sp.income).toBe(0);
    expect(check(army('saltmarrow-reavers', 150, units, { detachments })).ok).toBe(true);
    // 100 points: 3 SP, income -1: refused.
    const r = check(army('saltmarrow-reavers', 100, units, { detachments }));
    expect(r.problems).toEqual([
      { rule: 'BF.FORG.MULTIPLE', message: 'The Force Organisations cost 4 SP but a 100-point game gives 3; strategy points may not go below zero.' },
    ]);
  });

  it('with several organisations every unit says which it fills', () => {
    const detachments = [
      { id: 'a', organisation: 'battle-company' },
      { id: 'b', organisation: 'vanguard' },
    ];
    const r = check(army('saltmarrow-reavers', 200, [{ profile: 'reaver-chief', models: 1 }], { detachments }));
    expect(r.problems.filter((p) => p.unitUid === 'u0').map((p) => p.rule)).toEqual(['BF.FORG.CHOOSE']);
  });
});

describe('Legends', () => {
  it('BF.LEGEND.MAX_ONE: one Legend per list, whether a Legend unit or a Legend item', () => {
    expect(check(army('thornwall-march', 200, wardens.map((u) => (u.profile === 'warden-captain' ? { ...u, options: ['old-thunder'] } : u)))).legends).toBe(1);
    const maud = wardens.map((u) => (u.profile === 'warden-captain' ? { profile: 'old-maud', models: 1 } : u));
    expect(check(army('thornwall-march', 200, maud)).ok).toBe(true);
    const company = { detachments: [{ id: 'main', organisation: 'battle-company' }] };
    const two = check(army('thornwall-march', 200, [...maud, { profile: 'warden-captain', models: 1, options: ['old-thunder'] }], company));
    expect(two.problems).toEqual([{ rule: 'BF.LEGEND.MAX_ONE', message: 'The list has 2 Legends; it may include 1.' }]);
  });

  it('BF.LEGEND.MAX_ONE: a module may grant extra Legend slots through an organisation', () => {
    const json = JSON.parse(JSON.stringify(HEARTH_AND_TIDE_INPUT)) as { forceOrganisations: Record<string, unknown>[] };
    json.forceOrganisations[1]!.legendSlots = 1;
    const generous = GameModule.parse(json);
    const units: Unit[] = [
      { profile: 'old-maud', models: 1 },
      { profile: 'warden-captain', models: 1, options: ['old-thunder'] },
      { profile: 'hedge-wardens', models: 5 },
      { profile: 'pike-wall', models: 6 },
    ];
    const a = army('thornwall-march', 200, units, { detachments: [{ id: 'main', organisation: 'battle-company' }] });
    expect(rules(check(a))).toEqual(['BF.LEGEND.MAX_ONE']);
    expect(check(a, generous).ok).toBe(true);
  });
});

describe('options and composition', () => {
  it('BF.DATA.UNIT_OPTIONS: only the datasheet\'s own options, each once', () => {
    const foreign = check(army('thornwall-march', 100, [{ ...wardens[0]!, options: ['more-riders'] }, ...wardens.slice(1)]));
    expect(foreign.problems).toEqual([{ rule: 'BF.DATA.UNIT_OPTIONS', message: 'Warden Captain has no option "more-riders".', unitUid: 'u0' }]);
    const twice = check(army('thornwall-march', 100, [...wardens.slice(0, 1), { profile: 'hedge-wardens', models: 5, options: ['volley-gun', 'volley-gun'] }, ...wardens.slice(2)]));
    expect(rules(twice)).toEqual(['BF.DATA.UNIT_OPTIONS']);
  });

  it('BF.DATA.COMPOSITION: the model count is the composition plus what options add', () => {
    const r = check(army('thornwall-march', 200, [...wardens.slice(0, 1), { profile: 'hedge-wardens', models: 7, options: ['more-wardens'] }, ...wardens.slice(2)]));
    expect(r.problems).toEqual([{ rule: 'BF.DATA.COMPOSITION', message: 'Hedge Wardens has 7 models; with its options its composition is 10.', unitUid: 'u1' }]);
  });

  it('a datasheet the faction does not have is refused by name', () => {
    const r = check(army('thornwall-march', 100, [...wardens, { profile: 'sky-galleon', models: 1 }]));
    expect(r.problems).toEqual([{ rule: 'BF.DATA.UNIT_FIELDS', message: 'The Thornwall March have no datasheet called "sky-galleon".', unitUid: 'u5' }]);
  });
});

describe('powers at list building', () => {
  it('BF.POWER.SPECIALTY_PICK: a caster must pick its specialty before the game', () => {
    const r = check(army('thornwall-march', 100, wardens.map((u) => (u.profile === 'stone-sisters' ? { profile: 'stone-sisters', models: 3 } : u))));
    expect(r.problems).toEqual([{ rule: 'BF.POWER.SPECIALTY_PICK', message: 'Stone Sisters can use powers and must pick one specialty before the game.', unitUid: 'u4' }]);
  });

  it('BF.POWER.ROSTER: the specialty must be one of the faction\'s roster', () => {
    const r = check(army('thornwall-march', 100, wardens.map((u) => (u.specialty ? { ...u, specialty: 'emberlore' } : u))));
    expect(rules(r)).toEqual(['BF.POWER.ROSTER']);
    // The Reavers' roster holds both specialties, so their Tide-Caller may take Emberlore.
    const shore = army('saltmarrow-reavers', 150, [...BF_SAMPLES['saltmarrow-reavers']![0]!.units.map(({ uid: _uid, ...u }) => u), { profile: 'tide-caller', models: 3, specialty: 'emberlore' }]);
    expect(check(shore).ok).toBe(true);
  });

  it('BF.POWER.CASTERS: a unit that cannot use powers picks no specialty', () => {
    const r = check(army('thornwall-march', 100, wardens.map((u) => (u.profile === 'pike-wall' ? { ...u, specialty: 'stillwater' } : u))));
    expect(r.problems).toEqual([{ rule: 'BF.POWER.CASTERS', message: 'Pike Wall cannot use powers, so it picks no specialty.', unitUid: 'u2' }]);
  });
});

describe('allies', () => {
  const modules = withAllies();
  const kin = (organisation = 'vanguard'): Record<string, unknown> => ({
    detachments: [
      { id: 'main', organisation: 'patrol' },
      { id: 'kin', organisation, faction: 'hedge-kin' },
    ],
  });
  const withKin = (): Unit[] => [...wardens.map((u) => ({ ...u, detachment: 'main' })), { profile: 'ash-gulls', models: 3, detachment: 'kin' }];

  it('BF.ALLY.SEPARATE_FORG: an allied faction joins through its own organisation, whose SP cost is paid', () => {
    const r = check(army('thornwall-march', 150, withKin(), kin()), modules);
    expect(r.problems).toEqual([]);
    expect(r.sp).toEqual({ base: 4, costs: 1, income: 3, perRound: 3 });
    // The same allied unit put straight into the Thornwall patrol is refused.
    const straight = check(army('thornwall-march', 150, [...wardens, { profile: 'ash-gulls', models: 3 }]), modules);
    expect(straight.problems).toContainEqual(expect.objectContaining({ rule: 'BF.ALLY.SEPARATE_FORG', unitUid: 'u5' }));
    // Factions of different alliance groups are not allies.
    const reavers = check(army('thornwall-march', 150, withKin(), { detachments: [{ id: 'main', organisation: 'patrol' }, { id: 'kin', organisation: 'vanguard', faction: 'saltmarrow-reavers' }] }), modules);
    expect(reavers.problems).toContainEqual({ rule: 'BF.ALLY.SEPARATE_FORG', message: 'Detachment "kin": The Saltmarrow Reavers are not allies of The Thornwall March.' });
  });

  it('BF.ALLY.UNALIGNED: an unaligned faction takes no allies and joins no one', () => {
    const wardensFaction = modules.factions.find((f) => f.id === 'thornwall-march')!;
    const lone = modules.factions.find((f) => f.id === 'lone-host')!;
    expect(mayAlly(wardensFaction, lone)).toMatchObject({ ok: false, rule: 'BF.ALLY.UNALIGNED' });
    expect(mayAlly(lone, wardensFaction)).toMatchObject({ ok: false, rule: 'BF.ALLY.UNALIGNED' });
    const r = check(army('thornwall-march', 150, withKin(), { detachments: [{ id: 'main', organisation: 'patrol' }, { id: 'kin', organisation: 'vanguard', faction: 'lone-host' }] }), modules);
    expect(rules(r)).toContain('BF.ALLY.UNALIGNED');
  });

  it('BF.ALLY.MERCENARIES: a mercenary faction allies with any aligned faction', () => {
    const merc = modules.factions.find((f) => f.id === 'sellswords')!;
    for (const f of modules.factions.filter((x) => x.alliance !== 'unaligned')) {
      expect(mayAlly(f, merc), f.id).toEqual({ ok: true });
      expect(mayAlly(merc, f), f.id).toEqual({ ok: true });
    }
    const r = check(army('thornwall-march', 150, withKin(), { detachments: [{ id: 'main', organisation: 'patrol' }, { id: 'kin', organisation: 'vanguard', faction: 'sellswords' }] }), modules);
    expect(r.ok).toBe(true);
  });

  it('a force needs a detachment of its own faction', () => {
    const r = check(army('thornwall-march', 150, [{ profile: 'ash-gulls', models: 3 }], { detachments: [{ id: 'kin', organisation: 'vanguard', faction: 'hedge-kin' }] }), modules);
    expect(r.problems).toContainEqual(expect.objectContaining({ rule: 'BF.ALLY.SEPARATE_FORG', message: expect.stringContaining('own faction') }));
  });
});

describe('Focus', () => {
  const longWatch: Unit[] = wardens.map((u) => (u.profile === 'pike-wall' ? { profile: 'wall-veterans', models: 5 } : u));

  it('BF.FFOCUS.OPTIONAL and BF.AMBIG.FOCUS_COUNT: a Focus is a choice; a list without one is legal, and only its own faction\'s Focus may be taken (BF.AMBIG.FOCUS_COUNT: one field, one Focus)', () => {
    expect(check(army('thornwall-march', 100, wardens)).ok).toBe(true);
    expect(check(army('thornwall-march', 100, wardens, { focus: 'long-watch' })).ok).toBe(true);
    const other = check(army('thornwall-march', 100, wardens, { focus: 'red-tide' }));
    expect(rules(other)).toEqual(['BF.FFOCUS.OPTIONAL']);
    expect(BfArmyFile.safeParse({ ...army('thornwall-march', 100, wardens), focus: ['long-watch', 'red-tide'] }).success).toBe(false);
  });

  it('BF.FFOCUS.NO_COST: a Focus costs no points and no SP', () => {
    const plain = check(army('thornwall-march', 100, wardens));
    const focused = check(army('thornwall-march', 100, wardens, { focus: 'long-watch' }));
    expect(focused.points).toBe(plain.points);
    expect(focused.sp).toEqual(plain.sp);
  });

  it('BF.FFOCUS.EFFECTS: a Focus unlocks its units and strategies and enforces its limits', () => {
    // The stronger unit needs the Focus.
    expect(check(army('thornwall-march', 110, longWatch)).problems).toEqual([
      { rule: 'BF.FFOCUS.EFFECTS', message: 'Wall Veterans is only open to a force with the Focus "long-watch".', unitUid: 'u2' },
    ]);
    expect(check(army('thornwall-march', 110, longWatch, { focus: 'long-watch' })).ok).toBe(true);
    // The trade-off: no Fast units with the Long Watch.
    const riders = [...longWatch, { profile: 'bramble-riders', models: 3 }];
    expect(check(army('thornwall-march', 150, riders, { focus: 'long-watch' })).problems).toEqual([
      { rule: 'BF.FFOCUS.EFFECTS', message: 'The Long Watch allows no Fast units; the list has 1.' },
    ]);
    // The Red Tide excludes the Shellback Guard.
    const shore = BF_SAMPLES['saltmarrow-reavers']![0]!;
    expect(rules(check({ ...shore, focus: 'red-tide' }))).toEqual(['BF.FFOCUS.EFFECTS']);
    // Its strategy is open only with it.
    const wardensFaction = HEARTH_AND_TIDE.factions[0] as Faction;
    expect(availableStrategies(HEARTH_AND_TIDE, wardensFaction).map((s) => s.id)).not.toContain('hold-the-line');
    expect(availableStrategies(HEARTH_AND_TIDE, wardensFaction, 'long-watch').map((s) => s.id)).toContain('hold-the-line');
  });
});

describe('casual games', () => {
  it('BF.FORCE.RESTRICTIONS_MODE: a casual list just pays the points and ignores organisations, Legends and Focus limits', () => {
    const units: Unit[] = [
      { profile: 'old-maud', models: 1 },
      { profile: 'warden-captain', models: 1, options: ['old-thunder'] },
      { profile: 'wall-veterans', models: 5 },
      { profile: 'bramble-riders', models: 3 },
    ];
    const strict = check(army('thornwall-march', 150, units));
    expect(new Set(rules(strict))).toEqual(new Set(['BF.FORG.SLOT_LIMITS', 'BF.LEGEND.MAX_ONE', 'BF.FFOCUS.EFFECTS']));
    const casual = check(army('thornwall-march', 150, units, { casual: true, detachments: [] }));
    expect(casual.problems).toEqual([]);
    // Points still count.
    expect(rules(check(army('thornwall-march', 100, units, { casual: true })))).toEqual(['BF.FORCE.POINTS_LIMIT']);
  });
});
