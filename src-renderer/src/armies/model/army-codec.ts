/**
 * The seam between the library and the rules core: turning an army file's text into what the
 * library stores and shows. The library never reads an army itself; it asks a codec, so a file is
 * checked by exactly the same core functions whether it was typed, built or imported.
 */

/** What the library keeps about an army beside its file. */
export interface ArmyDraft {
  name: string;
  ruleset: string;
  faction: string;
  points: number;
  legal: boolean;
  /** The army file as JSON text, exactly as the core wrote it. */
  file: string;
}

/** A refusal is a value with a sentence for the player; it never changes the library. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

export interface ArmyCodec {
  /** Reads an army file's text. Never throws: broken or hostile text is refused with a message. */
  read(text: string): Outcome<ArmyDraft>;
  /** The same army under a new name. */
  rename(file: string, name: string): Outcome<ArmyDraft>;
}
