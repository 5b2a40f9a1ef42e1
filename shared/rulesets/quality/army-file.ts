/**
 * The Quality Wargame's army files: their schema (a built-in army book or a homebrew one), the
 * built-in army books, and the plain-text roster.
 */
import { z } from 'zod';
import { armyHeader, factionChoice, oneFaction, uidChoice, uniqueUids, type ParsedArmy } from '../../core/army';
import { describeIssue } from '../../core/army-issues';
import { QUALITY_RULESET_ID } from './id';
import { priceQualityUnit } from './army';
import { gravemarchReavers } from './content/gravemarch-reavers';
import { thornwallWardens } from './content/thornwall-wardens';
import { QualityArmyBook, QualityListedUnit } from './schema';

export { QUALITY_RULESET_ID };

export const QualityArmyFile = z
  .object({ ...armyHeader, ruleset: z.literal(QUALITY_RULESET_ID), homebrew: QualityArmyBook.optional(), units: z.array(QualityListedUnit).max(100) })
  .strict()
  .refine(oneFaction, factionChoice)
  .refine(uniqueUids, uidChoice);
export type QualityArmyFile = z.infer<typeof QualityArmyFile>;

/** The army books Tenfold ships for the Quality Wargame. */
export const QUALITY_BOOKS: readonly QualityArmyBook[] = [thornwallWardens, gravemarchReavers];

function models(n: number): string {
  return `${n} model${n === 1 ? '' : 's'}`;
}

export function bookOf(army: QualityArmyFile, books: readonly QualityArmyBook[] = QUALITY_BOOKS): QualityArmyBook | undefined {
  return army.homebrew ?? books.find((b) => b.id === army.faction);
}

export function qualityRosterText(army: QualityArmyFile, books: readonly QualityArmyBook[] = QUALITY_BOOKS): string[] {
  const book = bookOf(army, books);
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

/** Check a decoded army file whose header names the Quality Wargame. Never throws. */
export function parseQualityArmy(json: Record<string, unknown>): ParsedArmy<QualityArmyFile> {
  const parsed = QualityArmyFile.safeParse(json);
  if (!parsed.success) return { ok: false, message: describeIssue(parsed.error.issues[0]!) };
  return { ok: true, army: parsed.data };
}
