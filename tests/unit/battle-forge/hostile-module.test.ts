import { describe, expect, it } from 'vitest';
import { HEARTH_AND_TIDE_INPUT } from '../../../shared/rulesets/battle-forge/content/hearth-and-tide';
import { MODULE_LIMITS, parseModule, parseModuleText } from '../../../shared/rulesets/battle-forge/schema';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- writable JSON to break on purpose
const fresh = (): Json => JSON.parse(JSON.stringify(HEARTH_AND_TIDE_INPUT)) as Json;

/** Refused, with a message, in well under a second, and never thrown. */
function refused(input: unknown, pattern: RegExp): void {
  const started = performance.now();
  let result: ReturnType<typeof parseModule> | undefined;
  expect(() => {
    result = parseModule(input);
  }).not.toThrow();
  expect(performance.now() - started).toBeLessThan(1000);
  expect(result).toEqual({ ok: false, message: expect.stringMatching(pattern) });
}

describe('a hostile or broken game module', () => {
  it('a huge array is refused for its size before any element is read', () => {
    const json = fresh();
    json.factions[0].weapons = new Array(1_000_000).fill(json.factions[0].weapons[0]);
    refused(json, /too large/);
  });

  it('an array past the schema\'s own limit is refused with the field and the limit', () => {
    const json = fresh();
    json.factions[0].datasheets = new Array(65).fill(json.factions[0].datasheets[1]);
    refused(json, /factions\[0\]\.datasheets/);
  });

  it('deep nesting is refused without recursing into it', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const json = fresh();
    json.summary = deep;
    refused(json, /nested too deeply/);
  });

  it('wrong types are refused with where they are and what was expected', () => {
    const json = fresh();
    json.factions[1].datasheets[0].points = 'twenty';
    refused(json, /factions\[1\]\.datasheets\[0\]\.points/);
    refused(null, /module/);
    refused([], /module/);
    refused('a module', /module/);
    refused(42, /module/);
  });

  it('prototype keys are refused as unknown fields and pollute nothing', () => {
    const text = JSON.stringify(fresh()).replace('"id":"hearth-and-tide"', '"id":"hearth-and-tide","__proto__":{"polluted":true}');
    const result = parseModuleText(text);
    expect(result).toEqual({ ok: false, message: expect.stringContaining('__proto__') });
    expect(({} as Json).polluted).toBeUndefined();
    const ctor = fresh();
    ctor.factions[0].constructor = { prototype: { polluted: true } };
    refused(ctor, /constructor/);
    expect(({} as Json).polluted).toBeUndefined();
  });

  it('ids that shadow object methods are only ids: a faction called "constructor" is checked like any other', () => {
    const json = fresh();
    json.factions[0].id = 'constructor';
    expect(parseModule(json).ok).toBe(true);
    json.factions[1].id = 'constructor';
    refused(json, /faction "constructor" is defined twice/);
  });

  it('numbers out of range, NaN-like values and non-integers are refused', () => {
    for (const bad of [0, 11, 5.5, -1, 1e308]) {
      const json = fresh();
      json.factions[0].datasheets[1].composition[0].stats.acc = bad;
      refused(json, /stats\.acc/);
    }
  });

  it('text far larger than any module is refused before decoding, and text that is not JSON is refused', () => {
    expect(parseModuleText(' '.repeat(MODULE_LIMITS.textChars + 1))).toEqual({ ok: false, message: expect.stringMatching(/too large/) });
    expect(parseModuleText('{"format":')).toEqual({ ok: false, message: 'the module is not JSON' });
  });

  it('a getter that throws is refused rather than thrown', () => {
    const json = fresh();
    Object.defineProperty(json, 'name', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    refused(json, /module/);
  });

  it('a long text is refused with its field, and the message stays short', () => {
    const json = fresh();
    json.factions[0].summary = 'x'.repeat(100_000);
    const result = parseModule(json);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toContain('factions[0].summary');
      expect(result.message.length).toBeLessThanOrEqual(300);
    }
  });
});
