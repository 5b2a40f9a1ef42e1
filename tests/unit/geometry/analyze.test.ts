import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../../src-main/cli/main';
import { buildTableIndex, coverOf, parseTableJson } from '../../../shared/geometry/index';

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
    const r = parseTableJson(JSON.stringify({ ...file, terrain: [{ id: 'x', kind: 'wall', polygon: [[0, 0], [1, 1]] }] }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/^terrain\.0\.polygon/);
  });

  it('D10.TERRAIN.BLOCKING_LOS: terrain kinds bring their usual traits, which a file may override', () => {
    const r = parseTableJson(JSON.stringify({ ...file, terrain: [{ id: 'w', kind: 'forest', polygon: [[0, 0], [5, 0], [5, 5]], seeInto: true, cover: 'hard' }] }));
    expect(r.ok && r.value.table.terrain[0]).toMatchObject({ difficult: true, blocksSight: false, cover: 'hard', seeInto: true });
  });

  it('BF.COVER.NEGATIVE: a table file marks a moat with negativeCover, and a unit standing in it takes −1 to Saves', async () => {
    const moat = { id: 'moat', kind: 'moat', polygon: [[16, 33], [24, 33], [24, 41], [16, 41]], negativeCover: true };
    const forge = { ...file, ruleset: 'battle-forge', terrain: [...file.terrain, moat] };
    const r = parseTableJson(JSON.stringify(forge));
    if (!r.ok) throw new Error(r.message);
    expect(r.value.table.terrain[1]).toMatchObject({ negativeCover: true, cover: 'none' });
    const index = buildTableIndex(r.value.table);
    const [rifles, , open] = r.value.table.units;
    const cover = coverOf(index, rifles!, open!, 'battle-forge');
    expect(cover.saveModifier).toBe(-1);
    // analyze reads the same file and reports the cover level: none (negative cover is not cover).
    const { status, out } = await run(['analyze', write(forge), '--json']);
    expect(status).toBe(0);
    expect(JSON.parse(out.join('')).find((row: { from: string; to: string }) => row.from === 'rifles' && row.to === 'open').cover).toBe('none');
    expect(parseTableJson(JSON.stringify({ ...forge, terrain: [{ ...moat, negativeCover: 'yes' }] })).ok).toBe(false);
  });
});
