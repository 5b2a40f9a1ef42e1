/**
 * The homebrew Battle Forge faction being edited (a DraftEditor: checked live by the core, kept
 * after every change): its units (datasheets with their models, stats, weapons carried, options,
 * rules and keywords), its weapons with range bands, and its own special rules.
 */
import { HEARTH_AND_TIDE } from '../../../../shared/rulesets/battle-forge/content/hearth-and-tide';
import type { Faction, RuleRef, Stats } from '../../../../shared/rulesets/battle-forge/schema';
import { DraftEditor } from '../../armies/draft-editor.svelte';
import type { DraftStore } from '../../armies/model/draft-store';
import { checkBfFaction, newDatasheet, newModel, newOption, newRule, newStats, newWeapon } from './bf-homebrew';

export type BfHomebrewTab = 'units' | 'weapons' | 'rules';

export class BfHomebrewEditor extends DraftEditor<Faction> {
  tab = $state<BfHomebrewTab>('units');
  /** Which unit's form is open. */
  unit = $state(0);
  /** The module's categories, for a unit's category. */
  readonly categories = HEARTH_AND_TIDE.categories;
  /** Every rule a unit, model or weapon may carry: the module's, then the faction's own. */
  readonly ruleChoices = $derived(
    [...HEARTH_AND_TIDE.specialRules, ...this.draft.specialRules].map((r) => ({ id: r.id, name: r.name || r.id, tiered: r.tiered, maxTier: r.maxTier })),
  );

  constructor(initial: Faction, onsave: (faction: Faction) => void, drafts: DraftStore, key: string) {
    super({ initial, check: checkBfFaction, onsave, drafts, key, lists: ['datasheets', 'weapons', 'specialRules'] });
  }

  addUnit(): void {
    this.draft.datasheets.push(newDatasheet(this.draft));
    this.unit = this.draft.datasheets.length - 1;
    this.tab = 'units';
  }

  removeUnit(index: number): void {
    this.draft.datasheets.splice(index, 1);
    this.unit = Math.max(0, Math.min(this.unit, this.draft.datasheets.length - 1));
  }

  addModel(unit: number): void {
    const sheet = this.draft.datasheets[unit];
    if (sheet) sheet.composition.push(newModel(sheet, this.draft.weapons));
  }

  removeModel(unit: number, model: number): void {
    this.draft.datasheets[unit]?.composition.splice(model, 1);
  }

  /** BF.DATA.NO_STATS_NO_HITS: a model may have no characteristics at all (a banner, a familiar). */
  setHasStats(unit: number, model: number, has: boolean): void {
    const entry = this.draft.datasheets[unit]?.composition[model];
    if (!entry) return;
    if (has) entry.stats ??= newStats();
    else delete entry.stats;
  }

  /** BF.DATA.NO_STATS_NO_HITS: a model without a Save is never assigned hits; empty means none. */
  setSave(stats: Stats, value: number | null): void {
    if (value === null || Number.isNaN(value)) delete stats.sav;
    else stats.sav = value;
  }

  /** A weapon a model carries, with its copies (BF.WPN.COPIES). */
  addCarried(unit: number, model: number): void {
    const entry = this.draft.datasheets[unit]?.composition[model];
    const first = this.draft.weapons.find((w) => !entry?.weapons.some((c) => c.weapon === w.id)) ?? this.draft.weapons[0];
    if (entry && first) entry.weapons.push({ weapon: first.id, copies: 1 });
  }

  removeCarried(unit: number, model: number, index: number): void {
    this.draft.datasheets[unit]?.composition[model]?.weapons.splice(index, 1);
  }

  addOption(unit: number): void {
    const sheet = this.draft.datasheets[unit];
    if (sheet) sheet.options.push(newOption(sheet));
  }

  removeOption(unit: number, option: number): void {
    this.draft.datasheets[unit]?.options.splice(option, 1);
  }

  /** An option's swap: the weapon it takes from the model ('' for none) and the one it gives. */
  setSwap(unit: number, option: number, remove: string, add: string): void {
    const o = this.draft.datasheets[unit]?.options[option];
    if (!o) return;
    o.remove = remove ? [remove] : [];
    o.add = add ? [{ weapon: add, copies: 1 }] : [];
  }

  /** BF.POWER.CASTERS: whether the unit casts powers, and how many it casts and stops a round. */
  setCasting(unit: number, casts: boolean): void {
    const sheet = this.draft.datasheets[unit];
    if (!sheet) return;
    if (casts) sheet.casting ??= { casts: 1, stops: 1 };
    else delete sheet.casting;
  }

  setKeywords(unit: number, text: string): void {
    const sheet = this.draft.datasheets[unit];
    if (sheet) sheet.keywords = text.split(',').map((k) => k.trim()).filter(Boolean);
  }

  addWeapon(): void {
    this.draft.weapons.push(newWeapon(this.draft.weapons));
  }

  removeWeapon(index: number): void {
    this.draft.weapons.splice(index, 1);
  }

  /** BF.WPN.MELEE_ONLY, BF.WPN.RANGE_BANDS: a melee weapon has no range; a ranged one a short and a long band. */
  setMelee(index: number, melee: boolean): void {
    const weapon = this.draft.weapons[index];
    if (!weapon) return;
    if (melee) weapon.range = 'melee';
    else if (weapon.range === 'melee') weapon.range = { short: 12, long: 24 };
  }

  addRule(): void {
    this.draft.specialRules.push(newRule(this.draft.specialRules));
  }

  removeRule(index: number): void {
    this.draft.specialRules.splice(index, 1);
  }

  /** A rule carried: a tiered one starts at X = 1 (Name(1)), others take no tier. */
  addRuleRef(refs: RuleRef[]): void {
    const first = this.ruleChoices[0];
    if (first) refs.push(first.tiered ? { rule: first.id, tier: 1 } : { rule: first.id });
  }

  /** Changing the rule carried keeps the tier only where the new rule has tiers. */
  setRuleRef(ref: RuleRef, rule: string): void {
    ref.rule = rule;
    const choice = this.ruleChoices.find((c) => c.id === rule);
    if (choice?.tiered) ref.tier = Math.min(ref.tier ?? 1, choice.maxTier);
    else delete ref.tier;
  }
}
