/**
 * The parts of a saved game that belong to the rules engine (armies, table, commands, the
 * snapshot's state) are carried by the file format as opaque JSON: the engine validates their
 * meaning. The format still bounds them, so no field can smuggle in a huge number, a giant string
 * or an object with a strange prototype.
 */
import { z } from 'zod';
import { fieldPath, numberInWords } from '../core/issue-words';

export interface JsonBounds {
  maxString: number;
  maxArray: number;
  maxKeys: number;
  /** Largest magnitude of any number: far beyond any inch, point or die, well inside a double. */
  maxAbsNumber: number;
}

export const JSON_BOUNDS: JsonBounds = { maxString: 20_000, maxArray: 20_000, maxKeys: 500, maxAbsNumber: 1e9 };

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/** The first problem in a JSON tree, as "where: what", or null when it is within bounds. */
export function findJsonProblem(root: unknown, bounds: JsonBounds = JSON_BOUNDS): string | null {
  const issue = findJsonIssue(root, bounds);
  return issue ? `${fieldPath(issue.path, 'the value')}: ${issue.message}` : null;
}

/** The first problem in a JSON tree: where (a field path) and what, in words; null when within bounds. */
export function findJsonIssue(root: unknown, bounds: JsonBounds = JSON_BOUNDS): { path: Array<string | number>; message: string } | null {
  const stack: Array<[unknown, Array<string | number>]> = [[root, []]];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    switch (typeof value) {
      case 'boolean':
        continue;
      case 'number':
        if (!Number.isFinite(value) || Math.abs(value) > bounds.maxAbsNumber) {
          return { path, message: `expected a number from -${bounds.maxAbsNumber.toLocaleString('en-US')} to ${bounds.maxAbsNumber.toLocaleString('en-US')}, got the number ${numberInWords(value)}` };
        }
        continue;
      case 'string':
        if (value.length > bounds.maxString) return { path, message: `a text of ${value.length} characters is too long` };
        continue;
      case 'object': {
        if (value === null) continue;
        if (Array.isArray(value)) {
          if (value.length > bounds.maxArray) return { path, message: `a list of ${value.length} items is too long` };
          value.forEach((item, index) => stack.push([item, [...path, index]]));
          continue;
        }
        const prototype: unknown = Object.getPrototypeOf(value);
        if (prototype !== Object.prototype && prototype !== null) return { path, message: 'not a plain object' };
        const keys = Object.keys(value);
        if (keys.length > bounds.maxKeys) return { path, message: `${keys.length} fields are too many` };
        for (const key of keys) {
          if (key.length > 128) return { path, message: 'a field name is too long' };
          stack.push([(value as Record<string, unknown>)[key], [...path, key]]);
        }
        continue;
      }
      default:
        return { path, message: 'something that is not JSON' };
    }
  }
  return null;
}

/** Any bounded JSON value. */
export const BoundedJson = z.custom<JsonValue>().superRefine((value, context) => {
  const issue = findJsonIssue(value);
  if (issue) context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
});

/** A bounded JSON object (not an array, not null). */
export const BoundedObject = z
  .custom<JsonObject>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), {
    message: 'expected a group of fields',
  })
  .superRefine((value, context) => {
    const issue = findJsonIssue(value);
    if (issue) context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
