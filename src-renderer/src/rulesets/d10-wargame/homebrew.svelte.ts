/**
 * The homebrew D10 faction being edited (a DraftEditor: checked live by the core, kept after
 * every change): its units, weapons, wargear and special rules.
 */
import type { Faction, RuleRef, UnitOption } from '../../../../shared/rulesets/d10-wargame/schema';
import { UNIVERSAL_RULES } from '../../../../shared/rulesets/d10-wargame/special-rules';
import { DraftEditor } from '../../armies/draft-editor.svelte';
import type { DraftStore } from '../../armies/model/draft-store';
import { checkHomebrew, newOption, newRule, newUnit, newWargear, newWeapon, type FactionDraft } from './homebrew';

export type HomebrewTab = 'units' | 'weapons' | 'wargear' | 'rules';

export class HomebrewEditor extends DraftEditor<FactionDraft> {
  tab = $state<HomebrewTab>('units');
  /** Which unit's form is open. */
  unit = $state(0);
  /** Every rule a unit or weapon may carry: the universal ones, then the faction's own. */
  readonly ruleChoices = $derived([...UNIVERSAL_RULES, ...this.draft.specialRules].map((r) => ({ id: r.id, name: r.name || r.id })));

  constructor(initial: FactionDraft, onsave: (faction: Faction) => void, drafts: DraftStore, key: string) {
    super({ initial, check: checkHomebrew, onsave, drafts, key, lists: ['units', 'weapons', 'specialRules', 'wargear'] });
  }

  addUnit(): void {
    this.draft.units.push(newUnit(this.draft));
    this.unit = this.draft.units.length - 1;
    this.tab = 'units';
  }

  removeUnit(index: number): void {
    this.draft.units.splice(index, 1);
    this.unit = Math.max(0, Math.min(this.unit, this.draft.units.length - 1));
  }

  addWeapon(): void {
    this.draft.weapons.push(newWeapon(this.draft.weapons));
  }

  removeWeapon(index: number): void {
    this.draft.weapons.splice(index, 1);
  }

  /** Ranged weapons have a range and melee ones none (D10.WEAPON.MELEE_NO_RANGE). */
  setWeaponKind(index: number, kind: 'ranged' | 'melee'): void {
    const weapon = this.draft.weapons[index];
    if (!weapon) return;
    weapon.kind = kind;
    if (kind === 'melee') delete weapon.range;
    else weapon.range ??= 24;
  }

  addWargear(): void {
    this.draft.wargear.push(newWargear(this.draft.wargear));
  }

  removeWargear(index: number): void {
    this.draft.wargear.splice(index, 1);
  }

  /** A new upgrade on a unit: a weapon swap, extra wargear or an extra weapon, with its cost. */
  addOption(unitIndex: number, kind: UnitOption['kind']): void {
    const unit = this.draft.units[unitIndex];
    if (!unit) return;
    unit.options.push(newOption(this.draft, unit, kind));
  }

  removeOption(unitIndex: number, optionIndex: number): void {
    this.draft.units[unitIndex]?.options.splice(optionIndex, 1);
  }

  addRule(): void {
    this.draft.specialRules.push(newRule(this.draft.specialRules));
  }

  removeRule(index: number): void {
    this.draft.specialRules.splice(index, 1);
  }

  toggleLoadout(unitIndex: number, weaponId: string): void {
    const unit = this.draft.units[unitIndex];
    if (!unit) return;
    unit.loadout = unit.loadout.includes(weaponId) ? unit.loadout.filter((w) => w !== weaponId) : [...unit.loadout, weaponId];
  }

  setKeywords(unitIndex: number, text: string): void {
    const unit = this.draft.units[unitIndex];
    if (unit) unit.keywords = text.split(',').map((k) => k.trim()).filter(Boolean);
  }

  addRuleRef(refs: RuleRef[]): void {
    refs.push({ rule: this.ruleChoices[0]?.id ?? 'defense', tier: 1 });
  }
}
