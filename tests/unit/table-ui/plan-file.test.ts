import { describe, expect, it } from 'vitest';
import * as cmd from '../../../src-renderer/src/table/model/commands';
import { emptyPlan } from '../../../src-renderer/src/plan/plan';
import { readLayoutFile, readPlanFile, writeLayout, writePlan } from '../../../src-renderer/src/plan/plan-file';

describe('plans and layouts as files', () => {
  const plan = (() => {
    const a = cmd.addTerrain(emptyPlan(), 'forest', 12, 30);
    if (!a.ok) throw new Error(a.reason);
    const b = cmd.placeUnit(a.plan, '0/u1', [{ x: 5, y: 5, facing: 0 }], 'Deployed');
    if (!b.ok) throw new Error(b.reason);
    return b.plan;
  })();

  it('reads back exactly what was written', () => {
    expect(readPlanFile(writePlan(plan))).toEqual({ ok: true, value: plan });
    expect(readLayoutFile(writeLayout(plan))).toEqual({ ok: true, value: { format: 'tenfold-layout', version: 1, table: plan.table, terrain: plan.terrain } });
  });

  it('refuses what is not JSON, not a plan, damaged, or from a newer Tenfold, each with its reason', () => {
    expect(readPlanFile('{oops')).toEqual({ ok: false, reason: 'The file is not valid JSON.' });
    expect(readPlanFile('{"format":"tenfold-army"}')).toEqual({ ok: false, reason: 'This is not a Tenfold plan file.' });
    expect(readPlanFile(JSON.stringify({ format: 'tenfold-plan', version: 9 }))).toEqual({
      ok: false,
      reason: 'This file was saved by a newer Tenfold (version 9); this one reads version 1.',
    });
    const damaged = JSON.parse(writePlan(plan)) as { table: { width: number } };
    damaged.table.width = -3;
    const read = readPlanFile(JSON.stringify(damaged));
    expect(read.ok).toBe(false);
    expect(!read.ok && read.reason).toMatch(/^The file is damaged at table\.width: /);
  });

  it('keeps what the players agreed a piece counts as, in plans and in saved layouts', () => {
    const agreed = (() => {
      const a = cmd.setTerrainRules(plan, 't1', 'blocking');
      if (!a.ok) throw new Error(a.reason);
      const b = cmd.setTerrainCover(a.plan, 't1', 'fortified');
      if (!b.ok) throw new Error(b.reason);
      return b.plan;
    })();
    expect(agreed.terrain[0]).toMatchObject({ kind: 'forest', rules: 'blocking', cover: 'fortified' });
    expect(readPlanFile(writePlan(agreed))).toEqual({ ok: true, value: agreed });
    const layout = readLayoutFile(writeLayout(agreed));
    expect(layout.ok && layout.value.terrain[0]).toMatchObject({ rules: 'blocking', cover: 'fortified' });
    // A layout kept before pieces could differ from their kind reads as it always did.
    expect(JSON.parse(writeLayout(plan)).terrain[0]).not.toHaveProperty('rules');
  });

  it.each([
    ['a terrain type it does not know', { rules: 'lava' }, 'terrain[0].rules: a terrain type is blocking, area, obstacle or open.'],
    ['a cover level it does not know', { cover: 'adamantium' }, 'terrain[0].cover: a cover level is none, soft, hard or fortified.'],
    ['a number for a type', { rules: 3 }, 'terrain[0].rules: a terrain type is blocking, area, obstacle or open.'],
    ['null for a cover level', { cover: null }, 'terrain[0].cover: a cover level is none, soft, hard or fortified.'],
    ['a list for a type', { rules: ['blocking'] }, 'terrain[0].rules: a terrain type is blocking, area, obstacle or open.'],
    ['a name of an object property', { cover: 'toString' }, 'terrain[0].cover: a cover level is none, soft, hard or fortified.'],
  ])('refuses %s on a piece, saying where, for a plan and a layout alike', (_what, patch, where) => {
    const damaged = (text: string) => {
      const json = JSON.parse(text) as { terrain: Record<string, unknown>[] };
      Object.assign(json.terrain[0]!, patch);
      return JSON.stringify(json);
    };
    expect(readPlanFile(damaged(writePlan(plan)))).toEqual({ ok: false, reason: `The file is damaged at ${where}` });
    expect(readLayoutFile(damaged(writeLayout(plan)))).toEqual({ ok: false, reason: `The file is damaged at ${where}` });
  });
});
