/**
 * Every refusal is data: whatever command reaches an engine, in whatever state a game can reach, a
 * refusal carries a kebab-case code and, when it names a rule, a rule of that ruleset's catalog.
 * Commands are drawn from the engine's own legal commands at other moments of the game (right in
 * shape, wrong in time), the same with fields swapped for junk, and things that are no command.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REFUSAL_CODE } from '../../../shared/core/refusal';
import type { AnyRuleset, ApplyResult, BaseCommand } from '../../../shared/core/ruleset';
import { d10Wargame } from '../../../shared/rulesets/d10-wargame/index';
import { quality } from '../../../shared/rulesets/quality/index';
import { catalogIds, type CatalogName } from '../../fixtures/rules/catalog';
import { d10SampleSetup, qualitySampleSetup } from './driver';

/** The states of one game played from the engine's own commands, and the commands offered in each. */
function reachable(ruleset: AnyRuleset, setup: unknown, picks: number[]): { states: unknown[]; offered: BaseCommand[][] } {
  const started = ruleset.init(setup);
  if (!started.ok) throw new Error(started.reason);
  let state = started.state;
  const states = [state];
  const offered: BaseCommand[][] = [];
  for (const pick of picks) {
    if (ruleset.isOver(state)) break;
    const legal = ruleset.legalCommands(state);
    offered.push(legal);
    const played = ruleset.apply(state, legal[pick % legal.length]!);
    if (!played.ok) throw new Error(`refused its own legal command: ${played.reason}`);
    state = played.state;
    states.push(state);
  }
  offered.push(ruleset.isOver(state) ? [{ type: 'endActivation' }] : ruleset.legalCommands(state));
  return { states, offered };
}

/** A command as a careless or hostile caller might send it. */
type Mangle =
  | { kind: 'asIs' }
  | { kind: 'field'; key: string; value: unknown }
  | { kind: 'dice'; faces: number[] }
  | { kind: 'type'; type: string }
  | { kind: 'notACommand'; value: unknown };

const mangle: fc.Arbitrary<Mangle> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ kind: 'asIs' as const }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('field' as const), key: fc.constantFrom('unitId', 'target', 'models', 'wounds', 'mode', 'edge', 'fire', 'x', 'points', 'action', 'kind', 'paths', 'use', 'check'), value: fc.oneof(fc.anything(), fc.constantFrom(null, -1, 1e9, 'nobody', [], {})) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('dice' as const), faces: fc.array(fc.integer({ min: -2, max: 12 }), { maxLength: 6 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('type' as const), type: fc.string({ maxLength: 12 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('notACommand' as const), value: fc.oneof(fc.constant(null), fc.integer(), fc.string(), fc.array(fc.anything(), { maxLength: 2 })) }) },
);

function mangled(command: BaseCommand, how: Mangle): unknown {
  switch (how.kind) {
    case 'asIs':
      return command;
    case 'field':
      return { ...command, [how.key]: how.value };
    case 'dice':
      return { ...command, dice: how.faces };
    case 'type':
      return { ...command, type: how.type };
    case 'notACommand':
      return how.value;
  }
}

function expectCoded(result: ApplyResult<unknown, unknown>, ids: Set<string>, seen: Set<string>): void {
  if (result.ok) return;
  expect(result.code, result.reason).toMatch(REFUSAL_CODE);
  if (result.rule !== undefined) expect(ids.has(result.rule), `${result.code}: ${result.rule} is not in the catalog`).toBe(true);
  seen.add(result.code);
}

const engines: [string, AnyRuleset, (seed: number) => unknown, CatalogName][] = [
  ['d10-wargame', d10Wargame as unknown as AnyRuleset, (seed) => d10SampleSetup(500, seed, { reserves: seed % 2 === 0, commandPoints: seed % 3 === 0 }), 'd10-wargame'],
  ['quality', quality as unknown as AnyRuleset, (seed) => qualitySampleSetup(seed), 'quality-wargame'],
];

describe.each(engines)('every refusal of %s is a code, a sentence and a catalog rule', (_name, ruleset, setup, catalog) => {
  const ids = catalogIds(catalog);

  it('random and malformed commands in random reachable states are refused with a kebab-case code and real rule ids', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(
        fc.nat({ max: 1000 }),
        fc.array(fc.nat({ max: 1000 }), { minLength: 50, maxLength: 140 }),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: -3, max: 3 }), fc.nat(), mangle), { minLength: 10, maxLength: 40 }),
        (seed, picks, tries) => {
          const { states, offered } = reachable(ruleset, setup(seed), picks);
          for (const [at, near, which, how] of tries) {
            // A command offered a few moments before or after this state: right in shape, perhaps wrong in time.
            const i = at % states.length;
            const pool = offered[Math.min(offered.length - 1, Math.max(0, i + near))]!;
            const command = mangled(pool[which % pool.length]!, how);
            expectCoded(ruleset.apply(states[i], command as BaseCommand), ids, seen);
          }
        },
      ),
      { numRuns: 8 },
    );
    // The commands reached many kinds of refusal, not one kind again and again.
    expect(seen.size).toBeGreaterThanOrEqual(8);
  });

  it('a setup the rules cannot play is refused with a code too', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.record({ armies: fc.anything(), seed: fc.anything() })), (junk) => {
        expectCoded(ruleset.init(junk), ids, seen);
      }),
      { numRuns: 100 },
    );
    expect(seen.size).toBeGreaterThan(0);
  });
});
