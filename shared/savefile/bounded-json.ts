/**
 * The parts of a saved game that belong to the rules engine (armies, table, commands, the
 * snapshot's state) are carried by the file format as opaque JSON: the engine validates their
 * meaning. The format still bounds them, so no field can smuggle in a huge number, a giant string
 * or an object with a strange prototype.
 */
import { z } from 'zod';

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
  const stack: Array<[unknown, string]> = [[root, '']];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    const where = path || 'the value';
    switch (typeof value) {
      case 'boolean':
        continue;
      case 'number':
        if (!Number.isFinite(value) || Math.abs(value) > bounds.maxAbsNumber) return `${where}: the number ${value} is out of range`;
        continue;
      case 'string':
        if (value.length > bounds.maxString) return `${where}: a text of ${value.length} characters is too long`;
        continue;
      case 'object': {
        if (value === null) continue;
        if (Array.isArray(value)) {
          if (value.length > bounds.maxArray) return `${where}: a list of ${value.length} items is too long`;
          value.forEach((item, index) => stack.push([item, `${path}[${index}]`]));
          continue;
        }
        const prototype: unknown = Object.getPrototypeOf(value);
        if (prototype !== Object.prototype && prototype !== null) return `${where}: not a plain object`;
        const keys = Object.keys(value);
        if (keys.length > bounds.maxKeys) return `${where}: ${keys.length} fields are too many`;
        for (const key of keys) {
          if (key.length > 128) return `${where}: a field name is too long`;
          stack.push([(value as Record<string, unknown>)[key], path ? `${path}.${key}` : key]);
        }
        continue;
      }
      default:
        return `${where}: ${typeof value} is not JSON`;
    }
  }
  return null;
}

/** Any bounded JSON value. */
export const BoundedJson = z.custom<JsonValue>().superRefine((value, context) => {
  const problem = findJsonProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

/** A bounded JSON object (not an array, not null). */
export const BoundedObject = z
  .custom<JsonObject>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), {
    message: 'expected an object',
  })
  .superRefine((value, context) => {
    const problem = findJsonProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
