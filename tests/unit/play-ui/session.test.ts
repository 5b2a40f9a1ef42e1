/**
 * The game in play: commands go through the ruleset, a refused one changes nothing and says why,
 * undo and redo go through the core's game record, and the log and dice tray read the events.
 */
import { describe, expect, it } from 'vitest';
import { checkLines, trayOf } from '../../../src-renderer/src/play/model/dice-tray';
import { buildLog, filterLog, roundsIn, unitsOf } from '../../../src-renderer/src/play/model/log';
import { dryRun, issue, redoStep, undoStep, type SessionData } from '../../../src-renderer/src/play/model/session';
import { activatable, actionsOf, decisionOf, activationPhase, targetsOf } from '../../../src-renderer/src/play/model/turn';
import { unitViews } from '../../../src-renderer/src/play/model/units';
import { newSession, nextCommand, playOn } from './helpers';

function ok(outcome: ReturnType<typeof issue>): SessionData {
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.data;
}

/** A D10 game played up to its first shooting attack. */
function toFirstShot(): SessionData {
  let data = newSession('d10-wargame');
  for (let i = 0; i < 2000; i++) {
    const command = nextCommand(data)!;
    data = ok(issue(data, command));
    if (command.type === 'shoot') return data;
  }
  throw new Error('No shot in 2000 commands');
}

describe('the Play session', () => {
  it('D10.SETUP.ORDER: the pre-game sequence comes in the engine’s order, then the first activation', () => {
    let data = newSession('d10-wargame');
    const kinds: string[] = [];
    while (decisionOf(data).kind !== 'activate') {
      const kind = decisionOf(data).kind;
      if (kinds.at(-1) !== kind) kinds.push(kind);
      data = ok(issue(data, nextCommand(data)!));
    }
    expect(kinds).toEqual(['rollOff', 'chooseOrder', 'deploy', 'placeObjective']);
    expect(decisionOf(data).prompt).toMatch(/choose a unit to activate \(round 1\)/);
    expect(activatable(data).left).toEqual([6, 6]);
  });

  it('D10.ACT.ONCE_PER_ROUND: a refused command says why and leaves the game as it was', () => {
    let data = playOn(newSession('d10-wargame'), 25);
    while (decisionOf(data).kind !== 'activate') data = ok(issue(data, nextCommand(data)!));
    const before = data.game;
    const enemy = unitViews(data).find((u) => u.side !== decisionOf(data).players[0]);
    const refused = issue(data, { type: 'activate', unitId: enemy!.id } as never);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.reason).toMatch(/turn/);
    expect(data.game).toBe(before);
    expect(dryRun(data, { type: 'nextRound' })).toMatch(/still waiting/);
  });

  it('undo and redo any number of steps give back the same states', () => {
    const played = playOn(newSession('d10-wargame'), 60);
    let data = played;
    for (let i = 0; i < 10; i++) data = ok(undoStep(data));
    expect(data.game.record.commands).toHaveLength(50);
    expect(data.game.redo).toHaveLength(10);
    for (let i = 0; i < 10; i++) data = ok(redoStep(data));
    expect(data.game.state).toEqual(played.game.state);
    expect(undoStep(newSession('quality')).ok).toBe(false);
  });

  it('D10.SHOOT.RULE_OF_THREE: the menu lists each ranged profile with only its legal targets', () => {
    let data = newSession('d10-wargame');
    while (decisionOf(data).kind !== 'act') data = ok(issue(data, nextCommand(data)!));
    const active = unitViews(data).find((u) => u.markers.includes('Active'))!;
    // D10.ACT.SEQUENCE: a unit that is not Shaken starts in the Movement Phase.
    expect(activationPhase(data, active.id)).toEqual({ steps: ['Rally', 'Movement', 'Shooting', 'Melee'], current: 1 });
    const labels = actionsOf(data, active.id).map((o) => o.label);
    expect(labels).toContain('End activation');
    expect(labels.filter((l) => l === 'Move' || l === 'Advance')).toHaveLength(2);
    for (const p of targetsOf(data, active.id).shooting) for (const t of p.targets) expect(dryRun(data, { type: 'shoot', fire: [{ weapon: p.weapon, target: t }] } as never)).toBeNull();
  });

  it('the dice tray shows every die of the last shot with its target and result', () => {
    const data = toFirstShot();
    const tray = trayOf(data, data.lastEvents);
    expect(tray[0]!.text).toMatch(/shoots .+ with .+: \d+ attacks/);
    const dice = tray.flatMap((g) => g.dice);
    expect(dice.every((d) => d.face >= 1 && d.face <= 10)).toBe(true);
    expect(dice.some((d) => d.purpose === 'hit' && /^\d+\+$/.test(d.target))).toBe(true);
    expect(checkLines(tray[0]!)[0]).toMatch(/^hit on \d+\+: \d+ of \d+ passed$/);
  });

  it('the log is filtered by unit and by round', () => {
    const data = playOn(newSession('d10-wargame'));
    const log = buildLog(data);
    expect(roundsIn(log)[0]).toBe(1);
    expect(roundsIn(log).length).toBeGreaterThanOrEqual(5);
    const unit = unitViews(data)[0]!.id;
    const mine = filterLog(log, { unit, round: null });
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.units.includes(unit))).toBe(true);
    const round2 = filterLog(log, { unit: null, round: 2 });
    expect(round2[0]!.text).toMatch(/^Round 2 begins/);
    expect(log.at(-1)!.text).toMatch(/wins|draw/);
  });

  it('an event names every unit it involves', () => {
    expect(unitsOf({ type: 'attack', attacker: 'a', target: 'b' } as never)).toEqual(['a', 'b']);
    expect(unitsOf({ type: 'exhausted', unitIds: ['a', 'c'] } as never)).toEqual(['a', 'c']);
  });

  it('QW.FATIGUE.REPEAT: Quality activations show the fatigue they would bring, turns number the log', () => {
    let data = newSession('quality');
    while (decisionOf(data).kind !== 'activate') data = ok(issue(data, nextCommand(data)!));
    const side = decisionOf(data).players[0]!;
    const unit = unitViews(data).find((u) => u.side === side)!;
    expect(actionsOf(data, unit.id).map((o) => o.label)).toEqual(['Hold', 'Advance', 'Run']);
    data = ok(issue(data, { type: 'activate', unitId: unit.id, action: 'hold' } as never));
    data = ok(issue(data, { type: 'endActivation' }));
    data = playOn(data, 3);
    expect(roundsIn(buildLog(data))).toContain(1);
  });
});

describe('Command Points, when the players use them', () => {
  it('D10.CP.GAIN: the menu offers a Command Point and spending it goes through the engine', () => {
    let data = newSession('d10-wargame', { commandPoints: true });
    while (decisionOf(data).kind !== 'activate') data = ok(issue(data, nextCommand(data)!));
    const side = decisionOf(data).players[0]!;
    const points = (data.game.state as { commandPoints: [number, number] }).commandPoints[side];
    const unit = activatable(data).ready[0]!;
    const offer = actionsOf(data, unit).find((o) => o.command === 'useCommandPoint');
    expect(points).toBeGreaterThan(0);
    expect(offer?.label).toBe('Use a Command Point');
    const spent = ok(issue(data, { type: 'useCommandPoint', unitId: unit, use: 'plusOne', check: 'hit' } as never));
    expect(buildLog(spent).at(-1)!.text).toMatch(/spends a Command Point/);
  });
});
