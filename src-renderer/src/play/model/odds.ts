/**
 * The odds before rolling, from shared/odds, for the attack the player is about to make. The
 * numbers that go in (dice, required values, tiers, cover) are read from the engines' own exports
 * (attackDice, attackers, coverOf…), so the odds describe exactly the attack `apply` will roll.
 */
import { attackOdds, qualityAttackOdds, summarizeD10Attack, summarizeQualityAttack, type D10AttackSpec, type QualityAttackSpec } from '../../../../shared/odds/index';
import { attackDice } from '../../../../shared/rulesets/d10-wargame/attack';
import type { D10State } from '../../../../shared/rulesets/d10-wargame/state';
import { attackers } from '../../../../shared/rulesets/quality/attack';
import { coverOf, inCombatWithSeveral } from '../../../../shared/rulesets/quality/sight';
import type { QState } from '../../../../shared/rulesets/quality/state';
import type { SessionData } from './session';

/** One D10 ranged profile at one target: "4+ to hit, 5+ to defend: 1.8 wounds expected, 3% to destroy". */
export function d10ShotOdds(data: SessionData, unitId: string, weaponId: string, targetId: string): string | null {
  if (data.ruleset !== 'd10-wargame') return null;
  const s = data.game.state as D10State;
  const u = s.units[unitId];
  const t = s.units[targetId];
  const w = u?.weapons.find((x) => x.id === weaponId);
  if (!u || !t || !w) return null;
  const spec: D10AttackSpec = {
    attacks: attackDice(u, w, s.options),
    kind: w.kind === 'melee' ? 'melee' : 'shooting',
    skill: w.kind === 'melee' ? u.stats.melee : u.stats.ranged,
    skillTier: (w.kind === 'melee' ? u.tiers.melee : u.tiers.ranged) ?? 0,
    ap: w.ap,
    defense: t.stats.defense,
    defenseTier: t.tiers.defense ?? 0,
  };
  try {
    const damaged = Math.max(0, ...t.models.map((m) => m.wounds));
    const odds = attackOdds({ ...spec, target: { models: t.models.length, woundsPerModel: t.woundsPerModel, woundsAlreadyOnDamagedModel: damaged, initialModels: t.initialModels } });
    return `${spec.attacks} dice — ${summarizeD10Attack(spec, odds)}`;
  } catch {
    return null;
  }
}

/** One Quality attack (shoot or fight) at one target, with the modifiers the engine will apply. */
export function qualityAttackLine(data: SessionData, unitId: string, targetId: string, kind: 'ranged' | 'melee'): string | null {
  if (data.ruleset !== 'quality') return null;
  const s = data.game.state as QState;
  const u = s.units[unitId];
  const t = s.units[targetId];
  if (!u || !t) return null;
  const rolling = attackers(s, u, t, kind);
  const spec: QualityAttackSpec = {
    attacks: rolling.reduce((n, r) => n + r.attacks, 0),
    quality: u.quality,
    defenderQuality: t.quality,
    cover: coverOf(s, u, t, rolling.map((r) => r.model)),
    held: s.active?.unitId === unitId && s.active.action === 'hold',
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
