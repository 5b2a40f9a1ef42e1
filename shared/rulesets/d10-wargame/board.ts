/**
 * The D10 Wargame's state as the Play screen's board shows it: units with wound tokens and the
 * markers the book names (Fled, Shaken, Exhausted, Active, Activated), objectives and who holds them
 * (D10.OBJ.CONTROL), the round, units left to activate (D10.AMBIG.UNEVEN_ACTIVATIONS) and the active
 * unit's step (D10.ACT.SEQUENCE).
 */
import type { BoardUnit, BoardView } from '../../core/board';
import { deploymentZones } from '../../geometry/setup';
import { terrainPieces } from './geo';
import { carriersAlive } from './loadout';
import { activatable, controlled } from './rounds';
import type { D10State } from './state';

const STEPS = ['rally', 'movement', 'shooting', 'melee'];

function units(s: D10State): BoardUnit[] {
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

export function d10Board(s: D10State): BoardView {
  const table = { width: s.table.width, height: s.table.height };
  const map = s.options.deployment === 'dawn' ? 'dawn-of-war' : s.options.deployment;
  const a = s.activation;
  return {
    table,
    terrain: s.table.terrain,
    pieces: terrainPieces(s),
    zones: deploymentZones(map, table.width, table.height).map((zone, side) => ({ side, polygon: zone.polygon })),
    objectives: s.objectives,
    held: s.objectives.length > 0 ? controlled(s) : null,
    units: units(s),
    players: s.players,
    round: { word: 'Round', number: s.round },
    activationsLeft: s.phase === 'battle' ? [activatable(s, 0).length, activatable(s, 1).length] : [0, 0],
    phase: a ? { unitId: a.unitId, steps: ['Rally', 'Movement', 'Shooting', 'Melee'], current: STEPS.indexOf(a.step) } : null,
  };
}
