/**
 * How the built-in opponent weighs a Battle Forge position: the VP the objectives would bring if
 * control were settled now (BF.OBJ.*, BF.ROUND.END_VP, BF.VP.SCORING), a VP's worth in points on the
 * score, and a unit in reach of a ford moved onto it.
 */
import { describe, expect, it } from 'vitest';
import { chooseCommand } from '../../../shared/ai/opponent';
import type { AnyRuleset } from '../../../shared/core/ruleset';
import { battleForge } from '../../../shared/rulesets/battle-forge/index';
import { LATER_SCORING, VP_WORTH, bfEvaluate, controlTerm, projectedVp } from '../../../shared/rulesets/battle-forge/opponent';
import { scenarioById } from '../../../shared/rulesets/battle-forge/game-setup';
import { objectiveCounts } from '../../../shared/rulesets/battle-forge/scoring';
import type { BfState } from '../../../shared/rulesets/battle-forge/state';
import { ADMIRAL, REAVERS_SMALL, WARDENS, closeRound, run, table, type Pt } from './engine-table';

/** Wardens in a block from (6, 20): two of them within 3" of the first ford, at (12, 24). */
const WARDENS_AT_FORD = { x: 6, y: 20 };
/** Six Deck Reavers, two of them within 3" of the first ford. */
const REAVERS_AT_FORD: Pt[] = [
  { x: 12, y: 26.5 },
  { x: 13.5, y: 26.5 },
  { x: 15, y: 26.5 },
  { x: 16.5, y: 26.5 },
  { x: 12, y: 28 },
  { x: 13.5, y: 28 },
];
const FAR: Pt[] = REAVERS_AT_FORD.map((p) => ({ x: p.x + 20, y: p.y + 10 }));

const term = (s: BfState, side: number, id: string): number => bfEvaluate(s, side).find((t) => t.term === id)!.value;

describe('Battle Forge: how the opponent weighs a position', () => {
  it('BF.OBJ.CONTROL_MOST_MODELS and BF.ROUND.END_VP: it values standing on a ford before the End Phase settles it, this round in full and each later round at a discount', () => {
    const on = table({ [WARDENS]: WARDENS_AT_FORD, [REAVERS_SMALL]: FAR });
    const off = table({ [WARDENS]: { x: 30, y: 4 }, [REAVERS_SMALL]: FAR });
    expect(on.objectives[0]!.holder).toBeNull();
    // Round 1: this End Phase, then five more at a discount; the first ford is not the middle one.
    expect(projectedVp(on)).toEqual([1 + 5 * LATER_SCORING, 0]);
    expect(controlTerm(on, 0).value).toBe((1 + 5 * LATER_SCORING) * VP_WORTH);
    expect(controlTerm(on, 1).value).toBe(-(1 + 5 * LATER_SCORING) * VP_WORTH);
    expect(controlTerm(off, 0).value).toBe(0);
    expect(term(on, 0, 'control')).toBeGreaterThan(term(off, 0, 'control'));
  });

  it('BF.OBJ.CONTESTED and BF.OBJ.STICKY: equal counts near a ford bring no one anything; a ford held with no one near still counts for its holder', () => {
    const contested = table({ [WARDENS]: WARDENS_AT_FORD, [REAVERS_SMALL]: REAVERS_AT_FORD });
    expect(objectiveCounts(contested, contested.objectives[0]!)).toEqual([2, 2]);
    contested.objectives[0]!.holder = 0;
    expect(projectedVp(contested)).toEqual([0, 0]);
    const sticky = table({ [WARDENS]: { x: 30, y: 4 }, [REAVERS_SMALL]: FAR });
    sticky.objectives[0]!.holder = 1;
    expect(controlTerm(sticky, 1).value).toBe((1 + 5 * LATER_SCORING) * VP_WORTH);
  });

  it('BF.VP.SCORING: in the last round the end-of-game VP count in full (3 VP for the middle ford), and once the game is over only the score counts', () => {
    const s = table({ [WARDENS]: { x: 18, y: 20 }, [REAVERS_SMALL]: FAR }, { round: 6 });
    expect(objectiveCounts(s, s.objectives[1]!)[0]).toBeGreaterThan(0);
    expect(projectedVp(s)).toEqual([1 + 3, 0]);
    const { state } = closeRound(s, [WARDENS, REAVERS_SMALL]);
    const over = run(state, { type: 'keepStandby', player: 0, keep: [] }, { type: 'keepStandby', player: 1, keep: [] }).state;
    expect(over.phase).toBe('over');
    expect(over.vp).toEqual([4, 0]);
    expect(projectedVp(over)).toEqual([0, 0]);
    expect(term(over, 0, 'score')).toBe(4 * VP_WORTH);
    expect(term(over, 0, 'control')).toBe(0);
  });

  it('BF.VP.SCORING: a scenario that scores enemy units destroyed at the end counts each one in full as soon as it is destroyed; units wholly in the enemy zone count at a discount before the last round', () => {
    const beacons = { ...table({ [WARDENS]: { x: 30, y: 4 }, [REAVERS_SMALL]: FAR }), scenario: scenarioById('signal-fires') };
    beacons.objectives = beacons.scenario.objectives.map((o) => ({ ...o, holder: null }));
    const before = projectedVp(beacons)[0]!;
    beacons.destroyed = [ADMIRAL];
    expect(beacons.units[ADMIRAL]!.category).toBe('command');
    expect(projectedVp(beacons)[0]! - before).toBe(2);
    const line = table({ [WARDENS]: { x: 40, y: 20 }, [REAVERS_SMALL]: FAR });
    const breakTheLine = { ...line, scenario: scenarioById('break-the-line'), zones: scenarioById('break-the-line').zones.map((z) => ({ ...z })), objectives: [] };
    expect(projectedVp(breakTheLine)[0]).toBe(3 * LATER_SCORING);
  });

  it('BF.SHOCK.*: Shock on the enemy counts for it, Shock on its own units against it', () => {
    const s = table({ [WARDENS]: { x: 30, y: 4 }, [ADMIRAL]: FAR.slice(0, 1) }, { shock: { [WARDENS]: 1, [ADMIRAL]: 2 } });
    expect(term(s, 0, 'shock')).toBeGreaterThan(0);
    expect(term(s, 1, 'shock')).toBeLessThan(0);
  });

  it('BF.OBJ.CONTROL_RANGE_3IN: a Veteran with a unit in reach of a ford and no enemy to fight moves onto the ford', () => {
    // The Wardens 6" short of the first ford; the only enemy far out of reach and out of range.
    let s = table({ [WARDENS]: { x: 3, y: 14 }, [REAVERS_SMALL]: [{ x: 44, y: 44 }, { x: 45.5, y: 44 }, { x: 44, y: 45.5 }, { x: 45.5, y: 45.5 }, { x: 44, y: 47 }, { x: 45.5, y: 47 }] });
    expect(objectiveCounts(s, s.objectives[0]!)[0]).toBe(0);
    const bf = battleForge as unknown as AnyRuleset;
    // Its decisions: activate the Wardens, then its two actions.
    for (let d = 0; d < 3; d++) {
      const choice = chooseCommand(bf, bf.view(s, 0), 0, { level: 'veteran', personality: 'balanced', seed: 'ford' }, d)!;
      s = run(s, choice.command as never).state;
    }
    expect(objectiveCounts(s, s.objectives[0]!)[0]).toBeGreaterThan(0);
  });
});
