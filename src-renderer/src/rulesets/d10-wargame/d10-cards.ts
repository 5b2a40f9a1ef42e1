/**
 * Turns the core's worked-out D10 units into army cards. Every number comes from the core
 * (resolveUnit / validateArmy): effective weapon range, attacks and AP, the unit's stacked tiers
 * and its points. This module only picks words for them: rule names and tier texts from the
 * faction's index, which holds the core's own-words descriptions.
 */
import { indexFaction } from '../../../../shared/rulesets/d10-wargame/faction-index';
import { allowance } from '../../../../shared/rulesets/d10-wargame/movement';
import type { ResolvedUnit, UnitTiers } from '../../../../shared/rulesets/d10-wargame/resolved';
import type { Faction, RuleRef } from '../../../../shared/rulesets/d10-wargame/schema';
import { ruleLabel } from '../../../../shared/rulesets/d10-wargame/special-rules';
import type { CardRule, CardUnit, CardWeapon } from '../../armies/cards/card-model';

type Index = ReturnType<typeof indexFaction>;

function weaponLine(ix: Index, unit: ResolvedUnit, weapon: ResolvedUnit['weapons'][number]): CardWeapon {
  return {
    name: weapon.name,
    range: weapon.range === undefined ? 'Melee' : `${weapon.range}"`,
    attacks: String(weapon.attacks),
    ap: String(weapon.ap),
    rules: weapon.rules.map((ref) => ruleLabel(ref, ix.rule)),
    carriers: weapon.carriers < unit.models ? `×${weapon.carriers}` : '',
  };
}

function tierText(ix: Index, ref: RuleRef): string {
  const rule = ix.rule(ref.rule);
  if (!rule) return 'A rule Tenfold does not know.';
  return rule.tiers[ref.tier - 1] ?? rule.summary;
}

/**
 * Each special rule once per tier it appears at, with what that tier does. When rules of the same
 * kind add up on this unit (D10.SR.ADDITIVE), the core's stacked tier is stated as well, so the
 * player reads the total instead of adding it up at the table.
 */
function ruleLines(ix: Index, unit: ResolvedUnit): CardRule[] {
  const seen = new Set<string>();
  const lines: CardRule[] = [];
  for (const ref of unit.rules) {
    const key = `${ref.rule}:${ref.tier}`;
    if (seen.has(key)) continue;
    seen.add(key);
    lines.push({ name: ix.rule(ref.rule)?.name ?? ref.rule, tier: ref.tier, text: tierText(ix, ref) });
  }
  for (const [effect, tier] of Object.entries(unit.tiers) as [keyof UnitTiers, number][]) {
    const sources = unit.rules.filter((r) => ix.rule(r.rule)?.effect === effect);
    const highest = Math.max(0, ...sources.map((r) => r.tier));
    if (tier > highest) {
      const universal = ix.rule(effect);
      lines.push({
        name: `${universal?.name ?? effect} in total`,
        tier,
        text: `${universal ? universal.tiers[tier - 1] : ''} (these rules add up, to tier 3 at most).`,
      });
    }
  }
  for (const gear of unit.wargear ?? []) {
    if (gear.summary) lines.push({ name: gear.name, text: gear.summary });
  }
  return lines;
}

export function d10Card(faction: Faction, unit: ResolvedUnit, profileName?: string): CardUnit {
  const ix = indexFaction(faction);
  const s = unit.stats;
  return {
    uid: unit.uid,
    name: unit.name,
    profile: profileName && profileName !== unit.name ? profileName : undefined,
    category: unit.category,
    points: unit.points,
    models: unit.models,
    // D10.MOVE.MOVE_6 and D10.MOVE.ADVANCE_12 with D10.SR.SPEED: the core's allowances, as the table reads them.
    stats: [
      { label: 'Move', value: `${allowance(unit, 'move')}"` },
      { label: 'Advance', value: `${allowance(unit, 'advance')}"` },
      { label: 'Ranged', value: `${s.ranged}+` },
      { label: 'Melee', value: `${s.melee}+` },
      { label: 'Defense', value: `${s.defense}+` },
      { label: 'Morale', value: `${s.morale}+` },
      { label: 'Wounds', value: String(unit.wounds) },
    ],
    weapons: unit.weapons.map((w) => weaponLine(ix, unit, w)),
    rules: ruleLines(ix, unit),
    keywords: unit.keywords,
  };
}
