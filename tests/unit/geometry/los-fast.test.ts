/**
 * The unit line-of-sight shortcuts (umbra.ts) must never change an answer: whenever a shadow
 * certificate is given, every model pair really is blocked, and the unit answer equals the one
 * worked out model pair by model pair.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { PlacedModel, TableUnit, TerrainPiece } from '../../../shared/geometry/index';
import { canTarget, sightRules, unitCanTarget, unitLineOfSight, unitLineOfSightExhaustive } from '../../../shared/geometry/los';
import { ObstacleSet, obstaclesIn, sightingAmong } from '../../../shared/geometry/sight';
import { coveredByMany, shadowed } from '../../../shared/geometry/umbra';
import { box, hull, indexOf, round, terrain, unit } from './helpers';
import { BF_TABLE, D10_TABLE, QW_TABLE } from '../../support/table-rules';
import type { TableRules } from '../../../shared/geometry/table-rules';

type BaseKind = 'round' | 'bigRound' | 'oval' | 'rect';

const baseOf = (kind: BaseKind, id: string, x: number, y: number, facing: number): PlacedModel =>
  kind === 'round'
    ? round(id, x, y, 25, facing)
    : kind === 'bigRound'
      ? round(id, x, y, 60, facing)
      : kind === 'oval'
        ? { id, x, y, facing, shape: { kind: 'oval', rx: 1.2 as never, ry: 0.7 as never } }
        : hull(id, x, y, 1, 1.6, facing);

const unitArb = fc.record({
  x: fc.double({ min: 3, max: 45, noNaN: true }),
  y: fc.double({ min: 2, max: 46, noNaN: true }),
  kind: fc.constantFrom<BaseKind>('round', 'round', 'bigRound', 'oval', 'rect'),
  count: fc.integer({ min: 1, max: 5 }),
  spread: fc.double({ min: 0.9, max: 2.2, noNaN: true }),
  facing: fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
  side: fc.constantFrom<0 | 1>(0, 1),
});

const pieceArb = fc.record({
  x: fc.double({ min: 4, max: 40, noNaN: true }),
  y: fc.double({ min: 4, max: 40, noNaN: true }),
  w: fc.double({ min: 0.3, max: 9, noNaN: true }),
  h: fc.double({ min: 0.3, max: 9, noNaN: true }),
  turn: fc.double({ min: 0, max: Math.PI, noNaN: true }),
  shape: fc.constantFrom('rect', 'rect', 'triangle', 'ell'),
  kind: fc.constantFrom('building', 'building', 'wall', 'forest', 'woods'),
});

function pieceOf(p: { x: number; y: number; w: number; h: number; turn: number; shape: string; kind: string }, i: number): TerrainPiece {
  const local =
    p.shape === 'rect'
      ? [[0, 0], [p.w, 0], [p.w, p.h], [0, p.h]]
      : p.shape === 'triangle'
        ? [[0, 0], [p.w, 0], [p.w / 3, p.h]]
        : [[0, 0], [p.w, 0], [p.w, p.h / 3], [p.w / 3, p.h / 3], [p.w / 3, p.h], [0, p.h]];
  const c = Math.cos(p.turn), s = Math.sin(p.turn);
  const polygon = local.map(([u, v]) => ({ x: p.x + u! * c - v! * s, y: p.y + u! * s + v! * c }));
  if (p.kind === 'building') return terrain(`t${i}`, 'building', polygon);
  if (p.kind === 'wall') return terrain(`t${i}`, 'wall', polygon);
  if (p.kind === 'woods') return terrain(`t${i}`, 'forest', polygon, { seeInto: true });
  return terrain(`t${i}`, 'forest', polygon);
}

/** Units in a loose block formation, ids repeating across units (as `formation` gives by default). */
function unitsOf(specs: Array<{ x: number; y: number; kind: BaseKind; count: number; spread: number; facing: number; side: 0 | 1 }>): TableUnit[] {
  return specs.map((u, k) => {
    const models: PlacedModel[] = [];
    for (let i = 0; i < u.count; i++) {
      const col = i % 3, row = Math.floor(i / 3);
      const du = (col - 1) * u.spread + (row % 2) * u.spread * 0.5, dv = -row * u.spread;
      const c = Math.cos(u.facing), s = Math.sin(u.facing);
      models.push(baseOf(u.kind, `m${i + 1}`, u.x + du * c - dv * s, u.y + du * s + dv * c, u.facing));
    }
    return unit(`U${k}`, u.side, models);
  });
}

const sceneArb = fc.record({
  units: fc.array(unitArb, { minLength: 2, maxLength: 7 }),
  pieces: fc.array(pieceArb, { maxLength: 7 }),
  ruleset: fc.constantFrom<TableRules>(D10_TABLE, QW_TABLE, BF_TABLE),
});

/** A scene built to block: two units far apart with a wall of terrain and other units between. */
const blockedSceneArb = fc.record({
  a: fc.tuple(fc.double({ min: 4, max: 44, noNaN: true }), fc.double({ min: 2, max: 8, noNaN: true })),
  b: fc.tuple(fc.double({ min: 4, max: 44, noNaN: true }), fc.double({ min: 38, max: 46, noNaN: true })),
  screens: fc.array(fc.tuple(fc.double({ min: 2, max: 46, noNaN: true }), fc.double({ min: 14, max: 34, noNaN: true })), { minLength: 1, maxLength: 6 }),
  pieces: fc.array(pieceArb.map((p) => ({ ...p, y: 14 + (p.y - 4) / 3, w: p.w * 1.5 })), { maxLength: 5 }),
  kinds: fc.tuple(fc.constantFrom<BaseKind>('round', 'bigRound', 'oval', 'rect'), fc.constantFrom<BaseKind>('round', 'bigRound', 'oval', 'rect')),
  ruleset: fc.constantFrom<TableRules>(D10_TABLE, QW_TABLE),
});

/**
 * Two units a few inches apart, with terrain and small units standing beside either of them or
 * between: obstacles that reach into the depth of a unit, where only some sight lines cross them.
 */
const besideSceneArb = fc.record({
  a: fc.tuple(fc.double({ min: 8, max: 40, noNaN: true }), fc.double({ min: 4, max: 10, noNaN: true })),
  gap: fc.tuple(fc.double({ min: -6, max: 6, noNaN: true }), fc.double({ min: 4, max: 22, noNaN: true })),
  near: fc.array(
    fc.record({
      // Beside the firer (0), beside the target (1) or halfway (0.5), then moved by (dx, dy).
      at: fc.constantFrom(0, 1, 0.5),
      dx: fc.double({ min: -6, max: 6, noNaN: true }),
      dy: fc.double({ min: -3, max: 3, noNaN: true }),
      piece: fc.boolean(),
    }),
    { minLength: 1, maxLength: 7 },
  ),
  pieces: fc.array(pieceArb, { maxLength: 4 }),
  kinds: fc.tuple(fc.constantFrom<BaseKind>('round', 'bigRound', 'oval', 'rect'), fc.constantFrom<BaseKind>('round', 'bigRound', 'oval', 'rect')),
  facing: fc.double({ min: -0.6, max: 0.6, noNaN: true }),
  ruleset: fc.constantFrom<TableRules>(D10_TABLE, QW_TABLE),
});

const given = { shadowed: 0, covered: 0 };

function checkScene(units: TableUnit[], pieces: TerrainPiece[], ruleset: TableRules): void {
  const idx = indexOf(units, pieces);
  for (const a of units)
    for (const b of units) {
      if (a === b) continue;
      for (const everyModel of [false, true]) {
        const fast = unitLineOfSight(idx, a, b, { rules: ruleset, everyModel });
        const slow = unitLineOfSightExhaustive(idx, a, b, { rules: ruleset, everyModel });
        expect(fast).toEqual(slow);
      }
      // Each certificate on its own: whenever given, no model pair has any line.
      const rules = sightRules({ rules: ruleset, shooterUnitId: a.id, targetUnitId: b.id, shooterSide: a.side });
      const { discs, polygons } = obstaclesIn(idx, [-100, -100, 200, 200], rules);
      const set = new ObstacleSet().load(discs, polygons);
      const byOne = shadowed(a.models, b.models, polygons);
      // Asked right after `shadowed` about the same units, the proof reuses its frame; asked about
      // copies of the lists, it works the frame out afresh: the answers agree.
      const byMany = coveredByMany(a.models, b.models, set);
      expect(coveredByMany([...a.models], [...b.models], set)).toBe(byMany);
      if (byOne) given.shadowed++;
      if (byMany) given.covered++;
      if (byOne || byMany)
        for (const f of a.models) for (const t of b.models) expect(sightingAmong(f, t, discs, polygons).anyLine).toBe(false);
    }
}

describe('unit line of sight shortcuts', () => {
  it('D10.AMBIG.LOS_UNIT: the fast unit check gives the same answer as checking every model pair', () => {
    fc.assert(
      fc.property(sceneArb, ({ units, pieces, ruleset }) => checkScene(unitsOf(units), pieces.map(pieceOf), ruleset)),
      { numRuns: 150 },
    );
  });

  it('D10.LOS.BLOCKING_TERRAIN / D10.LOS.UNITS_OBSTRUCT: scenes built to block — certificates only where every model pair is blocked', () => {
    fc.assert(
      fc.property(blockedSceneArb, ({ a, b, screens, pieces, kinds, ruleset }) => {
        const units = [
          ...unitsOf([
            { x: a[0], y: a[1], kind: kinds[0], count: 5, spread: 1.6, facing: 0, side: 0 },
            { x: b[0], y: b[1], kind: kinds[1], count: 5, spread: 1.6, facing: Math.PI, side: 1 },
          ]),
          ...screens.map(([x, y], i) => unit(`S${i}`, (i % 2) as 0 | 1, [round(`s${i}a`, x, y), round(`s${i}b`, x + 1.2, y + 0.4), round(`s${i}c`, x + 0.6, y - 0.9)])),
        ];
        checkScene(units, pieces.map(pieceOf), ruleset);
      }),
      { numRuns: 200 },
    );
    // The certificates were put to the test, not skipped.
    expect(given.shadowed).toBeGreaterThan(20);
    expect(given.covered).toBeGreaterThan(20);
  });

  it('D10.LOS.BLOCKING_TERRAIN / D10.LOS.UNITS_OBSTRUCT: terrain and units beside either unit — certificates only where every model pair is blocked', () => {
    const before = { ...given };
    fc.assert(
      fc.property(besideSceneArb, ({ a, gap, near, pieces, kinds, facing, ruleset }) => {
        const b = [a[0] + gap[0], a[1] + gap[1]] as const;
        const screens: TableUnit[] = [];
        const extra: TerrainPiece[] = [];
        near.forEach((o, i) => {
          const x = a[0] + (b[0] - a[0]) * o.at + o.dx, y = a[1] + (b[1] - a[1]) * o.at + o.dy;
          if (o.piece) extra.push(pieceOf({ x, y, w: 1 + 2 * Math.abs(o.dx), h: 0.5 + Math.abs(o.dy), turn: o.dx, shape: 'rect', kind: 'building' }, 100 + i));
          else screens.push(unit(`S${i}`, (i % 2) as 0 | 1, [round(`s${i}a`, x, y), round(`s${i}b`, x + 1.1, y + 0.3), round(`s${i}c`, x + 0.5, y - 0.9)]));
        });
        const units = [
          ...unitsOf([
            { x: a[0], y: a[1], kind: kinds[0], count: 5, spread: 1.6, facing, side: 0 },
            { x: b[0], y: b[1], kind: kinds[1], count: 5, spread: 1.6, facing: Math.PI + facing, side: 1 },
          ]),
          ...screens,
        ];
        checkScene(units, [...pieces.map(pieceOf), ...extra], ruleset);
      }),
      { numRuns: 300 },
    );
    expect(given.shadowed - before.shadowed).toBeGreaterThan(5);
    expect(given.covered - before.covered).toBeGreaterThan(50);
  });

  it('D10.LOS.UNITS_OBSTRUCT: a dragged unit is seen where it now stands, as on a table indexed afresh, and a unit rebuilt from the game state as the table\'s own', () => {
    const copyOf = (u: TableUnit): TableUnit => ({ ...u, models: u.models.map((m) => ({ ...m })) });
    fc.assert(
      fc.property(
        sceneArb,
        fc.nat(),
        fc.tuple(fc.double({ min: -8, max: 8, noNaN: true }), fc.double({ min: -8, max: 8, noNaN: true })),
        ({ units, pieces, ruleset }, k, [dx, dy]) => {
          const all = unitsOf(units), terrainPieces = pieces.map(pieceOf);
          const idx = indexOf(all, terrainPieces);
          const dragged = all[k % all.length]!;
          // The index answers first, so whatever it keeps is there to be carried into the drag.
          for (const other of all) if (other !== dragged) unitLineOfSight(idx, dragged, other, { rules: ruleset });
          const moved = { ...dragged, models: dragged.models.map((m) => ({ ...m, x: m.x + dx, y: m.y + dy })) };
          const after = idx.withUnit(moved);
          const fresh = indexOf(all.map((u) => (u === dragged ? moved : u)), terrainPieces);
          for (const other of all) {
            if (other === dragged) continue;
            for (const [from, to] of [[moved, other], [other, moved]] as const)
              expect(unitLineOfSight(after, from, to, { rules: ruleset, everyModel: true })).toEqual(unitLineOfSight(fresh, from, to, { rules: ruleset, everyModel: true }));
            // In Quality a friendly target's bases stand among the obstacles, told from the target's
            // own by identity, so copies are compared where the rules leave both units out.
            if (ruleset !== QW_TABLE)
              expect(unitLineOfSight(idx, copyOf(other), copyOf(dragged), { rules: ruleset, everyModel: true })).toEqual(
                unitLineOfSight(idx, other, dragged, { rules: ruleset, everyModel: true }),
              );
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('D10.LOS.BLOCKING_TERRAIN: a building squarely between two units blocks them through the certificate', () => {
    const a = unit('A', 0, [round('a1', 10, 4), round('a2', 12, 4), round('a3', 14, 4)]);
    const b = unit('B', 1, [round('b1', 10, 40), round('b2', 12, 40), round('b3', 14, 40)]);
    const pieces = [terrain('h', 'building', box(6, 18, 18, 24))];
    const idx = indexOf([a, b], pieces);
    const rules = sightRules({ rules: D10_TABLE, shooterUnitId: 'A', targetUnitId: 'B', shooterSide: 0 });
    expect(shadowed(a.models, b.models, obstaclesIn(idx, [0, 0, 48, 48], rules).polygons)).toBe(true);
    expect(unitLineOfSight(idx, a, b, { rules: D10_TABLE })).toEqual({ status: 'blocked', visible: 0, perModel: { b1: 0, b2: 0, b3: 0 } });
  });

  it('D10.LOS.UNITS_OBSTRUCT: a staggered screening unit blocks two units through the certificate, not in Quality', () => {
    const a = unit('A', 0, [round('a1', 20, 4), round('a2', 21.5, 4)]);
    const b = unit('B', 1, [round('b1', 20, 40), round('b2', 21.5, 40)]);
    const row = (y: number, dx: number) => [0, 1, 2, 3].map((i) => round(`c${y}${i}`, 18 + dx + i * 1.5, y));
    const screen = unit('C', 1, [...row(22, 0), ...row(23.5, 0.75)]);
    const idx = indexOf([a, b, screen]);
    const rules = sightRules({ rules: D10_TABLE, shooterUnitId: 'A', targetUnitId: 'B', shooterSide: 0 });
    const { discs, polygons } = obstaclesIn(idx, [0, 0, 48, 48], rules);
    expect(coveredByMany(a.models, b.models, new ObstacleSet().load(discs, polygons))).toBe(true);
    expect(unitLineOfSight(idx, a, b, { rules: D10_TABLE }).status).toBe('blocked');
    expect(unitLineOfSight(idx, a, b, { rules: QW_TABLE }).status).not.toBe('blocked');
  });

  it('D10.LOS.BLOCKING_TERRAIN: a footprint edited in place is measured again, never trusted from before', () => {
    const a = unit('A', 0, [round('a1', 10, 4), round('a2', 12, 4)]);
    const b = unit('B', 1, [round('b1', 10, 40), round('b2', 12, 40)]);
    const building = terrain('h', 'building', box(6, 18, 18, 24));
    const rules = sightRules({ rules: D10_TABLE, shooterUnitId: 'A', targetUnitId: 'B', shooterSide: 0 });
    const blockers = () => obstaclesIn(indexOf([a, b], [building]), [0, 0, 48, 48], rules).polygons;
    expect(shadowed(a.models, b.models, blockers())).toBe(true);
    // The player drags the building aside: the same corner objects now stand clear of the line.
    for (const corner of building.polygon) corner.x += 20;
    expect(shadowed(a.models, b.models, blockers())).toBe(false);
    for (const corner of building.polygon) corner.x -= 20;
    expect(shadowed(a.models, b.models, blockers())).toBe(true);
    // Given a notch (no longer convex) it still stands in the way, but is not used as a certificate.
    building.polygon.splice(1, 0, { x: 12, y: 19 });
    expect(shadowed(a.models, b.models, blockers())).toBe(false);
    expect(unitLineOfSight(indexOf([a, b], [building]), a, b, { rules: D10_TABLE }).status).toBe('blocked');
  });

  it('D10.LOS.BLOCKING_TERRAIN: bases moved in place are framed again, never trusted from before', () => {
    const a = unit('A', 0, [round('a1', 10, 4), round('a2', 12, 4)]);
    const b = unit('B', 1, [round('b1', 10, 40), round('b2', 12, 40)]);
    const building = terrain('h', 'building', box(6, 18, 18, 24));
    const rules = sightRules({ rules: D10_TABLE, shooterUnitId: 'A', targetUnitId: 'B', shooterSide: 0 });
    const { discs, polygons } = obstaclesIn(indexOf([a, b], [building]), [0, 0, 48, 48], rules);
    const set = new ObstacleSet().load(discs, polygons);
    expect(shadowed(a.models, b.models, polygons)).toBe(true);
    expect(coveredByMany(a.models, b.models, set)).toBe(true);
    // The same lists, their bases slid aside past the building's end: nothing hides them now.
    for (const m of [...a.models, ...b.models]) m.x += 20;
    expect(shadowed(a.models, b.models, polygons)).toBe(false);
    expect(coveredByMany(a.models, b.models, set)).toBe(false);
  });

  it('D10.LOS.BLOCKING_TERRAIN: a long building reaching past the side of the target unit blocks it through the certificate', () => {
    // Seen along the diagonal between the units, the building's far end stands beside the target
    // unit: it does not lie wholly between them, but every sight line crosses it between.
    const a = unit('A', 0, [round('a1', 4, 4), round('a2', 5.5, 4), round('a3', 7, 4)]);
    const b = unit('B', 1, [round('b1', 30, 30), round('b2', 31.5, 30), round('b3', 33, 30)]);
    const pieces = [terrain('h', 'building', box(0, 12, 48, 20))];
    const idx = indexOf([a, b], pieces);
    const rules = sightRules({ rules: D10_TABLE, shooterUnitId: 'A', targetUnitId: 'B', shooterSide: 0 });
    const { discs, polygons } = obstaclesIn(idx, [0, 0, 48, 48], rules);
    expect(shadowed(a.models, b.models, polygons)).toBe(true);
    expect(coveredByMany(a.models, b.models, new ObstacleSet().load(discs, polygons))).toBe(true);
    expect(unitLineOfSight(idx, a, b, { rules: D10_TABLE })).toEqual(unitLineOfSightExhaustive(idx, a, b, { rules: D10_TABLE }));
    expect(unitLineOfSight(idx, a, b, { rules: D10_TABLE }).status).toBe('blocked');
  });

  it('D10.LOS.BLOCKING_TERRAIN: a building between units set askew gives the certificate only once no line slips past either end', () => {
    // A column facing a wide line: the sight lines slipping past the building's ends run from the
    // back of the column to the ends of the line (seen the other way, from the line's ends to the
    // column's back); the building is lengthened each way until they are shut.
    const a = unit('A', 0, [round('a1', 16, 2), round('a2', 16, 5), round('a3', 16, 8)]);
    const b = unit('B', 1, [8, 10, 12, 14, 16, 18, 20, 22, 24].map((x, i) => round(`b${i}`, x, 38)));
    const rules = sightRules({ rules: D10_TABLE, shooterUnitId: 'A', targetUnitId: 'B', shooterSide: 0 });
    const seen = { given: 0, open: 0 };
    for (let left = 10; left <= 14; left += 0.25)
      for (let right = 18; right <= 22; right += 0.25) {
        const idx = indexOf([a, b], [terrain('h', 'building', box(left, 20, right, 22))]);
        const polygons = obstaclesIn(idx, [0, 0, 48, 48], rules).polygons;
        for (const [f, t] of [[a, b], [b, a]] as const) {
          const slow = unitLineOfSightExhaustive(idx, f, t, { rules: D10_TABLE });
          if (shadowed(f.models, t.models, polygons)) {
            seen.given++;
            expect(slow.status).toBe('blocked');
          } else if (slow.status !== 'blocked') seen.open++;
        }
      }
    expect(seen.given).toBeGreaterThan(10);
    expect(seen.open).toBeGreaterThan(10);
  });

  it('D10.LOS.UNITS_OBSTRUCT: bases screening each firing model block through the certificate, though a line between the firers gets through', () => {
    // Two firers 6" apart, each with a pair of bases just in front: every line from a firer's base
    // is hidden, while the open lane between them leads from no base at all.
    const a = unit('A', 0, [round('a1', 20, 4), round('a2', 26, 4)]);
    const b = unit('B', 1, [round('b1', 20, 40), round('b2', 26, 40)]);
    const screen = unit('C', 1, [round('c1', 19.9, 8), round('c2', 20.8, 8), round('c3', 25.2, 8), round('c4', 26.1, 8)]);
    const idx = indexOf([a, b, screen]);
    const rules = sightRules({ rules: D10_TABLE, shooterUnitId: 'A', targetUnitId: 'B', shooterSide: 0 });
    const { discs, polygons } = obstaclesIn(idx, [0, 0, 48, 48], rules);
    expect(coveredByMany(a.models, b.models, new ObstacleSet().load(discs, polygons))).toBe(true);
    expect(unitLineOfSight(idx, a, b, { rules: D10_TABLE })).toEqual({ status: 'blocked', visible: 0, perModel: { b1: 0, b2: 0 } });
    expect(unitLineOfSightExhaustive(idx, a, b, { rules: D10_TABLE }).status).toBe('blocked');
  });
  it('D10.LOS.UNITS_OBSTRUCT: a corridor crowded with bases gives the pair-by-pair answer, whether it is shut or leaves a gap', () => {
    const a = unit('A', 0, [round('a1', 20, 4), round('a2', 21.5, 4)]);
    const b = unit('B', 1, [round('b1', 20, 40), round('b2', 21.5, 40)]);
    // Two staggered rows of bases across the corridor, as many as the two units have models twice
    // over; with a gap, the middle base of each row is taken away.
    const screen = (gap: boolean) =>
      unit('C', 1, [22, 23.5].flatMap((y, row) =>
        [0, 1, 2, 3, 4].filter((i) => !(gap && i === 2)).map((i) => round(`c${row}${i}`, 17.25 + row * 0.75 + i * 1.5, y))));
    for (const gap of [false, true]) {
      const idx = indexOf([a, b, screen(gap)]);
      for (const everyModel of [false, true]) {
        const fast = unitLineOfSight(idx, a, b, { rules: D10_TABLE, everyModel });
        expect(fast).toEqual(unitLineOfSightExhaustive(idx, a, b, { rules: D10_TABLE, everyModel }));
        expect(fast.status === 'blocked').toBe(!gap);
      }
    }
  });
});

describe('targeting, which stops at the first model pair that settles it', () => {
  it('D10.LOS.CLEAR / QW.LOS.NO_FRIENDLY / BF.LOS.ONE_THIRD: a unit may target another exactly when its full line of sight says so', () => {
    const seen = { may: 0, mayNot: 0 };
    fc.assert(
      fc.property(sceneArb, ({ units: specs, pieces, ruleset }) => {
        const units = unitsOf(specs), idx = indexOf(units, pieces.map(pieceOf));
        for (const a of units)
          for (const b of units) {
            if (a === b) continue;
            const may = unitCanTarget(idx, a, b, ruleset);
            expect(may).toBe(canTarget(unitLineOfSight(idx, a, b, { rules: ruleset }), ruleset));
            seen[may ? 'may' : 'mayNot']++;
          }
      }),
      { numRuns: 150 },
    );
    // Both answers came up many times, so neither could have been given blindly.
    expect(seen.may).toBeGreaterThan(100);
    expect(seen.mayNot).toBeGreaterThan(100);
  });
});
