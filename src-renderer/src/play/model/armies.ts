/**
 * The armies a game can start with: the starter lists and the player's library, each read by the
 * core's parser, checked by the core's army rules (an illegal army is flagged before play) and
 * worked out into the units the engine plays with.
 */
import { checkArmy, parseArmyJson, type ArmyCheck } from '../../../../shared/armies/index';
import { D10_FACTIONS, type D10ArmyFile } from '../../../../shared/rulesets/d10-wargame/army-file';
import { D10_SAMPLES } from '../../../../shared/rulesets/d10-wargame/content/samples';
import { QUALITY_BOOKS, type QualityArmyFile } from '../../../../shared/rulesets/quality/army-file';
import { QUALITY_SAMPLES } from '../../../../shared/rulesets/quality/content/samples';

const BUILT_IN = { 'd10-wargame': D10_FACTIONS, quality: QUALITY_BOOKS } as const;
type ArmyFile = D10ArmyFile | QualityArmyFile;
const SAMPLE_ARMIES: Readonly<Record<string, readonly ArmyFile[]>> = { ...D10_SAMPLES, ...QUALITY_SAMPLES };
import { resolveUnit } from '../../../../shared/rulesets/d10-wargame/army';
import type { ResolvedUnit } from '../../../../shared/rulesets/d10-wargame/resolved';
import { resolveQualityArmy } from '../../../../shared/rulesets/quality/army';
import type { QualityGameUnit } from '../../../../shared/rulesets/quality/state';
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

export type ArmyUnits =
  | { ok: true; ruleset: 'd10-wargame'; army: ArmyFile; units: ResolvedUnit[]; check: ArmyCheck }
  | { ok: true; ruleset: 'quality'; army: ArmyFile; units: QualityGameUnit[]; check: ArmyCheck }
  | { ok: false; reason: string };

/** The built-in sample lists of a ruleset, as choices. */
export function starterArmies(ruleset: PlayRulesetId): ArmyOption[] {
  return Object.values(SAMPLE_ARMIES)
    .flat()
    .filter((army) => army.ruleset === ruleset)
    .map((army) => ({ id: `starter:${army.id}`, name: army.name, ruleset, source: 'starter' as const, points: army.pointsLimit, file: JSON.stringify(army) }));
}

/** The starter list of each of the ruleset's two factions closest to `points`, for the quick start. */
export function quickStartPair(ruleset: PlayRulesetId, points: number): [ArmyOption, ArmyOption] | null {
  const factions = ruleset === 'd10-wargame' ? BUILT_IN['d10-wargame'].map((f) => f.id) : BUILT_IN.quality.map((b) => b.id);
  const pick = (faction: string | undefined): ArmyOption | undefined => {
    const lists = faction ? (SAMPLE_ARMIES[faction] ?? []) : [];
    const best = [...lists].sort((a, b) => Math.abs(a.pointsLimit - points) - Math.abs(b.pointsLimit - points))[0];
    return best ? { id: `starter:${best.id}`, name: best.name, ruleset, source: 'starter', points: best.pointsLimit, file: JSON.stringify(best) } : undefined;
  };
  const a = pick(factions[0]);
  const b = pick(factions[1]);
  return a && b ? [a, b] : null;
}

/**
 * Read, check and work out one army for a game. With `points`, the army is checked against the
 * game's agreed limit (D10.ARMY.POINT_LIMIT, QW.SCENARIO.BATTLE_POINTS) rather than its own.
 * A file the game cannot use is answered with a reason.
 */
export function armyUnits(text: string, ruleset: PlayRulesetId, points?: number): ArmyUnits {
  const parsed = parseArmyJson(text);
  if (!parsed.ok) return { ok: false, reason: `This army cannot be read: ${parsed.message}.` };
  // The registry plays these two rulesets, so a parsed army is one of theirs.
  const army = parsed.army as ArmyFile;
  if (army.ruleset !== ruleset) return { ok: false, reason: `"${army.name}" is a ${army.ruleset} army, not a ${ruleset} one.` };
  const check = checkArmy(points === undefined ? army : { ...army, pointsLimit: points }, BUILT_IN);
  if (army.units.length === 0) return { ok: false, reason: `"${army.name}" has no units.` };
  if (army.ruleset === 'd10-wargame') {
    const faction = army.homebrew ?? BUILT_IN['d10-wargame'].find((f) => f.id === army.faction);
    if (!faction) return { ok: false, reason: `"${army.name}" names a faction Tenfold does not have.` };
    const units: ResolvedUnit[] = [];
    for (const listed of army.units) {
      try {
        units.push(resolveUnit(faction, listed));
      } catch {
        return { ok: false, reason: `"${army.name}" lists a unit its faction does not have (${listed.profile}).` };
      }
    }
    return { ok: true, ruleset: 'd10-wargame', army, units, check };
  }
  const units = resolveQualityArmy(army, BUILT_IN.quality);
  if (typeof units === 'string') return { ok: false, reason: units };
  return { ok: true, ruleset: 'quality', army, units, check };
}
