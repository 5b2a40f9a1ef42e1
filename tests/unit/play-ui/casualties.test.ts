/**
 * The casualty panel's model: what the ruleset asks the owner of a wounded unit (for either
 * ruleset, through the common contract), the command for their answer, and the running count — with
 * the suggestion always one the engine accepts, and real dice still asked for across the pause.
 */
import { describe, expect, it } from 'vitest';
import { diceAsked } from '../../../shared/core/dice-asked';
import type { BaseCommand } from '../../../shared/core/ruleset';
import { casualtyChoiceOf, casualtyCommandOf, tally } from '../../../src-renderer/src/play/model/casualties';
import { rulesetFor } from '../../../src-renderer/src/play/model/rulesets';
import { dryRun, issue, type SessionData } from '../../../src-renderer/src/play/model/session';
import { decisionOf } from '../../../src-renderer/src/play/model/turn';
import { unitViews } from '../../../src-renderer/src/play/model/units';
import type { D10State } from '../../../shared/rulesets/d10-wargame/state';
import { newSession, nextCommand } from './helpers';

/** An attacking player: attack, else move, else activate the next unit to Advance (Quality), else the simple player's choice. */
function attacking(data: SessionData, step: number): BaseCommand {
  const commands = rulesetFor(data.ruleset).legalCommands(data.game.state) as (BaseCommand & { action?: string })[];
  const advances = commands.filter((c) => c.type === 'activate' && c.action === 'advance');
  return commands.find((c) => c.type === 'attack') ?? commands.find((c) => c.type === 'move') ?? advances[step % Math.max(1, advances.length)] ?? nextCommand(data)!;
}

/** Play until the game waits for casualties. */
function toCasualties(ruleset: 'd10-wargame' | 'quality', seed = 'casualty-panel'): SessionData {
  for (let k = 0; k < 20; k++) {
    let data = newSession(ruleset, { seed: `${seed}-${k}` });
    for (let i = 0; i < 3000 && !rulesetFor(ruleset).isOver(data.game.state); i++) {
      if (casualtyChoiceOf(data)) return data;
      const next = issue(data, ruleset === 'quality' ? attacking(data, i) : nextCommand(data)!);
      if (!next.ok) throw new Error(next.reason);
      data = next.data;
    }
  }
  throw new Error('no casualty choice');
}

describe.each(['d10-wargame', 'quality'] as const)('the casualty choice in a %s game', (ruleset) => {
  it('D10.WOUND.OWNER_APPLIES / QW.SAVE.FAIL_REMOVE: the choice is the wounded unit\'s owner\'s, lists every model with its weapons, and its suggestion is accepted', () => {
    const data = toCasualties(ruleset);
    const choice = casualtyChoiceOf(data)!;
    const state = data.game.state as { units: Record<string, { side: number; name: string; models: unknown[] }> };
    const unit = state.units[choice.unitId]!;
    expect(choice.player).toBe(unit.side);
    expect(decisionOf(data)).toMatchObject({ players: [unit.side], kind: 'casualties' });
    expect(choice.models).toHaveLength(unit.models.length);
    for (const m of choice.models) {
      expect(m.label).toMatch(/^Model \d+$/);
      expect(m.weapons.length).toBeGreaterThan(0);
    }
    const suggestion = casualtyCommandOf(data, choice.suggested)!;
    expect(dryRun(data, suggestion)).toBeNull();
    expect(tally(choice, choice.suggested)).toMatch(/^\d+ of \d+ (wounds? given|models? chosen): Model \d+/);
    // Nothing picked is refused with the engine's reason, and changes nothing.
    expect(dryRun(data, casualtyCommandOf(data, {})!)).toMatch(/: 0 were (given|chosen)\.$/);
    const applied = issue(data, suggestion);
    if (!applied.ok) return expect.fail(applied.reason);
    expect(casualtyChoiceOf(applied.data)?.unitId === choice.unitId && casualtyChoiceOf(applied.data)?.kind === choice.kind).toBe(false);
  });

  it('real dice: the faces typed for the rest of the attack go with the owner\'s choice', () => {
    const data = toCasualties(ruleset, 'casualty-real-dice');
    const choice = casualtyChoiceOf(data)!;
    const command = casualtyCommandOf(data, choice.suggested)!;
    const ruleset_ = rulesetFor(data.ruleset);
    // What the app's own dice would roll next, typed by hand instead.
    const own = issue(data, command);
    if (!own.ok) return expect.fail(own.reason);
    const faces = own.events.flatMap((e) => (e.dice ?? []).map((d) => d.face));
    expect(diceAsked(ruleset_, data.game.state, command, faces).kind).toBe('ready');
    const typed = issue(data, command, faces);
    if (!typed.ok) return expect.fail(typed.reason);
    expect(typed.events).toEqual(own.events);
  });
});

describe('the unit card after losses', () => {
  it('D10.WEAPON.ATTACKS: the card counts the models still carrying each weapon, as the next attack will', () => {
    const data = toCasualties('d10-wargame');
    const choice = casualtyChoiceOf(data)!;
    const applied = issue(data, casualtyCommandOf(data, choice.suggested)!);
    if (!applied.ok) return expect.fail(applied.reason);
    const view = unitViews(applied.data).find((u) => u.id === choice.unitId)!;
    const state = applied.data.game.state as D10State;
    const u = state.units[choice.unitId]!;
    expect(view.models.length).toBeLessThan(u.initialModels);
    view.weapons.forEach((line, i) => {
      const w = u.weapons[i]!;
      expect(line.endsWith(`×${u.models.filter((m) => m.weapons?.includes(w.id)).length}`)).toBe(true);
    });
  });
});
