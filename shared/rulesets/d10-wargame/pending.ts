/**
 * What may be done while a resolution waits for a player (state.pending): who decides, the menu, and
 * the legal commands the property tests draw from — the owner's casualty choice
 * (D10.WOUND.OWNER_APPLIES, D10.AMBIG.WOUNDS, D10.AMBIG.COHESION) or the Start of Round's reserve
 * rolls with their Command Point window (D10.CP.PLUS_ONE, D10.RESERVE.FROM_ROUND_2).
 */
import type { ActionOption, CasualtyChoice, Decision } from '../../core/ruleset';
import { allocationProblem, modelLabel, suggestCohesion, suggestWounds } from './casualties';
import { unitsOf } from './context';
import { reserveSpenders } from './rounds';
import type { D10Command, D10State, UnitState } from './state';
import { commandPointOption } from './command-points';

export function pendingDecision(s: D10State): Decision | null {
  const p = s.pending;
  if (!p) return null;
  if (p.kind === 'reserveRolls')
    return { players: reserveSpenders(s), kind: 'reserveRolls', prompt: `Start of Round ${s.round}: spend Command Points on reserve rolls if you wish, then roll for reserves.` };
  const u = s.units[p.wait.unitId]!;
  const who = s.players[u.side];
  const prompt =
    p.wait.kind === 'wounds'
      ? `${who}: choose which models of ${u.name} take ${p.wait.wounds} wound${p.wait.wounds === 1 ? '' : 's'}.`
      : `${who}: ${u.name} is out of cohesion — choose the models to remove.`;
  return { players: [u.side], kind: 'casualties', prompt };
}

/** The menu of a unit while the game waits: only a Command Point, in the reserve window, for a unit in reserve. */
export function pendingActions(s: D10State, u: UnitState): ActionOption[] {
  if (s.pending?.kind !== 'reserveRolls' || !reserveSpenders(s).includes(u.side) || u.status !== 'reserve') return [];
  return [commandPointOption(u, '+1 or a re-roll on its reserve roll')];
}

export function pendingCommands(s: D10State): D10Command[] | null {
  const p = s.pending;
  if (!p) return null;
  if (p.kind === 'reserveRolls') {
    const out: D10Command[] = [{ type: 'rollReserves' }];
    for (const side of reserveSpenders(s)) {
      const u = unitsOf(s, side).find((x) => x.status === 'reserve');
      if (u) out.push({ type: 'useCommandPoint', unitId: u.id, use: 'plusOne', check: 'reserve' });
    }
    return out;
  }
  const u = s.units[p.wait.unitId]!;
  if (p.wait.kind === 'cohesion') return [{ type: 'removeForCohesion', models: suggestCohesion(s, u.id) }];
  // The suggestion, and the wounds taken by the models in list order (another legal choice).
  const out: D10Command[] = [{ type: 'allocateWounds', wounds: suggestWounds(s, p.wait) }];
  const inOrder: Record<string, number> = {};
  let left = p.wait.wounds;
  for (const m of u.models) {
    const n = Math.min(left, u.woundsPerModel - m.wounds);
    if (n > 0) inOrder[m.id] = n;
    left -= n;
  }
  if (allocationProblem(u, p.wait, inOrder) === null && JSON.stringify(inOrder) !== JSON.stringify(out[0]!.type === 'allocateWounds' ? out[0]!.wounds : null))
    out.push({ type: 'allocateWounds', wounds: inOrder });
  return out;
}

/** The casualty choice as the Play screen shows it (D10.WOUND.OWNER_APPLIES, D10.AMBIG.COHESION). */
export function casualtyChoice(s: D10State): CasualtyChoice | null {
  const p = s.pending;
  if (p?.kind !== 'casualties') return null;
  const u = s.units[p.wait.unitId]!;
  const weaponName = (id: string) => u.weapons.find((w) => w.id === id)?.name ?? id;
  const models = u.models.map((m) => ({ id: m.id, label: modelLabel(m), wounds: m.wounds, woundsLeft: u.woundsPerModel - m.wounds, weapons: (m.weapons ?? []).map(weaponName) }));
  if (p.wait.kind === 'cohesion') {
    return {
      unitId: u.id,
      player: u.side,
      kind: 'remove',
      count: null,
      reason: `${u.name} is out of cohesion: remove models until the rest hold together (D10.COHESION.REMOVE).`,
      models,
      suggested: Object.fromEntries(suggestCohesion(s, u.id).map((id) => [id, 1])),
    };
  }
  const attacker = p.wait.attacker ? s.units[p.wait.attacker] : undefined;
  const n = p.wait.wounds;
  return {
    unitId: u.id,
    player: u.side,
    kind: 'wounds',
    count: n,
    reason: `${n} wound${n === 1 ? '' : 's'} on ${u.name}${attacker ? ` from ${attacker.name}` : ''}.`,
    models,
    suggested: suggestWounds(s, p.wait),
  };
}

export function casualtyCommand(s: D10State, chosen: Readonly<Record<string, number>>): D10Command {
  if (s.pending?.kind === 'casualties' && s.pending.wait.kind === 'cohesion')
    return { type: 'removeForCohesion', models: Object.keys(chosen).filter((id) => (chosen[id] ?? 0) > 0) };
  return { type: 'allocateWounds', wounds: Object.fromEntries(Object.entries(chosen).filter(([, n]) => n > 0)) };
}
