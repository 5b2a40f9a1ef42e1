/**
 * Regions a unit reaches, drawn from the rules core's zones: weapon range (D10.RANGE.NEAREST_MODELS:
 * everything within R of any model's base, one region per weapon), Move and Advance
 * (D10.MOVE.MOVE_6, D10.MOVE.ADVANCE_12), charge reach (D10.AMBIG.CHARGE_RANGE) and threat (a move
 * then the longest shot). Each is a union of rings; holes are drawn even-odd. Given the table's
 * terrain, Move, Advance and threat follow the paths around it and charges stop at blocking pieces.
 */
import { type PlacedModel, type TerrainPiece, type Zone, chargeZone, moveZone, rangeZone, threatZone } from '../../../../shared/geometry/index';
import type { RosterUnit } from '../model/roster';
import type { OverlayItem, P } from '../view/overlay-shape';
import { ADVANCE_COLOUR, CHARGE_COLOUR, MOVE_COLOUR, RANGE_COLOURS, THREAT_COLOUR } from '../view/palette';
import { fmtInches } from './engagement';
import { unionOutline, zoneRings } from './zone-rings';
import { RecentMap } from '../../../../shared/core/memo';

const tint = (hex: string, alpha: number) => `${hex}${Math.round(alpha * 255).toString(16).padStart(2, '0')}`;

function region(zone: Zone, colour: string, label: string, alpha = 0.1, dash?: number[]): OverlayItem[] {
  const rings = zoneRings(zone);
  const top = labelSpot(rings);
  const items: OverlayItem[] = [{ kind: 'region', rings, outline: unionOutline(rings), fill: tint(colour, alpha), stroke: colour, ...(dash ? { dash } : {}) }];
  if (top) items.push({ kind: 'label', at: { x: top.x, y: top.y }, text: label, colour, size: 11 });
  return items;
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

/** One region per distinct range; weapons sharing a range share a label ("Rifle, Pistol 12″"). */
export function rangeItems(unit: RosterUnit, models: readonly PlacedModel[]): OverlayItem[] {
  const byRange = new Map<number, string[]>();
  for (const w of unit.weapons) if (w.kind === 'ranged' && w.range !== undefined) byRange.set(w.range, [...(byRange.get(w.range) ?? []), w.name]);
  return [...byRange.entries()]
    .sort((a, b) => b[0] - a[0])
    .flatMap(([range, names], i) => region(rangeZone(models, range), RANGE_COLOURS[i % RANGE_COLOURS.length]!, `${names.join(', ')} ${fmtInches(range)}`, 0.07));
}

export function moveItems(unit: RosterUnit, models: readonly PlacedModel[], terrain: readonly TerrainPiece[] = []): OverlayItem[] {
  return remembered(`move ${unit.advance} ${unit.move}`, models, terrain, () => [
    ...region(moveZone(models, unit.advance, { terrain }), ADVANCE_COLOUR, `Advance ${fmtInches(unit.advance)}`, 0.06, [6, 4]),
    ...region(moveZone(models, unit.move, { terrain }), MOVE_COLOUR, `Move ${fmtInches(unit.move)}`, 0.1),
  ]);
}

export function chargeItems(unit: RosterUnit, models: readonly PlacedModel[], terrain: readonly TerrainPiece[] = []): OverlayItem[] {
  return remembered(`charge ${unit.charge}`, models, terrain, () => region(chargeZone(models, unit.charge, { terrain }), CHARGE_COLOUR, `Charge ${fmtInches(unit.charge)}`, 0.1));
}

export function threatItems(unit: RosterUnit, models: readonly PlacedModel[], terrain: readonly TerrainPiece[] = []): OverlayItem[] {
  const longest = Math.max(0, ...unit.weapons.map((w) => w.range ?? 0));
  if (longest === 0) return [];
  return remembered(`threat ${unit.move} ${longest}`, models, terrain, () =>
    region(threatZone(models, unit.move, longest, { terrain }), THREAT_COLOUR, `Threat: move ${fmtInches(unit.move)} + shoot ${fmtInches(longest)}`, 0.05, [10, 5]),
  );
}

// Reach around terrain takes milliseconds and the overlay layer is redrawn on every hover, so the
// regions are kept per bases, distances and terrain list (a list is taken as never changed in place).
const kept = new RecentMap<string, OverlayItem[]>(64);
const terrainIds = new WeakMap<readonly TerrainPiece[], number>();
let nextTerrainId = 0;

function remembered(what: string, models: readonly PlacedModel[], terrain: readonly TerrainPiece[], make: () => OverlayItem[]): OverlayItem[] {
  if (terrain.length === 0) return make();
  let id = terrainIds.get(terrain);
  if (id === undefined) terrainIds.set(terrain, (id = nextTerrainId++));
  const key = `${what}|${id}|${models.map((m) => `${m.x},${m.y},${m.facing},${JSON.stringify(m.shape)}`).join(';')}`;
  return kept.get(key, make);
}
