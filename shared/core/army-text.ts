/**
 * A plain-text roster of an army, to paste into a forum post or a message: grouped by Force
 * Organization category for the D10 Wargame, one line per unit with its models, gear and points.
 */
import { resolveWithIndex } from '../rulesets/d10-wargame/army';
import { indexFaction } from '../rulesets/d10-wargame/faction-index';
import type { Category } from '../rulesets/d10-wargame/schema';
import { priceQualityUnit } from '../rulesets/quality/army';
import type { ArmyCatalog } from './army-check';
import type { ArmyFile, D10ArmyFile, QualityArmyFile } from './army-file';

const CATEGORIES: readonly Category[] = ['HQ', 'Core', 'Elite', 'Heavy Support', 'Fast Attack'];
const EMPTY: ArmyCatalog = { 'd10-wargame': [], quality: [] };

function models(n: number): string {
  return `${n} model${n === 1 ? '' : 's'}`;
}

function d10Text(army: D10ArmyFile, catalog: ArmyCatalog): string[] {
  const faction = army.homebrew ?? catalog['d10-wargame'].find((f) => f.id === army.faction);
  if (!faction) return [`Faction: ${army.faction ?? 'unknown'}`, ...army.units.map((u) => `- ${u.profile} (${models(u.models)})`)];
  const ix = indexFaction(faction);
  const lines: string[] = [];
  let total = 0;
  const body: string[] = [];
  for (const category of CATEGORIES) {
    const rows: string[] = [];
    for (const listed of army.units) {
      const profile = ix.profile(listed.profile);
      if (profile?.category !== category) continue;
      const unit = resolveWithIndex(ix, profile, listed);
      total += unit.points;
      const label = unit.name === profile.name ? profile.name : `${unit.name} (${profile.name})`;
      rows.push(`- ${label}, ${models(unit.models)}: ${unit.points} pts`);
      const weapons = unit.weapons.map((w) => (w.carriers === unit.models ? w.name : `${w.carriers}× ${w.name}`));
      const gear = (unit.wargear ?? []).map((g) => g.name);
      rows.push(`    ${[...weapons, ...gear].join(', ')}`);
    }
    if (rows.length) body.push('', `${category}`, ...rows);
  }
  const unknown = army.units.filter((u) => !ix.profile(u.profile));
  if (unknown.length) body.push('', 'Not in this faction', ...unknown.map((u) => `- ${u.profile} (${models(u.models)})`));
  lines.push(`D10 Wargame · ${faction.name}${army.homebrew ? ' (homebrew)' : ''} · ${total} / ${army.pointsLimit} points`, ...body);
  return lines;
}

function qualityText(army: QualityArmyFile, catalog: ArmyCatalog): string[] {
  const book = army.homebrew ?? catalog.quality.find((b) => b.id === army.faction);
  if (!book) return [`Army: ${army.faction ?? 'unknown'}`, ...army.units.map((u) => `- ${u.profile} (${models(u.models)})`)];
  let total = 0;
  const rows: string[] = [];
  for (const listed of army.units) {
    const profile = book.units.find((u) => u.id === listed.profile);
    if (!profile) {
      rows.push(`- ${listed.profile} (${models(listed.models)}): not in this army`);
      continue;
    }
    const points = priceQualityUnit(profile, listed);
    total += points;
    const weapons = profile.weapons.map((w) => (w.range === undefined ? w.name : `${w.name} ${w.range}"`)).join(', ');
    const heavy = profile.heavy ? ', Heavy' : '';
    rows.push(`- ${listed.label?.trim() || profile.name}, ${models(listed.models)}: ${points} bp`);
    rows.push(`    Quality ${profile.quality}+, Move ${profile.move}"${heavy}; ${weapons}`);
  }
  return [`Quality Wargame · ${book.name}${army.homebrew ? ' (homebrew)' : ''} · ${total} / ${army.pointsLimit} battle points`, '', ...rows];
}

/** The army as plain text. Pass the built-in catalog so units of built-in factions get their names. */
export function armyToText(army: ArmyFile, catalog: ArmyCatalog = EMPTY): string {
  const body = army.ruleset === 'd10-wargame' ? d10Text(army, catalog) : qualityText(army, catalog);
  return [army.name, ...body].join('\n') + '\n';
}
