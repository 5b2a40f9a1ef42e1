/**
 * A refused command or setup as data: the sentence a player reads, a stable kebab-case code that
 * code and tests classify it by ('not-your-turn', 'out-of-range', …) and, where one rule of the
 * book refuses it, that rule's id. Nothing reads a refusal's sentence to learn what kind it is.
 */
import type { Refusal } from './ruleset';

/** What every refusal code looks like: lower-case words joined by hyphens. */
export const REFUSAL_CODE = /^[a-z]+(-[a-z]+)*$/;

/** A refusal: `refuse('out-of-range', 'Raiders are out of range…', 'D10.RANGE.OUT')`. */
export function refuse(code: string, reason: string, rule?: string, subjects?: string[]): Refusal {
  return { code, reason, ...(rule ? { rule } : {}), ...(subjects ? { subjects } : {}) };
}

/** What a rules check answers: nothing wrong, or the refusal. */
export type Problem = Refusal | null;
