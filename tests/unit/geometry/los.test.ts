import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canTarget, designateArea, lineOfSight, unitCanTarget, unitLineOfSight, type LosOptions, type PlacedModel } from '../../../shared/geometry/index';
import { box, hull, inch, indexOf, terrain, unit } from './helpers';
import { BF_TABLE, D10_TABLE, QW_TABLE } from '../../support/table-rules';

const d10 = (shooter = 'A', target = 'B', side: 0 | 1 = 0): LosOptions => ({ rules: D10_TABLE, shooterUnitId: shooter, targetUnitId: target, shooterSide: side });
const qw = (shooter = 'A', target = 'B', side: 0 | 1 = 0): LosOptions => ({ ...d10(shooter, target, side), rules: QW_TABLE });
const bf = (shooter = 'A', target = 'B', side: 0 | 1 = 0): LosOptions => ({ ...d10(shooter, target, side), rules: BF_TABLE });

describe('line of sight', () => {
  const shooter = inch('a', 5, 24);
  const target = inch('b', 20, 24);

  it('D10.LOS.CLEAR: with nothing in between the whole base is seen and a witness line is given', () => {
    const idx = indexOf([unit('A', 0, [shooter]), unit('B', 1, [target])]);
    const los = lineOfSight(idx, shooter, target, d10());
    expect(los).toMatchObject({ status: 'clear', visible: 1 });
    expect(los.witness).toHaveLength(2);
  });

  it('D10.LOS.BLOCKING_TERRAIN: a building across every line blocks sight', () => {
    const idx = indexOf([unit('A', 0, [shooter]), unit('B', 1, [target])], [terrain('h', 'building', box(10, 20, 14, 28))]);
    expect(lineOfSight(idx, shooter, target, d10())).toEqual({ status: 'blocked', visible: 0 });
  });

  it('D10.LOS.ANY_POINT: a building hiding part of the target gives partial sight with the share seen', () => {
    const idx = indexOf([unit('A', 0, [shooter]), unit('B', 1, [target])], [terrain('h', 'building', box(10, 10, 14, 24))]);
    const los = lineOfSight(idx, shooter, target, d10());
    expect(los.status).toBe('partial');
    // The shooter's base pokes out past the corner, so it sees more than the half above the line.
    expect(los.visible).toBeGreaterThan(0.4);
    expect(los.visible).toBeLessThan(1);
    expect(canTarget(los, D10_TABLE)).toBe(true);
  });

  it('D10.LOS.ANY_POINT: a line grazing a wall\'s corner is not blocked (two walls meeting at a corner)', () => {
    const a = inch('a', 0, 0), b = inch('b', 20, 20);
    const walls = [terrain('w1', 'wall', box(10, 0, 12, 10)), terrain('w2', 'wall', box(8, 10, 10, 20))];
    const idx = indexOf([unit('A', 0, [a]), unit('B', 1, [b])], walls);
    const los = lineOfSight(idx, a, b, d10());
    expect(los.status).toBe('partial');
    expect(canTarget(los, D10_TABLE)).toBe(true);
    // Shift the second wall 0.01" so it overlaps the first's corner: now nothing gets through.
    const closed = [walls[0]!, terrain('w2', 'wall', box(8, 9.99, 10.01, 20))];
    expect(lineOfSight(indexOf([unit('A', 0, [a]), unit('B', 1, [b])], closed), a, b, d10()).status).toBe('blocked');
  });

  it('D10.LOS.UNITS_OBSTRUCT: another unit, friendly or enemy, in between blocks sight', () => {
    const screen = hull('tank', 12, 24, 1, 8);
    for (const side of [0, 1] as const) {
      const idx = indexOf([unit('A', 0, [shooter]), unit('B', 1, [target]), unit('C', side, [screen])]);
      expect(lineOfSight(idx, shooter, target, d10()).status).toBe('blocked');
    }
  });

  it('D10.LOS.UNITS_OBSTRUCT: the firing unit and the target unit do not block their own lines', () => {
    const ownScreen = hull('own', 12, 24, 1, 8);
    const idx = indexOf([unit('A', 0, [shooter, ownScreen]), unit('B', 1, [target])]);
    expect(lineOfSight(idx, shooter, target, d10()).status).toBe('clear');
  });

  it('QW.LOS.NO_FRIENDLY: another friendly unit in between blocks sight', () => {
    const idx = indexOf([unit('A', 0, [shooter]), unit('B', 1, [target]), unit('C', 0, [hull('t', 12, 24, 1, 8)])]);
    expect(lineOfSight(idx, shooter, target, qw()).status).toBe('blocked');
  });

  it('QW.LOS.NO_FRIENDLY: a friendly unit looked at does not hide itself, and a copy of it answers as the table\'s own', () => {
    // Friend B stands in file behind its front model: the front base is in the line to the back one.
    const idx = indexOf([unit('A', 0, [inch('a', 5, 20)]), unit('B', 0, [inch('b1', 15, 20), inch('b2', 18, 20)])]);
    const a = idx.unit('A')!, b = idx.unit('B')!;
    const own = unitLineOfSight(idx, a, b, { rules: QW_TABLE, everyModel: true });
    expect(own.perModel).toEqual({ b1: 1, b2: 1 });
    // The same unit rebuilt from a game state (new objects, same ids and places).
    const copy = { ...b, models: b.models.map((m) => ({ ...m })) };
    expect(unitLineOfSight(idx, a, copy, { rules: QW_TABLE, everyModel: true })).toEqual(own);
  });

  it('QW.LOS.ENEMY_UNITS: another enemy unit in between does not block sight (it does in D10)', () => {
    const idx = indexOf([unit('A', 0, [shooter]), unit('B', 1, [target]), unit('C', 1, [hull('t', 12, 24, 1, 8)])]);
    expect(lineOfSight(idx, shooter, target, qw()).status).toBe('clear');
    expect(lineOfSight(idx, shooter, target, d10()).status).toBe('blocked');
  });

  it('QW.LOS.OWN_UNIT: the firing model\'s own unit does not block sight', () => {
    const idx = indexOf([unit('A', 0, [shooter, hull('t', 12, 24, 1, 8)]), unit('B', 1, [target])]);
    expect(lineOfSight(idx, shooter, target, qw()).status).toBe('clear');
  });

  it('QW.AMBIG.LOS_TERRAIN: Blocking terrain blocks in Quality; a wood only gives cover', () => {
    const units = [unit('A', 0, [shooter]), unit('B', 1, [target])];
    expect(lineOfSight(indexOf(units, [terrain('h', 'building', box(10, 20, 14, 28))]), shooter, target, qw()).status).toBe('blocked');
    expect(lineOfSight(indexOf(units, [terrain('f', 'forest', box(10, 20, 14, 28))]), shooter, target, qw()).status).toBe('clear');
  });

  it('D10.AMBIG.COVER: area terrain (a wood, ruins) does not block sight in D10', () => {
    const idx = indexOf([unit('A', 0, [shooter]), unit('B', 1, [target])], [terrain('r', 'ruins', box(10, 20, 14, 28))]);
    expect(lineOfSight(idx, shooter, target, d10()).status).toBe('clear');
  });

  it('BF.AREA.LOS_BLOCKING: dense woods can be seen into and out of, not through', () => {
    const woods = terrain('f', 'forest', box(10, 20, 14, 28), { seeInto: true });
    const idx = indexOf([unit('A', 0, [shooter]), unit('B', 1, [target])], [woods]);
    expect(lineOfSight(idx, shooter, target, d10()).status).toBe('blocked');
    const inside = inch('b', 12, 24);
    const idx2 = indexOf([unit('A', 0, [shooter]), unit('B', 1, [inside])], [woods]);
    expect(lineOfSight(idx2, shooter, inside, d10()).status).toBe('clear');
    expect(lineOfSight(idx2, inside, shooter, d10('B', 'A', 1)).status).toBe('clear');
  });

  it('BF.LOS.ONE_THIRD: a model counts as visible to Battle Forge only when more than 1/3 is seen', () => {
    expect(canTarget({ status: 'partial', visible: 1 / 3 }, BF_TABLE)).toBe(false);
    expect(canTarget({ status: 'partial', visible: 0.375 }, BF_TABLE)).toBe(true);
    expect(canTarget({ status: 'partial', visible: 0.0625 }, D10_TABLE)).toBe(true);
    expect(canTarget({ status: 'blocked', visible: 0 }, QW_TABLE)).toBe(false);
  });

  it('D10.AMBIG.LOS_UNIT: one firing model with a clear line is enough for the unit', () => {
    const hidden = inch('a1', 5, 24), seeing = inch('a2', 5, 34);
    const idx = indexOf([unit('A', 0, [hidden, seeing]), unit('B', 1, [inch('b1', 20, 24), inch('b2', 20, 34)])], [
      terrain('h', 'building', box(10, 18, 14, 30)),
    ]);
    const los = unitLineOfSight(idx, idx.unit('A')!, idx.unit('B')!, { rules: D10_TABLE });
    expect(los.status).toBe('clear');
    expect(los.fromModelId).toBe('a2');
  });

  it('D10.LOS.FROM_MODEL: from a single model the answer is that model\'s own view', () => {
    const hidden = inch('a1', 5, 24);
    const idx = indexOf([unit('A', 0, [hidden, inch('a2', 5, 34)]), unit('B', 1, [inch('b1', 20, 24)])], [
      terrain('h', 'building', box(10, 18, 14, 30)),
    ]);
    expect(lineOfSight(idx, hidden, idx.unit('B')!.models[0]!, d10()).status).toBe('blocked');
  });

  it('D10.LOS.REQUIRED: a unit with every line blocked cannot be targeted', () => {
    const idx = indexOf([unit('A', 0, [shooter]), unit('B', 1, [target])], [terrain('h', 'building', box(10, 10, 14, 38))]);
    const los = unitLineOfSight(idx, idx.unit('A')!, idx.unit('B')!, { rules: D10_TABLE });
    expect(canTarget(los, D10_TABLE)).toBe(false);
  });

  it('D10.LOS.ANY_POINT: a hull pokes out past a building — its exposed end is seen, the share shown', () => {
    const tank = hull('t', 20, 24, 1, 4, Math.PI / 2); // 8" long, pointing along the line of fire
    const side = hull('t', 20, 24, 4, 1); // 8" wide across the line of fire, 2" deep
    const idx = indexOf([unit('A', 0, [shooter]), unit('B', 1, [side])], [terrain('h', 'building', box(10, 18, 14, 24))]);
    const los = lineOfSight(idx, shooter, side, d10());
    expect(los.status).toBe('partial');
    expect(los.visible).toBeGreaterThan(0.4);
    expect(los.visible).toBeLessThan(0.9);
    expect(los.witness![1].y).toBeGreaterThan(24);
    const idx2 = indexOf([unit('A', 0, [shooter]), unit('B', 1, [tank])]);
    expect(lineOfSight(idx2, shooter, tank, d10()).status).toBe('clear');
  });

  it('D10.LOS.UNITS_OBSTRUCT: an oval-based monster in between blocks like any other base', () => {
    const monster = { id: 'm', x: 12, y: 24, facing: 0, shape: { kind: 'oval' as const, rx: 1.2 as never, ry: 0.8 as never } };
    const idx = indexOf([unit('A', 0, [shooter]), unit('B', 1, [target]), unit('C', 1, [monster])]);
    expect(lineOfSight(idx, shooter, target, d10()).status).toBe('blocked');
    expect(lineOfSight(idx, shooter, target, qw()).status).toBe('clear');
  });

  it('D10.LOS.CLEAR: two bases in contact see each other even with other units pressed close around them', () => {
    const a = inch('a', 10, 10), b = inch('b', 11, 10);
    const crowd = unit('C', 0, [inch('c1', 10.5, 10.87), inch('c2', 10.5, 9.13)]);
    const idx = indexOf([unit('A', 0, [a]), unit('B', 1, [b]), crowd]);
    const los = lineOfSight(idx, a, b, d10());
    expect(los.status).not.toBe('blocked');
    expect(los.visible).toBeGreaterThan(0);
  });

  it('BF.LOS.ONE_THIRD: a unit showing a third of a base or less may not be picked out, though lines reach it; D10 needs only one line', () => {
    // A building's corner creeps across the line from the firers to the target: the share seen
    // grows from about 0.32 to about 0.49.
    const scene = (edge: number) => {
      const idx = indexOf([unit('A', 0, [inch('a1', 5, 20), inch('a2', 5, 22)]), unit('B', 1, [inch('b1', 20, 20)])], [terrain('h', 'building', box(11, edge, 14, 30))]);
      return { idx, a: idx.unit('A')!, b: idx.unit('B')! };
    };
    const thin = scene(19.7);
    const thinLos = unitLineOfSight(thin.idx, thin.a, thin.b, { rules: BF_TABLE });
    expect(thinLos.status).toBe('partial');
    expect(thinLos.visible).toBeCloseTo(0.323, 3);
    expect(unitCanTarget(thin.idx, thin.a, thin.b, BF_TABLE)).toBe(false);
    expect(unitCanTarget(thin.idx, thin.a, thin.b, D10_TABLE)).toBe(true);
    const wide = scene(19.8);
    expect(unitLineOfSight(wide.idx, wide.a, wide.b, { rules: BF_TABLE }).visible).toBeCloseTo(0.49, 3);
    expect(unitCanTarget(wide.idx, wide.a, wide.b, BF_TABLE)).toBe(true);
    // Pushed down until no line gets through, the target is out of sight in every ruleset.
    const shut = scene(19.5);
    for (const rules of [D10_TABLE, QW_TABLE, BF_TABLE]) expect(unitCanTarget(shut.idx, shut.a, shut.b, rules)).toBe(false);
  });

  it('BF.LOS.REQUIRED: a model may shoot only at a target it sees itself — not one its unit-mate alone can see', () => {
    const hidden = inch('a1', 5, 20), seeing = inch('a2', 5, 36), foe = inch('b', 20, 36);
    const idx = indexOf([unit('A', 0, [hidden, seeing]), unit('B', 1, [foe])], [terrain('h', 'building', box(10, 10, 14, 30))]);
    const fromHidden = lineOfSight(idx, hidden, foe, bf());
    expect(fromHidden.status).toBe('blocked');
    expect(canTarget(fromHidden, BF_TABLE)).toBe(false);
    const fromSeeing = lineOfSight(idx, seeing, foe, bf());
    expect(fromSeeing.status).toBe('clear');
    expect(canTarget(fromSeeing, BF_TABLE)).toBe(true);
    // The unit as a whole may pick the target, through the one model that sees it.
    const both = unitLineOfSight(idx, idx.unit('A')!, idx.unit('B')!, { rules: BF_TABLE });
    expect(canTarget(both, BF_TABLE)).toBe(true);
    expect(both.fromModelId).toBe('a2');
    // With the building stretched across the whole line, no model of the unit may shoot.
    const walled = indexOf([unit('A', 0, [hidden, seeing]), unit('B', 1, [foe])], [terrain('h', 'building', box(10, 10, 14, 45))]);
    expect(canTarget(unitLineOfSight(walled, walled.unit('A')!, walled.unit('B')!, { rules: BF_TABLE }), BF_TABLE)).toBe(false);
  });

  it('BF.LOS.PROXY_POSE: sight depends on the base alone — pose, height or gear a model carries change nothing', () => {
    const corner = [terrain('h', 'building', box(10, 10, 14, 24))];
    const plain = (a: PlacedModel, b: PlacedModel) => lineOfSight(indexOf([unit('A', 0, [a]), unit('B', 1, [b])], corner), a, b, bf());
    const reference = plain(shooter, target);
    expect(reference.status).toBe('partial');
    const sculpt = fc.record({
      id: fc.string({ minLength: 1, maxLength: 8 }),
      facing: fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
      pose: fc.constantFrom('standing', 'kneeling', 'prone', 'leaping'),
      heightInches: fc.double({ min: 0.2, max: 12, noNaN: true }),
      banner: fc.boolean(),
    });
    fc.assert(
      fc.property(sculpt, sculpt, (s, t) => {
        // Round bases look the same whichever way they face, so facing is part of the sculpt here.
        const a: PlacedModel = Object.assign({ ...shooter }, s);
        const b: PlacedModel = Object.assign({ ...target }, t, { id: `${t.id}-target` });
        expect(plain(a, b)).toEqual(reference);
      }),
      { numRuns: 100 },
    );
    // The base itself does count: its size and its position change the share seen past the corner.
    const wide: PlacedModel = { ...target, shape: { kind: 'circle', radius: 1.5 as never } };
    expect(plain(shooter, wide).visible).not.toBeCloseTo(reference.visible, 2);
    expect(plain(shooter, { ...target, y: 25 }).visible).toBeGreaterThan(reference.visible + 0.05);
  });

  it('BF.AREA.DESIGNATE: a piece played as area terrain is marked so, and by default hides what lies beyond it', () => {
    const wood = terrain('f', 'forest', box(10, 20, 14, 28));
    const area = designateArea(wood);
    expect(area).toMatchObject({ id: 'f', area: true, seeInto: true });
    expect(wood.area).toBeUndefined();
    const units = [unit('A', 0, [shooter]), unit('B', 1, [target])];
    // Not designated, the wood is judged by true line of sight and hides nothing; designated, it
    // can be seen into and out of but not through (BF.AMBIG.AREA_LOS_DEFAULT).
    expect(lineOfSight(indexOf(units, [wood]), shooter, target, bf()).status).toBe('clear');
    expect(lineOfSight(indexOf(units, [area]), shooter, target, bf()).status).toBe('blocked');
  });

  it('BF.AREA.LOS_MODE: players choose per piece — see-through area terrain lets sight pass, into-and-out-of only does not', () => {
    const wood = terrain('f', 'forest', box(10, 20, 14, 28));
    const seeThrough = designateArea(wood, true), dense = designateArea(wood, false);
    expect(seeThrough).toMatchObject({ area: true, seeInto: false });
    const units = [unit('A', 0, [shooter]), unit('B', 1, [target])];
    expect(lineOfSight(indexOf(units, [seeThrough]), shooter, target, bf()).status).toBe('clear');
    expect(lineOfSight(indexOf(units, [dense]), shooter, target, bf()).status).toBe('blocked');
    // A model standing in the dense wood still sees out and is seen (BF.AREA.LOS_BLOCKING).
    const inside = inch('b', 12, 24);
    const idx = indexOf([unit('A', 0, [shooter]), unit('B', 1, [inside])], [dense, seeThrough]);
    expect(lineOfSight(idx, shooter, inside, bf()).status).toBe('clear');
    expect(lineOfSight(idx, inside, shooter, bf('B', 'A', 1)).status).toBe('clear');
  });

  const coord = (max: number) => fc.double({ min: 1, max, noNaN: true });
  const scene = fc.record({
    a: fc.tuple(coord(47), coord(47)),
    b: fc.tuple(coord(47), coord(47)),
    walls: fc.array(fc.tuple(coord(44), coord(44), fc.double({ min: 0.2, max: 4, noNaN: true }), fc.double({ min: 0.2, max: 4, noNaN: true })), { maxLength: 5 }),
    others: fc.array(fc.tuple(coord(47), coord(47)), { maxLength: 6 }),
  });

  it('D10.LOS.ANY_POINT: line of sight is symmetric between two bases and the visible share lies in [0, 1] (property)', () => {
    fc.assert(
      fc.property(scene, ({ a, b, walls, others }) => {
        const ma = inch('a', a[0], a[1]), mb = inch('b', b[0], b[1]);
        const pieces = walls.map(([x, y, w, h], i) => terrain(`w${i}`, 'building', box(x, y, x + w, y + h)));
        const idx = indexOf(
          [unit('A', 0, [ma]), unit('B', 1, [mb]), unit('C', 0, others.map(([x, y], i) => inch(`c${i}`, x, y)))],
          pieces,
        );
        const ab = lineOfSight(idx, ma, mb, d10('A', 'B', 0));
        const ba = lineOfSight(idx, mb, ma, d10('B', 'A', 1));
        expect(ab.status === 'blocked').toBe(ba.status === 'blocked');
        for (const r of [ab, ba]) {
          expect(r.visible).toBeGreaterThanOrEqual(0);
          expect(r.visible).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 300 },
    );
  });
});
