/**
 * From a distribution of wounds to what happens to the target unit: models removed, destroyed,
 * forced to test morale.
 */
import { expectation, toArray } from './distribution';
import type { AttackDistributions, AttackOdds, TargetOdds } from './types';

/** A target reduced to the numbers the outcome needs; validated by the callers. */
export interface TargetShape {
  models: number;
  woundsPerModel: number;
  damaged: number;
  /** 0 turns the morale trigger off (for rulesets without a Morale Check for losses). */
  initialModels: number;
}



/** How many wounds the unit can absorb before it is gone; wounds beyond are lost (D10.AMBIG.WOUNDS). */
export function woundCapacity(shape: TargetShape): number {
  return shape.models * shape.woundsPerModel - shape.damaged;
}

/**
 * Models removed by `wounds` wounds. The owner chooses where wounds go (D10.AMBIG.WOUNDS); the
 * odds assume the damaged model is finished off first and then one model at a time, the
 * allocation that removes the most models for a wound count, so the figures never flatter the
 * defender (D10.WOUND.SINGLE, D10.WOUND.MULTI: a model goes when its tokens reach its Wounds).
 */
export function modelsRemovedBy(wounds: number, shape: TargetShape): number {
  const firstKill = shape.woundsPerModel - shape.damaged;
  if (wounds < firstKill) return 0;
  return Math.min(shape.models, 1 + Math.floor((wounds - firstKill) / shape.woundsPerModel));
}

/**
 * The target's odds from `wounds[0..n]`, the chance of each number of wounds suffered
 * (n may exceed the unit's capacity; the excess is lost).
 */
export function targetOdds(wounds: ArrayLike<number>, n: number, shape: TargetShape): TargetOdds {
  const removed = new Array<number>(shape.models + 1).fill(0);
  let moraleCheck = 0;
  // D10.AMBIG.MORALE_MODEL_COUNT: a one-model unit never tests for losses.
  const tests = shape.initialModels >= 2;
  for (let w = 0; w <= n; w++) {
    const chance = wounds[w]!;
    if (chance === 0) continue;
    const gone = modelsRemovedBy(w, shape);
    removed[gone] = removed[gone]! + chance;
    const left = shape.models - gone;
    // D10.MORALE.TRIGGER with D10.AMBIG.MORALE_REPEAT: wounded at least once, alive, at or below half.
    if (tests && w > 0 && left > 0 && left * 2 <= shape.initialModels) moraleCheck += chance;
  }
  return { modelsRemoved: removed, destroy: removed[shape.models]!, moraleCheck };
}

/** Copies scratch distributions of hits and wounds into the result shape, with expectations. */
export function distributionsResult(hits: Float64Array, wounds: Float64Array, n: number): AttackDistributions {
  return {
    hits: toArray(hits, n),
    wounds: toArray(wounds, n),
    expected: { hits: expectation(hits, n), wounds: expectation(wounds, n) },
  };
}

/** The full odds of an attack whose wounds fall on a target of the given shape. */
export function attackOddsResult(hits: Float64Array, wounds: Float64Array, n: number, shape: TargetShape, models: number): AttackOdds {
  const base = distributionsResult(hits, wounds, n);
  const outcome = targetOdds(wounds, n, shape);
  return {
    ...base,
    ...outcome,
    expected: { ...base.expected, modelsRemoved: expectation(outcome.modelsRemoved, models) },
  };
}
