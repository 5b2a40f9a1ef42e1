import { describe, expect, it } from 'vitest';
import { layoutLabels, placedBox, type Box, type LabelRequest } from '../../../src-renderer/src/board/label-layout';

const overlaps = (a: Box, b: Box) => Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > 1e-9 && Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) > 1e-9;
const label = (x: number, y: number, w = 6, h = 1, extra: Partial<LabelRequest> = {}): LabelRequest => ({ x, y, w, h, ...extra });
const table = { width: 48, height: 48 };

function boxes(requests: LabelRequest[], obstacles: Box[] = [], placed: Box[] = []) {
  const spots = layoutLabels(requests, obstacles, table, placed);
  return spots.map((s, i) => ({ shown: s.shown, box: placedBox(s, requests[i]!), spot: s }));
}

describe('laying out the words on the table', () => {
  it('keeps a label that has room where it asked to be', () => {
    const [a] = boxes([label(10, 10)]);
    expect(a!.spot).toEqual({ x: 10, y: 10, shown: true });
  });

  it('two unit names asking for the same place end up apart, the first keeping its place', () => {
    // "Raider Mob 1" and "Raider Mob 2" side by side: their names once ran into one another.
    const [a, b] = boxes([label(12, 30), label(15, 30)]);
    expect(a!.spot).toMatchObject({ x: 12, y: 30 });
    expect(overlaps(a!.box, b!.box)).toBe(false);
    expect(Math.hypot(b!.spot.x - 15, b!.spot.y - 30)).toBeLessThan(3);
  });

  it('no two labels overlap in a crowd of a dozen names asking for nearly the same place', () => {
    const crowd = Array.from({ length: 12 }, (_, i) => label(20 + (i % 4) * 1.5, 20 + Math.floor(i / 4) * 0.5));
    const placed = boxes(crowd);
    for (let i = 0; i < placed.length; i++) for (let j = i + 1; j < placed.length; j++) expect(overlaps(placed[i]!.box, placed[j]!.box), `${i} and ${j}`).toBe(false);
  });

  it('stays clear of another layer\'s words (a terrain name) and keeps on the table', () => {
    const building = { x0: 7, y0: 9.5, x1: 13, y1: 10.5 };
    const [a] = boxes([label(10, 10)], [], [building]);
    expect(overlaps(a!.box, building)).toBe(false);
    const [edge] = boxes([label(1, 47.9)]);
    expect(edge!.box.x0).toBeGreaterThanOrEqual(0);
    expect(edge!.box.y1).toBeLessThanOrEqual(48);
  });

  it('would rather lie a little over a base than drift far from its unit, but moves off a base it would hide', () => {
    const base = { x0: 9.5, y0: 9.6, x1: 10.5, y1: 10.6 };
    const [a] = boxes([label(10, 10)], [base]);
    expect(overlaps(a!.box, base)).toBe(false);
    expect(Math.hypot(a!.spot.x - 10, a!.spot.y - 10)).toBeLessThan(2);
  });

  it('leaves out a label that may go (a zone name) rather than lay it on bases or on words; a pinned one stays put', () => {
    // A deployment zone packed with bases, rows of them 1.2" apart from 28" to 43".
    const bases = Array.from({ length: 260 }, (_, i) => ({ x0: (i % 20) * 2.4, y0: 28 + Math.floor(i / 20) * 1.2, x1: (i % 20) * 2.4 + 1, y1: 29 + Math.floor(i / 20) * 1.2 }));
    const [zone] = boxes([label(24, 35.5, 14, 1, { optional: true })], bases);
    expect(zone!.shown).toBe(false);
    const [token, name] = boxes([label(5, 5, 1, 1, { pinned: true }), label(5, 5, 4, 1)]);
    expect(token!.spot).toMatchObject({ x: 5, y: 5 });
    expect(overlaps(token!.box, name!.box)).toBe(false);
  });
});
