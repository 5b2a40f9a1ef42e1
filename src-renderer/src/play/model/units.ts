/**
 * The units as the panels and the board show them, read from either engine's state: names, models
 * left, wound tokens and the markers the books name (Shaken, combat exhausted, activated, fatigued).
 * This reads the state; it decides nothing.
 */
import type { TerrainPiece } from '../../../../shared/geometry/index';
import { terrainPieces as d10TerrainPieces } from '../../../../shared/rulesets/d10-wargame/geo';
import type { BaseSpec } from '../../../../shared/geometry/base-spec';
import { carriersAlive } from '../../../../shared/rulesets/d10-wargame/loadout';
import type { D10State } from '../../../../shared/rulesets/d10-wargame/state';
import { terrainPieces as qTerrainPieces } from '../../../../shared/rulesets/quality/geo';
import type { QState } from '../../../../shared/rulesets/quality/state';
import type { SessionData } from './session';

export interface ModelView {
  id: string;
  x: number;
  y: number;
  facing: number;
  wounds: number;
}

export interface UnitView {
  id: string;
  side: 0 | 1;
  name: string;
  models: ModelView[];
  initialModels: number;
  woundsPerModel: number;
  status: 'undeployed' | 'reserve' | 'table' | 'destroyed';
  base: BaseSpec;
  markers: string[];
  points: number;
  /** The profile as the card prints it, e.g. "Ranged 4+ · Melee 4+ · Defense 4+ · Morale 7+". */
  profile: string;
  weapons: string[];
}

export function unitViews(data: SessionData): UnitView[] {
  if (data.ruleset === 'd10-wargame') {
    const s = data.game.state as D10State;
    return s.order.map((id) => {
      const u = s.units[id]!;
      const markers: string[] = [];
      if (u.fled) markers.push('Fled');
      if (u.shaken) markers.push('Shaken');
      if (u.exhausted) markers.push('Exhausted');
      if (s.activation?.unitId === id) markers.push('Active');
      else if (u.activated && u.status === 'table') markers.push('Activated');
      const profile = `Ranged ${u.stats.ranged}+ · Melee ${u.stats.melee}+ · Defense ${u.stats.defense}+ · Morale ${u.stats.morale}+`;
      // D10.WEAPON.ATTACKS: the models still carrying each weapon, as the next attack will count them.
      const weapons = u.weapons.map((w) => `${w.name} (${w.kind === 'ranged' ? `${w.range}″, ` : 'melee, '}A${w.attacks}${w.ap ? `, AP${w.ap}` : ''}) ×${carriersAlive(u, w, s.options)}`);
      return { id, side: u.side, name: u.name, models: u.models.map((m) => ({ ...m })), initialModels: u.initialModels, woundsPerModel: u.woundsPerModel, status: u.status, base: u.base, markers, points: u.points, profile, weapons };
    });
  }
  const s = data.game.state as QState;
  return s.order.map((id) => {
    const u = s.units[id]!;
    const markers: string[] = [];
    if (u.fatigued) markers.push('Fatigued');
    if (s.active?.unitId === id) markers.push(`Active (${s.active.action})`);
    else if (s.lastActivated[u.side] === id && u.status === 'table') markers.push('Activated last');
    return {
      id,
      side: u.side,
      name: u.name,
      models: u.models.map((m) => ({ id: m.id, x: m.x, y: m.y, facing: u.side === 0 ? 0 : Math.PI, wounds: 0 })),
      initialModels: u.initialModels,
      woundsPerModel: 1,
      status: u.status,
      base: { shape: 'round', mm: Math.round(u.radius * 2 * 25.4) },
      markers,
      points: u.points,
      profile: `Quality ${u.quality}+ · Move ${u.move}″${u.heavy ? ' · Heavy' : ''}`,
      weapons: u.weapons.map((w) => `${w.name} (${w.range ? `${w.range}″` : 'melee'}${w.attacks > 1 ? `, ${w.attacks} attacks` : ''})`),
    };
  });
}

export function tableSize(data: SessionData): { width: number; height: number } {
  if (data.ruleset === 'd10-wargame') {
    const s = data.game.state as D10State;
    return { width: s.table.width, height: s.table.height };
  }
  const s = data.game.state as QState;
  return { width: s.scenario.width, height: s.scenario.height };
}

export function terrainOf(data: SessionData): { id: string; kind: string; points: { x: number; y: number }[] }[] {
  return data.ruleset === 'd10-wargame' ? (data.game.state as D10State).table.terrain : (data.game.state as QState).scenario.terrain;
}

/** The terrain as the rules core measures it (what blocks, what slows), the same list while it is unchanged. */
export function geoTerrainOf(data: SessionData): readonly TerrainPiece[] {
  return data.ruleset === 'd10-wargame' ? d10TerrainPieces(data.game.state as D10State) : qTerrainPieces(data.game.state as QState);
}

export function objectivesOf(data: SessionData): { id: string; x: number; y: number }[] {
  return data.ruleset === 'd10-wargame' ? (data.game.state as D10State).objectives : [];
}

export function playerNames(data: SessionData): [string, string] {
  return (data.game.state as { players: [string, string] }).players;
}
