/**
 * One measuring system: deployment, arrival, casualty removal, Leadership and objective placement
 * measure an oval or a hull on its real shape, exactly as a move does (shared/geometry), and judge
 * cohesion one way. Games of rules revision 1 keep the circle each base was then taken for, so they
 * replay as they were played.
 *
 * The oval used is 60 × 35 mm, facing +y: 1.181" to its side, 0.689" to its front and back. The
 * circle of the same area (revision 1) has a radius of 0.902", so it reaches farther than the oval
 * to the front and back, and less far to the sides.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkObjectivePlacement } from '../../../shared/geometry/index';
import { gap, geoTable, holdsTogether } from '../../../shared/rulesets/d10-wargame/geo';
import { cohesionProblem } from '../../../shared/rulesets/d10-wargame/casualties';
import { hqNearby, leadershipBonus } from '../../../shared/rulesets/d10-wargame/morale';
import { arrivalProblem, moveProblem, placementProblem } from '../../../shared/rulesets/d10-wargame/movement';
import { deploymentProblem, objectiveProblem } from '../../../shared/rulesets/d10-wargame/setup';
import type { ResolvedUnit } from '../../../shared/rulesets/d10-wargame/resolved';
import type { D10Options, D10State, PlacedModel } from '../../../shared/rulesets/d10-wargame/state';
import { battle, id, ofType, step, unit, withDice, type UnitSpec } from '../game/fixtures';

const RX = 30 / 25.4;
const RY = 17.5 / 25.4;
const ROUND = 12.5 / 25.4;

const oval = (spec: UnitSpec): ResolvedUnit => ({ ...unit(spec), base: { shape: 'oval', widthMm: 60, depthMm: 35 } });
const hull = (spec: UnitSpec): ResolvedUnit => ({ ...unit(spec), base: { shape: 'hull', widthMm: 50, depthMm: 100 } });

const REVISION_1: Partial<D10Options> = { rulesRevision: 1 };

/** Stand the unit's models where given (facing +y). */
function stand(s: D10State, unitId: string, ...at: [number, number][]): D10State {
  s.units[unitId]!.models.forEach((m, i) => Object.assign(m, { x: at[i]![0], y: at[i]![1], facing: 0 }));
  return s;
}

const spots = (...at: [number, number][]): PlacedModel[] => at.map(([x, y]) => ({ x, y }));

const a = id(0, 'a');
const b = id(1, 'b');

describe('deployment measures as a move does', () => {
  /** Player 1's oval unit on the table far from its zone (to be moved), its round friend, and an enemy. */
  function field(options: Partial<D10Options> = {}): D10State {
    const s = battle(
      [
        { side: 0, unit: oval({ uid: 'a', models: 2 }), at: { x: 20, y: 20 } },
        { side: 0, unit: unit({ uid: 'f', models: 1 }), at: { x: 36, y: 6 } },
        { side: 1, unit: unit({ uid: 'b', models: 1 }), at: { x: 24, y: 44 } },
      ],
      options,
    );
    return stand(s, a, [20, 10.5], [23.3, 10.5]);
  }

  it('D10.COHESION.ALWAYS / D10.COHESION.LINK_1 / D10.MEASURE.CLOSEST_POINTS: ovals side by side 0.94" apart edge to edge hold together when deployed, as after a move', () => {
    const s = field();
    const u = s.units[a]!;
    // 3.3" between centres: 0.94" between the ovals' sides, 1.50" between the circles of revision 1.
    const formation = spots([20, 6], [23.3, 6]);
    expect(deploymentProblem(s, u, formation)).toBeNull();
    expect(moveProblem(s, u, 'move', spots([20, 8], [23.3, 8]))).toBeNull();
    // 3.5" apart (1.14" edge to edge) is out of cohesion for both.
    expect(deploymentProblem(s, u, spots([20, 6], [23.5, 6]))?.reason).toMatch(/lose cohesion/);
    expect(moveProblem(s, u, 'move', spots([20, 8], [23.5, 8]))).toMatchObject({ code: 'out-of-cohesion' });
    // Revision 1 took the bases for circles, which were not linked.
    expect(deploymentProblem(field(REVISION_1), u, formation)?.reason).toMatch(/lose cohesion/);
  });

  it('D10.SETUP.DEPLOY_MAP / D10.MEASURE.CLOSEST_POINTS: an oval stands 0.1" in front of a friendly base when deployed, as after a move; revision 1 saw the circles overlap', () => {
    // The ovals start behind the friend at (36, 6), and stand with the first one's front 0.1" short of its base.
    const s = stand(field(), a, [36, 1.5], [39.3, 1.5]);
    const u = s.units[a]!;
    const y = 6 - ROUND - RY - 0.1;
    const beside: PlacedModel[] = spots([36, y], [39.3, y]);
    expect(deploymentProblem(s, u, beside)).toBeNull();
    expect(moveProblem(s, u, 'move', beside)).toBeNull();
    expect(deploymentProblem(s, u, spots([36, y + 0.2], [39.3, y + 0.2]))?.reason).toMatch(/would overlap f/);
    expect(moveProblem(s, u, 'move', spots([36, y + 0.2], [39.3, y + 0.2]))).not.toBeNull();
    expect(deploymentProblem(field(REVISION_1), u, beside)?.reason).toMatch(/would overlap f/);
  });

  it('D10.DEPLOY.STANDARD_EDGE_12 / D10.AMBIG.DEPLOY_GEOMETRY: an oval or a hull is wholly inside its zone by its real outline, not by a circle', () => {
    const ovals = field();
    // The oval's front at 11.99": inside the 12" zone (its circle would have reached 12.2").
    expect(deploymentProblem(ovals, ovals.units[a]!, spots([20, 11.3], [23.3, 11.3]))).toBeNull();
    expect(deploymentProblem(field(REVISION_1), ovals.units[a]!, spots([20, 11.3], [23.3, 11.3]))?.reason).toMatch(/deployment zone/);
    // A 50 × 100 mm hull reaches 1.97" ahead, more than its circle's 1.39".
    const tanks = (options: Partial<D10Options> = {}) => battle([
      { side: 0, unit: hull({ uid: 't', models: 1 }), at: { x: 20, y: 30 } },
      { side: 1, unit: unit({ uid: 'b', models: 1 }), at: { x: 24, y: 44 } },
    ], options);
    const t = id(0, 't');
    expect(deploymentProblem(tanks(), tanks().units[t]!, spots([20, 10.5]))?.reason).toMatch(/deployment zone/);
    expect(deploymentProblem(tanks(), tanks().units[t]!, spots([20, 10]))).toBeNull();
    expect(deploymentProblem(tanks(REVISION_1), tanks().units[t]!, spots([20, 10.5]))).toBeNull();
  });
});

describe('arrival from reserve measures as a move does', () => {
  /** A reserve oval model of player 1 and an enemy standing `ahead` inches in front of where it enters. */
  function field(ahead: number, options: Partial<D10Options> = {}): D10State {
    const s = battle(
      [
        { side: 0, unit: oval({ uid: 'a', models: 1 }), at: { x: 24, y: 4 } },
        { side: 1, unit: unit({ uid: 'b', models: 1 }), at: { x: 24, y: 4 + RY + ROUND + ahead } },
      ],
      { reserves: true, ...options },
    );
    s.units[a]!.status = 'reserve';
    return s;
  }
  const entering = spots([24, 4]);

  it('D10.RESERVE.ENEMY_6 / D10.AMBIG.RESERVES / D10.MEASURE.CLOSEST_POINTS: an oval 6.05" from an enemy by its real shape may arrive, though its circle would be 5.84" away', () => {
    const s = field(6.05);
    expect(arrivalProblem(s, s.units[a]!, 'move', 'south', entering)).toBeNull();
    expect(arrivalProblem(field(5.95), s.units[a]!, 'move', 'south', entering)?.reason).toMatch(/at least 6" from every enemy model/);
    // Revision 1 measured the circle.
    expect(arrivalProblem(field(6.05, REVISION_1), s.units[a]!, 'move', 'south', entering)?.reason).toMatch(/at least 6" from every enemy model/);
  });

  it('D10.ENGAGE.ONE_INCH / D10.MEASURE.CLOSEST_POINTS: the same oval on the table may move to 1.05" from that enemy, measured the same way', () => {
    const s = field(1.05);
    s.units[a]!.status = 'table';
    stand(s, a, [24, 1]);
    expect(moveProblem(s, s.units[a]!, 'move', entering)).toBeNull();
    expect(gap(s.units[a]!, s.units[b]!)).toBeCloseTo(1.05 + 3, 6);
    const closer = field(0.95);
    closer.units[a]!.status = 'table';
    stand(closer, a, [24, 1]);
    expect(moveProblem(closer, closer.units[a]!, 'move', entering)).toMatchObject({ code: 'too-close-to-enemy' });
  });
});

describe('casualty removal judges cohesion as a move does', () => {
  /**
   * Player 2's three ovals: m1, m2 beside it 0.94" edge to edge (its circle 1.50" away), m3 behind m1
   * 0.95" edge to edge. m3 stands farthest from the shooter.
   */
  function field(options: Partial<D10Options> = {}, beside = 3.3): D10State {
    const s = battle(
      [
        { side: 0, unit: unit({ uid: 'a', models: 1 }), at: { x: 21.2, y: 10 } },
        { side: 1, unit: oval({ uid: 'b', models: 3 }), at: { x: 20, y: 30 } },
      ],
      options,
    );
    return stand(s, b, [20, 30], [20 + beside, 30], [20, 30 + 2 * RY + 0.95]);
  }
  const shoot = { type: 'shoot', fire: [{ weapon: 'lasgun', target: b }] } as const;

  it('D10.COHESION.REMOVE / D10.COHESION.ALWAYS / D10.AMBIG.COHESION: losing the oval behind leaves two ovals side by side that hold together, as a move into that place would', () => {
    const s = field();
    const [m1, m2, m3] = s.units[b]!.models;
    expect(moveProblem(s, s.units[b]!, 'move', [{ id: m1!.id, x: 20, y: 30 }, { id: m2!.id, x: 23.3, y: 30 }, { id: m3!.id, x: 20, y: 30 + 2 * RY + 0.95 }])).toBeNull();
    const shot = step(withDice(s, 9, 1), { type: 'activate', unitId: a }, shoot);
    expect(shot.state.pending).toMatchObject({ kind: 'casualties', wait: { unitId: b, kind: 'wounds' } });
    const { state, events } = step(shot.state, { type: 'allocateWounds', wounds: { [m3!.id]: 1 } });
    // In cohesion: nothing waits, nobody routs.
    expect(state.pending).toBeNull();
    expect(ofType(events, 'routed')).toHaveLength(0);
    expect(state.units[b]!.models.map((m) => m.id)).toEqual([m1!.id, m2!.id]);
    expect(holdsTogether(state.units[b]!)).toBe(true);
  });

  it('D10.COHESION.REMOVE / D10.COHESION.LINK_1: 1.14" apart, the two left are out of cohesion for the casualties as for a move, and the owner removes one', () => {
    const s = field({}, 3.5);
    const m3 = s.units[b]!.models[2]!;
    const shot = step(withDice(s, 9, 1), { type: 'activate', unitId: a }, shoot);
    const split = step(shot.state, { type: 'allocateWounds', wounds: { [m3.id]: 1 } });
    expect(split.state.pending).toMatchObject({ kind: 'casualties', wait: { unitId: b, kind: 'cohesion' } });
    const two = split.state.units[b]!;
    expect(holdsTogether(two)).toBe(false);
    expect(moveProblem(split.state, two, 'move', spots([20, 30], [23.5, 30]))).toMatchObject({ code: 'out-of-cohesion' });
  });

  it('D10.COHESION.REMOVE / D10.COHESION.ROUTED: a game of rules revision 1 keeps its circles, and the engine routs a model the real shapes would have kept', () => {
    const { state, events } = step(withDice(field(REVISION_1), 9, 1, 9), { type: 'activate', unitId: a }, shoot);
    // The engine took the wound on the farthest model (m3), then found the circles unlinked.
    expect(ofType(events, 'routed')).toHaveLength(1);
    expect(state.units[b]!.models).toHaveLength(1);
  });
});

describe('Leadership, the HQ and objectives measure the real shapes', () => {
  it('D10.SR.LEADERSHIP / D10.RALLY.HQ_PLUS1 / D10.MEASURE.CLOSEST_POINTS: an HQ leader on an oval 5.95" from a unit by its side helps it, measured as a range or a charge is', () => {
    const make = (options: Partial<D10Options> = {}) => {
      const s = battle(
        [
          { side: 1, unit: unit({ uid: 'b', models: 1 }), at: { x: 10 + RX + ROUND + 5.95, y: 30 } },
          { side: 1, unit: oval({ uid: 'l', models: 1, category: 'HQ', tiers: { leadership: 1 } }), at: { x: 10, y: 30 } },
          { side: 0, unit: unit({ uid: 'a', models: 1 }), at: { x: 24, y: 10 } },
        ],
        options,
      );
      return stand(s, id(1, 'l'), [10, 30]);
    };
    const s = make();
    expect(gap(s.units[id(1, 'l')]!, s.units[b]!)).toBeCloseTo(5.95, 6);
    expect(leadershipBonus(s, s.units[b]!)).toBe(1);
    expect(hqNearby(s, s.units[b]!)).toBe(true);
    // Revision 1's circle was 6.23" away.
    expect(leadershipBonus(make(REVISION_1), s.units[b]!)).toBe(0);
    expect(hqNearby(make(REVISION_1), s.units[b]!)).toBe(false);
  });

  it('D10.OBJ.CLEAR_OF_UNITS_3 / D10.MEASURE.CLOSEST_POINTS: an objective 3.1" in front of an oval may be placed, as the Table screen\'s check says', () => {
    const make = (options: Partial<D10Options> = {}) => stand(battle([
      { side: 0, unit: oval({ uid: 'a', models: 1 }), at: { x: 24, y: 20 } },
      { side: 1, unit: unit({ uid: 'b', models: 1 }), at: { x: 24, y: 40 } },
    ], options), a, [24, 20]);
    const s = make();
    const clear = { x: 24, y: 20 + RY + 3.1 };
    const near = { x: 24, y: 20 + RY + 2.9 };
    expect(objectiveProblem(s, clear.x, clear.y)).toBeNull();
    expect(checkObjectivePlacement(clear, [], geoTable(s)).ok).toBe(true);
    expect(objectiveProblem(s, near.x, near.y)?.reason).toMatch(/within 3" of a unit/);
    expect(checkObjectivePlacement(near, [], geoTable(s)).ok).toBe(false);
    // Revision 1's circle reached 0.21" farther.
    expect(objectiveProblem(make(REVISION_1), clear.x, clear.y)?.reason).toMatch(/within 3" of a unit/);
  });
});

describe('cohesion is judged one way', () => {
  it('D10.COHESION.ALWAYS / D10.COHESION.SQUARE_6 / D10.COHESION.LINK_1: for ovals, hulls and rounds, a placement, a move and the casualties agree on every formation', () => {
    const bases = [oval, hull, unit] as const;
    const seen = { held: 0, broken: 0 };
    const cell = fc.record({ dx: fc.double({ min: -0.3, max: 0.3, noNaN: true }), dy: fc.double({ min: -0.3, max: 0.3, noNaN: true }) });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 }), fc.array(cell, { minLength: 2, maxLength: 5 }), fc.nat(), (kind, cells, shuffle) => {
        const s = battle([
          { side: 0, unit: bases[kind]!({ uid: 'a', models: cells.length }), at: { x: 20, y: 20 } },
          { side: 1, unit: unit({ uid: 'b', models: 1 }), at: { x: 44, y: 44 } },
        ]);
        const u = s.units[a]!;
        // A block in two ranks, spaced so that neighbours sometimes link and sometimes do not.
        const pitch = kind === 0 ? [3, 2] : kind === 1 ? [2.6, 4.6] : [1.9, 1.9];
        const at = cells.map((c, i) => {
          const k = (i + shuffle) % cells.length;
          return [14 + (k % 3) * pitch[0]! + c.dx, 24 + Math.floor(k / 3) * pitch[1]! + c.dy] as [number, number];
        });
        stand(s, a, ...at.map(([x, y]) => [x, y - 6] as [number, number]));
        const there = u.models.map((m, i) => ({ ...m, x: at[i]![0], y: at[i]![1] }));
        const verdict = holdsTogether(u, there);
        // The casualties' judgement: removing no model leaves the unit in cohesion.
        expect(cohesionProblem({ ...u, models: there }, []) === null).toBe(verdict);
        const placed = placementProblem(s, u, spots(...at));
        const moved = moveProblem(s, u, 'move', spots(...at));
        expect(placed === null).toBe(verdict);
        expect(moved === null).toBe(verdict);
        seen[verdict ? 'held' : 'broken']++;
        if (!verdict) {
          expect(placed?.reason).toMatch(/lose cohesion/);
          expect(moved).toMatchObject({ code: 'out-of-cohesion' });
        }
      }),
      { numRuns: 150, seed: 7 },
    );
    // The formations drawn fall both ways.
    expect(seen.held).toBeGreaterThan(20);
    expect(seen.broken).toBeGreaterThan(20);
  });
});
