/**
 * The dice tray's rows: each die the last command rolled, grouped under the event that rolled it,
 * with what it was for, its required value and whether it passed — exactly as the engine recorded
 * them (shared/core/dice.ts DieRoll). Nothing is judged here.
 */
import type { DieRoll } from '../../../../shared/core/dice';
import type { BaseEvent } from '../../../../shared/core/ruleset';
import { rulesetFor } from './rulesets';
import { viewOf } from './units';
import type { SessionData } from './session';

export interface TrayGroup {
  key: string;
  text: string;
  dice: TrayDie[];
}

export interface TrayDie {
  key: string;
  face: number;
  purpose: string;
  /** "4+" or "4+ (+1)" when the die is a check; empty for a plain roll (a roll-off). */
  target: string;
  outcome: 'pass' | 'fail' | 'none';
  reroll: boolean;
}

export function trayOf(data: SessionData, events: readonly BaseEvent[]): TrayGroup[] {
  const ruleset = rulesetFor(data.ruleset);
  return events
    .filter((e) => (e.dice ?? []).length > 0)
    .map((e, i) => ({ key: `${i}`, text: ruleset.describe(e, viewOf(data)), dice: (e.dice ?? []).map((d, j) => trayDie(d, `${i}.${j}`, ruleset.check.compare)) }));
}

/** A check's required value as the book reads it: "4+" where a die rolls at least it, "≤4" where at most. */
export function targetText(rv: number, sides: number, compare: 'atLeast' | 'atMost'): string {
  if (compare === 'atMost') return rv < 1 ? 'natural 1' : `≤${rv}`;
  return rv > sides ? `natural ${sides}` : `${rv}+`;
}

function trayDie(d: DieRoll, key: string, compare: 'atLeast' | 'atMost'): TrayDie {
  const target = d.rv === undefined ? '' : `${targetText(d.rv, d.sides, compare)}${d.modifier ? ` (${d.modifier > 0 ? '+' : ''}${d.modifier})` : ''}`;
  return { key, face: d.face, purpose: d.purpose, target, outcome: d.success === undefined ? 'none' : d.success ? 'pass' : 'fail', reroll: d.reroll === true };
}

/** Every die in these events, in the order rolled: what real-dice mode must be typed to reproduce them. */
export function facesOf(events: readonly BaseEvent[]): number[] {
  return events.flatMap((e) => (e.dice ?? []).map((d) => d.face));
}

/** "hit on 4+: 6 of 10 passed" for each kind of check in a group, in the order first rolled. */
export function checkLines(group: TrayGroup): string[] {
  const seen = new Map<string, { passed: number; total: number }>();
  for (const d of group.dice) {
    if (d.outcome === 'none') continue;
    const key = `${d.purpose} on ${d.target}`;
    const line = seen.get(key) ?? { passed: 0, total: 0 };
    line.total++;
    if (d.outcome === 'pass') line.passed++;
    seen.set(key, line);
  }
  return [...seen.entries()].map(([key, l]) => `${key}: ${l.passed} of ${l.total} passed`);
}
