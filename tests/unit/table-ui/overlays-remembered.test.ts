/**
 * With every overlay on for all units, the Table works each unit's zones out once and keeps them:
 * selecting a unit or picking one up to drag it redraws the overlay layer, and working every zone
 * and every sight line out again froze a 300-base plan for seconds. A dragged unit's passing frames
 * are not kept, so they never push out what the standing units need.
 */
import { describe, expect, it } from 'vitest';
import { baseShapeFromSpec, buildTableIndex, type TableUnit } from '../../../shared/geometry/index';
import type { TableController } from '../../../src-renderer/src/table/controller.svelte';
import type { RosterUnit } from '../../../src-renderer/src/plan/roster';
import { OVERLAYS, type OverlayKind } from '../../../src-renderer/src/table/model/ui-state.svelte';
import { overlayScene } from '../../../src-renderer/src/table/overlay-scene';
import { REACH_OVERLAYS, rangeItems, reachItems } from '../../../src-renderer/src/table/overlays/reach';
import { wall } from './reach-fixture';

const shape = baseShapeFromSpec({ shape: 'round', mm: 25 });
const roster = (key: string, side: 0 | 1): RosterUnit => ({
  key, side, uid: key, name: key, category: 'Core', models: 3, shape,
  stats: { ranged: 4, melee: 4, defense: 4, morale: 7 }, wounds: 1,
  weapons: [{ name: 'Rifle', kind: 'ranged', range: 24, attacks: 1, ap: 0 }, { name: 'Cannon', kind: 'ranged', range: 36, attacks: 1, ap: 1 }],
  move: 6, advance: 12, charge: 6, points: 60,
});
const tableUnit = (id: string, side: 0 | 1, x: number, y: number): TableUnit => ({
  id, side, models: [0, 1, 2].map((i) => ({ id: `${id}#${i}`, x: x + i * 1.2, y, facing: side === 0 ? 0 : Math.PI, shape })),
});

/** Thirty units, fifteen a side, as on the bench plan. */
const units = [0, 1].flatMap((side) => Array.from({ length: 15 }, (_, i) => tableUnit(`${side}/u${i}`, side as 0 | 1, 4 + (i % 5) * 9, side ? 40 - Math.floor(i / 5) * 5 : 4 + Math.floor(i / 5) * 5)));
const rosters = new Map(units.map((u) => [u.id, roster(u.id, u.side)]));

describe('zones remembered for every unit', () => {
  it('every unit of a 30-unit table keeps its reach and range regions through a whole redraw of the table', () => {
    const terrain = [wall];
    const first = units.map((u) => [...REACH_OVERLAYS.map((o) => reachItems(rosters.get(u.id)!, o, u.models, terrain)), rangeItems(rosters.get(u.id)!, u.models)]);
    const again = units.map((u) => [...REACH_OVERLAYS.map((o) => reachItems(rosters.get(u.id)!, o, u.models, terrain)), rangeItems(rosters.get(u.id)!, u.models)]);
    // The very same regions, not worked out again.
    again.forEach((lists, i) => lists.forEach((list, j) => expect(list).toBe(first[i]![j])));
  });

  it('a dragged unit\'s frames are worked out afresh and kept apart from the table\'s', () => {
    const u = units[0]!;
    const one = { ...rosters.get(u.id)!, weapons: [rosters.get(u.id)!.weapons[0]!] };
    const kept = rangeItems(one, u.models);
    const passing = rangeItems(one, u.models, false);
    expect(passing).not.toBe(kept);
    expect(passing).toEqual(kept);
    // More frames than the table keeps regions: none of them may push the standing unit's out.
    const base = u.models[0]!;
    for (let i = 0; i < 600; i++) rangeItems(one, [{ ...base, x: base.x + i / 100 }], false);
    expect(rangeItems(one, u.models)).toBe(kept);
  });

  it('selecting another unit redraws the table without working any unit\'s sight out again', () => {
    const table = { width: 48, height: 48, terrain: [], units };
    const index = buildTableIndex(table);
    let asked = 0;
    const ctrl = (selected: string | undefined) =>
      ({
        objectives: [], table, index, roster: rosters, dragKey: null, problems: new Map(), engagements: [], seenBy: [], plan: { terrain: [] },
        name: (k: string) => (asked++, k),
        tableUnit: () => undefined,
        ui: { showObjectiveControl: false, selectedUnit: selected, forUnit: {}, selection: selected ? { kind: 'unit', key: selected } : null, tape: null, ruler: null, isOn: (kind: OverlayKind) => OVERLAYS.some((o) => o.id === kind) },
      }) as unknown as TableController;
    const before = overlayScene(ctrl(undefined), 0.5);
    const names = asked;
    expect(names).toBeGreaterThan(0);
    const after = overlayScene(ctrl('0/u3'), 0.5);
    expect(asked).toBe(names);
    expect(after.length).toBeGreaterThan(0);
    expect(before.filter((i) => i.kind === 'line').length).toBeGreaterThan(0);
  });
});
