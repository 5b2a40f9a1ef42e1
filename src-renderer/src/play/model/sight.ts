/**
 * What one unit on the table sees: for every enemy unit on the table, the rules core's line of
 * sight from the unit's models (the best share of any one target model and a line that shows it)
 * and whether that is enough for the rules to count the enemy as seen — any unobstructed line, or
 * more than the ruleset's `targetShare` of a model (`canTarget`). Read from the board view the
 * player may see and the ruleset's `tableRules`, never from a ruleset's own code.
 *
 * Worked out for the selected unit only, once per board and unit (the board is a new object after
 * every command), and never while a move is dragged: the board asks when the selection or the game
 * changes.
 */
import type { BoardUnit, BoardView } from '../../../../shared/core/board';
import { perObjectAndKey } from '../../../../shared/core/memo';
import {
  type PlacedModel,
  type TableRules,
  type TableUnit,
  type UnitLosResult,
  baseShapeFromSpec,
  buildTableIndex,
  canTarget,
  nearestPair,
  unitLineOfSight,
} from '../../../../shared/geometry/index';

export interface EnemySight {
  unitId: string;
  name: string;
  /** The enemy's seat. */
  side: number;
  los: UnitLosResult;
  /** Seen by the rules: any line, or more than the rules' share of one of its models. */
  seen: boolean;
  /** Nearest base edge to base edge, inches. */
  distance: number;
}

export interface UnitSight {
  unitId: string;
  /** Whose unit it is (a seat). */
  side: number;
  /** Its models where they stand, for drawing their arcs. */
  models: PlacedModel[];
  /** The share of a model the rules want to see (null: any line will do). */
  targetShare: number | null;
  /** Every enemy unit on the table, in the board's order. */
  enemies: EnemySight[];
}

const onTable = (u: BoardUnit): boolean => u.status === 'table' && u.models.length > 0;

export function placedModels(unit: Pick<BoardUnit, 'models' | 'base'>): PlacedModel[] {
  const shape = baseShapeFromSpec(unit.base);
  return unit.models.map((m) => ({ id: m.id, x: m.x, y: m.y, facing: m.facing, shape }));
}

const kept = perObjectAndKey<BoardView, UnitSight | null>(16);

/**
 * What `unitId` sees on this board, or null when it is not on the table. The geometry knows two
 * sides, so the question is asked from the unit's seat: its player's units are one side and every
 * other player's the other (as the rulesets ask it in a game of three or more).
 */
export function unitSight(board: BoardView, rules: TableRules, unitId: string): UnitSight | null {
  return kept(board, `${rules.id} ${unitId}`, () => {
    const unit = board.units.find((u) => u.id === unitId);
    if (!unit || !onTable(unit)) return null;
    const standing = board.units.filter(onTable);
    const tableUnits = new Map<string, TableUnit>(standing.map((u) => [u.id, { id: u.id, side: u.side === unit.side ? 0 : 1, models: placedModels(u) }]));
    const index = buildTableIndex({ width: board.table.width, height: board.table.height, terrain: [...board.pieces], units: [...tableUnits.values()] });
    const shooter = tableUnits.get(unit.id)!;
    const enemies = standing
      .filter((u) => u.side !== unit.side)
      .map((u): EnemySight => {
        const target = tableUnits.get(u.id)!;
        const los = unitLineOfSight(index, shooter, target, { rules });
        return { unitId: u.id, name: u.name, side: u.side, los, seen: canTarget(los, rules), distance: nearestPair(shooter.models, target.models)?.distance ?? Infinity };
      });
    return { unitId: unit.id, side: unit.side, models: shooter.models, targetShare: rules.targetShare, enemies };
  });
}

/** "Sees 2 enemy units", with those that show too little for the rules after it. */
export function sightSummary(sight: UnitSight): string {
  const seen = sight.enemies.filter((e) => e.seen).length;
  const glimpsed = sight.enemies.filter((e) => !e.seen && e.los.status !== 'blocked').length;
  const units = (n: number) => `${n} enemy unit${n === 1 ? '' : 's'}`;
  const words = `Sees ${seen === 0 ? 'no enemy unit' : units(seen)}`;
  return glimpsed ? `${words}; ${units(glimpsed)} ${glimpsed === 1 ? 'shows' : 'show'} too little to be seen` : words;
}
