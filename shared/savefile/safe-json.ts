/**
 * Reading JSON that may be hostile. The text is capped before it is parsed, keys that could reach
 * an object's prototype are refused while parsing, and the parsed tree is walked (without
 * recursion, so deep nesting cannot blow the stack) to cap its depth and size.
 */
import { ok, refuse, type Result } from './result';

/** Keys that have no business in a saved game and would be dangerous if ever merged into an object. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export interface JsonLimits {
  /** Longest text accepted, in UTF-16 code units (the byte cap is applied by whoever reads the file). */
  maxChars: number;
  /** Deepest nesting of arrays and objects. */
  maxDepth: number;
  /** Most values (of any kind) in the whole document. */
  maxNodes: number;
}

export const DEFAULT_JSON_LIMITS: JsonLimits = { maxChars: 20 * 1024 * 1024, maxDepth: 48, maxNodes: 2_000_000 };

class ForbiddenKey extends Error {}

export function parseJsonSafely(text: string, limits: JsonLimits = DEFAULT_JSON_LIMITS): Result<unknown> {
  if (text.length > limits.maxChars) return refuse(tooLargeProblem(text.length, limits.maxChars));
  if (text.trim() === '') return refuse('it is empty.');
  let value: unknown;
  try {
    value = JSON.parse(text, (key, inner: unknown) => {
      if (FORBIDDEN_KEYS.has(key)) throw new ForbiddenKey(key);
      return inner;
    });
  } catch (error) {
    if (error instanceof ForbiddenKey) return refuse(`it contains the forbidden key "${error.message}".`);
    if (error instanceof RangeError) return refuse('it is nested too deeply to be a Tenfold file.');
    return refuse('it is not valid JSON; it may be truncated or corrupted.');
  }
  const shape = checkShape(value, limits);
  return shape ? refuse(shape) : ok(value);
}

/** Why a parsed tree is too deep or too big, or null when it is within the limits. */
function checkShape(root: unknown, limits: JsonLimits): string | null {
  const stack: Array<[unknown, number]> = [[root, 0]];
  let nodes = 0;
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (++nodes > limits.maxNodes) return 'it holds too many values to be a Tenfold file.';
    if (value === null || typeof value !== 'object') continue;
    if (depth >= limits.maxDepth) return `it is nested more than ${limits.maxDepth} levels deep.`;
    const children = Array.isArray(value) ? value : Object.values(value);
    for (const child of children) stack.push([child, depth + 1]);
  }
  return null;
}

/**
 * Why a file over the limit is refused, e.g. "it is over the 20 MB limit (20,971,521 bytes)."; the
 * size is shown precisely enough to differ from the limit, even for a file one byte over it.
 */
export function tooLargeProblem(size: number, limit: number): string {
  const shown = formatSize(size) === formatSize(limit) ? `${Math.round(size).toLocaleString('en-US')} bytes` : formatSize(size);
  return `it is over the ${formatLimit(limit)} limit (${shown}).`;
}

/** A limit as people say it: "20 MB", "512 KB", "1.5 MB". */
export function formatLimit(units: number): string {
  const mb = units / (1024 * 1024);
  if (units >= 1024 * 1024) return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  const kb = units / 1024;
  if (units >= 1024) return `${Number.isInteger(kb) ? kb : kb.toFixed(1)} KB`;
  return `${units} bytes`;
}

export function formatSize(units: number): string {
  if (units >= 1024 * 1024) return `${(units / (1024 * 1024)).toFixed(1)} MB`;
  if (units >= 1024) return `${Math.round(units / 1024)} KB`;
  return `${units} bytes`;
}
