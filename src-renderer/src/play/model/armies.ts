/**
 * The armies a game can start with: the starter lists and the player's library, each read by the
 * core's parser, checked by its ruleset's army rules (an illegal army is flagged before play) and
 * worked out into the units the engine plays with — all through the registry.
 */
import { armyRules, checkArmy, parseArmyJson, SAMPLE_ARMIES, type ArmyCheck, type ArmyFile } from '../../../../shared/armies/index';
import type { PlayRulesetId } from './rulesets';

export interface ArmyOption {
  id: string;
  name: string;
  ruleset: PlayRulesetId;
  /** A built-in list, the player's library, or the army of a planned deployment. */
  source: 'starter' | 'library' | 'plan';
  points: number;
  /** The army file as JSON text. */
  file: string;
}

/** One army read for a game: the file, its check, and its units as its ruleset's engine takes them. */
export type ArmyUnits = { ok: true; ruleset: PlayRulesetId; army: ArmyFile; units: unknown[]; check: ArmyCheck } | { ok: false; reason: string };

/** The built-in sample lists of a ruleset, as choices. */
export function starterArmies(ruleset: PlayRulesetId): ArmyOption[] {
  return Object.values(SAMPLE_ARMIES)
    .flat()
    .filter((army) => army.ruleset === ruleset)
    .map((army) => ({ id: `starter:${army.id}`, name: army.name, ruleset, source: 'starter' as const, points: army.pointsLimit, file: JSON.stringify(army) }));
}

/**
 * The starter lists for a quick start, one per seat closest to `points`: the ruleset's factions in
 * turn (a free-for-all of three or four seats meets the first factions again), or null when a
 * faction has no starter list.
 */
export function quickStartArmies(ruleset: PlayRulesetId, points: number, seats: number): ArmyOption[] | null {
  const factions = (armyRules(ruleset)?.factions ?? []).map((f) => f.id);
  const pick = (faction: string | undefined): ArmyOption | undefined => {
    const lists = faction ? (SAMPLE_ARMIES[faction] ?? []) : [];
    const best = [...lists].sort((a, b) => Math.abs(a.pointsLimit - points) - Math.abs(b.pointsLimit - points))[0];
    return best ? { id: `starter:${best.id}`, name: best.name, ruleset, source: 'starter', points: best.pointsLimit, file: JSON.stringify(best) } : undefined;
  };
  if (factions.length < 2) return null;
  const chosen = Array.from({ length: seats }, (_, seat) => pick(factions[seat % factions.length]));
  return chosen.every((a) => a !== undefined) ? (chosen as ArmyOption[]) : null;
}

/** The starter list of each of the ruleset's first two factions closest to `points`, for a one-on-one quick start. */
export function quickStartPair(ruleset: PlayRulesetId, points: number): [ArmyOption, ArmyOption] | null {
  const pair = quickStartArmies(ruleset, points, 2);
  return pair ? [pair[0]!, pair[1]!] : null;
}

/**
 * Read, check and work out one army for a game. With `points`, the army is checked against the
 * game's agreed limit (D10.ARMY.POINT_LIMIT, QW.SCENARIO.BATTLE_POINTS) rather than its own.
 * A file the game cannot use is answered with a reason.
 */
export function armyUnits(text: string, ruleset: PlayRulesetId, points?: number): ArmyUnits {
  const parsed = parseArmyJson(text);
  if (!parsed.ok) return { ok: false, reason: `This army cannot be read: ${parsed.message}.` };
  const army = parsed.army;
  if (army.ruleset !== ruleset) return { ok: false, reason: `"${army.name}" is a ${army.ruleset} army, not a ${ruleset} one.` };
  const rules = armyRules(army.ruleset);
  if (!rules) return { ok: false, reason: `Tenfold cannot play ${army.ruleset} armies yet.` };
  const check = checkArmy(points === undefined ? army : { ...army, pointsLimit: points });
  if (army.units.length === 0) return { ok: false, reason: `"${army.name}" has no units.` };
  const resolved = rules.resolve(army);
  if (!resolved.ok) {
    return resolved.code === 'unknown-faction'
      ? { ok: false, reason: `"${army.name}" names ${rules.factionNoun === 'army book' ? 'an' : 'a'} ${rules.factionNoun} Tenfold does not have.` }
      : { ok: false, reason: `"${army.name}" lists a unit its ${rules.factionNoun} does not have (${resolved.profile}).` };
  }
  return { ok: true, ruleset, army, units: resolved.units, check };
}
