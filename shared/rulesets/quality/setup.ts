/**
 * A new Quality game: the agreed Scenario (QW.SCENARIO.*), deployment (QW.SEQ.SETUP_FIRST) and the
 * initiative roll-off (QW.SEQ.INITIATIVE, QW.AMBIG.INITIATIVE_TIE).
 */
import { seedDice } from '../../core/dice';
import { setupProblem } from '../../core/setup-limits';
import { refuse, type Problem } from '../../core/refusal';
import { QSetupShape } from './setup-schema';
import { rollOff } from '../../core/roll-off';
import type { Side } from './state';
import { dist } from './sight';
import { roundBase, standingProblem } from '../../geometry/index';
import { indexOf } from './geo';
import { before, REAL_SHAPES } from '../../core/rules-revision';
import type { QCtx } from './attack';
import { DEFAULT_SCENARIO, type QSetup, type QState, type QUnit } from './state';

export function qUnitId(side: Side, uid: string): string {
  return `${side + 1}:${uid}`;
}

/** The state before deployment, or why the setup cannot be played; a setup from a file is checked whole first (setup-schema.ts). */
export function initialQState(setup: QSetup): QState | string {
  const shape = setupProblem(QSetupShape, setup);
  if (shape) return shape;
  const scenario = { ...DEFAULT_SCENARIO, ...setup.scenario };
  const units: Record<string, QUnit> = {};
  const order: string[] = [];
  for (const side of [0, 1] as const) {
    if (setup.armies[side].length === 0) return `Player ${side + 1} has no units.`;
    for (const u of setup.armies[side]) {
      const id = qUnitId(side, u.uid);
      if (units[id]) return `Two units of player ${side + 1} share the id "${u.uid}".`;
      if (!(u.quality >= 2 && u.quality <= 10)) return `${u.name}: Quality must be 2+ to 10+ (QW.AMBIG.DIE_TYPE).`;
      if (u.models < 1) return `${u.name} has no models.`;
      units[id] = {
        id,
        side,
        name: u.name,
        quality: u.quality,
        move: u.move,
        heavy: u.heavy,
        weapons: u.weapons.map((w) => ({ ...w })),
        radius: u.baseMm / 25.4 / 2,
        initialModels: u.models,
        models: Array.from({ length: u.models }, (_, i) => ({ id: `${id}#${i + 1}`, x: 0, y: 0 })),
        status: 'undeployed',
        fatigued: false,
        points: u.points,
      };
      order.push(id);
    }
  }
  return {
    ruleset: 'quality',
    players: setup.players ?? ['Player 1', 'Player 2'],
    scenario,
    options: { meleeAfterRun: false, ...setup.options },
    units,
    order,
    phase: 'deployment',
    turn: 0,
    lastActivated: [null, null],
    activations: [0, 0],
    active: null,
    removed: [0, 0],
    winner: null,
    pending: null,
    dice: seedDice(setup.seed),
  };
}

/** QW.SCENARIO.DEPLOYMENT in the default Scenario: wholly within 12" of the player's long edge, not overlapping. */
export function deploymentProblem(s: QState, u: QUnit, models: { x: number; y: number }[]): Problem {
  if (models.length !== u.models.length) return refuse('wrong-model-count', `${u.name} has ${u.models.length} models; ${models.length} positions were given.`);
  const depth = s.scenario.deploymentDepth;
  for (const p of models) {
    if (![p.x, p.y].every(Number.isFinite)) return refuse('bad-command', 'Every position needs numbers for x and y.');
    const inside = p.x - u.radius >= -1e-6 && p.x + u.radius <= s.scenario.width + 1e-6 && (u.side === 0 ? p.y - u.radius >= -1e-6 && p.y + u.radius <= depth + 1e-6 : p.y + u.radius <= s.scenario.height + 1e-6 && p.y - u.radius >= s.scenario.height - depth - 1e-6);
    if (!inside) return refuse('outside-deployment-zone', `Every model of ${u.name} must be wholly within ${depth}" of ${s.players[u.side]}'s table edge.`, 'QW.SCENARIO.DEPLOYMENT');
  }
  return overlapProblem(s, u, models);
}

export function overlapProblem(s: QState, u: QUnit, models: { x: number; y: number }[]): Problem {
  // QW.AMBIG.MOVE_RULES: no model stands in blocking terrain (from rules revision 2).
  const index = indexOf(s);
  if (!before(s.options, REAL_SHAPES))
    for (const p of models) if (standingProblem(index, { id: 'placed', x: p.x, y: p.y, facing: 0, shape: roundBase(u.radius * 2 * 25.4) }, new Set([u.id])) === 'impassable') return refuse('impassable', 'Models cannot stand in blocking terrain.', 'QW.AMBIG.MOVE_RULES');
  for (let i = 0; i < models.length; i++) for (let j = i + 1; j < models.length; j++) if (dist(models[i]!, models[j]!) < 2 * u.radius - 1e-3) return refuse('overlap', 'Two models of the unit would overlap.', 'QW.AMBIG.MOVE_RULES');
  for (const id of s.order) {
    const o = s.units[id]!;
    if (o.id === u.id || o.status !== 'table') continue;
    for (const m of o.models) for (const p of models) if (dist(m, p) < u.radius + o.radius - 1e-3) return refuse('overlap', `A model would overlap ${o.name}.`, 'QW.AMBIG.MOVE_RULES');
  }
  // QW.AMBIG.MOVE_RULES: no coherency rule is enforced.
  return null;
}

/** QW.AMBIG.INITIATIVE_TIE: each player rolls one die; higher wins; ties roll again. */
export function rollInitiative(ctx: QCtx): Side {
  const from = ctx.dice.count;
  const winner = rollOff(ctx.dice, 10, 'initiative roll-off', ctx.s.players).winner as Side;
  ctx.events.push({ type: 'initiative', winner, dice: ctx.dice.since(from) });
  return winner;
}
