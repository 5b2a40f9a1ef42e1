/**
 * Live validation of a D10 army list: every problem names the catalog rule it breaks and says, in a
 * sentence a player understands, what to change. An illegal army is a value, never an exception.
 */
import { optionFaults, resolveWithIndex } from './army';
import { checkFaction, indexFaction } from './faction-index';
import type { ResolvedUnit } from './resolved';
import type { Category, Faction, ListedUnit } from './schema';

/** What validateArmy needs from an army: the d10 ArmyFile satisfies it. */
export interface D10ArmyList {
  pointsLimit: number;
  /** A built-in faction id … */
  faction?: string | undefined;
  /** … or a homebrew faction carried with the army. */
  homebrew?: Faction | undefined;
  units: readonly ListedUnit[];
}

export interface ArmyProblem {
  rule: string;
  message: string;
  unitUid?: string;
}

export interface ArmyReport {
  ok: boolean;
  points: number;
  limit: number;
  problems: ArmyProblem[];
  /** Every unit whose profile was found, worked out for the game and the cards. */
  units: ResolvedUnit[];
}

/**
 * D10.ARMY.FOC: how many units of each category an army may field, each row with its rule id. The
 * validator judges against it and the Armies screen's tracker prints it ("1–2", "2+").
 */
export const FOC: readonly { category: Category; min: number; max: number; rule: string }[] = [
  { category: 'HQ', min: 1, max: 2, rule: 'D10.ARMY.HQ_1_2' },
  { category: 'Core', min: 2, max: Infinity, rule: 'D10.ARMY.CORE_MIN_2' },
  { category: 'Elite', min: 0, max: 3, rule: 'D10.ARMY.ELITE_0_3' },
  { category: 'Heavy Support', min: 0, max: 2, rule: 'D10.ARMY.HEAVY_0_2' },
  { category: 'Fast Attack', min: 0, max: 2, rule: 'D10.ARMY.FAST_0_2' },
];

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function focMessage(category: Category, count: number, min: number, max: number): string {
  const range = max === Infinity ? `at least ${min}` : min === 0 ? `at most ${max}` : `${min} or ${max}`;
  return `The army has ${plural(count, `${category} unit`)}; it must have ${range}.`;
}

/** The faction an army is drawn from (D10.ARMY.ONE_FACTION): its homebrew one, or a built-in by id. */
function findFaction(list: D10ArmyList, catalog: readonly Faction[]): { faction?: Faction; problem?: ArmyProblem } {
  if (list.homebrew) {
    const errors = checkFaction(list.homebrew);
    if (errors.length) {
      return { problem: { rule: 'D10.ARMY.ONE_FACTION', message: `The army's own faction is not sound: ${errors[0]}.` } };
    }
    return { faction: list.homebrew };
  }
  const faction = catalog.find((f) => f.id === list.faction);
  if (!faction) {
    return {
      problem: {
        rule: 'D10.ARMY.ONE_FACTION',
        message: list.faction ? `Tenfold has no faction called "${list.faction}".` : 'The army does not say which faction it is drawn from.',
      },
    };
  }
  return { faction };
}

export function validateArmy(list: D10ArmyList, catalog: readonly Faction[]): ArmyReport {
  const limit = list.pointsLimit;
  const problems: ArmyProblem[] = [];
  const units: ResolvedUnit[] = [];
  const found = findFaction(list, catalog);
  if (!found.faction) {
    return { ok: false, points: 0, limit, problems: [found.problem!], units };
  }
  const ix = indexFaction(found.faction);
  const counts = new Map<Category, number>();

  for (const listed of list.units) {
    const profile = ix.profile(listed.profile);
    if (!profile) {
      problems.push({
        rule: 'D10.ARMY.ONE_FACTION',
        message: `"${listed.profile}" is not a unit of ${found.faction.name}; every unit must come from the army's one faction.`,
        unitUid: listed.uid,
      });
      continue;
    }
    counts.set(profile.category, (counts.get(profile.category) ?? 0) + 1);
    // D10.ARMY.SIZE_LIMITS, D10.UNIT.SIZE_FROM_PROFILE: the profile's own minimum and maximum.
    if (listed.models < profile.minModels || listed.models > profile.maxModels) {
      const range = profile.minModels === profile.maxModels ? `exactly ${profile.minModels}` : `${profile.minModels} to ${profile.maxModels}`;
      problems.push({
        rule: 'D10.ARMY.SIZE_LIMITS',
        message: `${profile.name} has ${plural(listed.models, 'model')}; it must have ${range}.`,
        unitUid: listed.uid,
      });
    }
    for (const fault of optionFaults(ix, profile, listed)) problems.push({ ...fault, unitUid: listed.uid });
    units.push(resolveWithIndex(ix, profile, listed));
  }

  for (const { category, min, max, rule } of FOC) {
    const count = counts.get(category) ?? 0;
    if (count < min || count > max) problems.push({ rule, message: focMessage(category, count, min, max) });
  }

  const points = units.reduce((sum, u) => sum + u.points, 0);
  // D10.ARMY.POINT_LIMIT: exactly the limit is legal.
  if (points > limit) {
    problems.push({ rule: 'D10.ARMY.POINT_LIMIT', message: `The army costs ${points} points, ${points - limit} over its ${limit}-point limit.` });
  }
  return { ok: problems.length === 0, points, limit, problems, units };
}
