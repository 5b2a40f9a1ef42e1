/**
 * A Monte Carlo reference for the exact odds: it rolls every die the rulebooks roll, one trial at
 * a time, and counts outcomes. It shares no logic with the DP (only the spec types), so the tests
 * can hold one against the other, and the benchmark can say how much faster exact odds are.
 * Not part of the app: tests and benchmarks only.
 */
import type { D10AttackSpec, D10Target } from '../../shared/rulesets/d10-wargame/odds';
import type { QualityAttackSpec, QualityTarget } from '../../shared/rulesets/quality/odds';

/** One profile of a sequence, tagged with its ruleset. */
export type AttackProfile = ({ ruleset: 'd10-wargame' } & D10AttackSpec) | ({ ruleset: 'quality' } & QualityAttackSpec);

/** mulberry32: a tiny seeded PRNG with 32-bit state, returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How often each outcome happened over `trials` trials. */
export interface SimulatedCounts {
  trials: number;
  hits: number[];
  wounds: number[];
  modelsRemoved: number[];
  destroyed: number;
  moraleChecks: number;
}

/** A D10 check rolled the book's way: natural 10 passes, natural 1 fails, else face ≥ RV. */
function d10Passes(face: number, rv: number): boolean {
  return face === 10 || (face !== 1 && face >= rv);
}

/** Rolls the profiles in order against a fresh copy of `target`, `trials` times. */
export function simulateAttacks(
  profiles: readonly AttackProfile[],
  target: D10Target | QualityTarget,
  trials: number,
  seed: number,
): SimulatedCounts {
  const random = mulberry32(seed);
  const d10 = (): number => 1 + Math.floor(random() * 10);
  const dice = profiles.reduce((sum, p) => sum + p.attacks, 0);
  const perModel = 'woundsPerModel' in target ? (target.woundsPerModel ?? 1) : 1;
  const damaged = 'woundsAlreadyOnDamagedModel' in target ? (target.woundsAlreadyOnDamagedModel ?? 0) : 0;
  const initial = 'initialModels' in target ? (target.initialModels ?? target.models) : target.models;
  const quality = profiles[0]?.ruleset === 'quality';
  const counts: SimulatedCounts = {
    trials,
    hits: new Array<number>(dice + 1).fill(0),
    wounds: new Array<number>(dice + 1).fill(0),
    modelsRemoved: new Array<number>(target.models + 1).fill(0),
    destroyed: 0,
    moraleChecks: 0,
  };

  for (let trial = 0; trial < trials; trial++) {
    let alive = target.models;
    let tokens = damaged; // wound tokens on the model taking wounds now
    let hits = 0;
    let wounds = 0;
    const suffer = (): void => {
      wounds++;
      if (alive === 0) return;
      tokens++;
      if (tokens === perModel) {
        alive--;
        tokens = 0;
      }
    };
    for (const profile of profiles) {
      if (profile.ruleset === 'quality') {
        const hitMod =
          (profile.cover === 'soft' || profile.cover === 'hard' ? -1 : 0) +
          (profile.held ? 1 : 0) +
          (profile.attackerFatigued ? -1 : 0);
        const saveMod =
          (profile.cover === 'hard' ? 1 : 0) +
          (profile.defenderInMultiCombat ? -1 : 0) +
          (profile.defenderFatigued ? -1 : 0);
        for (let die = 0; die < profile.attacks; die++) {
          if (d10() + hitMod < profile.quality) continue;
          hits++;
          let saved = d10() + saveMod >= profile.defenderQuality;
          if (!saved && profile.heavy) saved = d10() + saveMod >= profile.defenderQuality;
          if (!saved) suffer();
        }
      } else {
        const exhausted = profile.kind === 'melee' && profile.exhausted === true;
        const hitRv = profile.skill - (profile.skillTier ?? 0);
        const defenseRv =
          profile.defense + (profile.ap ?? 0) + (profile.apTier ?? 0) - (profile.defenseTier ?? 0);
        const hitsWith = (face: number, rv: number): boolean => (exhausted ? face === 10 : d10Passes(face, rv));
        let profileHits = 0;
        for (let die = 0; die < profile.attacks; die++) {
          const plusOne = profile.commandPoint === 'plus-one' && die === 0 ? 1 : 0;
          if (hitsWith(d10(), hitRv - plusOne)) profileHits++;
        }
        if (profile.commandPoint === 'reroll' && profileHits < profile.attacks && hitsWith(d10(), hitRv)) {
          profileHits++;
        }
        hits += profileHits;
        let failed = 0;
        for (let hit = 0; hit < profileHits; hit++) {
          const plusOne = profile.defenderCommandPoint === 'plus-one' && hit === 0 ? 1 : 0;
          if (!d10Passes(d10(), defenseRv - plusOne)) failed++;
        }
        if (profile.defenderCommandPoint === 'reroll' && failed > 0 && d10Passes(d10(), defenseRv)) failed--;
        for (let wound = 0; wound < failed; wound++) suffer();
      }
    }
    const removed = target.models - alive;
    counts.hits[hits]!++;
    counts.wounds[wounds]!++;
    counts.modelsRemoved[removed]!++;
    if (alive === 0) counts.destroyed++;
    if (!quality && initial >= 2 && wounds > 0 && alive > 0 && alive * 2 <= initial) counts.moraleChecks++;
  }
  return counts;
}
