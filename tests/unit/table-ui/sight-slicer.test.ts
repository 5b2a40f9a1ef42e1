import { describe, expect, it } from 'vitest';
import { buildTableIndex, roundBase, unitLineOfSight, type TableUnit } from '../../../shared/geometry/index';
import { SightSlicer } from '../../../src-renderer/src/table/overlays/sight-slicer';
import { D10_TABLE } from '../../support/table-rules';

const unit = (id: string, side: 0 | 1, x: number, y: number): TableUnit => ({
  id,
  side,
  models: Array.from({ length: 10 }, (_, i) => ({ id: `${id}#${i}`, x: x + (i % 5) * 1.3, y: y + Math.floor(i / 5) * 1.3, facing: 0, shape: roundBase(28) })),
});

describe('sight to every enemy within a frame’s budget, for the drag', () => {
  const shooter = unit('0/u1', 0, 20, 6);
  const enemies = [unit('1/u1', 1, 4, 40), unit('1/u2', 1, 20, 40), unit('1/u3', 1, 36, 40), unit('1/u4', 1, 20, 24)];
  const index = buildTableIndex({ width: 48, height: 48, terrain: [], units: [shooter, ...enemies] });
  const roster = new Map();

  it('D10.AMBIG.LOS_UNIT: a tiny budget answers a few enemies per frame, and all of them in the end, as the core does', () => {
    const slicer = new SightSlicer('from', 0.001);
    let answers = slicer.update(index, shooter, roster, (k) => k);
    expect(answers.length).toBeLessThan(enemies.length);
    for (let frame = 0; frame < 200 && answers.length < enemies.length; frame++) answers = slicer.update(index, shooter, roster, (k) => k);
    expect(answers.map((a) => a.to)).toEqual(enemies.map((e) => e.id));
    for (const a of answers) {
      const core = unitLineOfSight(index, shooter, index.unit(a.to)!, { rules: D10_TABLE });
      expect(a.los.status).toBe(core.status);
      expect(a.los.visible).toBeCloseTo(core.visible, 12);
    }
  });

  it('until a fresh answer is ready, shows the last one with its firing end carried along', () => {
    // Behind a long wall every one of the 100 model pairs must be looked at to say "blocked".
    const wall = {
      id: 'w',
      kind: 'wall',
      polygon: [{ x: 0, y: 30 }, { x: 48, y: 30 }, { x: 48, y: 31 }, { x: 0, y: 31 }],
      blocksSight: true,
      impassable: true,
      difficult: false,
      cover: 'hard' as const,
    };
    const target = unit('1/u9', 1, 20, 40);
    const walled = buildTableIndex({ width: 48, height: 48, terrain: [wall], units: [shooter, target] });
    const slicer = new SightSlicer('from', 1000);
    const [first] = slicer.update(walled, shooter, roster, (k) => k);
    expect(first!.los.status).toBe('blocked');
    const moved = { ...shooter, models: shooter.models.map((m) => ({ ...m, x: m.x + 2 })) };
    const [shown] = slicer.update(walled.withUnit(moved), moved, roster, (k) => k, 0.000001);
    expect(shown!.nearest![0].x).toBeCloseTo(first!.nearest![0].x + 2, 9);
    expect(shown!.nearest![1]).toEqual(first!.nearest![1]);
  });
});
