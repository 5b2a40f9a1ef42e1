/**
 * A new game from the wizard's choices (armies checked by the core, terrain handed to the engine)
 * and a game saved as a .tenfold file and resumed by replaying it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSaveFile } from '../../../shared/savefile/index';
import { armyUnits, quickStartPair, starterArmies } from '../../../src-renderer/src/play/model/armies';
import { buildSetup } from '../../../src-renderer/src/play/model/new-game';
import { formationAt, shifted, terrainAt, toward } from '../../../src-renderer/src/play/model/placement';
import { battleReport, fromSaveText, toSaveText } from '../../../src-renderer/src/play/model/save';
import { issue } from '../../../src-renderer/src/play/model/session';
import { drawnTerrain, rulePieces } from '../../../src-renderer/src/play/model/terrain';
import { d10TerrainOf } from '../../../shared/rulesets/d10-wargame/game-setup';
import { qualityTerrainOf } from '../../../shared/rulesets/quality/game-setup';
import type { PlanTerrain } from '../../../src-renderer/src/plan/plan';

import { decisionOf } from '../../../src-renderer/src/play/model/turn';
import { unitViews } from '../../../src-renderer/src/play/model/units';
import { emptyPlan } from '../../../src-renderer/src/plan/plan';
import { readLayoutFile, writeLayout } from '../../../src-renderer/src/plan/plan-file';
import { choices, newSession, playOn } from './helpers';

/** Layout pieces as each engine keeps them: the rules' reading of each piece, then the ruleset's. */
const d10Terrain = (pieces: readonly PlanTerrain[]) => d10TerrainOf(rulePieces(pieces));
const qualityTerrain = (pieces: readonly PlanTerrain[]) => qualityTerrainOf(rulePieces(pieces));

const illegal = readFileSync(new URL('../../fixtures/armies/cinder-500-illegal.json', import.meta.url), 'utf8');

describe('a new game', () => {
  it('D10.INTRO.SIZE_SKIRMISH: the quick start offers both starter armies at 500 points, legal', () => {
    for (const ruleset of ['d10-wargame', 'quality'] as const) {
      const pair = quickStartPair(ruleset, 500)!;
      expect(pair.map((a) => a.points)).toEqual([500, 500]);
      for (const a of pair) {
        const units = armyUnits(a.file, ruleset);
        expect(units.ok && units.check.ok).toBe(true);
      }
      expect(starterArmies(ruleset).length).toBeGreaterThanOrEqual(6);
    }
  });

  it('D10.ARMY.FOC: an illegal army is flagged before play and refused unless the players agree', () => {
    const c = choices('d10-wargame');
    const units = armyUnits(illegal, 'd10-wargame');
    expect(units.ok && !units.check.ok).toBe(true);
    const refused = buildSetup({ ...c, armies: [illegal, c.armies[1]!] });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.reason).toMatch(/^Player 1's army .* is not legal/);
    expect(buildSetup({ ...c, armies: [illegal, c.armies[1]!], allowIllegal: true }).ok).toBe(true);
    expect(armyUnits(c.armies[0]!, 'quality').ok).toBe(false);
  });

  it('D10.SETUP.TABLE_UP_TO_1000 and D10.SETUP.TERRAIN_EDGE_6: the table by points, generated terrain kept clear of the edges', () => {
    const built = buildSetup(choices('d10-wargame'));
    if (!built.ok) throw new Error(built.reason);
    const table = (built.setup as { table: { width: number; height: number; terrain: { points: { x: number; y: number }[] }[] } }).table;
    expect([table.width, table.height]).toEqual([48, 48]);
    for (const t of table.terrain) for (const p of t.points) expect(p.x >= 6 - 1e-6 && p.y >= 6 - 1e-6 && p.x <= 42 + 1e-6 && p.y <= 42 + 1e-6).toBe(true);
    const placed = buildSetup(choices('d10-wargame', { terrain: { kind: 'placed' } }));
    if (!placed.ok) throw new Error(placed.reason);
    expect(decisionOf(newSession('d10-wargame', { terrain: { kind: 'placed' } })).kind).toBe('rollOff');
  });

  it('terrain goes to each engine in its own words, and back to the board', () => {
    const pieces = [
      { id: 'a', kind: 'building' as const, x: 20, y: 20, rotation: 0, points: [[-1, -1], [1, -1], [1, 1], [-1, 1]] as [number, number][] },
      { id: 'b', kind: 'forest' as const, x: 30, y: 20, rotation: 0, points: [[-1, -1], [1, -1], [1, 1]] as [number, number][] },
      { id: 'c', kind: 'hill' as const, x: 30, y: 30, rotation: 0, points: [[-1, -1], [1, -1], [1, 1]] as [number, number][] },
    ];
    expect(d10Terrain(pieces).map((t) => t.kind)).toEqual(['blocking', 'area']);
    expect(qualityTerrain(pieces).map((t) => t.kind)).toEqual(['blocking', 'soft']);
    const drawn = drawnTerrain(d10Terrain(pieces)[0]!);
    expect([drawn.x, drawn.y, drawn.kind]).toEqual([20, 20, 'building']);
  });

  it('placement: formations, slides and the allowance the ruleset states', () => {
    const data = newSession('d10-wargame');
    const unit = unitViews(data)[1]!;
    const spots = formationAt(data, unit.id, { x: 24, y: 6 });
    expect(spots).toHaveLength(unit.models.length);
    const moved = shifted({ models: spots.map((s) => ({ ...s, facing: 0, wounds: 0 })) }, 2, 3);
    expect(moved[0]).toMatchObject({ x: spots[0]!.x + 2, y: spots[0]!.y + 3 });
    const slid = toward({ models: [{ id: 'm', x: 0, y: 0, facing: 0, wounds: 0 }] }, { models: [{ id: 'n', x: 0, y: 10, facing: 0, wounds: 0 }] }, 6);
    expect(slid[0]).toMatchObject({ x: 0, y: 6 });
    const quality = newSession('quality');
    const q = unitViews(quality)[0]!;
    expect(formationAt(quality, q.id, { x: 24, y: 6 })).toHaveLength(q.models.length);
  });
});

describe('save and resume', () => {
  for (const ruleset of ['d10-wargame', 'quality'] as const) {
    it(`a ${ruleset} game saved mid-game replays to the same state, log and score`, () => {
      const data = playOn(newSession(ruleset), 40);
      const saved = toSaveText(data, '1.2.3');
      if (!saved.ok) throw new Error(saved.reason);
      const file = parseSaveFile(saved.text);
      expect(file.ok).toBe(true);
      if (file.ok) expect(file.value.file.snapshot?.atCommand).toBe(40);
      const back = fromSaveText(saved.text);
      if (!back.ok) throw new Error(back.reason);
      expect(back.data.game.state).toEqual(data.game.state);
      expect(back.data.game.log).toEqual(data.game.log);
      // The resumed game goes on.
      expect(issue(back.data, { type: 'endActivation' }).ok || decisionOf(back.data).kind !== 'act').toBe(true);
    });
  }

  it('a damaged or foreign file is refused with a reason', () => {
    expect(fromSaveText('{"format":"tenfold"}').ok).toBe(false);
    expect(fromSaveText('not json').ok).toBe(false);
  });

  it('D10.SCORE.WINNER: the battle report has the rounds and the final score', () => {
    const data = playOn(newSession('d10-wargame'));
    const report = battleReport(data, '1.2.3');
    expect(report).toMatch(/Round 1/);
    expect(report).toMatch(/wins|draw/);
  });
});

describe('terrain placed by the players', () => {
  it('D10.SETUP.TERRAIN_ALTERNATE and D10.SETUP.TERRAIN_EDGE_6: pieces from the catalog go to the engine, which judges them', () => {
    let data = newSession('d10-wargame', { terrain: { kind: 'placed' } });
    const step = (command: Parameters<typeof issue>[1]) => {
      const next = issue(data, command);
      if (!next.ok) throw new Error(next.reason);
      data = next.data;
    };
    step({ type: 'rollOff' });
    step({ type: 'chooseOrder', terrainFirst: 0, firstPlayer: 0 } as never);
    expect(decisionOf(data).kind).toBe('placeTerrain');
    const edge = issue(data, terrainAt('building', { x: 3, y: 20 }, 'too-close'));
    expect(edge.ok).toBe(false);
    if (!edge.ok) expect(edge.reason).toMatch(/6" from every table edge/);
    const spots = [
      { x: 14, y: 16 },
      { x: 34, y: 16 },
      { x: 14, y: 32 },
      { x: 34, y: 32 },
    ];
    spots.forEach((at, i) => step(terrainAt(i % 2 ? 'forest' : 'building', at, `t${i}`)));
    step({ type: 'endTerrain' });
    expect(decisionOf(data).kind).toBe('deploy');
    expect((data.game.state as { table: { terrain: { kind: string }[] } }).table.terrain.map((t) => t.kind)).toEqual(['blocking', 'area', 'blocking', 'area']);
  });
});

describe('the points agreed for the game', () => {
  it('D10.ARMY.POINT_LIMIT: an army over the game’s points is flagged, whatever limit its file names', () => {
    const c = choices('d10-wargame');
    const over = armyUnits(c.armies[0]!, 'd10-wargame', 400);
    expect(over.ok && over.check.ok).toBe(false);
    if (over.ok) expect(over.check.problems.map((p) => p.rule)).toContain('D10.ARMY.POINT_LIMIT');
    expect(buildSetup({ ...c, points: 400 }).ok).toBe(false);
  });
});

describe('reserves, when the players use them', () => {
  it('D10.RESERVE.DECLARE: a unit held in reserve stays off the table and arrives later through the engine', () => {
    let data = newSession('d10-wargame', { reserves: true });
    const step = (command: Parameters<typeof issue>[1]) => {
      const next = issue(data, command);
      if (!next.ok) throw new Error(next.reason);
      data = next.data;
    };
    step({ type: 'rollOff' });
    step({ type: 'chooseOrder', terrainFirst: 0, firstPlayer: 0 } as never);
    const first = unitViews(data).find((u) => u.side === decisionOf(data).players[0] && u.status === 'undeployed')!;
    step({ type: 'reserve', unitId: first.id } as never);
    expect(unitViews(data).find((u) => u.id === first.id)!.status).toBe('reserve');
    expect(issue(newSession('d10-wargame'), { type: 'reserve', unitId: first.id } as never).ok).toBe(false);
  });
});

describe('a saved terrain layout', () => {
  const piece = { id: 'a', kind: 'building' as const, x: 20, y: 20, rotation: 0, points: [[-2, -2], [2, -2], [2, 2], [-2, 2]] as [number, number][] };
  it('D10.SETUP.TABLE_UP_TO_1000: is used as the agreed terrain when it fits the table the points call for', () => {
    const built = buildSetup(choices('d10-wargame', { terrain: { kind: 'layout', name: 'Ruins', table: { width: 48, height: 48 }, pieces: [piece] } }));
    if (!built.ok) throw new Error(built.reason);
    expect((built.setup as { table: { terrain: { id: string }[] } }).table.terrain.map((t) => t.id)).toEqual(['a']);
  });
  it('hands each engine what the players agreed a piece counts as, through the layout file', () => {
    const agreed = { ...emptyPlan(), terrain: [{ ...piece, id: 'r', kind: 'ruins' as const, rules: 'blocking' as const }, { ...piece, id: 'f', kind: 'forest' as const, x: 30, cover: 'hard' as const }] };
    const read = readLayoutFile(writeLayout(agreed));
    if (!read.ok) throw new Error(read.reason);
    const layout = { kind: 'layout' as const, name: 'Agreed', table: read.value.table, pieces: read.value.terrain };
    const d10 = buildSetup(choices('d10-wargame', { terrain: layout }));
    if (!d10.ok) throw new Error(d10.reason);
    // As usual the Ruins would be area terrain; agreed, they block.
    expect((d10.setup as { table: { terrain: { id: string; kind: string }[] } }).table.terrain.map((t) => [t.id, t.kind])).toEqual([
      ['r', 'blocking'],
      ['f', 'area'],
    ]);
    const quality = buildSetup(choices('quality', { terrain: { ...layout, table: { width: 48, height: 36 } } }));
    if (!quality.ok) throw new Error(quality.reason);
    // As usual the Forest would be soft cover; agreed, it is hard.
    expect((quality.setup as { scenario: { terrain: { id: string; kind: string }[] } }).scenario.terrain.map((t) => [t.id, t.kind])).toEqual([
      ['r', 'blocking'],
      ['f', 'hard'],
    ]);
  });
  it('is refused, with the sizes, when it was made for another table', () => {
    const built = buildSetup(choices('d10-wargame', { terrain: { kind: 'layout', name: 'Big', table: { width: 72, height: 48 }, pieces: [piece] } }));
    expect(built.ok).toBe(false);
    if (!built.ok) expect(built.reason).toMatch(/72″ × 48″ table; this game is played on 48″ × 48″/);
  });
});

describe('the saved file and the format’s replay', () => {
  it('D10.SCORE.TOTAL: shared/savefile replays a saved Play game to the same score', async () => {
    const { replayNarrator, setupOfFile } = await import('../../../shared/savefile/replay');
    const { rulesetById } = await import('../../../shared/rulesets/index');
    const { toSaveFile } = await import('../../../src-renderer/src/play/model/save');
    const data = playOn(newSession('d10-wargame'), 120);
    const file = toSaveFile(data, '1.2.3');
    const narration = replayNarrator({ rulesetOf: rulesetById, setupOf: setupOfFile })(file);
    expect(narration.ok).toBe(true);
    if (narration.ok) expect(narration.value!.score.map((s) => s.points)).toEqual(file.snapshot!.score.map((s) => s.points));
  });
});
