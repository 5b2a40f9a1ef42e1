/**
 * The Play screen's line before a Battle Forge roll: the exact odds of the attack `apply` would roll
 * now — every weapon of the models in range and sight at its own hit value (Shock, Focus and Evade
 * tokens, long range, powers), against the target's Save with its cover — e.g.
 * "9 dice at or under 6 to hit, saves at or under 4: 2.9 wounds expected, 18% to destroy, 65% Shock".
 */
import { attackPlan } from './attack';
import { bfSequenceOdds, type BfAttackSpec } from './odds';
import { unitOf } from './round-state';
import { leadStats } from './setup';
import type { BfState } from './state';

const pct = (p: number): string => `${Math.round(p * 100)}%`;

export function bfAttackLine(s: BfState, attack: { unitId: string; targetId: string; kind?: 'ranged' | 'melee' }): string | null {
  const u = s.units[attack.unitId];
  const t = s.units[attack.targetId];
  if (!u || !t || t.models.length === 0) return null;
  // The tokens the attack would spend: the attacker's Focus, the target's Evade (BF.ACT.FOCUS_SPEND, BF.ACT.EVADE_SPEND).
  const focus = (unitOf(s.round, u.id)?.focusTokens ?? 0) > 0;
  const evade = (unitOf(s.round, t.id)?.evadeTokens ?? 0) > 0;
  const plan = attackPlan(s, u, t, attack.kind === 'melee' ? 'fight' : 'shoot', { focus, evade });
  if (!('volleys' in plan) || plan.volleys.length === 0) return null;
  const save = (leadStats(t).sav ?? 0) + plan.saveModifier;
  const specs: BfAttackSpec[] = plan.volleys.map((v) => ({ attacks: v.dice, hit: v.hitValue, save, ap: v.weapon.ap }));
  const wounds = Math.max(1, ...t.models.map((m) => m.wounds));
  const damaged = t.models.find((m) => m.woundsLeft < m.wounds);
  try {
    const odds = bfSequenceOdds(specs, { models: t.models.length, woundsPerModel: wounds, ...(damaged ? { woundsAlreadyOnDamagedModel: damaged.wounds - damaged.woundsLeft } : {}) });
    const dice = specs.reduce((n, x) => n + x.attacks, 0);
    const hits = [...new Set(specs.map((x) => x.hit))].join('/');
    const saves = [...new Set(specs.map((x) => x.save - (x.ap ?? 0)))].join('/');
    return `${dice} dice at or under ${hits} to hit, saves at or under ${saves}: ${odds.expected.wounds.toFixed(1)} wounds expected, ${pct(odds.destroy)} to destroy, ${pct(odds.shock)} Shock`;
  } catch {
    return null;
  }
}
