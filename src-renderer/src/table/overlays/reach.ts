/**
 * Regions a unit reaches, drawn from the rules core's zones: weapon range (D10.RANGE.NEAREST_MODELS:
 * everything within R of any model's base, one region per weapon), Move and Advance
 * (D10.MOVE.MOVE_6, D10.MOVE.ADVANCE_12), charge reach (D10.AMBIG.CHARGE_RANGE) and threat (a move
 * then the longest shot). Each is a union of rings; holes are drawn even-odd. Given the table's
 * terrain, Move, Advance and threat follow the paths around it and charges stop at blocking pieces.
 */
import { PLAN_TABLE_RULES } from '../model/table-rules';
import { type PlacedModel, type TerrainPiece, type Zone, chargeZone, moveZone, rangeZone, threatZone } from '../../../../shared/geometry/index';
import type { RosterUnit } from '../../plan/roster';
import type { OverlayItem, P } from '../../board/overlay-shape';
import { ADVANCE_COLOUR, CHARGE_COLOUR, MOVE_COLOUR, RANGE_COLOURS, THREAT_COLOUR } from '../../board/palette';
import { fmtInches } from './engagement';
import { unionOutline, zoneRings } from '../../../../shared/geometry/zone-rings';
import { RecentMap } from '../../../../shared/core/memo';

const tint = (hex: string, alpha: number) => `${hex}${Math.round(alpha * 255).toString(16).padStart(2, '0')}`;

/**
 * A zone drawn as one region: its rings filled, and the outline of their union. With `outline`
 * false only the fill is drawn, a shade stronger (a drag draws it so when the outline would not
 * fit in a frame); the rings' own edges are never stroked, they would be a tangle.
 */
export function region(zone: Zone, look: RegionLook, outline = true): OverlayItem[] {
  const rings = zoneRings(zone);
  const top = labelSpot(rings);
  const fill = tint(look.colour, outline ? look.alpha : look.alpha + 0.05);
  const items: OverlayItem[] = [{ kind: 'region', rings, outline: outline ? unionOutline(rings) : [], fill, stroke: look.colour, ...(look.dash ? { dash: look.dash } : {}) }];
  if (top) items.push({ kind: 'label', at: { x: top.x, y: top.y }, text: look.label, colour: look.colour, size: 11 });
  return items;
}

export interface RegionLook {
  label: string;
  colour: string;
  alpha: number;
  dash?: number[];
}

/** One region a unit's reach overlay draws: how it looks, and how its zone is worked out. */
export interface ReachRegion extends RegionLook {
  /** Around the terrain when it is given; straight-line reach without it. */
  zone: (models: readonly PlacedModel[], terrain: readonly TerrainPiece[]) => Zone;
  /** How far from the bases (inches) the zone follows the terrain: pieces farther off change nothing. */
  reach: number;
}

/** The overlays that draw a unit's reach zones, in the order they are drawn (bottom first). */
export type ReachOverlay = 'threat' | 'move' | 'charge';
export const REACH_OVERLAYS: readonly ReachOverlay[] = ['threat', 'move', 'charge'];

/** The regions one reach overlay draws for a unit, bottom first. */
export function reachRegions(unit: RosterUnit, overlay: ReachOverlay): ReachRegion[] {
  switch (overlay) {
    case 'move':
      return [
        { label: `Advance ${fmtInches(unit.advance)}`, colour: ADVANCE_COLOUR, alpha: 0.06, dash: [6, 4], reach: unit.advance, zone: (models, terrain) => moveZone(models, unit.advance, { terrain, rules: PLAN_TABLE_RULES.movement('advance') }) },
        { label: `Move ${fmtInches(unit.move)}`, colour: MOVE_COLOUR, alpha: 0.1, reach: unit.move, zone: (models, terrain) => moveZone(models, unit.move, { terrain, rules: PLAN_TABLE_RULES.movement('move') }) },
      ];
    case 'charge':
      return [{ label: `Charge ${fmtInches(unit.charge)}`, colour: CHARGE_COLOUR, alpha: 0.1, reach: unit.charge, zone: (models, terrain) => chargeZone(models, unit.charge, { terrain }) }];
    case 'threat': {
      const longest = Math.max(0, ...unit.weapons.map((w) => w.range ?? 0));
      if (longest === 0) return [];
      const label = `Threat: move ${fmtInches(unit.move)} + shoot ${fmtInches(longest)}`;
      // The move follows the terrain; the shot from where it ends is straight-line.
      return [{ label, colour: THREAT_COLOUR, alpha: 0.05, dash: [10, 5], reach: unit.move, zone: (models, terrain) => threatZone(models, unit.move, longest, { terrain, rules: PLAN_TABLE_RULES.movement('move') }) }];
    }
  }
}

/**
 * The region's top-left shoulder: the usual target of a range ring stands straight ahead of the
 * unit, and a label at the very top would sit on it.
 */
function labelSpot(rings: readonly (readonly P[])[]): P | undefined {
  let best: P | undefined;
  for (const ring of rings) for (const p of ring) if (!best || p.y - p.x > best.y - best.x) best = p;
  return best;
}

/**
 * One region per distinct range; weapons sharing a range share a label ("Rifle, Pistol 12″").
 * Kept for bases standing still; a drag, whose bases stand somewhere new every frame, passes
 * `keep` false so its frames do not push out what the table's other units need.
 */
export function rangeItems(unit: RosterUnit, models: readonly PlacedModel[], keep = true): OverlayItem[] {
  const byRange = new Map<number, string[]>();
  for (const w of unit.weapons) if (w.kind === 'ranged' && w.range !== undefined) byRange.set(w.range, [...(byRange.get(w.range) ?? []), w.name]);
  const ranges = [...byRange.entries()].sort((a, b) => b[0] - a[0]);
  const what = `range ${ranges.map(([range, names]) => `${range}:${names.join(',')}`).join(' ')}`;
  const make = () =>
    ranges.flatMap(([range, names], i) => region(rangeZone(models, range), { colour: RANGE_COLOURS[i % RANGE_COLOURS.length]!, label: `${names.join(', ')} ${fmtInches(range)}`, alpha: 0.07 }));
  return keep ? remembered(what, models, NO_TERRAIN, make) : make();
}

/** Range ignores terrain: one list stands for "no terrain" in the keys below. */
const NO_TERRAIN: readonly TerrainPiece[] = [];

/** A reach overlay's regions for bases standing still (selected or placed): kept for when they are drawn again. */
export function reachItems(unit: RosterUnit, overlay: ReachOverlay, models: readonly PlacedModel[], terrain: readonly TerrainPiece[] = []): OverlayItem[] {
  const regions = reachRegions(unit, overlay);
  const what = `${overlay} ${regions.map((r) => r.label).join(' ')}`;
  return remembered(what, models, terrain, () => regions.flatMap((r) => region(r.zone(models, terrain), r)));
}

// Reach around terrain takes milliseconds, outlining a range ring's union a millisecond or so, and
// the overlay layer is redrawn on every hover, so the regions are kept per bases, distances and
// terrain list (a list is taken as never changed in place). Enough are kept for every unit of two
// large armies with every overlay on for all units: with fewer, each redraw of the whole table would
// push out the regions the next one needs, and work every zone out again (seconds on a 300-base plan).
const kept = new RecentMap<string, OverlayItem[]>(512);
const terrainIds = new WeakMap<readonly TerrainPiece[], number>();
let nextTerrainId = 0;

function remembered(what: string, models: readonly PlacedModel[], terrain: readonly TerrainPiece[], make: () => OverlayItem[]): OverlayItem[] {
  if (terrain.length === 0 && terrain !== NO_TERRAIN) return make();
  let id = terrainIds.get(terrain);
  if (id === undefined) terrainIds.set(terrain, (id = nextTerrainId++));
  const key = `${what}|${id}|${models.map((m) => `${m.x},${m.y},${m.facing},${JSON.stringify(m.shape)}`).join(';')}`;
  return kept.get(key, make);
}
