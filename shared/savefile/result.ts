/**
 * A refusal is a value with a sentence for the player, never an exception: every reader of a
 * file returns one of these so the caller can show the message and carry on.
 */
export type Result<T> = { ok: true; value: T } | { ok: false; problem: string };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const refuse = (problem: string): { ok: false; problem: string } => ({ ok: false, problem });
