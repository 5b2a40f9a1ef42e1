/**
 * The plain-text roster a player pastes into a forum or a chat: the rules core's armyToText, with
 * the army's problems (from the core's validation) added at the end so an illegal list is never
 * shared as if it were legal.
 */
import { armyToText } from '../../../../shared/armies/index';
import type { Catalog } from './catalog';
import { type ArmyFile, viewArmy } from './kits';

export function rosterText(army: ArmyFile, catalog: Catalog): string {
  const text = armyToText(army, catalog);
  const { problems } = viewArmy(army, catalog);
  if (!problems.length) return text;
  return `${text}\nNOT LEGAL YET:\n${problems.map((p) => `! ${p.rule}: ${p.message}`).join('\n')}\n`;
}
