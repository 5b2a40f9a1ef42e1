/**
 * The Quality Wargame's odds as the contract offers them: `tenfold odds --ruleset quality` reads its
 * flags here, and the Play screen's line before an attack takes the modifiers the engine will apply
 * (the models that attack, cover from them, Hold, fatigue, multiple combats, Heavy).
 */
import { wholeFlag, type FlagOdds, type OddsFlags, type OddsRules } from '../../odds/flags';
import { MAX_ATTACKS, MAX_MODELS } from '../../odds/validate';
import { attackers } from './attack';
import { qualityAttackDistributions, qualityAttackOdds, qualitySequenceOdds, summarizeQualityAttack, type QualityAttackSpec, type QualityTarget } from './odds';
import { coverOf, inCombatWithSeveral } from './sight';
import type { QState } from './state';

function fromFlags(flags: OddsFlags): FlagOdds {
  const spec: QualityAttackSpec = {
    attacks: wholeFlag(flags, 'attacks', 0, MAX_ATTACKS),
    quality: wholeFlag(flags, 'hit', 0, 30),
    defenderQuality: wholeFlag(flags, 'defense', 0, 30),
    heavy: flags.switches.has('heavy'),
  };
  const faces = { hitOn: spec.quality, defendOn: spec.defenderQuality };
  if (flags.values['models'] === undefined) return { odds: qualityAttackDistributions(spec), ...faces };
  const target = { models: wholeFlag(flags, 'models', 1, MAX_MODELS) };
  return { odds: qualityAttackOdds({ ...spec, target }), ...faces };
}

/** One attack (shoot or fight) at one target, with the modifiers the engine will apply. */
function attackLine(s: QState, attack: { unitId: string; targetId: string; kind?: 'ranged' | 'melee' }): string | null {
  const u = s.units[attack.unitId];
  const t = s.units[attack.targetId];
  if (!u || !t) return null;
  const rolling = attackers(s, u, t, attack.kind ?? 'ranged');
  const spec: QualityAttackSpec = {
    attacks: rolling.reduce((n, r) => n + r.attacks, 0),
    quality: u.quality,
    defenderQuality: t.quality,
    cover: coverOf(s, u, t, rolling.map((r) => r.model)),
    held: s.active?.unitId === attack.unitId && s.active.action === 'hold',
    attackerFatigued: u.fatigued,
    defenderFatigued: t.fatigued,
    defenderInMultiCombat: inCombatWithSeveral(s, t),
    heavy: t.heavy,
  };
  if (spec.attacks === 0) return null;
  try {
    return `${spec.attacks} dice — ${summarizeQualityAttack(spec, qualityAttackOdds({ ...spec, target: { models: t.models.length } }))}`;
  } catch {
    return null;
  }
}

export const qualityOdds: OddsRules<QState, QualityAttackSpec, QualityTarget> = {
  flags: {
    values: ['attacks', 'hit', 'defense', 'models'],
    switches: ['heavy'],
    help: {
      attacks: { value: 'N', text: `the attack dice rolled, 0 to ${MAX_ATTACKS} (required)` },
      hit: { value: 'H', text: "the attacker's Quality after modifiers: the roll needed to hit (required)" },
      defense: { value: 'D', text: "the target's Quality after modifiers: the roll needed to save (required)" },
      heavy: { text: 'the target is Heavy: it re-rolls failed saves (QW.SAVE.HEAVY_REROLL)' },
      models: { value: 'M', text: "the target unit's models: adds modelsRemoved, destroy and moraleCheck" },
    },
  },
  usage: '--ruleset quality --attacks N --hit H --defense D [--heavy] [--models M]',
  fromFlags,
  sequence: qualitySequenceOdds,
  attackLine,
};
