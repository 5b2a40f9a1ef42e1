import { describe, expect, it } from 'vitest';
import * as cmd from '../../../src-renderer/src/table/model/commands';
import { emptyPlan } from '../../../src-renderer/src/table/model/plan';
import { readLayoutFile, readPlanFile, writeLayout, writePlan } from '../../../src-renderer/src/table/model/plan-file';

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
});
