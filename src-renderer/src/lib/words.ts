/**
 * Counts and group names in plain English, for every screen: "1 model", "3 models", "No units
 * yet" (not "1 models" or "No Units units yet").
 */

/** "1 model", "3 models", "0 models". */
export function counted(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/** "HQ units", "Core units", and "units" for a category already called Units (the Quality lists). */
export function unitsIn(category: string): string {
  return /^units?$/i.test(category.trim()) ? 'units' : `${category} units`;
}

/** Choices in a sentence: "A", "A or B", "A, B or C". */
export function eitherOf(choices: readonly string[]): string {
  if (choices.length <= 1) return choices[0] ?? '';
  return `${choices.slice(0, -1).join(', ')} or ${choices.at(-1)}`;
}
