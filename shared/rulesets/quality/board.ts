/**
 * The Quality Wargame's state as the Play screen's board shows it: units with the markers the book
 * names (Fatigued, the active unit's action, the unit each player activated last), the Scenario's
 * deployment strips along the long edges (QW.SCENARIO.DEPLOYMENT). The book has no rounds, only
 * turns of alternating activations (QW.SEQ.NO_ROUNDS), and no objectives.
 */
import type { BoardUnit, BoardView } from '../../core/board';
import { formation } from '../../geometry/cohesion';
import { baseShapeFromSpec } from '../../geometry/shapes';
import { terrainPieces } from './geo';
import type { QState } from './state';

function units(s: QState): BoardUnit[] {
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

export function qualityBoard(s: QState): BoardView {
  const table = { width: s.scenario.width, height: s.scenario.height };
  const depth = s.scenario.deploymentDepth;
  const strip = (y0: number, y1: number) => [
    { x: 0, y: y0 },
    { x: table.width, y: y0 },
    { x: table.width, y: y1 },
    { x: 0, y: y1 },
  ];
  return {
    table,
    terrain: s.scenario.terrain,
    pieces: terrainPieces(s),
    zones: [
      { side: 0, polygon: strip(0, depth) },
      { side: 1, polygon: strip(table.height - depth, table.height) },
    ],
    objectives: [],
    held: null,
    units: units(s),
    players: s.players,
    round: { word: 'Turn', number: null },
    activationsLeft: null,
    phase: null,
  };
}

/** A unit's models in a block around a point, half an inch apart, facing the enemy's edge. */
export function qualityFormationAt(s: QState, unitId: string, at: { x: number; y: number }): { id: string; x: number; y: number }[] {
  const u = s.units[unitId];
  if (!u) return [];
  const shape = baseShapeFromSpec({ shape: 'round', mm: Math.round(u.radius * 2 * 25.4) });
  return formation(at, u.models.length, shape, u.side === 0 ? 0 : Math.PI, { ids: u.models.map((m) => m.id), gap: 0.5 }).map((p) => ({ id: p.id, x: p.x, y: p.y }));
}
