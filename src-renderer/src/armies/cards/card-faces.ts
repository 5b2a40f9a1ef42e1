/**
 * Splits a unit over as many 63×88 mm cards as it needs. A card has a fixed size, so text that
 * does not fit would be cut off at the edge; instead a unit with many weapons or rules continues on
 * a second card with its name repeated, and the player never loses a line at the table.
 *
 * The fit is an estimate in printed lines (7 pt type, about 46 characters to a line on a card),
 * kept on the safe side.
 */
import type { CardRule, CardUnit, CardWeapon } from './card-model';

export interface CardFace {
  unit: CardUnit;
  /** 1-based; `of` is the number of cards the unit takes. */
  part: number;
  of: number;
  stats: boolean;
  weapons: CardWeapon[];
  rules: CardRule[];
  keywords: boolean;
}

/** Lines of 7 pt type that fit below a card's margins (82 mm at 3.1 mm a line, less a safety line). */
export const LINES_PER_CARD = 25.5;
const CHARS_PER_LINE = 48;
/** The name (9.5 pt, wrapping at about 24 characters beside the points), the meta line and the rule under them. */
function headerLines(unit: CardUnit): number {
  return 2 + 1.5 * lines(unit.name, 24);
}
/** Room kept for the "Card 1 of 2" line at the foot. */
const FOOT_LINES = 1;
const STATS_LINES = 3;

function lines(text: string, width = CHARS_PER_LINE): number {
  return Math.max(1, Math.ceil(text.length / width));
}

export function ruleText(rule: CardRule): string {
  return `${rule.name}${rule.tier === undefined ? '' : ` (${rule.tier})`}: ${rule.text}`;
}

function weaponLines(weapon: CardWeapon): number {
  // Name and numbers share the first line; the weapon's rules wrap below it.
  return lines(weapon.name, 24) + (weapon.rules.length ? lines(weapon.rules.join(', ')) : 0);
}

type Item =
  | { kind: 'stats' }
  | { kind: 'weapon'; weapon: CardWeapon }
  | { kind: 'rule'; rule: CardRule }
  | { kind: 'keywords' };

function cost(item: Item, unit: CardUnit): number {
  switch (item.kind) {
    case 'stats':
      // A line per kind of model past the first, for units whose models differ.
      return STATS_LINES + Math.max(0, (unit.lines?.length ?? 1) - 1) * 1.2;
    case 'weapon':
      return weaponLines(item.weapon);
    case 'rule':
      // Rules print at 6.5 pt, a little smaller than the 7 pt the budget counts in, plus a small gap.
      return lines(ruleText(item.rule)) * 0.93 + 0.2;
    case 'keywords':
      return lines(`Keywords: ${unit.keywords.join(', ')}`) + 0.5;
  }
}

export function cardFaces(unit: CardUnit): CardFace[] {
  const items: Item[] = [
    { kind: 'stats' },
    ...unit.weapons.map((weapon) => ({ kind: 'weapon' as const, weapon })),
    ...unit.rules.map((rule) => ({ kind: 'rule' as const, rule })),
    ...(unit.keywords.length ? [{ kind: 'keywords' as const }] : []),
  ];
  const faces: Omit<CardFace, 'of'>[] = [];
  const header = headerLines(unit) + FOOT_LINES;
  let face = blank(unit, 1);
  let used = header;
  for (const item of items) {
    // A section's first item on a card also pays for the section's heading line.
    const heading =
      (item.kind === 'weapon' && face.weapons.length === 0) || (item.kind === 'rule' && face.rules.length === 0) ? 1.5 : 0;
    const need = cost(item, unit) + heading;
    if (used + need > LINES_PER_CARD && used > header) {
      faces.push(face);
      face = blank(unit, faces.length + 1);
      used = header;
      const fresh = item.kind === 'weapon' || item.kind === 'rule' ? 1.5 : 0;
      used += cost(item, unit) + fresh;
    } else {
      used += need;
    }
    if (item.kind === 'stats') face.stats = true;
    else if (item.kind === 'weapon') face.weapons.push(item.weapon);
    else if (item.kind === 'rule') face.rules.push(item.rule);
    else face.keywords = true;
  }
  faces.push(face);
  return faces.map((f) => ({ ...f, of: faces.length }));
}

function blank(unit: CardUnit, part: number): Omit<CardFace, 'of'> {
  return { unit, part, stats: false, weapons: [], rules: [], keywords: false };
}
