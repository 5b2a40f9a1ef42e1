import { describe, expect, it } from 'vitest';
import { apply } from '../../../shared/rulesets/d10-wargame/commands';
import { allowance } from '../../../shared/rulesets/d10-wargame/movement';
import type { D10State } from '../../../shared/rulesets/d10-wargame/state';
import { battle, id, ofType, refused, run, unit } from '../game/fixtures';

const A = id(0, 'a');

function field(tiers = {}, models = 1) {
  return battle([
    { side: 0, unit: unit({ uid: 'a', models, tiers }), at: { x: 10, y: 10 } },
    { side: 1, unit: unit({ uid: 'b', models: 1 }), at: { x: 40, y: 40 } },
  ]);
}

const by = (s: D10State, dx: number, dy: number) => s.units[A]!.models.map((m) => ({ x: m.x + dx, y: m.y + dy }));
const activated = (s: D10State) => run(s, { type: 'activate', unitId: A }).state;

describe('Movement Phase', () => {
  it('D10.MOVE.MOVE_6 / D10.QR.MOVE: a Move goes up to 6"', () => {
    const s = activated(field());
    expect(apply(s, { type: 'move', mode: 'move', models: by(s, 6, 0) }).ok).toBe(true);
    expect(refused(s, { type: 'move', mode: 'move', models: by(s, 6.1, 0) })).toMatch(/a Move allows 6"/);
  });

  it('D10.MOVE.ADVANCE_12: an Advance goes up to 12"', () => {
    const s = activated(field());
    expect(apply(s, { type: 'move', mode: 'advance', models: by(s, 12, 0) }).ok).toBe(true);
    expect(refused(s, { type: 'move', mode: 'advance', models: by(s, 12.1, 0) })).toMatch(/allows 12"/);
  });

  it('D10.MOVE.CHOICE: one Move or one Advance per activation, never both', () => {
    const s = run(activated(field()), { type: 'move', mode: 'move', models: by(activated(field()), 3, 0) }).state;
    expect(refused(s, { type: 'move', mode: 'move', models: by(s, 3, 0) })).toMatch(/Movement Phase is over/);
  });

  it('D10.SR.SPEED: Speed(1) gives Move 8" and Advance 14"', () => {
    const s = field({ speed: 1 });
    expect(allowance(s.units[A]!, 'move')).toBe(8);
    expect(allowance(s.units[A]!, 'advance')).toBe(14);
  });

  it('D10.MOVE.DIFFICULT_6 / D10.TERRAIN.AREA_DIFFICULT / D10.AMBIG.DIFFICULT_TERRAIN: a path into area terrain caps the move at 6", Speed included', () => {
    const s0 = field({ speed: 2 });
    s0.table.terrain = [{ id: 'wood', kind: 'area', points: [{ x: 14, y: 8 }, { x: 16, y: 8 }, { x: 16, y: 12 }, { x: 14, y: 12 }] }];
    const s = activated(s0);
    expect(refused(s, { type: 'move', mode: 'advance', models: by(s, 8, 0) })).toMatch(/difficult terrain/);
    expect(apply(s, { type: 'move', mode: 'advance', models: by(s, 6, 0) }).ok).toBe(true);
    expect(apply(s, { type: 'move', mode: 'advance', models: by(s, 0, 16) }).ok).toBe(true);
  });

  it('D10.TERRAIN.BLOCKING_IMPASSABLE: models cannot move through blocking terrain', () => {
    const s0 = field();
    s0.table.terrain = [{ id: 'wall', kind: 'blocking', points: [{ x: 12, y: 0 }, { x: 13, y: 0 }, { x: 13, y: 20 }, { x: 12, y: 20 }] }];
    const s = activated(s0);
    expect(refused(s, { type: 'move', mode: 'move', models: by(s, 5, 0) })).toMatch(/^A cannot move through the building \(impassable terrain\)/);
  });

  it('D10.TERRAIN.OPEN: open ground does not slow a move', () => {
    const s = activated(field());
    expect(apply(s, { type: 'move', mode: 'advance', models: by(s, 0, 12) }).ok).toBe(true);
  });

  it('D10.MOVE.NO_PASS_THROUGH: a unit may not move through another unit, friend or foe', () => {
    const s0 = battle([
      { side: 0, unit: unit({ uid: 'a', models: 1 }), at: { x: 10, y: 10 } },
      { side: 0, unit: unit({ uid: 'f', models: 1 }), at: { x: 13, y: 10 } },
      { side: 1, unit: unit({ uid: 'b', models: 1 }), at: { x: 40, y: 40 } },
    ]);
    const s = activated(s0);
    expect(refused(s, { type: 'move', mode: 'move', models: by(s, 6, 0) })).toMatch(/cannot move through another unit/);
  });

  it('D10.ENGAGE.ONE_INCH / D10.MOVE.STOP_WITHIN_1 / D10.AMBIG.ONE_INCH: a move may end exactly 1" from an enemy but not closer', () => {
    const s0 = battle([
      { side: 0, unit: unit({ uid: 'a', models: 1 }), at: { x: 10, y: 10 } },
      { side: 1, unit: unit({ uid: 'b', models: 1 }), at: { x: 17.5, y: 10 } },
    ]);
    const s = activated(s0);
    const r = s.units[A]!.radius;
    const touch1 = 7.5 - 2 * r - 1;
    expect(apply(s, { type: 'move', mode: 'move', models: by(s, touch1, 0) }).ok).toBe(true);
    expect(refused(s, { type: 'move', mode: 'move', models: by(s, touch1 + 0.2, 0) })).toMatch(/must stop once it is 1" from an enemy \(D10.MOVE.STOP_WITHIN_1\)/);
  });

  it('D10.MOVE.CHARGE_EXEMPT: a charge goes into base contact where a move could not', () => {
    const s0 = battle([
      { side: 0, unit: unit({ uid: 'a', models: 1 }), at: { x: 10, y: 10 } },
      { side: 1, unit: unit({ uid: 'b', models: 1 }), at: { x: 14, y: 10 } },
    ]);
    const s = activated(s0);
    expect(refused(s, { type: 'move', mode: 'move', models: by(s, 3, 0) })).toMatch(/must stop once it is 1" from an enemy/);
    const { events } = run({ ...s, dice: { kind: 'fixed', faces: new Array(6).fill(1), next: 0 } }, { type: 'charge', target: id(1, 'b') });
    expect(ofType(events, 'charged')).toHaveLength(1);
  });

  it('D10.COHESION.LINK_1 / D10.COHESION.ALWAYS: a move that leaves a model more than 1" from the rest is refused', () => {
    const s = activated(field({}, 3));
    const models = by(s, 2, 0);
    models[2] = { x: models[2]!.x + 3, y: models[2]!.y };
    expect(refused(s, { type: 'move', mode: 'move', models })).toMatch(/out of cohesion/);
  });

  it('D10.COHESION.SQUARE_6 / D10.AMBIG.COHESION: a line of linked models longer than 6" is refused', () => {
    const s = activated(field({}, 8));
    const models = s.units[A]!.models.map((m, i) => ({ x: 6 + i * 1.2, y: 16 }));
    expect(refused(s, { type: 'move', mode: 'advance', models })).toMatch(/out of cohesion/);
  });

  it('D10.MOVE.MEASURE_FROM_BASE / D10.AMBIG.MOVE_MEASURE: each model moves up to the allowance on its own', () => {
    const s = activated(field({}, 2));
    const models = s.units[A]!.models.map((m, i) => ({ x: m.x + (i === 0 ? 6 : 5.9), y: m.y }));
    const { events } = run(s, { type: 'move', mode: 'move', models });
    expect(ofType(events, 'moved')[0]!.distance).toBe(6);
  });

  it('D10.TERRAIN.MEASURE_AROUND: a path drawn around blocking terrain is measured along the way actually taken', () => {
    const s0 = field();
    s0.table.terrain = [{ id: 'wall', kind: 'blocking', points: [{ x: 12, y: 8 }, { x: 13, y: 8 }, { x: 13, y: 12 }, { x: 12, y: 12 }] }];
    const s = activated(s0);
    const start = s.units[A]!.models[0]!;
    const end = { x: start.x + 5, y: start.y };
    expect(refused(s, { type: 'move', mode: 'move', models: [end] })).toMatch(/cannot move through the building/);
    // Around the wall: up 3", across, back down: about 9.5" — too far for a Move, fine for an Advance.
    const around = { [start.id]: [{ x: start.x, y: 13.2 }, { x: end.x, y: 13.2 }, end] };
    expect(refused(s, { type: 'move', mode: 'move', models: [end], paths: around })).toMatch(/a Move allows 6"/);
    expect(apply(s, { type: 'move', mode: 'advance', models: [end], paths: around }).ok).toBe(true);
  });
});
