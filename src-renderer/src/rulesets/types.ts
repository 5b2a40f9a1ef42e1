/**
 * What the renderer asks of a ruleset, beside what its core offers through the shared registry:
 * the pieces of its screens. A ruleset's folder (`rulesets/<id>/`) fills this in and the registry
 * (`rulesets/index.ts`) lists it by id; the Armies and Table screens reach a ruleset only through
 * these, so a new ruleset brings its own army editor pieces without a change to theirs.
 */
import type { Component } from 'svelte';
import type { ArmyFile, FactionBase } from '../../../shared/core/army';
import type { CardsDocument } from '../armies/cards/card-model';
import type { Outcome } from '../armies/model/army-codec';
import type { ArmyView } from '../armies/model/army-view';
import type { DraftStore } from '../armies/model/draft-store';
import type { OddsPanel } from '../odds/panel';
import type { NewGameWizard } from '../play/new-game.svelte';
import type { Plan } from '../plan/plan';
import type { Side } from '../plan/plan';
import type { Roster } from '../plan/roster';

/** What a homebrew editor's view may ask of the screen around it. */
export interface HomebrewHost {
  /** Back to the army; `discard` drops the unsaved draft. */
  closeHomebrew(discard?: boolean): void;
}

/** What the screen and the shared frame need of any homebrew editor, whatever its faction's shape. */
export interface HomebrewDraft {
  readonly draft: { name: string };
  readonly check: { ok: boolean; errors: readonly string[] };
  readonly restored: boolean;
  /** Hands a valid draft to the army; false (and nothing changes) otherwise. */
  save(): boolean;
  discard(): void;
  close(): void;
}

/** An open homebrew editor: its state and the view that edits it. */
export interface HomebrewSession {
  readonly editor: HomebrewDraft;
  readonly view: Component<{ screen: HomebrewHost; hb: HomebrewDraft }>;
}

/** Pairs an editor with its view; the screen then shows them without knowing either's type. */
export function homebrewSession<E extends HomebrewDraft>(editor: E, view: Component<{ screen: HomebrewHost; hb: E }>): HomebrewSession {
  // Made together here, so the view is only ever given the editor it was written for.
  return { editor, view: view as unknown as HomebrewSession['view'] };
}

/** A faction (or army book) of the player's own: making, checking and editing one. */
export interface HomebrewKit<F extends FactionBase> {
  /** The new-army form's choice that starts an army on one of the player's own, in the book's words. */
  readonly choice: { name: string; summary: string };
  /** What the book calls one: 'faction', 'army'. A new army named "Ash" starts on "Ash <noun>". */
  readonly noun: string;
  /** A small valid faction to start from. */
  template(name?: string): F;
  /** A built-in faction as the starting point of the player's own. */
  from(faction: F): F;
  /** The same checks as the built-in data, each problem in the player's words. Never throws. */
  check(draft: unknown): Outcome<F> & { errors: string[] };
  /** Opens the editor on `start`; `onsave` receives the checked faction. */
  edit(args: { start: F; onsave: (faction: F) => void; drafts: DraftStore; key: string }): HomebrewSession;
}

/** The Armies screen's pieces of one ruleset. */
export interface ArmyKit<A extends ArmyFile, F extends FactionBase> {
  /** The editor's view of a list: points, problems, units, the force organisation, the units to add. */
  view(army: A, factions: readonly F[]): ArmyView;
  /** The army cards and roster sheet to print. */
  cards(army: A, factions: readonly F[]): CardsDocument;
  homebrew: HomebrewKit<F>;
  /** Chooses or drops one of a unit's upgrades, for books whose units have them (ArmyView's `options`). */
  toggleOption?(army: A, uid: string, option: string): A;
  /** Sets one of the list's own choices, for books that ask them (ArmyView's `choices`). */
  choose?(army: A, choice: string, value: string): A;
}

/** The Table screen's pieces of a ruleset whose deployments it plans. */
export interface TableKit<U> {
  /** The table's roster of one side, from the list's units as the ruleset's army rules resolve them. */
  roster(side: Side, armyName: string, units: readonly U[]): Roster;
}

export interface RulesetUi<A extends ArmyFile = ArmyFile, F extends FactionBase = FactionBase, U = unknown> {
  /** The ruleset's id, as the core's registry and army files name it. */
  readonly id: string;
  readonly army: ArmyKit<A, F>;
  /** Absent for a ruleset the Table screen does not plan yet. */
  readonly table?: TableKit<U>;
  /** The new-game wizard's pieces: the points field's name, the book's options, and what a planned deployment means in it. */
  readonly newGame: {
    readonly pointsLabel: string;
    readonly options: Component<{ w: NewGameWizard; planned: Plan | null }>;
    readonly planNote: Component<{ w: NewGameWizard; planned: Plan }>;
  };
  /** The Odds screen's panel: the attack a player describes, in the book's terms. */
  readonly odds?: OddsPanel;
}

// The registry holds rulesets of different types; each is only ever given its own armies.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRulesetUi = RulesetUi<any, any, any>;
