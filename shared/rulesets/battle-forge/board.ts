/**
 * Battle Forge's state as the Play screen's board shows it: each unit with its Shock and tokens as
 * markers, its stat line (Mov, Acc, Str, Sav, Init, Co) and weapons with their short/long bands;
 * each player's deployment zone, the objectives and who holds them, the round out of six and the
 * units each player still has to activate.
 */
import type { BoardUnit, BoardView } from '../../core/board';
import { formation } from '../../geometry/cohesion';
import { baseShapeFromSpec } from '../../geometry/shapes';
import { facingToward } from '../../geometry/units';
import { terrainPieces } from './geo';
import { leadStats } from './setup';
import { unitOf } from './round-state';
import { dugInCover } from './pregame';
import type { BfState, BfUnit, BfWeapon } from './state';

export function weaponText(w: BfWeapon): string {
  const range = w.range === 'melee' ? 'Melee' : `${w.range.short}″/${w.range.long}″`;
  const rules = w.rules.map((r) => (r.tier !== undefined ? `${r.rule} (${r.tier})` : r.rule));
  return `${w.name}${w.copies > 1 ? ` (${w.copies})` : ''}: ${range}, A${w.attacks}, AP${w.ap}${rules.length ? `, ${rules.join(', ')}` : ''}`;
}

export function statLine(u: BfUnit): string {
  const s = leadStats(u);
  return `Mov ${s.mov}″ · Acc ${s.acc} · Str ${s.str} · Sav ${s.sav ?? '–'} · Init ${s.init} · Co ${s.co}`;
}

function markers(s: BfState, u: BfUnit): string[] {
  const r = unitOf(s.round, u.id);
  const out: string[] = [];
  if (!r) return out;
  if (r.shock > 0) out.push(`Shock ${r.shock}`);
  if (r.criticalDamage) out.push(`Critical damage ${r.criticalDamage}`);
  if (r.hold) out.push('Hold');
  const dug = dugInCover(u);
  if (dug) out.push(`Dug in (${dug} cover)`);
  if (r.focusTokens) out.push(`Focus ${r.focusTokens}`);
  if (r.evadeTokens) out.push(`Evade ${r.evadeTokens}`);
  if (u.inBuilding) out.push('Inside the building');
  const carrier = Object.entries(s.carried ?? {}).find(([, ids]) => ids.includes(u.id))?.[0];
  if (carrier) out.push(`Aboard ${s.units[carrier]?.name ?? carrier}`);
  const aboard = (s.carried?.[u.id] ?? []).map((id) => s.units[id]?.name ?? id);
  if (aboard.length) out.push(`Carrying ${aboard.join(', ')}`);
  if (s.round.activation?.unit === u.id) out.push(`Active (${s.round.activation.actions.length}/2 actions)`);
  else if (r.activated && s.phase === 'battle') out.push('Activated');
  for (const e of u.effects) if (e.value !== 0) out.push(`${e.source.replace(/^strategy:/, '')}: ${e.stat} ${e.value > 0 ? '+' : ''}${e.value}`);
  return out;
}

function units(s: BfState): BoardUnit[] {
  return s.order.map((id) => {
    const u = s.units[id]!;
    const weapons = new Map<string, BfWeapon>();
    for (const m of u.models) for (const w of m.weapons) weapons.set(w.id, w);
    return {
      id,
      side: u.owner,
      name: u.name,
      models: u.models.map((m) => ({ id: m.id, x: m.x, y: m.y, facing: m.facing, wounds: m.wounds - m.woundsLeft })),
      initialModels: u.initialModels,
      woundsPerModel: Math.max(1, ...u.models.map((m) => m.wounds)),
      status: u.status,
      base: { shape: 'round', mm: u.baseMm },
      markers: markers(s, u),
      points: u.points,
      profile: statLine(u),
      weapons: [...weapons.values()].map(weaponText),
    };
  });
}

export function bfBoard(s: BfState): BoardView {
  const table = { width: s.scenario.table.width, height: s.scenario.table.depth };
  const rect = (z: BfState['zones'][number]) => [
    { x: z.x, y: z.y },
    { x: z.x + z.width, y: z.y },
    { x: z.x + z.width, y: z.y + z.depth },
    { x: z.x, y: z.y + z.depth },
  ];
  const left = s.players.map((_, seat) => s.round.units.filter((r) => r.owner === seat && !r.activated && s.units[r.id]!.status !== 'destroyed' && s.units[r.id]!.status !== 'undeployed').length);
  return {
    table,
    // An enclosed building is drawn as the solid building it is; the pieces say what it does.
    terrain: s.terrain.map((t) => ({ id: t.id, kind: t.kind === 'area' ? 'forest' : t.kind === 'obstacle' ? 'wall' : t.kind === 'building' ? 'blocking' : t.kind, points: t.points })),
    pieces: terrainPieces(s),
    zones: s.zones.map((z, side) => ({ side, polygon: rect(z) })),
    objectives: s.objectives.map((o, i) => ({ id: `objective-${i + 1}`, x: o.x, y: o.y })),
    held: s.objectives.length ? s.players.map((_, seat) => s.objectives.filter((o) => o.holder === seat).length) : null,
    units: units(s),
    players: s.players,
    round: { word: 'Round', number: s.phase === 'deployment' ? null : s.round.round },
    activationsLeft: s.phase === 'battle' && s.round.phase === 'actions' ? left : null,
    phase: null,
  };
}

/** A unit's models in a block around a point, half an inch apart, facing the table's middle. */
export function bfFormationAt(s: BfState, unitId: string, at: { x: number; y: number }): { id: string; x: number; y: number; facing: number }[] {
  const u = s.units[unitId];
  if (!u) return [];
  const shape = baseShapeFromSpec({ shape: 'round', mm: u.baseMm });
  const facing = facingToward(at, { x: s.scenario.table.width / 2, y: s.scenario.table.depth / 2 });
  return formation(at, u.models.length, shape, facing, { ids: u.models.map((m) => m.id), gap: 0.5 }).map((p) => ({ id: p.id, x: p.x, y: p.y, facing }));
}
