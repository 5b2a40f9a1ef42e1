/**
 * Data shapes for a Battle Forge game module: the faction books the core book leaves to modules
 * (BF.DATA.*, BF.WPN.*, BF.FORG.*, BF.SP.*, BF.FFOCUS.*, BF.POWER.*, BF.SCEN.COMMON). Every module a
 * player loads passes through `parseModule` first, which never throws and refuses anything past the
 * limits below, so the rest of the ruleset can trust its input. The format is described in
 * FORMAT.md beside this file; rule ids point at ../shared/rules/battle-forge.md.
 */
import { z } from 'zod';
import { ArmyId } from '../../core/army';
import { issueInWords, REPORT_INPUT } from '../../core/issue-words';

/** A stable identifier inside a module: lower-case words joined by dashes ("hedge-wardens"). */
export const Id = ArmyId;
export type Id = z.infer<typeof Id>;

const Name = z.string().trim().min(1).max(80);
const Text = z.string().max(600);
const ids = (max: number) => z.array(Id).max(max);

export const MODULE_FORMAT = 'battle-forge-module';
export const MODULE_VERSION = 1;

/**
 * Limits no real module reaches. Past them a file is refused before the schema looks at it, so a
 * hostile file cannot keep the app busy (see `structureProblem`).
 */
export const MODULE_LIMITS = { nodes: 60_000, depth: 24, textChars: 2_000_000 } as const;

/** A characteristic checked with one D10 at or under it (BF.CHECK.PASS_AT_OR_BELOW): 1 to 10. */
const Characteristic = z.number().int().min(1).max(10);

/** BF.DATA.MODEL_STATS: Mov, Acc, Str, Sav, Init, Co (Special is the model's `special` rules). */
export const Stats = z
  .object({
    /** BF.DATA.MOV: inches per Move action. */
    mov: z.number().int().min(0).max(24),
    acc: Characteristic,
    str: Characteristic,
    /** BF.DATA.NO_STATS_NO_HITS: a model without a Save is never assigned hits. */
    sav: Characteristic.optional(),
    init: Characteristic,
    co: Characteristic,
  })
  .strict();
export type Stats = z.infer<typeof Stats>;

/**
 * A special rule of the module or a faction. A tiered rule is written Name(X), e.g. Wounds(3); the
 * tier is X, given where the rule is carried.
 */
export const SpecialRule = z
  .object({
    id: Id,
    name: Name,
    summary: Text,
    tiered: z.boolean().default(false),
    /** The highest X the rule may be given. */
    maxTier: z.number().int().min(1).max(10).default(10),
  })
  .strict();
export type SpecialRule = z.infer<typeof SpecialRule>;

/** A special rule as carried by a unit, model or weapon; `tier` is X for a tiered rule. */
export const RuleRef = z.object({ rule: Id, tier: z.number().int().min(1).max(10).optional() }).strict();
export type RuleRef = z.infer<typeof RuleRef>;
const Rules = z.array(RuleRef).max(8).default([]);

/** BF.WPN.RANGE_BANDS: short and long bands in inches; long is the weapon's reach. */
export const RangeBands = z
  .object({ short: z.number().int().min(1).max(120), long: z.number().int().min(1).max(120) })
  .strict()
  .refine((r) => r.short <= r.long, { message: 'a short band may not reach further than the long one' });

/** BF.WPN.FIELDS: Name, Range ("melee" or bands), Attacks, AP and special rules. */
export const Weapon = z
  .object({
    id: Id,
    name: Name,
    /** BF.WPN.MELEE_ONLY: "melee" weapons fight and never shoot. */
    range: z.union([z.literal('melee'), RangeBands]),
    /** BF.WPN.ATTACKS: hit dice per model per copy. */
    attacks: z.number().int().min(1).max(20),
    /** BF.WPN.AP: taken from the target's Save. */
    ap: z.number().int().min(0).max(10),
    /** BF.WPN.SPECIAL: rules that change only this weapon's attacks. */
    rules: Rules,
  })
  .strict();
export type Weapon = z.infer<typeof Weapon>;

/** A weapon as a model carries it: Name(X) has X copies (BF.WPN.COPIES, BF.AMBIG.WEAPON_COPIES). */
export const Carried = z.object({ weapon: Id, copies: z.number().int().min(1).max(6).default(1) }).strict();
export type Carried = z.infer<typeof Carried>;

/** One line of a datasheet's Composition (BF.DATA.COMPOSITION): how many of which model, with what. */
export const ModelEntry = z
  .object({
    id: Id,
    name: Name,
    count: z.number().int().min(1).max(30),
    /** Absent for models without characteristics (BF.DATA.NO_STATS_NO_HITS). */
    stats: Stats.optional(),
    weapons: z.array(Carried).max(6).default([]),
    /** BF.DATA.MODEL_SPECIAL: rules of this model only. */
    special: Rules,
  })
  .strict();
export type ModelEntry = z.infer<typeof ModelEntry>;

/**
 * BF.DATA.UNIT_OPTIONS: a change made when the list is built, paid in points. Options sharing a
 * `group` exclude each other. An option may add models, swap or add a model's weapons, add rules,
 * or be a Legend item (BF.LEGEND.PURCHASE).
 */
export const UnitOption = z
  .object({
    id: Id,
    name: Name,
    cost: z.number().int().min(0).max(500),
    group: Id.optional(),
    /** The composition line the option changes. */
    model: Id,
    /** Extra models of that line. */
    addModels: z.number().int().min(0).max(30).default(0),
    /** Weapons taken from the changed model(s) … */
    remove: ids(4).default([]),
    /** … and weapons given to them. */
    add: z.array(Carried).max(4).default([]),
    /** How many models of the line take the swap; absent means all of them. */
    models: z.number().int().min(1).max(30).optional(),
    rules: Rules,
    legend: z.boolean().default(false),
    /** Only a force with this Focus may take the option (BF.FFOCUS.EFFECTS). */
    focus: Id.optional(),
    summary: Text.default(''),
  })
  .strict();
export type UnitOption = z.infer<typeof UnitOption>;

/** BF.POWER.CASTERS: how many powers the unit may cast, and how many casts it may try to stop, each round. */
export const Casting = z.object({ casts: z.number().int().min(0).max(4), stops: z.number().int().min(0).max(4) }).strict();

/** BF.DATA.UNIT_FIELDS: a unit's datasheet. */
export const Datasheet = z
  .object({
    id: Id,
    name: Name,
    /** BF.DATA.POINTS */
    points: z.number().int().min(1).max(1000),
    /** BF.DATA.CATEGORY: one of the module's categories. */
    category: Id,
    composition: z.array(ModelEntry).min(1).max(8),
    /** BF.DATA.UNIT_RULES_ALL_MODELS */
    rules: Rules,
    options: z.array(UnitOption).max(16).default([]),
    /** BF.DATA.KEYWORDS */
    keywords: z.array(Name).max(10).default([]),
    /** BF.LEGEND.PURCHASE: the datasheet is itself a Legend. */
    legend: z.boolean().default(false),
    casting: Casting.optional(),
    /**
     * A transport: how many models it carries, and, when `carries` names keywords, only units with
     * one of them (FORMAT.md, Transports; BF.RES.SET_ASIDE for units that start the game aboard).
     */
    transport: z.object({ capacity: z.number().int().min(1).max(30), carries: z.array(Name).max(4).default([]) }).strict().optional(),
    /** Only a force with this Focus may take the unit: a stronger version it unlocks (BF.FFOCUS.EFFECTS). */
    focus: Id.optional(),
    summary: Text.default(''),
  })
  .strict();
export type Datasheet = z.infer<typeof Datasheet>;

/** When a strategy may be used (BF.SP.TIMING). */
export const Timing = z.enum([
  'pre-game', // BF.SP.PREGAME: paid from round 1's income
  'round-start',
  'unit-activated',
  'unit-targeted',
  'after-roll',
  'end-phase',
]);
export type Timing = z.infer<typeof Timing>;

export const Strategy = z
  .object({
    id: Id,
    name: Name,
    sp: z.number().int().min(0).max(10),
    timing: Timing,
    /** BF.SP.REROLLS_MODULE: the strategy re-rolls dice. */
    reroll: z.boolean().default(false),
    /**
     * What it does, for the engine to play it: Shock removed (from the unit, or from each of the
     * player's units), or a characteristic changed for the unit's activation or for the one attack
     * it is targeted by. Absent: the players apply the summary themselves.
     */
    effect: z
      .discriminatedUnion('kind', [
        z.object({ kind: z.literal('removeShock'), shock: z.number().int().min(1).max(10), everyUnit: z.boolean().default(false) }).strict(),
        z.object({ kind: z.literal('stat'), stat: z.enum(['sav', 'str', 'acc', 'mov']), value: z.number().int().min(-6).max(6), onAttacker: z.boolean().default(false), unlessMoved: z.boolean().default(false), within: z.number().min(0).max(48).optional() }).strict(),
        z.object({ kind: z.literal('ignoreShockMovement') }).strict(),
        // Pre-game (BF.SP.PREGAME): set one unit down again in the zone, or give one (of a category) cover where it stands.
        z.object({ kind: z.literal('redeploy') }).strict(),
        // After the Save roll (BF.SP.REROLLS_MODULE): the unit's failed Saves of the attack are rolled again, the second result standing.
        z.object({ kind: z.literal('rerollFailedSaves') }).strict(),
        // After a check fails (BF.SP.REROLLS_MODULE): the unit's first failed Initiative check this activation is rolled again.
        z.object({ kind: z.literal('rerollFailedCheck') }).strict(),
        z.object({ kind: z.literal('startInCover'), cover: z.enum(['soft', 'hard']), category: Id.optional() }).strict(),
      ])
      .optional(),
    summary: Text,
  })
  .strict();
export type Strategy = z.infer<typeof Strategy>;

/** A Force Organisation's limit for one category (BF.FORG.SLOT_LIMITS). */
export const Slot = z
  .object({ category: Id, min: z.number().int().min(0).max(20), max: z.number().int().min(0).max(20) })
  .strict()
  .refine((s) => s.min <= s.max, { message: 'a slot\'s minimum may not exceed its maximum' });
export type Slot = z.infer<typeof Slot>;

/** BF.FORG.CHOOSE: a Force Organisation with its SP cost. */
export const ForceOrganisation = z
  .object({
    id: Id,
    name: Name,
    /** BF.FORG.COST_FROM_INCOME */
    sp: z.number().int().min(0).max(10),
    slots: z.array(Slot).min(1).max(16),
    /** Extra Legends a list may take with this organisation (BF.LEGEND.MAX_ONE). */
    legendSlots: z.number().int().min(0).max(3).default(0),
    summary: Text.default(''),
  })
  .strict();
export type ForceOrganisation = z.infer<typeof ForceOrganisation>;

/** BF.FFOCUS.*: a sub-faction that unlocks strategies and units and may limit categories. */
export const Focus = z
  .object({
    id: Id,
    name: Name,
    summary: Text,
    /** Strategies only a force with this Focus may use. */
    strategies: z.array(Strategy).max(8).default([]),
    /** The trade-off: a category may be taken at most `max` times in the whole force. */
    limits: z
      .array(z.object({ category: Id, max: z.number().int().min(0).max(20) }).strict())
      .max(16)
      .default([]),
    /** Datasheets a force with this Focus may not take. */
    excludes: ids(32).default([]),
  })
  .strict();
export type Focus = z.infer<typeof Focus>;

/**
 * What a power does, for the engine to play it: hits on the target, a change to one of its
 * characteristics until the end of the round, Shock removed, or an Evade token. Absent: the players
 * apply the summary themselves.
 */
export const PowerEffect = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hits'), hits: z.number().int().min(1).max(20), ap: z.number().int().min(0).max(10) }).strict(),
  z.object({ kind: z.literal('stat'), stat: z.enum(['sav', 'str', 'acc', 'mov']), value: z.number().int().min(-6).max(6) }).strict(),
  z.object({ kind: z.literal('removeShock'), shock: z.number().int().min(1).max(10) }).strict(),
  z.object({ kind: z.literal('evade') }).strict(),
]);
export type PowerEffect = z.infer<typeof PowerEffect>;

export const Power = z
  .object({
    id: Id,
    name: Name,
    /** BF.POWER.CAST_SUCCESS: cast if D10 + Shock is at or under this. */
    cast: z.number().int().min(1).max(10),
    /** Range in inches; absent for powers on the caster itself. */
    range: z.number().int().min(1).max(48).optional(),
    /** Whom it may target: the caster itself, a friendly unit of its faction (BF.DATA.ABILITY_SAME_FACTION) or an enemy unit. */
    target: z.enum(['self', 'friend', 'enemy']).default('enemy'),
    effect: PowerEffect.optional(),
    summary: Text,
  })
  .strict();
export type Power = z.infer<typeof Power>;

/** BF.POWER.SPECIALTY_PICK: a themed group of powers learned together. */
export const PowerSpecialty = z.object({ id: Id, name: Name, summary: Text, powers: z.array(Power).min(1).max(12) }).strict();
export type PowerSpecialty = z.infer<typeof PowerSpecialty>;

/** BF.ALLY.*: an alliance group's id, or a faction that has none or joins anyone. */
export const Alliance = z.union([z.literal('unaligned'), z.literal('mercenaries'), Id]);

export const Faction = z
  .object({
    id: Id,
    name: Name,
    summary: Text.default(''),
    alliance: Alliance,
    specialRules: z.array(SpecialRule).max(32).default([]),
    weapons: z.array(Weapon).max(128),
    datasheets: z.array(Datasheet).min(1).max(64),
    strategies: z.array(Strategy).max(16).default([]),
    focuses: z.array(Focus).max(8).default([]),
    /** BF.POWER.ROSTER: the specialties the faction's casters may pick from. */
    powerSpecialties: ids(8).default([]),
  })
  .strict();
export type Faction = z.infer<typeof Faction>;

const Point = z.object({ x: z.number().min(0).max(120), y: z.number().min(0).max(120) }).strict();

/** A rectangle on the table, in inches from the top-left corner. */
const Zone = z
  .object({ x: z.number().min(0).max(120), y: z.number().min(0).max(120), width: z.number().min(1).max(120), depth: z.number().min(1).max(120) })
  .strict();

/** A scenario of the module's scenario tab (BF.SCEN.COMMON): table, zones, objectives and how VP come. */
export const Scenario = z
  .object({
    id: Id,
    name: Name,
    summary: Text,
    table: z.object({ width: z.number().int().min(24).max(120), depth: z.number().int().min(24).max(120) }).strict(),
    /** BF.DEPLOY.IN_OWN_ZONE: one zone for each side, the roll-off winner choosing (BF.DEPLOY.ROLLOFF_ZONE). */
    zones: z.tuple([Zone, Zone]),
    objectives: z.array(Point).max(12).default([]),
    /** BF.RES.EDGE_REQUIRED: whether each side has a reserves edge, and which. */
    reserveEdges: z.enum(['none', 'own-edge', 'any-edge']),
    /** BF.VP.SCORING */
    scoring: z
      .array(
        z
          .object({
            when: z.enum(['end-of-round', 'end-of-game']),
            vp: z.number().int().min(1).max(20),
            for: Text,
            /**
             * What the line counts, for the engine to score it: objectives held (all of them, or the
             * one at `objective`), holding more objectives than any enemy, enemy units (or enemy units
             * of a category) destroyed, own units wholly inside an enemy zone. Absent: the players
             * score it themselves.
             */
            count: z.enum(['objectives-held', 'objective-held', 'most-objectives', 'enemy-destroyed', 'units-in-enemy-zone']).optional(),
            objective: z.number().int().min(0).max(11).optional(),
            category: Id.optional(),
            fromRound: z.number().int().min(1).max(6).optional(),
          })
          .strict(),
      )
      .min(1)
      .max(8),
    /** BF.LEN.SIX_ROUNDS: every scenario ends after round 6. */
    rounds: z.literal(6).default(6),
    rules: z.array(Text).max(8).default([]),
  })
  .strict()
  .refine((s) => [...s.zones, ...s.objectives.map((o) => ({ ...o, width: 0, depth: 0 }))].every((r) => r.x + r.width <= s.table.width && r.y + r.depth <= s.table.depth), {
    message: 'zones and objectives must lie on the table',
  });
export type Scenario = z.infer<typeof Scenario>;

/** A whole game module: its shared data and its factions. */
export const GameModule = z
  .object({
    format: z.literal(MODULE_FORMAT),
    version: z.literal(MODULE_VERSION),
    id: Id,
    name: Name,
    summary: Text.default(''),
    /** BF.DATA.CATEGORY: the categories datasheets and slots name. */
    categories: z.array(z.object({ id: Id, name: Name }).strict()).min(1).max(16),
    /** Special rules every faction may carry. */
    specialRules: z.array(SpecialRule).max(64).default([]),
    /** Strategies every force may use, re-rolls among them (BF.SP.REROLLS_MODULE). */
    strategies: z.array(Strategy).max(16).default([]),
    forceOrganisations: z.array(ForceOrganisation).min(1).max(16),
    /** BF.LEGEND.MAX_ONE: Legends a list may take before any organisation adds slots. */
    legendSlots: z.number().int().min(0).max(3).default(1),
    powerSpecialties: z.array(PowerSpecialty).max(16).default([]),
    /** BF.POWER.NO_SPECIALTY: powers every caster may use. */
    generalPowers: z.array(Power).max(12).default([]),
    factions: z.array(Faction).min(1).max(16),
    scenarios: z.array(Scenario).max(32).default([]),
  })
  .strict();
export type GameModule = z.infer<typeof GameModule>;

/**
 * Too big or too deep to be a module: counts nodes (values) and depth without recursion past the
 * limit, and stops at the first excess, so a huge or nested file costs little to refuse.
 */
export function structureProblem(value: unknown): string | null {
  let nodes = 0;
  const stack: { v: unknown; depth: number }[] = [{ v: value, depth: 0 }];
  while (stack.length) {
    const { v, depth } = stack.pop()!;
    if (++nodes > MODULE_LIMITS.nodes) return `the module is too large (more than ${MODULE_LIMITS.nodes} values)`;
    if (depth > MODULE_LIMITS.depth) return `the module is nested too deeply (more than ${MODULE_LIMITS.depth} levels)`;
    if (typeof v !== 'object' || v === null) continue;
    const children = Array.isArray(v) ? v : Object.values(v);
    if (children.length > MODULE_LIMITS.nodes) return `the module is too large (more than ${MODULE_LIMITS.nodes} values)`;
    for (const child of children) stack.push({ v: child, depth: depth + 1 });
  }
  return null;
}

export type ParsedModule = { ok: true; module: GameModule } | { ok: false; message: string };

function duplicates(list: readonly { id: string }[]): string | undefined {
  const seen = new Set<string>();
  for (const { id } of list) {
    if (seen.has(id)) return id;
    seen.add(id);
  }
  return undefined;
}

/** Cross-references a schema cannot see: ids unique and every id named is one the module defines. */
export function checkModule(m: GameModule): string[] {
  const errors: string[] = [];
  const dup = (what: string, list: readonly { id: string }[]) => {
    const d = duplicates(list);
    if (d) errors.push(`${what} "${d}" is defined twice`);
  };
  const categories = new Set(m.categories.map((c) => c.id));
  const specialties = new Set(m.powerSpecialties.map((s) => s.id));
  dup('category', m.categories);
  dup('force organisation', m.forceOrganisations);
  dup('faction', m.factions);
  dup('scenario', m.scenarios);
  dup('power specialty', m.powerSpecialties);
  dup('power', [...m.generalPowers, ...m.powerSpecialties.flatMap((s) => s.powers)]);
  for (const org of m.forceOrganisations) {
    for (const slot of org.slots) if (!categories.has(slot.category)) errors.push(`force organisation "${org.id}" names an unknown category "${slot.category}"`);
    dup(`a slot of "${org.id}" for category`, org.slots.map((s) => ({ id: s.category })));
  }
  for (const f of m.factions) {
    const rules = new Map([...m.specialRules, ...f.specialRules].map((r) => [r.id, r]));
    const weapons = new Set(f.weapons.map((w) => w.id));
    const focuses = new Set(f.focuses.map((x) => x.id));
    const sheets = new Set(f.datasheets.map((d) => d.id));
    dup(`${f.id}: special rule`, [...m.specialRules, ...f.specialRules]);
    dup(`${f.id}: weapon`, f.weapons);
    dup(`${f.id}: datasheet`, f.datasheets);
    dup(`${f.id}: strategy`, [...m.strategies, ...f.strategies, ...f.focuses.flatMap((x) => x.strategies)]);
    dup(`${f.id}: focus`, f.focuses);
    const refs = (where: string, list: readonly RuleRef[]) => {
      for (const ref of list) {
        const rule = rules.get(ref.rule);
        if (!rule) errors.push(`${where} names an unknown special rule "${ref.rule}"`);
        else if (rule.tiered !== (ref.tier !== undefined)) errors.push(`${where}: ${rule.name} ${rule.tiered ? 'needs' : 'takes no'} tier`);
        else if (ref.tier !== undefined && ref.tier > rule.maxTier) errors.push(`${where}: ${rule.name} goes up to ${rule.maxTier}`);
      }
    };
    const weapon = (where: string, id: string) => {
      if (!weapons.has(id)) errors.push(`${where} names an unknown weapon "${id}"`);
    };
    for (const w of f.weapons) refs(`${f.id}/${w.id}`, w.rules);
    for (const s of f.powerSpecialties) if (!specialties.has(s)) errors.push(`${f.id} names an unknown power specialty "${s}"`);
    for (const x of f.focuses) {
      for (const l of x.limits) if (!categories.has(l.category)) errors.push(`${f.id}/${x.id} limits an unknown category "${l.category}"`);
      for (const d of x.excludes) if (!sheets.has(d)) errors.push(`${f.id}/${x.id} excludes an unknown datasheet "${d}"`);
    }
    for (const d of f.datasheets) {
      const where = `${f.id}/${d.id}`;
      if (!categories.has(d.category)) errors.push(`${where} has an unknown category "${d.category}"`);
      if (d.focus && !focuses.has(d.focus)) errors.push(`${where} names an unknown focus "${d.focus}"`);
      if (d.casting && f.powerSpecialties.length === 0 && m.generalPowers.length === 0) errors.push(`${where} casts powers but its faction has none`);
      refs(where, d.rules);
      dup(`${where}: model`, d.composition);
      dup(`${where}: option`, d.options);
      const models = new Set(d.composition.map((e) => e.id));
      for (const e of d.composition) {
        refs(`${where}/${e.id}`, e.special);
        for (const c of e.weapons) weapon(`${where}/${e.id}`, c.weapon);
      }
      for (const o of d.options) {
        const w = `${where} option "${o.id}"`;
        if (!models.has(o.model)) errors.push(`${w} names an unknown model "${o.model}"`);
        if (o.focus && !focuses.has(o.focus)) errors.push(`${w} names an unknown focus "${o.focus}"`);
        for (const id of o.remove) weapon(w, id);
        for (const c of o.add) weapon(w, c.weapon);
        refs(w, o.rules);
      }
    }
  }
  return errors;
}

/** Read a decoded module file. Never throws: a file it cannot use comes back with the reason. */
export function parseModule(json: unknown): ParsedModule {
  try {
    const tooBig = structureProblem(json);
    if (tooBig) return { ok: false, message: tooBig };
    const parsed = GameModule.safeParse(json, REPORT_INPUT);
    if (!parsed.success) return { ok: false, message: issueInWords(parsed.error.issues[0], 'the module').slice(0, 300) };
    const errors = checkModule(parsed.data);
    if (errors.length) return { ok: false, message: `the module: ${errors[0]}`.slice(0, 300) };
    return { ok: true, module: parsed.data };
  } catch {
    // Getters or proxies in hand-made objects: refused rather than thrown.
    return { ok: false, message: 'the module: it is not in a form Tenfold reads' };
  }
}

/** Read a module from its file's text, refusing text far larger than any module before decoding it. */
export function parseModuleText(text: string): ParsedModule {
  if (text.length > MODULE_LIMITS.textChars) return { ok: false, message: `the module is too large (more than ${MODULE_LIMITS.textChars} characters)` };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: 'the module is not JSON' };
  }
  return parseModule(json);
}
