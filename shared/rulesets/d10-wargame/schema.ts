/**
 * Data shapes for the D10 Wargame: special rules, weapons, wargear, unit profiles, factions and
 * army lists. Everything a player can load from a file passes through these schemas first, so the
 * rest of the core can trust its input. Rule ids in comments point at ../shared/rules/d10-wargame.md.
 */
import { z } from 'zod';
import { ArmyId } from '../../core/army';
import { BaseSpec } from '../../geometry/base-spec';

export { BaseSpec };

/** A stable identifier inside a faction: lower-case words joined by dashes ("plasma-gun"). */
export const Id = ArmyId;
export type Id = z.infer<typeof Id>;

const Name = z.string().trim().min(1).max(80);
const Text = z.string().max(600);

/** Target numbers are written N+; lower is better (D10.UNIT.STAT_LOWER_BETTER, D10.AMBIG.LOWER_IS_BETTER). */
export const TargetNumber = z.number().int().min(2).max(10);

/** D10.SR.THREE_TIERS: every special rule has tiers 1, 2 and 3. */
export const Tier = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type Tier = z.infer<typeof Tier>;

/** A special rule as carried by a unit, weapon or wargear: which rule, at which tier. */
export const RuleRef = z.object({ rule: Id, tier: Tier }).strict();
export type RuleRef = z.infer<typeof RuleRef>;

/**
 * What a special rule does to the numbers. The universal rules of Chapter 7 each have one effect;
 * a faction rule may reuse one of them or be `none` (shown on cards, not enforced by the engine).
 */
export const RuleEffect = z.enum([
  'defense', // D10.SR.DEFENSE: Defense RV −n
  'ranged', // D10.SR.RANGED: Ranged RV −n
  'melee', // D10.SR.MELEE: Melee RV −n
  'speed', // D10.SR.SPEED: +2n" Move and Advance
  'charge', // D10.SR.CHARGE: +2n" charge range
  'morale', // D10.SR.MORALE: own Morale RV −n
  'leadership', // D10.SR.LEADERSHIP: friendly units within 6" Morale RV −n
  'ap', // D10.SR.AP: +n AP
  'attacks', // D10.SR.ATTACKS: +n Attacks
  'range', // D10.SR.RANGE: +6n" range
  'none',
]);
export type RuleEffect = z.infer<typeof RuleEffect>;

export const SpecialRule = z
  .object({
    id: Id,
    name: Name,
    /** What the rule does, in Tenfold's own words. */
    summary: Text,
    /** What each tier gives, e.g. ["+1 to Defense rolls", "+2 …", "+3 …"]. */
    tiers: z.tuple([Text, Text, Text]),
    effect: RuleEffect,
    universal: z.boolean(),
    /** D10.SR.OVERRIDE: rules this one replaces; while a unit has this rule, those count for nothing. */
    overrides: z.array(Id).max(8).optional(),
  })
  .strict();
export type SpecialRule = z.infer<typeof SpecialRule>;

export const Weapon = z
  .object({
    id: Id,
    name: Name,
    kind: z.enum(['ranged', 'melee']),
    /** D10.WEAPON.RANGE; absent for melee weapons (D10.WEAPON.MELEE_NO_RANGE). */
    range: z.number().int().min(1).max(120).optional(),
    /** D10.WEAPON.ATTACKS: attacks per model carrying it (D10.AMBIG.ATTACKS_PER_MODEL). */
    attacks: z.number().int().min(1).max(20),
    ap: z.number().int().min(0).max(6),
    rules: z.array(RuleRef).max(8).default([]),
  })
  .strict()
  .refine((w) => (w.kind === 'ranged') === (w.range !== undefined), {
    message: 'a ranged weapon needs a range and a melee weapon has none',
  });
export type Weapon = z.infer<typeof Weapon>;

/** Which of the unit's weapons a wargear's weapon rules (AP, Attacks, Range) improve. */
export const WeaponScope = z.enum(['ranged', 'melee', 'all']);
export type WeaponScope = z.infer<typeof WeaponScope>;

export const Wargear = z
  .object({
    id: Id,
    name: Name,
    summary: Text.default(''),
    rules: z.array(RuleRef).max(8).default([]),
    /** For AP(n), Attacks(n) and Range(n) carried by the wargear; absent means every weapon it can affect. */
    weapons: WeaponScope.optional(),
  })
  .strict();
export type Wargear = z.infer<typeof Wargear>;

/** How an option is priced: for every model in the unit, or once for the unit. */
export const PriceBasis = z.enum(['model', 'unit']);
export type PriceBasis = z.infer<typeof PriceBasis>;

/**
 * A choice on a unit's profile (D10.UNIT.OPTIONS_FROM_PROFILE). Swaps pay the full price of the new
 * weapon and refund nothing (D10.ARMY.SWAP_FULL_PRICE, D10.ARMY.SWAP_NO_REFUND).
 *
 * `per: 'model'` buys the option for every model; `per: 'unit'` buys it once, and a weapon swapped or
 * added once is carried by one model. A wargear or weapon option may leave out `cost` and `per`: it
 * then pays the book's generic price (D10.AMBIG.WARGEAR_COSTS, generic-wargear.ts). Which models take
 * an option is Tenfold's reading, D10.TENFOLD.OPTION_MODELS.
 */
export const UnitOption = z.discriminatedUnion('kind', [
  z
    .object({
      id: Id,
      kind: z.literal('swap'),
      replace: Id,
      with: Id,
      cost: z.number().int().min(0).max(1000),
      per: PriceBasis,
    })
    .strict(),
  z
    .object({
      id: Id,
      kind: z.literal('wargear'),
      wargear: Id,
      cost: z.number().int().min(0).max(1000).optional(),
      per: PriceBasis.optional(),
    })
    .strict(),
  z
    .object({
      id: Id,
      kind: z.literal('weapon'),
      /** An extra weapon added to the loadout (e.g. a heavy weapon for one model). */
      weapon: Id,
      cost: z.number().int().min(0).max(1000).optional(),
      per: PriceBasis.optional(),
    })
    .strict(),
]);
export type UnitOption = z.infer<typeof UnitOption>;

export const Category = z.enum(['HQ', 'Core', 'Elite', 'Heavy Support', 'Fast Attack']);
export type Category = z.infer<typeof Category>;


export const Stats = z
  .object({
    ranged: TargetNumber,
    melee: TargetNumber,
    defense: TargetNumber,
    morale: TargetNumber,
  })
  .strict();
export type Stats = z.infer<typeof Stats>;

export const UnitProfile = z
  .object({
    id: Id,
    name: Name,
    category: Category,
    stats: Stats,
    /** Wounds per model (D10.AMBIG.WOUNDS): 1 unless the profile says otherwise. */
    wounds: z.number().int().min(1).max(20).default(1),
    minModels: z.number().int().min(1).max(30),
    maxModels: z.number().int().min(1).max(30),
    /** D10.UNIT.VETERAN_COST: the unit's base cost is minModels × costPerModel. */
    costPerModel: z.number().int().min(1).max(1000),
    base: BaseSpec,
    /** Default loadout per model, weapon ids; included in the base cost (D10.ARMY.DEFAULT_IN_BASE). */
    loadout: z.array(Id).min(1).max(6),
    /** Default wargear per model, wargear ids. */
    wargear: z.array(Id).max(6).default([]),
    rules: z.array(RuleRef).max(8).default([]),
    options: z.array(UnitOption).max(12).default([]),
    keywords: z.array(Name).max(8).default([]),
    summary: Text.default(''),
  })
  .strict()
  .refine((u) => u.minModels <= u.maxModels, { message: 'minModels must not exceed maxModels' });
export type UnitProfile = z.infer<typeof UnitProfile>;

export const Faction = z
  .object({
    id: Id,
    name: Name,
    ruleset: z.literal('d10-wargame'),
    summary: Text.default(''),
    /** Faction-only special rules (D10.SR.FACTION); universal rules come from the ruleset. */
    specialRules: z.array(SpecialRule).max(32).default([]),
    weapons: z.array(Weapon).max(128),
    wargear: z.array(Wargear).max(64).default([]),
    units: z.array(UnitProfile).min(1).max(64),
  })
  .strict();
export type Faction = z.infer<typeof Faction>;

/** One unit in an army list: which profile, how many models, which options. */
export const ListedUnit = z
  .object({
    /** Unique within the list; the game uses it to name the unit. */
    uid: z.string().min(1).max(64),
    profile: Id,
    models: z.number().int().min(1).max(30),
    options: z.array(Id).max(12).default([]),
    /** A player's own name for the unit ("Red Squad"), shown beside the profile name. */
    label: z.string().max(60).optional(),
  })
  .strict();
export type ListedUnit = z.infer<typeof ListedUnit>;
