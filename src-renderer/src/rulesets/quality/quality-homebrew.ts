/**
 * An army of the player's own for the Quality Wargame: the book gives no unit profiles at all
 * (QW.AMBIG.MISSING_PROFILES), so players always stat their own. Checked by the core's
 * QualityArmyBook schema, exactly as the built-in armies are.
 */
import { QualityArmyBook, type QualityUnit } from '../../../../shared/rulesets/quality/schema';
import type { Outcome } from '../../armies/model/army-codec';
import { plain, slug, uniqueId, where } from '../../armies/model/homebrew-words';

export function newQualityUnit(book: QualityArmyBook): QualityUnit {
  return {
    id: uniqueId('New unit', 'unit', book.units),
    name: 'New unit',
    quality: 5,
    move: 6,
    models: { min: 5, max: 10 },
    heavy: false,
    weapons: [{ id: 'hand-weapons', name: 'Hand weapons', attacks: 1 }],
    costPerModel: 8,
    base: { shape: 'round', mm: 25 },
    keywords: ['Infantry'],
    summary: '',
  };
}

export function templateBook(name = 'My army'): QualityArmyBook {
  const base: QualityArmyBook = { id: slug(name, 'my-army'), name, ruleset: 'quality', summary: '', units: [] };
  const captain: QualityUnit = { ...newQualityUnit(base), id: 'captain', name: 'Captain', quality: 4, models: 1, costPerModel: 40, keywords: ['Infantry', 'Leader'] };
  const bows = {
    ...newQualityUnit(base),
    id: 'bowmen',
    name: 'Bowmen',
    weapons: [{ id: 'bows', name: 'Bows', range: 24, attacks: 1 }],
  };
  return { ...base, units: [captain, bows] };
}

export function checkQualityBook(draft: unknown): Outcome<QualityArmyBook> & { errors: string[] } {
  const parsed = QualityArmyBook.safeParse(draft);
  if (parsed.success) return { ok: true, value: parsed.data, errors: [] };
  const errors = parsed.error.issues.slice(0, 12).map((issue) => `${where(draft, issue.path)}: ${plain(issue.message)}`);
  return { ok: false, message: errors[0]!, errors };
}

/** A built-in army as the starting point of the player's own. */
export function bookFrom(book: QualityArmyBook): QualityArmyBook {
  return { ...structuredClone(book), id: slug(`${book.id}-homebrew`, 'homebrew'), name: `${book.name} (homebrew)` };
}
