/**
 * A schema problem in the player's words: where in the file (its field path) and what was expected,
 * e.g. "armies[0].units[3].models: expected a whole number from 1 to 50, got a list". Every file
 * Tenfold reads (save files, plans, army files, the setup and commands inside a game) reports its
 * first problem through here, so no schema library's default text ("Invalid input") and no
 * JavaScript value name reaches a player.
 *
 * Schemas may carry their own text: a message starting with "expected " (see `wholeNumber`) is
 * used as it stands; any other custom message is taken as the whole description of the problem.
 */
import { z } from 'zod';

/** Parse options for schemas whose problems are put into words here: the input is kept for "got …". */
export const REPORT_INPUT = { reportInput: true } as const;

/** A whole number in a range, refused in words that name both ends. */
export function wholeNumber(min: number, max: number): z.ZodNumber {
  const error = `expected a whole number from ${count(min)} to ${count(max)}`;
  return z.int({ error }).min(min, { error }).max(max, { error });
}

/** Any number in a range (inches, radians), refused in words that name both ends. */
export function numberBetween(min: number, max: number): z.ZodNumber {
  const error = `expected a number from ${count(min)} to ${count(max)}`;
  return z.number({ error }).min(min, { error }).max(max, { error });
}

/** A text of at most `max` characters (and at least one unless `min` is 0). */
export function textUpTo(max: number, min = 1): z.ZodString {
  const error = min > 0 ? `expected a text of ${count(min)} to ${count(max)} characters` : `expected a text of at most ${count(max)} characters`;
  return z.string({ error }).min(min, { error }).max(max, { error });
}

/** A list of at most `max` items (at least `min`). */
export function listUpTo<T extends z.ZodType>(item: T, max: number, min = 0): z.ZodArray<T> {
  const error = min > 0 ? `expected a list of ${count(min)} to ${count(max)} items` : `expected a list of at most ${count(max)} items`;
  return z.array(item, { error }).min(min, { error }).max(max, { error });
}

/** "armies[0].units[3].models": a field path as the file writes it; "the file" for the root. */
export function fieldPath(path: readonly PropertyKey[], root = 'the file'): string {
  let out = '';
  for (const key of path) {
    const name = String(key).slice(0, 64);
    // A field name that is not a plain word is shown quoted, so no odd name breaks the sentence.
    out += typeof key === 'number' ? `[${key}]` : /^[A-Za-z_$][\w$-]*$/.test(name) ? `${out ? '.' : ''}${name}` : `["${name.replace(/[^\w -]/g, '?')}"]`;
  }
  return out || root;
}

/** The first problem of a failed parse, as "where: expected what, got what". */
export function issueInWords(issue: z.core.$ZodIssue | undefined, root = 'the file', prefix: readonly PropertyKey[] = []): string {
  if (!issue) return `${root}: it is not in a form Tenfold reads`;
  const where = fieldPath([...prefix, ...issue.path], root);
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.slice(0, 3).map((key) => key.slice(0, 40));
    return `${where}: has a field Tenfold does not know (${keys.join(', ')})`;
  }
  const expected = expectedOf(issue);
  if (expected === null) return `${where}: ${ownMessage(issue.message)}`;
  if (issue.code === 'invalid_type' && issue.input === undefined) return `${where}: ${expected}, but it is missing`;
  return `${where}: ${expected}, got ${valueInWords(issue.input)}`;
}

/** "file version 7", or for a number no Tenfold will reach (1e+300), "an unknown file version". */
export function versionInWords(version: number): string {
  return Number.isSafeInteger(version) && version < 10_000 ? `file version ${version}` : 'an unknown file version';
}

/** A value as a player reads it: "a list", "the number 12", "the text "abc"". */
export function valueInWords(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'an empty value';
  if (Array.isArray(value)) return value.length === 0 ? 'an empty list' : `a list of ${count(value.length)} items`;
  switch (typeof value) {
    case 'number':
      return `the number ${numberInWords(value)}`;
    case 'string':
      // The file's own words are echoed only when short and plain; never a programmer's word like "NaN".
      if (value.length > 40 || !/^[\p{L}\p{N}](?:[\p{L}\p{N} _'-]*[\p{L}\p{N}])?$/u.test(value) || /\b(NaN|undefined|null|Infinity)\b/i.test(value)) {
        return value === '' ? 'an empty text' : `a text of ${count(value.length)} character${value.length === 1 ? '' : 's'}`;
      }
      return `the text "${value}"`;
    case 'boolean':
      return value ? 'yes (true)' : 'no (false)';
    case 'object':
      return 'a group of fields';
    default:
      return 'something that is not data';
  }
}

/** A number for a sentence: exact when it is of a sensible size, else "a number far too large". */
export function numberInWords(value: number): string {
  if (!Number.isFinite(value)) return 'beyond any limit';
  if (Math.abs(value) >= 1e15) return value > 0 ? 'far too large to use' : 'far too small to use';
  if (Number.isInteger(value)) return count(value);
  if (Math.abs(value) >= 1e6) return `about ${count(Math.round(value))}`;
  return String(Math.round(value * 1000) / 1000);
}

function count(n: number): string {
  return Number.isInteger(n) && Math.abs(n) >= 10_000 ? n.toLocaleString('en-US') : String(n);
}

const TYPE_WORDS: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  string: 'a text',
  boolean: 'yes or no (true or false)',
  array: 'a list',
  object: 'a group of fields',
  tuple: 'a list',
  record: 'a group of fields',
  null: 'an empty value',
  literal: 'a fixed value',
  date: 'a date',
};

/** What was expected, as "expected …"; null when the issue's own message says it all. */
function expectedOf(issue: z.core.$ZodIssue): string | null {
  // A refinement's message is whole as it stands: it already says what it got, if anything.
  if (issue.code === 'custom') return null;
  if (issue.message.startsWith('expected ')) return issue.message;
  // A schema's own words ("a terrain type is blocking, area, obstacle or open") say it all.
  if (!isLibraryText(issue.message)) return null;
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${TYPE_WORDS[issue.expected] ?? 'something else'}`;
    case 'too_small':
      return `expected ${bound(issue.origin, issue.minimum, issue.inclusive, 'least')}`;
    case 'too_big':
      return `expected ${bound(issue.origin, issue.maximum, issue.inclusive, 'most')}`;
    case 'invalid_value':
      return `expected ${choices(issue.values)}`;
    case 'invalid_union':
      if ('options' in issue && Array.isArray(issue.options)) return `expected ${choices(issue.options as unknown[])}`;
      return 'expected one of the forms it may take';
    case 'invalid_format':
      return issue.format === 'datetime' ? 'expected a date and time' : 'expected a text in another form';
    case 'not_multiple_of':
      return `expected a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return null;
    case 'invalid_key':
      return 'expected a field name of another form';
    case 'invalid_element':
      return 'expected another kind of item';
    default:
      return 'expected something else';
  }
}

function bound(origin: string, limit: number | bigint, inclusive: boolean | undefined, side: 'least' | 'most'): string {
  const n = Number(limit);
  if (origin === 'array' || origin === 'set') return `a list of at ${side} ${count(n)} item${n === 1 ? '' : 's'}`;
  if (origin === 'string') return n === 1 && side === 'least' ? 'a text that is not empty' : `a text of at ${side} ${count(n)} characters`;
  if (inclusive === false) return `a number ${side === 'least' ? 'more' : 'less'} than ${count(n)}`;
  return `a number of at ${side} ${count(n)}`;
}

function choices(values: readonly unknown[]): string {
  const shown = values.slice(0, 8).map((v) => (typeof v === 'string' ? `"${v}"` : String(v)));
  if (shown.length === 0) return 'something else';
  if (shown.length === 1) return shown[0]!;
  return `one of ${shown.slice(0, -1).join(', ')} or ${shown.at(-1)}${values.length > 8 ? ' (and others)' : ''}`;
}

/** A custom message, made safe: the schema library's defaults are never shown as they are. */
function ownMessage(message: string): string {
  if (isLibraryText(message)) return 'is not in a form Tenfold reads';
  return message.replace(/\s+/g, ' ').replace(/\.$/, '').slice(0, 300);
}

/** Words that only a programmer reads: a message with one is replaced, never shown. */
export const PROGRAMMER_PHRASES: readonly RegExp[] = [
  /Cannot read/i,
  /\bundefined\b/,
  /is not a function/,
  /Invalid input/i,
  /^Invalid\b/,
  /Invalid (option|string|number|key|element|union)/,
  /expected \w+, received/i,
  /\bNaN\b/,
  /\[object /,
  /TypeError|RangeError|ReferenceError|SyntaxError/,
  /Too (big|small):/,
  /Unrecognized key/,
  /Invalid discriminator/,
  /Infinity/,
  /\de[+-]\d+/,
];

export function isLibraryText(message: string): boolean {
  return PROGRAMMER_PHRASES.some((pattern) => pattern.test(message));
}
