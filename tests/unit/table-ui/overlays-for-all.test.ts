/**
 * Overlays switched on for every unit at once stay readable: the selected unit keeps its full look
 * (filled, coloured by kind, labelled) on top, every other unit is drawn underneath as thin outlines
 * in its side's colour with no fill and no words, and its arcs show only which way it faces.
 */
import { describe, expect, it } from 'vitest';
import { baseShapeFromSpec, buildTableIndex, type TableUnit } from '../../../shared/geometry/index';
import type { TableController } from '../../../src-renderer/src/table/controller.svelte';
import type { RosterUnit } from '../../../src-renderer/src/plan/roster';
import type { OverlayKind } from '../../../src-renderer/src/table/model/ui-state.svelte';
import { BACKGROUND_STROKE, NO_FILL } from '../../../src-renderer/src/table/overlays/background';
import { overlayScene } from '../../../src-renderer/src/table/overlay-scene';
import type { OverlayItem } from '../../../src-renderer/src/board/overlay-shape';

const shape = baseShapeFromSpec({ shape: 'round', mm: 25 });
const tableUnit = (id: string, side: 0 | 1, x: number, y: number): TableUnit => ({
  id,
  side,
  models: [0, 1, 2].map((i) => ({ id: `${id}#${i}`, x: x + i * 1.2, y, facing: side === 0 ? 0 : Math.PI, shape })),
});
const roster = (key: string, side: 0 | 1, name: string): RosterUnit => ({
  key, side, uid: key, name, category: 'Core', models: 3, shape,
  stats: { ranged: 4, melee: 4, defense: 4, morale: 7 }, wounds: 1,
  weapons: [{ name: 'Rifle', kind: 'ranged', range: 24, attacks: 1, ap: 0 }, { name: 'Cannon', kind: 'ranged', range: 36, attacks: 1, ap: 1 }],
  move: 6, advance: 12, charge: 6, points: 60,
});

function scene(forAll: OverlayKind[], selected: string | undefined): OverlayItem[] {
  const units = [tableUnit('0/a', 0, 10, 6), tableUnit('0/b', 0, 30, 6), tableUnit('1/c', 1, 20, 42)];
  const table = { width: 48, height: 48, terrain: [], units };
  const ctrl = {
    objectives: [],
    table,
    index: buildTableIndex(table),
    roster: new Map([['0/a', roster('0/a', 0, 'Alpha')], ['0/b', roster('0/b', 0, 'Bravo')], ['1/c', roster('1/c', 1, 'Charlie')]]),
    dragKey: null,
    problems: new Map(),
    engagements: [],
    seenBy: [],
    plan: { terrain: [] },
    name: (k: string) => k,
    tableUnit: () => undefined,
    ui: {
      showObjectiveControl: false,
      selectedUnit: selected,
      forUnit: {},
      selection: selected ? { kind: 'unit', key: selected } : null,
      tape: null,
      ruler: null,
      isOn: (kind: OverlayKind) => forAll.includes(kind),
    },
  } as unknown as TableController;
  return overlayScene(ctrl, 0.5);
}

const regions = (items: OverlayItem[]) => items.filter((i): i is Extract<OverlayItem, { kind: 'region' }> => i.kind === 'region');

describe('overlays for every unit at once', () => {
  it('weapon range for all: the selected unit filled and labelled on top, the others outlined in their side\'s colour underneath, unlabelled', () => {
    const items = scene(['range'], '0/a');
    const all = regions(items);
    const behind = all.filter((r) => r.fill === NO_FILL);
    const front = all.filter((r) => r.fill !== NO_FILL);
    // Two weapons each: the selected unit's two rings, the other four behind.
    expect(front).toHaveLength(2);
    expect(behind).toHaveLength(4);
    expect(new Set(behind.map((r) => r.stroke))).toEqual(new Set([BACKGROUND_STROKE[0], BACKGROUND_STROKE[1]]));
    // Underneath: every background item comes before the first of the selected unit's.
    expect(items.indexOf(behind.at(-1)!)).toBeLessThan(items.indexOf(front[0]!));
    const labels = items.filter((i) => i.kind === 'label').map((i) => (i as { text: string }).text);
    expect(labels).toEqual(expect.arrayContaining(['Cannon 36.0″', 'Rifle 24.0″']));
    expect(labels).toHaveLength(2);
  });

  it('with nothing selected every unit is drawn as outlines: no fills to wash the table out', () => {
    const all = regions(scene(['range', 'move'], undefined));
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((r) => r.fill === NO_FILL)).toBe(true);
  });

  it('arcs for all: each model of the other units shows its front only; the selected unit shows all four', () => {
    const all = regions(scene(['arcs'], '1/c'));
    const behind = all.filter((r) => r.fill === NO_FILL);
    const front = all.filter((r) => r.fill !== NO_FILL);
    expect(behind).toHaveLength(6); // two units of three models, one sector each
    expect(front).toHaveLength(12); // three models, four sectors each
  });
});
