import { describe, expect, it } from 'vitest';
import { checkTerrainPlacement } from '../../../shared/geometry/index';
import { generateTerrain } from '../../../src-renderer/src/plan/terrain-generator';
import { terrainPiece } from '../../../src-renderer/src/plan/table-adapter';
import { type PlanTerrain, terrainOutline } from '../../../src-renderer/src/plan/plan';

/** The part of a footprint on one side of the centre line y = mid (`below`: y ≤ mid). */
function clipToHalf(points: [number, number][], mid: number, below: boolean): [number, number][] {
  const inside = (p: [number, number]) => (below ? p[1] <= mid : p[1] >= mid);
  const out: [number, number][] = [];
  for (let i = 0; i < points.length; i++) {
    const a = points[i]!, b = points[(i + 1) % points.length]!;
    if (inside(a)) out.push(a);
    if (inside(a) !== inside(b)) {
      const t = (mid - a[1]) / (b[1] - a[1]);
      out.push([a[0] + (b[0] - a[0]) * t, mid]);
    }
  }
  return out;
}

const area = (points: [number, number][]): number =>
  Math.abs(points.reduce((sum, p, i) => { const q = points[(i + 1) % points.length]!; return sum + p[0] * q[1] - q[0] * p[1]; }, 0)) / 2;

/** Pieces (by centre) and footprint area on each player's half of the table. */
function halves(pieces: PlanTerrain[], height: number) {
  const mid = height / 2;
  const count = [0, 0], areas = [0, 0];
  for (const piece of pieces) {
    if (piece.y !== mid) count[piece.y < mid ? 0 : 1]!++;
    const outline = terrainOutline(piece);
    areas[0]! += area(clipToHalf(outline, mid, true));
    areas[1]! += area(clipToHalf(outline, mid, false));
  }
  return { count, areas };
}

describe('the terrain generator', () => {
  it('D10.INTRO.TERRAIN_PIECES and D10.SETUP.TERRAIN_EDGE_6: 4 to 6 pieces, each 6" from every edge, on every table size', () => {
    for (const table of [{ width: 48, height: 48 }, { width: 72, height: 48 }, { width: 48, height: 36 }]) {
      for (let seed = 1; seed <= 40; seed++) {
        const pieces = generateTerrain('d10-wargame', table, seed);
        if (!Array.isArray(pieces)) throw new Error(pieces.reason);
        expect(pieces.length).toBeGreaterThanOrEqual(4);
        expect(pieces.length).toBeLessThanOrEqual(6);
        for (const piece of pieces) expect(checkTerrainPlacement(terrainPiece(piece), table).reasons).toEqual([]);
      }
    }
  });

  it('D10.SETUP.TERRAIN_BALANCE: neither player\'s half gets more terrain (pieces within one, footprint area within 5%), over many seeds', () => {
    // Balanced means: the players' halves (either side of the centre line between their edges)
    // hold numbers of pieces, counted by centre, that differ by at most one (a piece centred on the
    // line counts for neither), and each half holds at least 95% of the other's footprint area.
    for (const table of [{ width: 48, height: 48 }, { width: 72, height: 48 }, { width: 48, height: 36 }]) {
      for (let seed = 1; seed <= 150; seed++) {
        const pieces = generateTerrain('d10-wargame', table, seed);
        if (!Array.isArray(pieces)) throw new Error(pieces.reason);
        const { count, areas } = halves(pieces, table.height);
        const label = `${table.width}x${table.height} seed ${seed}`;
        expect(Math.abs(count[0]! - count[1]!), label).toBeLessThanOrEqual(1);
        expect(Math.min(...areas) / Math.max(...areas), label).toBeGreaterThanOrEqual(0.95);
      }
    }
  });

  it('gives the same table for the same seed', () => {
    expect(generateTerrain('d10-wargame', { width: 48, height: 48 }, 7)).toEqual(generateTerrain('d10-wargame', { width: 48, height: 48 }, 7));
  });

  it('refuses a ruleset it has no setup rules for, with the reason', () => {
    expect(generateTerrain('hundred-wars', { width: 48, height: 48 }, 1)).toEqual({ reason: 'Tenfold has no terrain setup rules for hundred-wars yet.' });
  });

  it('refuses a table too small for the minimum number of pieces', () => {
    const result = generateTerrain('d10-wargame', { width: 14, height: 14 }, 3);
    expect(Array.isArray(result)).toBe(false);
  });
});
