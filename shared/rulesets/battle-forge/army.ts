/**
 * Battle Forge army lists: their file (modelled on every ruleset's army file) and their legality as
 * the book's Force Building chapter defines it (BF.FORCE.*, BF.SP.*, BF.LEGEND.*, BF.FORG.*,
 * BF.ALLY.*, BF.FFOCUS.*), judged against a game module. Pure functions: an illegal list comes back
 * as problems citing rule ids, never as an exception.
 */
import { z } from 'zod';
import { armyHeader, uidChoice, uniqueUids, type ParsedArmy } from '../../core/army';
import { issueInWords, REPORT_INPUT } from '../../core/issue-words';
import { Faction, Id, type Datasheet, type ForceOrganisation, type GameModule, type Power, type Strategy, type UnitOption } from './schema';

export const BF_RULESET_ID = 'battle-forge';

/** One unit of a list: which datasheet, how many models, which options, in which detachment. */
export const BfListedUnit = z
  .object({
    uid: z.string().min(1).max(64),
    profile: Id,
    models: z.number().int().min(1).max(60),
    options: z.array(Id).max(16).default([]),
    /** The detachment (a chosen Force Organisation) the unit fills; may be left out when there is one. */
    detachment: z.string().min(1).max(32).optional(),
    /** BF.POWER.SPECIALTY_PICK: a caster's specialty for the whole game. */
    specialty: Id.optional(),
    label: z.string().max(60).optional(),
  })
  .strict();
export type BfListedUnit = z.infer<typeof BfListedUnit>;

/** A chosen Force Organisation; `faction` names an allied faction filling it (BF.ALLY.SEPARATE_FORG). */
export const Detachment = z
  .object({ id: z.string().min(1).max(32), organisation: Id, faction: Id.optional() })
  .strict();
export type Detachment = z.infer<typeof Detachment>;

/**
 * A list drawn from a homebrew faction carries the faction itself and names it by its id, so the
 * rest of the ruleset reads `faction` the same way for every list (a file written with only the
 * homebrew, as the Armies screen writes it, gets the id filled in).
 */
function homebrewFaction(json: unknown): unknown {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return json;
  const record = json as Record<string, unknown>;
  const own = record['homebrew'];
  if (record['faction'] !== undefined || typeof own !== 'object' || own === null) return json;
  return { ...record, faction: (own as Record<string, unknown>)['id'] };
}

const BfArmyObject = z
  .object({
    ...armyHeader,
    ruleset: z.literal(BF_RULESET_ID),
    faction: Id,
    /** A faction of the player's own, checked like the module's (its id is `faction`). */
    homebrew: Faction.optional(),
    /** BF.FORCE.RESTRICTIONS_MODE: a casual list only pays its points. */
    casual: z.boolean().default(false),
    /** BF.FFOCUS.OPTIONAL, BF.AMBIG.FOCUS_COUNT: at most one Focus for the whole force. */
    focus: Id.optional(),
    detachments: z.array(Detachment).max(8).default([]),
    units: z.array(BfListedUnit).max(80),
  })
  .strict()
  .refine(uniqueUids, uidChoice)
  .refine((a) => new Set(a.detachments.map((d) => d.id)).size === a.detachments.length, { message: 'every detachment needs its own id' })
  .refine((a) => a.homebrew === undefined || a.homebrew.id === a.faction, { message: 'a list on a homebrew faction names it by its id' });
export const BfArmyFile = z.preprocess(homebrewFaction, BfArmyObject);
export type BfArmyFile = z.infer<typeof BfArmyObject>;

/** Check a decoded army file whose header names Battle Forge. Never throws. */
export function parseBfArmy(json: unknown): ParsedArmy<BfArmyFile> {
  const parsed = BfArmyFile.safeParse(json, REPORT_INPUT);
  if (!parsed.success) return { ok: false, message: issueInWords(parsed.error.issues[0]).slice(0, 300) };
  return { ok: true, army: parsed.data as BfArmyFile };
}

export interface BfProblem {
  rule: string;
  message: string;
  unitUid?: string;
}

export interface StrategyPoints {
  /** BF.SP.INCOME: 1 + 1 per full 50 points of the game size. */
  base: number;
  /** BF.FORG.COST_FROM_INCOME: the chosen organisations' SP costs. */
  costs: number;
  /** base − costs: must not fall below zero (BF.FORG.MULTIPLE). */
  income: number;
  /** What the player gains each round before abilities (BF.SP.MIN_ONE). */
  perRound: number;
}

export interface BfArmyReport {
  ok: boolean;
  points: number;
  limit: number;
  /** BF.FORCE.ADV_POINTS */
  advantagePoints: number;
  sp: StrategyPoints;
  legends: number;
  problems: BfProblem[];
}

/** BF.FORCE.ADV_POINTS: one advantage point for every full 5 points under the limit. */
export function advantagePoints(limit: number, total: number): number {
  return total >= limit ? 0 : Math.floor((limit - total) / 5);
}

/** BF.SP.INCOME, BF.AMBIG.SP_INCOME: 1 base and 1 per full 50 points of the agreed game size. */
export function baseStrategyPoints(limit: number): number {
  return 1 + Math.floor(limit / 50);
}

/**
 * BF.SP.MIN_ONE, BF.SP.ABILITY_CAP_1: a round's SP gain from the income left after organisation
 * costs, never under 1, plus at most 1 from abilities however many apply.
 */
export function strategyPointsPerRound(income: number, abilityBonus = 0): number {
  return Math.max(1, income) + Math.min(1, Math.max(0, abilityBonus));
}

export function strategyPoints(limit: number, organisations: readonly ForceOrganisation[]): StrategyPoints {
  const base = baseStrategyPoints(limit);
  const costs = organisations.reduce((sum, o) => sum + o.sp, 0);
  const income = base - costs;
  return { base, costs, income, perRound: strategyPointsPerRound(income) };
}

/** BF.FFOCUS.EFFECTS, BF.SP.REROLLS_MODULE: the module's strategies, the faction's, and its Focus's. */
export function availableStrategies(module: GameModule, faction: Faction, focus?: string): Strategy[] {
  const chosen = faction.focuses.find((f) => f.id === focus);
  return [...module.strategies, ...faction.strategies, ...(chosen?.strategies ?? [])];
}

/** BF.POWER.SPECIALTY_ACCESS, BF.POWER.NO_SPECIALTY: the chosen specialty's powers and the general ones. */
export function castablePowers(module: GameModule, specialty: string | undefined): Power[] {
  const chosen = module.powerSpecialties.find((s) => s.id === specialty);
  return [...(chosen?.powers ?? []), ...module.generalPowers];
}

/** The models a listed unit must have: its composition plus what its options add (BF.DATA.COMPOSITION). */
export function modelsOf(sheet: Datasheet, options: readonly UnitOption[]): number {
  return sheet.composition.reduce((n, e) => n + e.count, 0) + options.reduce((n, o) => n + o.addModels, 0);
}

/** BF.DATA.POINTS: the datasheet's points and its options'. */
export function unitPoints(sheet: Datasheet, options: readonly UnitOption[]): number {
  return sheet.points + options.reduce((n, o) => n + o.cost, 0);
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** BF.ALLY.*: may `ally` fill a detachment of a force led by `main`? */
export function mayAlly(main: Faction, ally: Faction): { ok: true } | { ok: false; rule: string; why: string } {
  if (main.id === ally.id) return { ok: true };
  if (main.alliance === 'unaligned') return { ok: false, rule: 'BF.ALLY.UNALIGNED', why: `${main.name} are unaligned and take no allies` };
  if (ally.alliance === 'unaligned') return { ok: false, rule: 'BF.ALLY.UNALIGNED', why: `${ally.name} are unaligned and ally with no one` };
  if (main.alliance === 'mercenaries' || ally.alliance === 'mercenaries') return { ok: true };
  if (main.alliance === ally.alliance) return { ok: true };
  return { ok: false, rule: 'BF.ALLY.SEPARATE_FORG', why: `${ally.name} are not allies of ${main.name}` };
}

interface Counted {
  detachment: Detachment | undefined;
  sheet: Datasheet;
}

/** Is the list legal under the book, with the given module? Never throws. */
export function validateBfArmy(list: BfArmyFile, module: GameModule): BfArmyReport {
  const limit = list.pointsLimit;
  const problems: BfProblem[] = [];
  const factions = new Map(module.factions.map((f) => [f.id, f]));
  const organisations = new Map(module.forceOrganisations.map((o) => [o.id, o]));
  const main = factions.get(list.faction);
  const restricted = !list.casual;
  let points = 0;
  let legends = 0;
  const counted: Counted[] = [];

  if (!main) {
    problems.push({ rule: 'BF.DATA.UNIT_FIELDS', message: `The module "${module.name}" has no faction called "${list.faction}".` });
  }
  const focus = main?.focuses.find((f) => f.id === list.focus);
  if (main && list.focus !== undefined && !focus) {
    problems.push({ rule: 'BF.FFOCUS.OPTIONAL', message: `"${list.focus}" is not a Focus of ${main.name}; a force may only take a Focus of its own faction.` });
  }

  const detachments = new Map(list.detachments.map((d) => [d.id, d]));
  const chosen: ForceOrganisation[] = [];
  for (const d of list.detachments) {
    const org = organisations.get(d.organisation);
    if (!org) {
      problems.push({ rule: 'BF.FORG.CHOOSE', message: `Detachment "${d.id}" names "${d.organisation}", which is not a Force Organisation of this module.` });
      continue;
    }
    chosen.push(org);
    if (!restricted || !main || d.faction === undefined || d.faction === main.id) continue;
    const ally = factions.get(d.faction);
    if (!ally) {
      problems.push({ rule: 'BF.ALLY.SEPARATE_FORG', message: `Detachment "${d.id}" names "${d.faction}", which is not a faction of this module.` });
      continue;
    }
    const allowed = mayAlly(main, ally);
    if (!allowed.ok) problems.push({ rule: allowed.rule, message: `Detachment "${d.id}": ${allowed.why}.` });
  }

  for (const listed of list.units) {
    let detachment: Detachment | undefined;
    if (listed.detachment !== undefined) {
      detachment = detachments.get(listed.detachment);
      if (!detachment && restricted) {
        problems.push({ rule: 'BF.FORG.CHOOSE', message: `The list has no detachment "${listed.detachment}" for this unit to fill.`, unitUid: listed.uid });
      }
    } else if (list.detachments.length === 1) {
      detachment = list.detachments[0];
    } else if (restricted && list.detachments.length > 1) {
      problems.push({ rule: 'BF.FORG.CHOOSE', message: 'With more than one Force Organisation, every unit must say which detachment it fills.', unitUid: listed.uid });
    }
    const faction = factions.get(detachment?.faction ?? list.faction);
    if (!faction) continue;
    const sheet = faction.datasheets.find((d) => d.id === listed.profile);
    if (!sheet) {
      const elsewhere = module.factions.find((f) => f.datasheets.some((d) => d.id === listed.profile));
      problems.push(
        elsewhere
          ? { rule: 'BF.ALLY.SEPARATE_FORG', message: `${listed.profile} belongs to ${elsewhere.name}; it can only join through a detachment of its own faction.`, unitUid: listed.uid }
          : { rule: 'BF.DATA.UNIT_FIELDS', message: `${faction.name} have no datasheet called "${listed.profile}".`, unitUid: listed.uid },
      );
      continue;
    }
    const options: UnitOption[] = [];
    const groups = new Set<string>();
    for (const id of listed.options) {
      const option = sheet.options.find((o) => o.id === id);
      if (!option) {
        problems.push({ rule: 'BF.DATA.UNIT_OPTIONS', message: `${sheet.name} has no option "${id}".`, unitUid: listed.uid });
        continue;
      }
      if (options.includes(option)) {
        problems.push({ rule: 'BF.DATA.UNIT_OPTIONS', message: `${sheet.name} takes ${option.name} twice; each option may be taken once.`, unitUid: listed.uid });
        continue;
      }
      if (option.group !== undefined && groups.has(option.group)) {
        problems.push({ rule: 'BF.DATA.UNIT_OPTIONS', message: `${sheet.name} takes ${option.name} and another option of the same choice; pick one.`, unitUid: listed.uid });
      }
      if (option.group !== undefined) groups.add(option.group);
      if (restricted && option.focus !== undefined && option.focus !== list.focus) {
        problems.push({ rule: 'BF.FFOCUS.EFFECTS', message: `${option.name} is only open to a force with the Focus "${option.focus}".`, unitUid: listed.uid });
      }
      options.push(option);
    }
    const expected = modelsOf(sheet, options);
    if (listed.models !== expected) {
      problems.push({ rule: 'BF.DATA.COMPOSITION', message: `${sheet.name} has ${plural(listed.models, 'model')}; with its options its composition is ${expected}.`, unitUid: listed.uid });
    }
    points += unitPoints(sheet, options);
    legends += (sheet.legend ? 1 : 0) + options.filter((o) => o.legend).length;

    if (sheet.casting) {
      if (listed.specialty === undefined) {
        if (faction.powerSpecialties.length) {
          problems.push({ rule: 'BF.POWER.SPECIALTY_PICK', message: `${sheet.name} can use powers and must pick one specialty before the game.`, unitUid: listed.uid });
        }
      } else if (!faction.powerSpecialties.includes(listed.specialty)) {
        problems.push({ rule: 'BF.POWER.ROSTER', message: `"${listed.specialty}" is not a power specialty of ${faction.name}'s roster.`, unitUid: listed.uid });
      }
    } else if (listed.specialty !== undefined) {
      problems.push({ rule: 'BF.POWER.CASTERS', message: `${sheet.name} cannot use powers, so it picks no specialty.`, unitUid: listed.uid });
    }

    if (restricted && sheet.focus !== undefined && sheet.focus !== list.focus) {
      problems.push({ rule: 'BF.FFOCUS.EFFECTS', message: `${sheet.name} is only open to a force with the Focus "${sheet.focus}".`, unitUid: listed.uid });
    }
    if (restricted && focus?.excludes.includes(sheet.id)) {
      problems.push({ rule: 'BF.FFOCUS.EFFECTS', message: `A force with ${focus.name} may not take ${sheet.name}.`, unitUid: listed.uid });
    }
    counted.push({ detachment, sheet });
  }

  // BF.FORCE.POINTS_LIMIT: exactly the limit is legal.
  if (points > limit) problems.push({ rule: 'BF.FORCE.POINTS_LIMIT', message: `The list costs ${points} points, ${points - limit} over its ${limit}-point limit.` });
  const sp = strategyPoints(limit, chosen);

  if (restricted) {
    if (list.detachments.length === 0) problems.push({ rule: 'BF.FORG.CHOOSE', message: 'The list must choose a Force Organisation and pay its SP cost.' });
    if (main && list.detachments.length > 0 && list.detachments.every((d) => d.faction !== undefined && d.faction !== main.id)) {
      problems.push({ rule: 'BF.ALLY.SEPARATE_FORG', message: `At least one detachment must be of the force's own faction, ${main.name}.` });
    }
    // BF.FORG.COST_FROM_INCOME, BF.FORG.MULTIPLE: any number of organisations while income stays at 0 or more.
    if (sp.income < 0) {
      problems.push({
        rule: 'BF.FORG.MULTIPLE',
        message: `The Force Organisations cost ${sp.costs} SP but a ${limit}-point game gives ${sp.base}; strategy points may not go below zero.`,
      });
    }
    for (const d of list.detachments) {
      const org = organisations.get(d.organisation);
      if (!org) continue;
      const inIt = counted.filter((c) => c.detachment === d);
      for (const category of module.categories) {
        const n = inIt.filter((c) => c.sheet.category === category.id).length;
        const slot = org.slots.find((s) => s.category === category.id) ?? { min: 0, max: 0 };
        if (n < slot.min || n > slot.max) {
          const range = slot.max === 0 ? 'none' : slot.min === slot.max ? `exactly ${slot.min}` : slot.min === 0 ? `at most ${slot.max}` : `${slot.min} to ${slot.max}`;
          problems.push({ rule: 'BF.FORG.SLOT_LIMITS', message: `${org.name} "${d.id}" has ${plural(n, `${category.name} unit`)}; it takes ${range}.` });
        }
      }
    }
    const slots = module.legendSlots + chosen.reduce((n, o) => n + o.legendSlots, 0);
    if (legends > slots) problems.push({ rule: 'BF.LEGEND.MAX_ONE', message: `The list has ${plural(legends, 'Legend')}; it may include ${slots}.` });
    for (const l of focus?.limits ?? []) {
      const n = counted.filter((c) => c.sheet.category === l.category).length;
      const name = module.categories.find((c) => c.id === l.category)?.name ?? l.category;
      if (n > l.max) problems.push({ rule: 'BF.FFOCUS.EFFECTS', message: `${focus!.name} allows ${l.max === 0 ? 'no' : `at most ${l.max}`} ${name} units; the list has ${n}.` });
    }
  }

  return { ok: problems.length === 0, points, limit, advantagePoints: advantagePoints(limit, points), sp, legends, problems };
}
