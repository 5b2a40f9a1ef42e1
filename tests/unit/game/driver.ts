/**
 * Playing whole games for the property tests and the benchmark: sample armies from the built-in
 * content, and a loop that picks each command from the engine's own legal command list.
 */
import type { AnyRuleset, BaseCommand } from '../../../shared/core/ruleset';
import { meridianLine, cinderHost, SAMPLE_ARMIES, thornwallWardens, gravemarchReavers } from '../../support/content';
import { resolveUnit } from '../../../shared/rulesets/d10-wargame/army';
import type { D10Setup } from '../../../shared/rulesets/d10-wargame/state';
import type { Faction, ListedUnit } from '../../../shared/rulesets/d10-wargame/schema';
import type { QSetup, QualityGameUnit } from '../../../shared/rulesets/quality/state';
import type { QualityArmyBook } from '../../../shared/rulesets/quality/schema';

function sample(faction: string, points: number) {
  const army = SAMPLE_ARMIES[faction]!.find((a) => a.pointsLimit === points)!;
  return army.units as unknown as ListedUnit[];
}

/** Two built-in sample armies at `points`, resolved for the engine. */
export function d10SampleSetup(points: 500 | 1000 | 1500, seed: number | string, options: D10Setup['options'] = {}): D10Setup {
  const a = sample('meridian-line', points).map((l) => resolveUnit(meridianLine as Faction, l));
  const b = sample('cinder-host', points).map((l) => resolveUnit(cinderHost as Faction, l));
  return { armies: [a, b], points, seed, options };
}

function qualityUnits(book: QualityArmyBook, listed: { uid: string; profile: string; models: number }[]): QualityGameUnit[] {
  return listed.map((l) => {
    const p = book.units.find((u) => u.id === l.profile)!;
    return {
      uid: l.uid,
      name: p.name,
      quality: p.quality,
      move: p.move,
      heavy: p.heavy,
      models: l.models,
      weapons: p.weapons.map((w) => ({ id: w.id, name: w.name, ...(w.range !== undefined ? { range: w.range } : {}), attacks: w.attacks })),
      baseMm: p.base.shape === 'round' ? p.base.mm : Math.max(p.base.widthMm, p.base.depthMm),
      points: l.models * p.costPerModel,
    };
  });
}

export function qualitySampleSetup(seed: number | string): QSetup {
  const a = SAMPLE_ARMIES['thornwall-wardens']!.find((x) => x.pointsLimit === 500)!;
  const b = SAMPLE_ARMIES['gravemarch-reavers']!.find((x) => x.pointsLimit === 500)!;
  return {
    armies: [
      qualityUnits(thornwallWardens as unknown as QualityArmyBook, a.units as never),
      qualityUnits(gravemarchReavers as unknown as QualityArmyBook, b.units as never),
    ],
    seed,
  };
}

/**
 * Play up to `steps` commands, choosing each with `pick(count, step)` from the engine's legal list.
 * Returns the commands played and the final state; throws if the engine refuses its own command.
 */
export function playOut<S>(ruleset: AnyRuleset, setup: unknown, steps: number, pick: (count: number, step: number, commands: BaseCommand[]) => number) {
  const started = ruleset.init(setup);
  if (!started.ok) throw new Error(started.reason);
  let state = started.state as S;
  const commands: BaseCommand[] = [];
  for (let step = 0; step < steps; step++) {
    if (ruleset.isOver(state)) break;
    const legal = ruleset.legalCommands(state);
    if (legal.length === 0) throw new Error(`no legal command in phase ${(state as { phase?: string }).phase}`);
    const command = legal[pick(legal.length, step, legal) % legal.length]!;
    const result = ruleset.apply(state, command);
    if (!result.ok) throw new Error(`the engine refused its own legal command ${JSON.stringify(command).slice(0, 200)}: ${result.reason}`);
    state = result.state as S;
    commands.push(command);
  }
  return { state, commands };
}

/** A sensible scripted player: shoot and charge when it can, otherwise move, otherwise end. */
export function aggressive(_count: number, _step: number, commands: BaseCommand[]): number {
  const order = ['rollOff', 'chooseOrder', 'deploy', 'placeObjective', 'endTerrain', 'placeTerrain', 'activate', 'rally', 'arrive', 'shoot', 'charge', 'move', 'attack', 'seizeGround', 'endActivation', 'nextRound'];
  let best = 0;
  let rank = Infinity;
  commands.forEach((c, i) => {
    let r = order.indexOf(c.type);
    if (c.type === 'move' && commands.some((x) => x.type === 'shoot')) r = order.length; // shoot first when already in range
    if (r >= 0 && r < rank) {
      rank = r;
      best = i;
    }
  });
  return best;
}
