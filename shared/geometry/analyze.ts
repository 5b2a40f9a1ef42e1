/**
 * The whole-table report behind `tenfold analyze`: for every ordered pair of units of opposing
 * sides, distance, line of sight, arc, cover and the weapons in range.
 */
import { type TableUnit, buildTableIndex } from './table';
import { inRange, nearestPair } from './distance';
import { type LosStatus, unitLineOfSight } from './los';
import { type Arc, arcOf } from './arcs';
import { coverOf } from './cover';
import type { CoverLevel } from './table';
import type { LoadedTable } from './table-file';

export interface PairReport {
  from: string;
  to: string;
  /** Inches between the nearest models, edge to edge (D10.RANGE.NEAREST_MODELS), to 0.001". */
  distance: number;
  los: LosStatus;
  /** Best visible share of any target model from any firing model, to 0.001. */
  visible: number;
  /** Arc of the nearest firing model that the nearest target model falls in. */
  arc: Arc;
  cover: CoverLevel;
  /** Names of `from`'s weapons whose range reaches (distance ≤ range, D10.RANGE.INCLUSIVE). */
  inRange: string[];
}

const round3 = (n: number): number => Math.round(n * 1000) / 1000;

export function analyzeTable(loaded: LoadedTable): PairReport[] {
  const { table, weapons } = loaded;
  const rules = loaded.rules;
  const index = buildTableIndex(table);
  const rows: PairReport[] = [];
  const live = (u: TableUnit) => u.models.length > 0;
  for (const from of table.units.filter(live))
    for (const to of table.units.filter(live)) {
      if (from.side === to.side) continue;
      const pair = nearestPair(from.models, to.models)!;
      const los = unitLineOfSight(index, from, to, { rules });
      rows.push({
        from: from.id,
        to: to.id,
        distance: round3(pair.distance),
        los: los.status,
        visible: round3(los.visible),
        arc: arcOf(pair.from, pair.to),
        cover: coverOf(index, from, to, rules).cover,
        inRange: (weapons[from.id] ?? []).filter((w) => inRange(pair.distance, w.range)).map((w) => w.name),
      });
    }
  return rows;
}
