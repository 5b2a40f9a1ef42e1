import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../../src-main/cli/main';
import { buildTableIndex, coverOf, crossable, isLowObstacle, lineOfSight, parseTableJson } from '../../../shared/geometry/index';
import { BF_TABLE, tableRulesOf } from '../../support/table-rules';

const file = {
  format: 'tenfold-table',
  version: 1,
  table: { width: 72, height: 48 },
  terrain: [{ id: 'house', kind: 'building', polygon: [[30, 14], [42, 14], [42, 34], [30, 34]] }],
  units: [
    {
      id: 'rifles',
      side: 0,
      weapons: [{ name: 'Rifle', range: 24 }, { name: 'Pistol', range: 12 }],
      models: [{ id: 'r1', x: 20, y: 24, base: { shape: 'round', mm: 25.4 } }],
    },
    { id: 'hidden', side: 1, models: [{ id: 'h1', x: 50, y: 24, base: { shape: 'round', mm: 25.4 } }] },
    { id: 'open', side: 1, models: [{ id: 'o1', x: 20, y: 37, facing: 180, base: { shape: 'round', mm: 25.4 } }] },
  ],
};

function run(args: string[]) {
  const out: string[] = [], err: string[] = [];
  return runCli(args, { out: (t) => out.push(t), err: (t) => err.push(t) }).then((status) => ({ status, out, err }));
}

function write(content: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'tenfold-analyze-'));
  const path = join(dir, 'table.json');
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

describe('tenfold analyze', () => {
  it('D10.RANGE.INCLUSIVE: --json lists every ordered pair of opposing units with the weapons in range', async () => {
    const { status, out } = await run(['analyze', write(file), '--json']);
    expect(status).toBe(0);
    const rows = JSON.parse(out[0]!) as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(4);
    expect(rows.find((r) => r['from'] === 'rifles' && r['to'] === 'open')).toEqual({
      from: 'rifles',
      to: 'open',
      distance: 12,
      los: 'clear',
      visible: 1,
      arc: 'front',
      cover: 'none',
      inRange: ['Rifle', 'Pistol'],
    });
    expect(rows.find((r) => r['from'] === 'rifles' && r['to'] === 'hidden')).toMatchObject({ distance: 29, los: 'blocked', visible: 0, inRange: [] });
    expect(rows.find((r) => r['from'] === 'open' && r['to'] === 'rifles')).toMatchObject({ arc: 'front', inRange: [] });
  });

  it('D10.LOS.BLOCKING_TERRAIN: without --json it prints a readable table', async () => {
    const { status, out } = await run(['analyze', write(file)]);
    expect(status).toBe(0);
    expect(out[0]).toMatch(/rifles\s+hidden\s+29\.00"\s+blocked/);
  });

  it('bad input: a malformed table file is refused in one line with exit status 2', async () => {
    for (const bad of ['{', { ...file, table: { width: -1, height: 48 } }, { ...file, units: [file.units[0], file.units[0]] }]) {
      const { status, err } = await run(['analyze', write(bad)]);
      expect(status).toBe(2);
      expect(err).toHaveLength(1);
      expect(err[0]!.split('\n')).toHaveLength(1);
    }
    expect((await run(['analyze'])).status).toBe(2);
    expect((await run(['analyze', '/nonexistent/table.json'])).err[0]).toContain('cannot find');
  });

  it('bad input: the parser names the field at fault', () => {
    const r = parseTableJson(JSON.stringify({ ...file, terrain: [{ id: 'x', kind: 'wall', polygon: [[0, 0], [1, 1]] }] }), tableRulesOf);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/^terrain\.0\.polygon/);
  });

  it('D10.TERRAIN.BLOCKING_LOS: terrain kinds bring their usual traits, which a file may override', () => {
    const r = parseTableJson(JSON.stringify({ ...file, terrain: [{ id: 'w', kind: 'forest', polygon: [[0, 0], [5, 0], [5, 5]], seeInto: true, cover: 'hard' }] }), tableRulesOf);
    expect(r.ok && r.value.table.terrain[0]).toMatchObject({ difficult: true, blocksSight: false, cover: 'hard', seeInto: true });
  });

  it('BF.COVER.NEGATIVE: a table file marks a moat with negativeCover, and a unit standing in it takes −1 to Saves', async () => {
    const moat = { id: 'moat', kind: 'moat', polygon: [[16, 33], [24, 33], [24, 41], [16, 41]], negativeCover: true };
    const forge = { ...file, ruleset: 'battle-forge', terrain: [...file.terrain, moat] };
    const r = parseTableJson(JSON.stringify(forge), tableRulesOf);
    if (!r.ok) throw new Error(r.message);
    expect(r.value.table.terrain[1]).toMatchObject({ negativeCover: true, cover: 'none' });
    const index = buildTableIndex(r.value.table);
    const [rifles, , open] = r.value.table.units;
    const cover = coverOf(index, rifles!, open!, BF_TABLE);
    expect(cover.saveModifier).toBe(-1);
    // analyze reads the same file and reports the cover level: none (negative cover is not cover).
    const { status, out } = await run(['analyze', write(forge), '--json']);
    expect(status).toBe(0);
    expect(JSON.parse(out.join('')).find((row: { from: string; to: string }) => row.from === 'rifles' && row.to === 'open').cover).toBe('none');
    expect(parseTableJson(JSON.stringify({ ...forge, terrain: [{ ...moat, negativeCover: 'yes' }] }), tableRulesOf).ok).toBe(false);
  });

  it('BF.OBST.DEF and BF.OBST.LOW_DEF: a table file gives an obstacle its height; a bad height is refused, naming the field', () => {
    const hedge = { id: 'hedge', kind: 'hedge', polygon: [[16, 30], [24, 30], [24, 30.5], [16, 30.5]], height: 1 };
    const r = parseTableJson(JSON.stringify({ ...file, ruleset: 'battle-forge', terrain: [hedge, { ...hedge, id: 'tall', height: 2.5 }, { ...hedge, id: 'plain', height: undefined }] }), tableRulesOf);
    if (!r.ok) throw new Error(r.message);
    const [low, tall, plain] = r.value.table.terrain;
    expect(low).toMatchObject({ obstacle: true, impassable: false, height: 1 });
    expect([isLowObstacle(low!), crossable(low!)]).toEqual([true, true]);
    expect([isLowObstacle(tall!), crossable(tall!)]).toEqual([false, false]);
    expect(plain!.height).toBeUndefined();
    expect([isLowObstacle(plain!), crossable(plain!)]).toEqual([false, true]);
    for (const [height, message] of [[-1, 'terrain.0.height: a height cannot be negative'], ['tall', /^terrain\.0\.height: /], [500, /^terrain\.0\.height: .*100/]] as const) {
      const bad = parseTableJson(JSON.stringify({ ...file, terrain: [{ ...hedge, height }] }), tableRulesOf);
      expect(bad.ok).toBe(false);
      if (!bad.ok) expect(bad.message).toMatch(message);
    }
  });

  it('BF.AREA.DESIGNATE and BF.AREA.LOS_MODE: a Battle Forge file marks area terrain, seen into and out of by default or see-through when it says so', () => {
    const wood = { id: 'wood', kind: 'forest', polygon: [[26, 20], [30, 20], [30, 28], [26, 28]], area: true };
    const units = [
      { id: 'a', side: 0, models: [{ id: 'a1', x: 20, y: 24, base: { shape: 'round', mm: 25.4 } }] },
      { id: 'b', side: 1, models: [{ id: 'b1', x: 36, y: 24, base: { shape: 'round', mm: 25.4 } }] },
    ];
    const sight = (terrain: unknown[], ruleset = 'battle-forge') => {
      const r = parseTableJson(JSON.stringify({ ...file, ruleset, terrain, units }), tableRulesOf);
      if (!r.ok) throw new Error(r.message);
      const [a, b] = r.value.table.units;
      const los = lineOfSight(buildTableIndex(r.value.table), a!.models[0]!, b!.models[0]!, { rules: r.value.rules, shooterUnitId: 'a', targetUnitId: 'b', shooterSide: 0 });
      return { piece: r.value.table.terrain[0], status: los.status };
    };
    expect(sight([wood])).toEqual({ piece: expect.objectContaining({ area: true, seeInto: true }), status: 'blocked' });
    expect(sight([{ ...wood, seeInto: false }])).toEqual({ piece: expect.objectContaining({ area: true, seeInto: false }), status: 'clear' });
    expect(sight([{ ...wood, area: false }])).toMatchObject({ status: 'clear' });
    // Other rulesets have no area terrain rule: the mark is kept but sight is not stopped.
    expect(sight([wood], 'd10-wargame')).toMatchObject({ piece: { area: true }, status: 'clear' });
    expect(parseTableJson(JSON.stringify({ ...file, terrain: [{ ...wood, area: 'yes' }] }), tableRulesOf).ok).toBe(false);
  });
});
