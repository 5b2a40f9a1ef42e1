/**
 * The homebrew Quality army being edited (a DraftEditor: checked live by the core, kept after
 * every change): its units, each with Quality, Move, model count, the Heavy trait, its weapons
 * and its battle-point cost.
 */
import type { QualityArmyBook } from '../../../../shared/rulesets/quality/schema';
import { DraftEditor } from '../../armies/draft-editor.svelte';
import type { DraftStore } from '../../armies/model/draft-store';
import { uniqueId } from '../../armies/model/homebrew-words';
import { checkQualityBook, newQualityUnit } from './quality-homebrew';

export class QualityHomebrewEditor extends DraftEditor<QualityArmyBook> {
  constructor(initial: QualityArmyBook, onsave: (book: QualityArmyBook) => void, drafts: DraftStore, key: string) {
    super({ initial, check: checkQualityBook, onsave, drafts, key, lists: ['units'] });
  }

  addUnit(): void {
    this.draft.units.push(newQualityUnit(this.draft));
  }

  removeUnit(index: number): void {
    this.draft.units.splice(index, 1);
  }

  /** A unit of one fixed size, or a range the player picks from when building the list. */
  setModels(index: number, min: number, max: number): void {
    const unit = this.draft.units[index];
    if (unit) unit.models = min === max ? min : { min, max };
  }

  addWeapon(index: number): void {
    const unit = this.draft.units[index];
    if (unit) unit.weapons.push({ id: uniqueId('Weapon', 'weapon', unit.weapons), name: 'Weapon', attacks: 1 });
  }

  removeWeapon(index: number, weapon: number): void {
    this.draft.units[index]?.weapons.splice(weapon, 1);
  }

  /** An empty range makes a melee weapon (QW.DATA.WEAPON_RANGE: a melee weapon has none). */
  setRange(index: number, weapon: number, range: number | null): void {
    const w = this.draft.units[index]?.weapons[weapon];
    if (!w) return;
    if (range === null || Number.isNaN(range)) delete w.range;
    else w.range = range;
  }

  setKeywords(index: number, text: string): void {
    const unit = this.draft.units[index];
    if (unit) unit.keywords = text.split(',').map((k) => k.trim()).filter(Boolean);
  }
}
