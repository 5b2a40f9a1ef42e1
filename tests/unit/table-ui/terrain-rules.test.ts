/**
 * What a terrain piece counts as when the players agree it differs from its kind ("this ruin is tall
 * enough to block sight"): kept on the piece, honoured by the table's picture for the rules core,
 * by the engines a game starts, and undone like any other change.
 */
import { describe, expect, it } from 'vitest';
import { buildTableIndex, checkMove, unitLineOfSight, type Table } from '../../../shared/geometry/index';
import { rulePieces } from '../../../src-renderer/src/play/model/terrain';
import { d10TerrainOf } from '../../../shared/rulesets/d10-wargame/game-setup';
import { qualityTerrainOf } from '../../../shared/rulesets/quality/game-setup';

import * as cmd from '../../../src-renderer/src/table/model/commands';
import { History } from '../../../src-renderer/src/table/model/history';
import { emptyPlan, type Plan, type PlanTerrain } from '../../../src-renderer/src/plan/plan';
import { terrainPiece, terrainPieces } from '../../../src-renderer/src/plan/table-adapter';
import { agreedWords, pieceType, type TerrainRules } from '../../../src-renderer/src/plan/terrain-catalog';
import type { CoverLevel } from '../../../shared/geometry/table';
import { inch, unit } from '../geometry/helpers';
import { D10_TABLE } from '../../support/table-rules';

/** Layout pieces as each engine keeps them: the rules' reading of each piece, then the ruleset's. */
const d10Terrain = (pieces: readonly PlanTerrain[]) => d10TerrainOf(rulePieces(pieces));
const qualityTerrain = (pieces: readonly PlanTerrain[]) => qualityTerrainOf(rulePieces(pieces));

function ok(change: cmd.Change): Plan {
  if (!change.ok) throw new Error(change.reason);
  return change.plan;
}

/** Ruins in the middle of a 48" table (6" × 5", from 21 to 27 across), with one model on either side. */
function ruinsBetween(): Plan {
  return ok(cmd.addTerrain(emptyPlan(), 'ruins', 24, 24));
}

function tableOf(plan: Plan): Table {
  return {
    width: 48,
    height: 48,
    terrain: terrainPieces(plan.terrain),
    units: [unit('A', 0, [inch('a', 16, 24)]), unit('B', 1, [inch('b', 32, 24)])],
  };
}

const sight = (plan: Plan) => {
  const index = buildTableIndex(tableOf(plan));
  return unitLineOfSight(index, index.table.units[0]!, index.table.units[1]!, { rules: D10_TABLE }).status;
};

const piece = (kind: PlanTerrain['kind'], extra: Partial<PlanTerrain> = {}): PlanTerrain => ({
  id: `${kind}-1`,
  kind,
  x: 20,
  y: 20,
  rotation: 0,
  points: [[-1, -1], [1, -1], [1, 1], [-1, 1]],
  ...extra,
});

describe('what the players agree a terrain piece counts as', () => {
  it('D10.TERRAIN.BLOCKING_LOS: ruins agreed to be blocking hide a unit behind them; as usual they do not', () => {
    const plan = ruinsBetween();
    expect(sight(plan)).toBe('clear');
    const blocking = ok(cmd.setTerrainRules(plan, 't1', 'blocking'));
    expect(terrainPiece(blocking.terrain[0]!)).toMatchObject({ blocksSight: true, impassable: true, difficult: false, cover: 'hard' });
    expect(sight(blocking)).toBe('blocked');
  });

  it('D10.TERRAIN.BLOCKING_IMPASSABLE: no model may walk through ruins agreed to be blocking', () => {
    const through = (plan: Plan) =>
      checkMove(buildTableIndex(tableOf(plan)), { unitId: 'A', paths: { a: [{ x: 29, y: 23 }] }, allowance: 24, mode: 'advance', rules: D10_TABLE.movement('advance') });
    // As usual, ruins are difficult ground: the 13" advance through them is over the 6" cap.
    expect(through(ruinsBetween())).toMatchObject({ ok: false, code: 'difficult-terrain' });
    expect(through(ok(cmd.setTerrainRules(ruinsBetween(), 't1', 'blocking')))).toMatchObject({ ok: false, code: 'impassable' });
  });

  it('D10.TERRAIN.AREA_DIFFICULT: a building agreed to be area terrain is difficult ground that sight passes through', () => {
    const building = piece('building', { rules: 'area' });
    expect(terrainPiece(building)).toMatchObject({ blocksSight: false, impassable: false, difficult: true, obstacle: false, cover: 'hard' });
    expect(d10Terrain([building])).toEqual([{ id: 'building-1', kind: 'area', points: expect.any(Array) }]);
  });

  it('D10.TERRAIN.OPEN: a forest agreed to be open ground has no effect, and the D10 engine leaves it out', () => {
    const forest = piece('forest', { rules: 'open', cover: 'none' });
    expect(terrainPiece(forest)).toMatchObject({ blocksSight: false, impassable: false, difficult: false, obstacle: false, cover: 'none' });
    expect(d10Terrain([forest])).toEqual([]);
    expect(qualityTerrain([forest])).toEqual([]);
  });

  it('a hill agreed to be an obstacle becomes one; as usual it is open', () => {
    expect(terrainPiece(piece('hill', { rules: 'obstacle' }))).toMatchObject({ obstacle: true, difficult: false, blocksSight: false });
    expect(terrainPiece(piece('hill'))).toMatchObject({ obstacle: false, cover: 'none' });
  });

  it('without an agreement a piece reads exactly as its kind, and the table sees the same pieces', () => {
    const plain = piece('ruins');
    expect(pieceType(plain)).toMatchObject({ label: 'Ruins', rules: 'area', cover: 'hard' });
    expect(pieceType({ ...plain, cover: 'fortified' })).toMatchObject({ rules: 'area', cover: 'fortified' });
    expect(terrainPiece(plain)).toMatchObject({ difficult: true, blocksSight: false, cover: 'hard' });
    expect(agreedWords(plain)).toBe('');
    expect(agreedWords({ ...plain, rules: 'blocking' })).toBe('blocking');
    expect(agreedWords({ ...plain, rules: 'blocking', cover: 'none' })).toBe('blocking, no cover');
    expect(agreedWords({ ...plain, rules: 'area', cover: 'hard' })).toBe('');
  });

  it('QW.COVER.SOFT_TERRAIN and QW.COVER.HARD_TERRAIN: the Quality engine takes the agreed cover; fortified counts as hard', () => {
    const pieces = [
      piece('building', { id: 'a', rules: 'area' }),
      piece('forest', { id: 'b', cover: 'hard' }),
      piece('hill', { id: 'c', cover: 'soft' }),
      piece('crater', { id: 'd', cover: 'fortified' }),
      piece('ruins', { id: 'e', rules: 'blocking' }),
      piece('forest', { id: 'f', cover: 'none' }),
    ];
    expect(qualityTerrain(pieces).map((t) => [t.id, t.kind])).toEqual([
      ['a', 'hard'],
      ['b', 'hard'],
      ['c', 'soft'],
      ['d', 'hard'],
      ['e', 'blocking'],
    ]);
    expect(d10Terrain(pieces).map((t) => [t.id, t.kind])).toEqual([
      ['a', 'area'],
      ['b', 'area'],
      ['d', 'area'],
      ['e', 'blocking'],
      ['f', 'area'],
    ]);
  });
});

describe('changing what a piece counts as', () => {
  it('keeps only a real agreement on the piece: choosing the usual type or cover again drops it', () => {
    const plan = ruinsBetween();
    const blocking = ok(cmd.setTerrainRules(plan, 't1', 'blocking'));
    expect(blocking.terrain[0]).toMatchObject({ rules: 'blocking' });
    expect(blocking.objectives).toBe(plan.objectives);
    const fortified = ok(cmd.setTerrainCover(blocking, 't1', 'fortified'));
    expect(fortified.terrain[0]).toMatchObject({ rules: 'blocking', cover: 'fortified' });
    const usualAgain = ok(cmd.setTerrainCover(ok(cmd.setTerrainRules(fortified, 't1', 'area')), 't1', 'hard'));
    expect(usualAgain.terrain[0]).toEqual(plan.terrain[0]);
    expect('rules' in usualAgain.terrain[0]! || 'cover' in usualAgain.terrain[0]!).toBe(false);
  });

  it('says what changed, for the notice and the undo button', () => {
    const plan = ruinsBetween();
    expect(cmd.setTerrainRules(plan, 't1', 'blocking')).toMatchObject({ ok: true, label: 'Ruins counts as blocking' });
    expect(cmd.setTerrainCover(plan, 't1', 'none')).toMatchObject({ ok: true, label: 'Ruins gives no cover' });
    expect(cmd.setTerrainCover(plan, 't1', 'soft')).toMatchObject({ ok: true, label: 'Ruins gives soft cover' });
  });

  it('refuses no change, a piece that is gone, and a value that is not a type or a cover level, leaving the plan alone', () => {
    const plan = ruinsBetween();
    expect(cmd.setTerrainRules(plan, 't1', 'area')).toEqual({ ok: false, reason: 'That piece already counts as area.' });
    expect(cmd.setTerrainCover(plan, 't1', 'hard')).toEqual({ ok: false, reason: 'That piece already gives hard cover.' });
    expect(cmd.setTerrainRules(plan, 't9', 'blocking')).toEqual({ ok: false, reason: 'That terrain piece is no longer on the table.' });
    expect(cmd.setTerrainCover(plan, 't9', 'soft')).toEqual({ ok: false, reason: 'That terrain piece is no longer on the table.' });
    expect(cmd.setTerrainRules(plan, 't1', 'lava' as TerrainRules)).toEqual({
      ok: false,
      reason: '"lava" is not a terrain type; choose blocking, area, obstacle or open.',
    });
    expect(cmd.setTerrainCover(plan, 't1', '__proto__' as CoverLevel)).toEqual({
      ok: false,
      reason: '"__proto__" is not a cover level; choose none, soft, hard or fortified.',
    });
    expect(plan.terrain[0]).toEqual(ruinsBetween().terrain[0]);
  });

  it('each change is one undo step, and redo brings it back exactly', () => {
    const history = new History<Plan>();
    let plan = ruinsBetween();
    const apply = (change: cmd.Change) => {
      const next = ok(change);
      history.push(plan, change.ok ? change.label : '');
      plan = next;
    };
    const placed = plan;
    apply(cmd.setTerrainRules(plan, 't1', 'blocking'));
    const blocking = plan;
    apply(cmd.setTerrainCover(plan, 't1', 'fortified'));
    expect(history.undoLabel).toBe('Ruins gives fortified cover');
    plan = history.undo(plan)!.state;
    expect(plan).toBe(blocking);
    expect(sight(plan)).toBe('blocked');
    expect(history.undoLabel).toBe('Ruins counts as blocking');
    plan = history.undo(plan)!.state;
    expect(plan).toBe(placed);
    expect(sight(plan)).toBe('clear');
    plan = history.redo(plan)!.state;
    expect(plan).toBe(blocking);
    expect(sight(plan)).toBe('blocked');
  });
});
