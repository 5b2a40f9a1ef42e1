/**
 * Long games for the benchmarks and the checkpoint tests: real commands of both rulesets, driven by
 * a seeded player, deterministic for a seed. A D10 game of many agreed rounds where units mostly
 * step a little and end their activations (now and then one shoots, so casualties and morale come
 * into it), and a Quality game with a high activation limit played from the engine's legal list.
 */
import type { AnyRuleset, BaseCommand } from '../../../shared/core/ruleset';
import { d10Wargame } from '../../../shared/rulesets/d10-wargame/index';
import type { D10Command, D10State } from '../../../shared/rulesets/d10-wargame/state';
import { quality } from '../../../shared/rulesets/quality/index';
import type { QState } from '../../../shared/rulesets/quality/state';
import { d10SampleSetup, qualitySampleSetup } from './driver';

/** A small seeded generator (LCG): the same seed gives the same game. */
function random(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export interface LongGame {
  ruleset: AnyRuleset;
  setup: unknown;
  commands: BaseCommand[];
}

/** A D10 game of at least `length` commands (stops there), many rounds long. */
export function longD10Game(length: number, seed = 1): LongGame {
  const setup = d10SampleSetup(1500, `long-${seed}`, { rounds: 99 });
  const rnd = random(seed);
  const started = d10Wargame.init(setup);
  if (!started.ok) throw new Error(started.reason);
  let s: D10State = started.state;
  const commands: D10Command[] = [];
  const tryApply = (c: D10Command): boolean => {
    const r = d10Wargame.apply(s, c);
    if (!r.ok) return false;
    s = r.state;
    commands.push(c);
    return true;
  };
  while (commands.length < length && s.phase !== 'over') {
    const active = s.phase === 'battle' && !s.pending && s.activation ? s.units[s.activation.unitId] : undefined;
    if (active && active.status !== 'reserve') {
      const step = s.round % 2 ? 0.5 : -0.5;
      // step sideways a little (not always possible: terrain, the table edge, other units)
      if (rnd() < 0.6 && tryApply({ type: 'move', mode: 'move', models: active.models.map((m) => ({ id: m.id, x: m.x + step, y: m.y })) })) continue;
      if (rnd() < 0.08) {
        const shoot = d10Wargame.legalCommands(s).find((c) => c.type === 'shoot');
        if (shoot && tryApply(shoot)) continue;
      }
      if (tryApply({ type: 'endActivation' })) continue;
    }
    const legal = d10Wargame.legalCommands(s);
    if (legal.length === 0) throw new Error(`no legal command in phase ${s.phase}`);
    const preferred = legal.find((c) => c.type === 'endActivation') ?? legal[Math.floor(rnd() * legal.length)]!;
    if (!tryApply(preferred)) throw new Error(`the engine refused its own legal command ${preferred.type}`);
  }
  return { ruleset: d10Wargame as unknown as AnyRuleset, setup, commands };
}

/** A Quality game of at least `length` commands (stops there): a long scenario played from the legal list. */
export function longQualityGame(length: number, seed = 1): LongGame {
  const setup = { ...qualitySampleSetup(`long-${seed}`), scenario: { activationLimit: Math.ceil(length / 2) + 50 } };
  const rnd = random(seed);
  const started = quality.init(setup);
  if (!started.ok) throw new Error(started.reason);
  let s: QState = started.state;
  const commands: BaseCommand[] = [];
  while (commands.length < length && !quality.isOver(s)) {
    const legal = quality.legalCommands(s);
    if (legal.length === 0) throw new Error(`no legal command in phase ${s.phase}`);
    // mostly manoeuvre: attacks now and then, so the armies last the whole game
    const calm = legal.filter((c) => c.type !== 'attack');
    const pool = calm.length && rnd() < 0.95 ? calm : legal;
    const c = pool[Math.floor(rnd() * pool.length)]!;
    const r = quality.apply(s, c);
    if (!r.ok) throw new Error(`the engine refused its own legal command ${c.type}: ${r.reason}`);
    s = r.state;
    commands.push(c);
  }
  return { ruleset: quality as unknown as AnyRuleset, setup, commands };
}
