import { describe, expect, it } from 'vitest';
import { checkTerrainPlacement } from '../../../shared/geometry/index';
import { generateTerrain } from '../../../src-renderer/src/table/model/terrain-generator';
import { terrainPiece } from '../../../src-renderer/src/table/model/table-adapter';

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
