/**
 * The Quality Wargame's menus, decisions and legal command list.
 */
import type { ActionOption, BaseCommand, CasualtyChoice, Decision, LegalTargets } from '../../core/ruleset';
import type { Side } from './state';
import { attackers, suggestRemoval } from './attack';
import { movementProblem } from './commands';
import { attackRefusals, attackRuledOut } from './refusals';
import { deploymentProblem } from './setup';
import type { QCommand, QState, QUnit } from './state';

const onTable = (u: QUnit) => u.status === 'table' && u.models.length > 0;

export function qDecision(s: QState): Decision {
  const p = (side: Side) => s.players[side];
  if (s.pending) {
    // QW.SAVE.FAIL_REMOVE: the defender's choice, in the attacker's turn.
    const u = s.units[s.pending.wait.unitId]!;
    const n = s.pending.wait.count;
    return { players: [u.side], kind: 'casualties', prompt: `${p(u.side)}: choose ${n === 1 ? 'the model' : `the ${n} models`} of ${u.name} to remove.` };
  }
  switch (s.phase) {
    case 'deployment':
      return { players: [s.turn], kind: 'deploy', prompt: `${p(s.turn)}: deploy a unit.` };
    case 'initiative':
      return { players: [0, 1], kind: 'rollOff', prompt: 'Roll off for initiative.' };
    case 'battle':
      return s.active
        ? { players: [s.turn], kind: 'act', prompt: `${p(s.turn)}: ${s.units[s.active.unitId]!.name} is active.` }
        : { players: [s.turn], kind: 'activate', prompt: `${p(s.turn)}: activate a unit (Hold, Advance or Run).` };
    case 'over':
      return { players: [], kind: 'over', prompt: 'The game is over.' };
  }
}

export function qTargets(s: QState, unitId: string): { ranged: string[]; melee: string[] } {
  const u = s.units[unitId];
  if (!u || !onTable(u)) return { ranged: [], melee: [] };
  const enemies = s.order.map((id) => s.units[id]!).filter((e) => e.side !== u.side && onTable(e));
  return {
    ranged: enemies.filter((e) => attackers(s, u, e, 'ranged').length > 0).map((e) => e.id),
    melee: enemies.filter((e) => attackers(s, u, e, 'melee').length > 0).map((e) => e.id),
  };
}

/**
 * The common shape: a Quality unit shoots as one (each model with its best weapon), so one shooting
 * entry, for a unit with a ranged weapon. Each list comes with the enemy units it leaves out and why;
 * a unit that Ran has no target (QW.ACTION.RUN_NO_SHOOT, QW.AMBIG.RUN_COMBAT).
 */
export function qLegalTargets(s: QState, unitId: string): LegalTargets {
  const u = s.units[unitId];
  if (!u || !onTable(u)) return { shooting: [], melee: [] };
  const t = qTargets(s, unitId);
  const shooting = hasRanged(u) ? [{ weapon: 'ranged', targets: attackRuledOut(s, u, 'ranged') ? [] : t.ranged, refused: attackRefusals(s, u, 'ranged') }] : [];
  return { shooting, melee: attackRuledOut(s, u, 'melee') ? [] : t.melee, meleeRefused: attackRefusals(s, u, 'melee') };
}

const hasRanged = (u: QUnit) => u.weapons.some((w) => w.range !== undefined);

export function qAvailableActions(s: QState, unitId: string): ActionOption[] {
  const u = s.units[unitId];
  if (!u || s.phase !== 'battle' || u.side !== s.turn || s.pending) return [];
  if (!s.active) {
    if (!onTable(u)) return [];
    const fatigue = s.lastActivated[u.side] === u.id ? ' (fatigued: −1 to hit and save)' : '';
    return [
      { command: 'activate', label: 'Hold', detail: `no move, +1 to hit${fatigue}`, template: { type: 'activate', unitId, action: 'hold' } as BaseCommand },
      { command: 'activate', label: 'Advance', detail: `move ${u.move}" then shoot or fight${fatigue}`, allowance: u.move, template: { type: 'activate', unitId, action: 'advance' } as BaseCommand },
      { command: 'activate', label: 'Run', detail: `move ${2 * u.move}", no shooting${fatigue}`, allowance: 2 * u.move, template: { type: 'activate', unitId, action: 'run' } as BaseCommand },
    ];
  }
  if (s.active.unitId !== unitId) return [];
  const a = s.active;
  const out: ActionOption[] = [];
  if (a.mayseize) out.push({ command: 'seizeGround', label: 'Seize Ground', detail: 'move up to 3"', allowance: 3 });
  else {
    if (a.action !== 'hold' && !a.moved && !a.attacked) out.push({ command: 'move', label: 'Move', detail: `up to ${a.action === 'run' ? 2 * u.move : u.move}"`, allowance: a.action === 'run' ? 2 * u.move : u.move });
    // Shoot and Fight are offered whenever the action allows them, with or without a target: with
    // none, the menu says why each enemy is out of reach (qLegalTargets' refusals).
    if (!a.attacked) {
      const t = qTargets(s, unitId);
      if (a.action !== 'run' && hasRanged(u)) out.push({ command: 'attack', label: 'Shoot', targets: t.ranged });
      if (a.action !== 'run' || s.options.meleeAfterRun) out.push({ command: 'attack', label: 'Fight', targets: t.melee });
    }
  }
  out.push({ command: 'endActivation', label: 'End activation' });
  return out;
}

function block(u: QUnit, cx: number, cy: number): { id: string; x: number; y: number }[] {
  const pitch = 2 * u.radius + 0.5;
  const cols = Math.max(1, Math.min(u.models.length, 5));
  return u.models.map((m, i) => ({ id: m.id, x: cx + ((i % cols) - (cols - 1) / 2) * pitch, y: cy + Math.floor(i / cols) * pitch * (u.side === 0 ? -1 : 1) }));
}

function toward(u: QUnit, goal: { x: number; y: number }, length: number): { id: string; x: number; y: number }[] {
  const c = { x: u.models.reduce((a, m) => a + m.x, 0) / u.models.length, y: u.models.reduce((a, m) => a + m.y, 0) / u.models.length };
  const d = Math.hypot(goal.x - c.x, goal.y - c.y) || 1;
  return u.models.map((m) => ({ id: m.id, x: m.x + ((goal.x - c.x) / d) * length, y: m.y + ((goal.y - c.y) / d) * length }));
}

export function qLegalCommands(s: QState): QCommand[] {
  if (s.phase === 'over') return [];
  if (s.pending) {
    // The suggestion, and the models in list order (another legal choice).
    const suggested = suggestRemoval(s, s.pending.wait);
    const inOrder = s.units[s.pending.wait.unitId]!.models.slice(0, s.pending.wait.count).map((m) => m.id);
    const out: QCommand[] = [{ type: 'removeModels', models: suggested }];
    if ([...inOrder].sort().join() !== [...suggested].sort().join()) out.push({ type: 'removeModels', models: inOrder });
    return out;
  }
  if (s.phase === 'initiative') return [{ type: 'rollOff' }];
  if (s.phase === 'deployment') {
    const out: QCommand[] = [];
    for (const id of s.order) {
      const u = s.units[id]!;
      if (u.side !== s.turn || u.status !== 'undeployed') continue;
      let found = 0;
      for (let d = s.scenario.deploymentDepth - 1.5; d >= 1 && found < 2; d -= 2.5)
        for (let x = 4; x <= s.scenario.width - 4 && found < 2; x += 3) {
          const models = block(u, x, u.side === 0 ? d : s.scenario.height - d);
          if (deploymentProblem(s, u, models) === null) {
            out.push({ type: 'deploy', unitId: u.id, models });
            found++;
          }
        }
    }
    return out;
  }
  if (!s.active) {
    return s.order
      .map((id) => s.units[id]!)
      .filter((u) => u.side === s.turn && onTable(u))
      .flatMap((u) => (['hold', 'advance', 'run'] as const).map((action) => ({ type: 'activate', unitId: u.id, action }) as QCommand));
  }
  const a = s.active;
  const u = s.units[a.unitId]!;
  const out: QCommand[] = [];
  const enemies = s.order.map((id) => s.units[id]!).filter((e) => e.side !== u.side && onTable(e));
  if (a.mayseize) {
    const models = u.models.map((m) => ({ id: m.id, x: m.x, y: m.y + (u.side === 0 ? 1 : -1) }));
    if (movementProblem(s, u, models, 3) === null) out.push({ type: 'seizeGround', models });
  } else {
    if (a.action !== 'hold' && !a.moved && !a.attacked && enemies.length) {
      const limit = a.action === 'run' ? 2 * u.move : u.move;
      const goal = enemies[0]!.models[0]!;
      for (const length of [limit, limit / 2, 1]) {
        const models = toward(u, goal, length);
        if (movementProblem(s, u, models, limit) === null) {
          out.push({ type: 'move', models });
          break;
        }
      }
    }
    if (!a.attacked) {
      const t = qTargets(s, u.id);
      if (a.action !== 'run') for (const id of t.ranged.slice(0, 2)) out.push({ type: 'attack', target: id, kind: 'ranged' });
      if (a.action !== 'run' || s.options.meleeAfterRun) for (const id of t.melee.slice(0, 2)) out.push({ type: 'attack', target: id, kind: 'melee' });
    }
  }
  out.push({ type: 'endActivation' });
  return out;
}

/** The defender's choice as the Play screen shows it (QW.SAVE.FAIL_REMOVE with QW.AMBIG.CASUALTIES). */
export function qCasualtyChoice(s: QState): CasualtyChoice | null {
  const p = s.pending;
  if (!p) return null;
  const u = s.units[p.wait.unitId]!;
  const attacker = s.units[p.wait.attacker];
  const n = p.wait.count;
  return {
    unitId: u.id,
    player: u.side,
    kind: 'remove',
    count: n,
    reason: `${n} failed save${n === 1 ? '' : 's'} against ${attacker?.name ?? 'the attack'}: remove ${n} model${n === 1 ? '' : 's'} of ${u.name}, any you like.`,
    // QW.AMBIG.DICE_PER_MODEL: every model carries the unit's weapons.
    models: u.models.map((m) => ({ id: m.id, label: `Model ${m.id.slice(m.id.lastIndexOf('#') + 1)}`, wounds: 0, woundsLeft: 1, weapons: u.weapons.map((w) => w.name) })),
    suggested: Object.fromEntries(suggestRemoval(s, p.wait).map((id) => [id, 1])),
  };
}

export function qCasualtyCommand(_s: QState, chosen: Readonly<Record<string, number>>): QCommand {
  return { type: 'removeModels', models: Object.keys(chosen).filter((id) => (chosen[id] ?? 0) > 0) };
}
