/**
 * The Play board's arcs and sight for the selected unit (play/model/sight.ts, play/board/sight-scene.ts):
 * which enemy units it sees by the ruleset's `tableRules` — any line, or more than a share of a
 * model — read from the board view, and the overlay drawn for it. Whole games of two rulesets check
 * the answer against the rules core's own `unitCanTarget`.
 */
import { describe, expect, it } from 'vitest';
import type { BoardUnit, BoardView } from '../../../shared/core/board';
import { buildTableIndex, type TableRules, type TerrainPiece, unitCanTarget } from '../../../shared/geometry/index';
import { tableRulesOf } from '../../../shared/rulesets/index';
import { sightOverlay } from '../../../src-renderer/src/play/board/sight-scene';
import { placedModels, sightSummary, unitSight } from '../../../src-renderer/src/play/model/sight';
import { rulesetFor } from '../../../src-renderer/src/play/model/rulesets';
import { issue, type SessionData } from '../../../src-renderer/src/play/model/session';
import { boardOf } from '../../../src-renderer/src/play/model/units';
import { newSession, nextCommand } from './helpers';

const base = { shape: 'round', mm: 25 } as const;
const rules = (targetShare: number | null): TableRules => ({ ...tableRulesOf()!, id: `share-${targetShare}`, targetShare });
const ANY_LINE = rules(null);
const ONE_THIRD = rules(1 / 3);

function unit(id: string, side: number, spots: readonly [number, number][], status: BoardUnit['status'] = 'table'): BoardUnit {
  return {
    id, side, name: id, status, base,
    models: spots.map(([x, y], i) => ({ id: `${id}#${i}`, x, y, facing: side === 0 ? 0 : Math.PI, wounds: 0 })),
    initialModels: spots.length, woundsPerModel: 1, markers: [], points: 10, profile: '', weapons: [],
  };
}

// A building from x 0 to 20 between y 10 and 12. The shooter stands at (15, 2): an enemy at
// (25.2, 20) shows 17% of its base past the corner, one at (25.6, 20) 53% (never on the same board:
// their bases would overlap), one at (20, 20) nothing, and one at (40, 30) all of it.
const building: TerrainPiece = { id: 'b', kind: 'building', polygon: [{ x: 0, y: 10 }, { x: 20, y: 10 }, { x: 20, y: 12 }, { x: 0, y: 12 }], blocksSight: true, impassable: true, difficult: false, cover: 'hard' };

function board(units: BoardUnit[]): BoardView {
  return {
    table: { width: 48, height: 48 }, terrain: [], pieces: [building], zones: [], objectives: [], held: null, units,
    players: ['Ann', 'Bob', 'Cy'], round: { word: 'Round', number: 1 }, activationsLeft: null, phase: null,
  };
}

const shooter = unit('us', 0, [[15, 2]]);
const sliver = unit('sliver', 1, [[25.2, 20]]);
const half = unit('half', 1, [[25.6, 20]]);
const hidden = unit('hidden', 1, [[20, 20]]);
const open = unit('open', 1, [[40, 30]]);
const friend = unit('friend', 0, [[30, 4]]);

const seen = (b: BoardView, r: TableRules, id = 'us') => unitSight(b, r, id)!.enemies.filter((e) => e.seen).map((e) => e.unitId);

describe('what the selected unit sees on the Play board', () => {
  it('any unobstructed line is enough where the rules ask no share: every enemy some line reaches is seen', () => {
    const b = board([shooter, sliver, hidden, open, friend]);
    const sight = unitSight(b, ANY_LINE, 'us')!;
    // Every enemy on the table is asked about, in the board's order; the friend is not an enemy.
    expect(sight.enemies.map((e) => e.unitId)).toEqual(['sliver', 'hidden', 'open']);
    expect(seen(b, ANY_LINE)).toEqual(['sliver', 'open']);
    expect(sight.enemies.find((e) => e.unitId === 'hidden')!.los.status).toBe('blocked');
    expect(sightSummary(sight)).toBe('Sees 2 enemy units');
    expect(seen(board([shooter, half]), ANY_LINE)).toEqual(['half']);
  });

  it('where the rules want more than a third of a model, an enemy showing less is not seen, and the summary says so', () => {
    const b = board([shooter, sliver, hidden, open]);
    const sight = unitSight(b, ONE_THIRD, 'us')!;
    const sliverSight = sight.enemies.find((e) => e.unitId === 'sliver')!;
    expect(sliverSight.los.visible).toBeGreaterThan(0);
    expect(sliverSight.los.visible).toBeLessThanOrEqual(1 / 3);
    expect(sliverSight.seen).toBe(false);
    expect(seen(b, ONE_THIRD)).toEqual(['open']);
    expect(sightSummary(sight)).toBe('Sees 1 enemy unit; 1 enemy unit shows too little to be seen');
    // Half of a base showing is more than a third.
    expect(unitSight(board([shooter, half]), ONE_THIRD, 'us')!.enemies[0]!.los.visible).toBeGreaterThan(1 / 3);
    expect(seen(board([shooter, half]), ONE_THIRD)).toEqual(['half']);
    expect(sightSummary(unitSight(board([shooter, hidden]), ONE_THIRD, 'us')!)).toBe('Sees no enemy unit');
  });

  it('BF.LOS.ONE_THIRD: with the registered Battle Forge table rules, a model with a third or less showing is not seen', () => {
    const bf = tableRulesOf('battle-forge')!;
    expect(seen(board([shooter, sliver, open]), bf)).toEqual(['open']);
    expect(seen(board([shooter, half, open]), bf)).toEqual(['half', 'open']);
  });

  it('every other seat is an enemy: in a game of three, both other players\' units are asked about', () => {
    const third = unit('third', 2, [[40, 30]]);
    const b = board([shooter, friend, half, third]);
    expect(unitSight(b, ANY_LINE, 'us')!.enemies.map((e) => [e.unitId, e.side, e.seen])).toEqual([['half', 1, true], ['third', 2, true]]);
    // Seen from the third seat, the first two seats' units are the enemies.
    expect(unitSight(b, ANY_LINE, 'third')!.enemies.map((e) => e.unitId)).toEqual(['us', 'friend', 'half']);
  });

  it('nothing is worked out for a unit off the table, and units off the table are no one\'s enemy', () => {
    const reserve = unit('reserve', 1, [[5, 40]], 'reserve');
    const b = board([shooter, unit('waiting', 0, [], 'undeployed'), reserve, open]);
    expect(unitSight(b, ANY_LINE, 'waiting')).toBeNull();
    expect(unitSight(b, ANY_LINE, 'reserve')).toBeNull();
    expect(unitSight(b, ANY_LINE, 'nobody')).toBeNull();
    expect(unitSight(b, ANY_LINE, 'us')!.enemies.map((e) => e.unitId)).toEqual(['open']);
  });

  it('is worked out once per board and unit: asking again while the game stands still costs nothing', () => {
    const b = board([shooter, half, open]);
    expect(unitSight(b, ANY_LINE, 'us')).toBe(unitSight(b, ANY_LINE, 'us'));
    // A new board (after a command) is asked afresh; so is another ruleset's reading of the same board.
    expect(unitSight(board([shooter, half, open]), ANY_LINE, 'us')).not.toBe(unitSight(b, ANY_LINE, 'us'));
    expect(unitSight(b, ONE_THIRD, 'us')).not.toBe(unitSight(b, ANY_LINE, 'us'));
  });
});

describe('the overlay drawn for it', () => {
  const units = [shooter, sliver, hidden, open];
  const items = sightOverlay(unitSight(board(units), ONE_THIRD, 'us')!, units);

  it('draws the four arcs of each of the unit\'s models, labelled once, as the Table screen does', () => {
    const two = unit('two', 0, [[15, 2], [17, 2]]);
    const arcs = sightOverlay(unitSight(board([two]), ANY_LINE, 'two')!, [two]);
    expect(arcs.filter((i) => i.kind === 'region')).toHaveLength(8);
    expect(arcs.filter((i) => i.kind === 'label').map((i) => i.kind === 'label' && i.text)).toEqual(['front', 'right', 'rear', 'left']);
  });

  it('rings the seen enemies\' bases filled, those showing too little dashed, and leaves hidden ones alone', () => {
    const rings = items.filter((i) => i.kind === 'circle');
    const at = (u: BoardUnit) => rings.filter((r) => r.kind === 'circle' && r.at.x === u.models[0]!.x && r.at.y === u.models[0]!.y);
    expect(at(open)).toHaveLength(1);
    expect(at(open)[0]).toMatchObject({ fill: expect.any(String) });
    expect(at(sliver)[0]).toMatchObject({ dash: [3, 3] });
    expect(at(sliver)[0]).not.toHaveProperty('fill');
    expect(at(hidden)).toHaveLength(0);
  });

  it('draws a sight line to each enemy some line reaches, the one showing too little labelled with the share the rules need', () => {
    const lines = items.filter((i) => i.kind === 'line');
    expect(lines).toHaveLength(2);
    const labels = items.filter((i) => i.kind === 'label').map((i) => (i.kind === 'label' ? i.text : ''));
    expect(labels).toContain('✗ 17% shows, over 33% needed');
    expect(labels.some((t) => /^✓ \d+\.\d″$/.test(t))).toBe(true);
    const halfLabels = sightOverlay(unitSight(board([shooter, half]), ONE_THIRD, 'us')!, [shooter, half]).flatMap((i) => (i.kind === 'label' ? [i.text] : []));
    expect(halfLabels.some((t) => /^partial 53% \d+\.\d″$/.test(t))).toBe(true);
  });

  it('rings each model of the enemy as the board places it', () => {
    const squad = unit('squad', 1, [[40, 30], [41.5, 30], [43, 30]]);
    const drawn = sightOverlay(unitSight(board([shooter, squad]), ANY_LINE, 'us')!, [shooter, squad]).filter((i) => i.kind === 'circle');
    expect(drawn.map((c) => c.kind === 'circle' && [c.at.x, c.at.y])).toEqual(placedModels(squad).map((m) => [m.x, m.y]));
  });
});

/** Play on until both players have units on the table. */
function deployed(ruleset: string): SessionData {
  let data = newSession(ruleset, { seed: 'play-sight' });
  const standing = () => new Set(boardOf(data).units.filter((u) => u.status === 'table' && u.models.length > 0).map((u) => u.side));
  for (let i = 0; i < 400 && !(standing().size >= 2 && boardOf(data).units.every((u) => u.status !== 'undeployed')); i++) {
    const next = issue(data, nextCommand(data)!);
    if (!next.ok) throw new Error(next.reason);
    data = next.data;
  }
  expect(standing().size).toBeGreaterThanOrEqual(2);
  return data;
}

describe.each(['d10-wargame', 'battle-forge'])('in a deployed %s game', (ruleset) => {
  it('each unit on the table sees what the rules core says it may target', () => {
    const data = deployed(ruleset);
    const b = boardOf(data);
    const rules = rulesetFor(ruleset).tableRules;
    const standing = b.units.filter((u) => u.status === 'table' && u.models.length > 0);
    for (const u of standing) {
      const sight = unitSight(b, rules, u.id)!;
      const table = standing.map((x) => ({ id: x.id, side: (x.side === u.side ? 0 : 1) as 0 | 1, models: placedModels(x) }));
      const index = buildTableIndex({ width: b.table.width, height: b.table.height, terrain: [...b.pieces], units: table });
      const me = table.find((x) => x.id === u.id)!;
      const expected = table.filter((x) => x.side === 1 && unitCanTarget(index, me, x, rules)).map((x) => x.id);
      expect(sight.enemies.filter((e) => e.seen).map((e) => e.unitId)).toEqual(expected);
      expect(sight.enemies).toHaveLength(table.filter((x) => x.side === 1).length);
    }
  });
});
