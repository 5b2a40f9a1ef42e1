/**
 * Every unit of every starter faction, on every base shape (round, oval, hull), through the Play
 * screen's own helpers and the engine: it deploys where the board's click puts it, makes a 5" Move
 * straight into open ground and a long Advance, charges an enemy in reach, and has its models
 * removed as casualties by its owner's choice. A unit that cannot do one of these in the open is a
 * unit a player cannot play.
 */
import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../../shared/core/dice';
import { modelDistance } from '../../../shared/geometry/index';
import type { BaseCommand } from '../../../shared/core/ruleset';
import { cinderHost, gravemarchReavers, meridianLine, thornwallWardens } from '../../support/content';
import { resolveUnit } from '../../../shared/rulesets/d10-wargame/army';
import type { D10State } from '../../../shared/rulesets/d10-wargame/state';
import type { Faction } from '../../../shared/rulesets/d10-wargame/schema';
import type { QState, QualityGameUnit } from '../../../shared/rulesets/quality/state';
import type { QualityArmyBook } from '../../../shared/rulesets/quality/schema';
import { casualtyChoiceOf, casualtyCommandOf } from '../../../src-renderer/src/play/model/casualties';
import { slideToward } from '../../../src-renderer/src/play/model/moves';
import { formationAt } from '../../../src-renderer/src/play/model/placement';
import { rulesetFor } from '../../../src-renderer/src/play/model/rulesets';
import { issue, startSession, type SessionData } from '../../../src-renderer/src/play/model/session';
import { unit as veterans } from '../game/fixtures';

const LONG_TAIL = Array.from({ length: 400 }, () => 5);

function must(data: SessionData, command: BaseCommand): SessionData {
  const next = issue(data, command);
  if (!next.ok) expect.fail(`${command.type} was refused: ${next.reason}`);
  return next.data;
}

function withState<S>(data: SessionData, change: (s: S) => void): SessionData {
  const state = structuredClone(data.game.state) as S;
  change(state);
  return { ...data, game: { ...data.game, state } };
}

function lastEvent(data: SessionData, type: string): Record<string, unknown> | undefined {
  return [...data.lastEvents].reverse().find((e) => e.type === type) as Record<string, unknown> | undefined;
}

/** Answer every casualty choice with the suggestion, as a player does with one click. */
function settle(data: SessionData): SessionData {
  let current = data;
  for (let guard = 0; guard < 20; guard++) {
    const choice = casualtyChoiceOf(current);
    if (!choice) return current;
    current = must(current, casualtyCommandOf(current, choice.suggested)!);
  }
  return current;
}

// --- D10 Wargame ------------------------------------------------------------------------------

const D10_FACTIONS = [meridianLine, cinderHost] as unknown as Faction[];
const d10Profiles = D10_FACTIONS.flatMap((f) => f.units.map((p) => ({ faction: f, profile: p })));

/** A game with the unit (player 1) and a Veteran Squad (player 2) deployed by the board's click, in Round 1. */
function d10Battle(faction: Faction, profileId: string, models: number): { data: SessionData; me: string; them: string } {
  const mine = resolveUnit(faction, { uid: 'mine', profile: profileId, models, options: [] });
  const setup = { armies: [[mine], [veterans({ uid: 'foe', models: 5 })]], table: { width: 48, height: 48, terrain: [] }, seed: 3, options: { scoring: 'pure-destruction' } };
  const started = startSession('d10-wargame', setup, 'Every unit', ['Mine', 'Foe'], ['', '']);
  if (!started.ok) expect.fail(started.reason);
  let data = started.data;
  const me = '1:mine', them = '2:foe';
  data = must(data, { type: 'rollOff' });
  data = must(data, { type: 'chooseOrder', terrainFirst: 0, firstPlayer: 0 } as BaseCommand);
  for (let guard = 0; (data.game.state as D10State).phase === 'deployment' && guard < 4; guard++) {
    const s = data.game.state as D10State;
    const id = s.turn === 0 ? me : them;
    data = must(data, { type: 'deploy', unitId: id, models: formationAt(data, id, { x: 24, y: s.turn === 0 ? 6 : 42 }) } as BaseCommand);
  }
  expect((data.game.state as D10State).phase).toBe('battle');
  data = must(data, { type: 'activate', unitId: me } as BaseCommand);
  return { data, me, them };
}

describe('every D10 starter unit can be played', () => {
  const shapes = new Set(d10Profiles.map((p) => p.profile.base.shape));
  it('the starter factions field round, oval and hull bases', () => {
    expect([...shapes].sort()).toEqual(['hull', 'oval', 'round']);
  });

  for (const { faction, profile } of d10Profiles) {
    for (const models of [...new Set([profile.minModels, profile.maxModels])]) {
      it(`D10.MOVE.MOVE_6, D10.MOVE.ADVANCE_12, D10.MELEE.CHARGE_RANGE_6, D10.WOUND.OWNER_APPLIES: ${profile.name} ×${models} (${profile.base.shape} base) deploys, moves, advances, charges and loses models`, () => {
        const { data, me, them } = d10Battle(faction, profile.id, models);
        const foe = data.game.state.units[them] as { models: { x: number; y: number }[] };
        // Deployed by the board's click, the bases stand apart, never touching (big ovals closer, to fit the 6" square).
        const bases = rulesetFor('d10-wargame').table!(data.game.state).unit(me)!.models;
        for (let i = 0; i < bases.length; i++) for (let j = i + 1; j < bases.length; j++) expect(modelDistance(bases[i]!, bases[j]!)).toBeGreaterThan(0.05);

        // A 5" Move straight at the enemy, into open ground.
        const move = slideToward(data, { type: 'move', mode: 'move' } as BaseCommand, foe.models, 5);
        if (typeof move === 'string') expect.fail(move);
        const moved = must(data, move);
        expect(Number(lastEvent(moved, 'moved')!['distance'])).toBeGreaterThanOrEqual(4.9);

        // A long Advance the same way.
        const speed = (data.game.state as D10State).units[me]!.tiers.speed ?? 0;
        const advance = slideToward(data, { type: 'move', mode: 'advance' } as BaseCommand, foe.models, 10 + 2 * speed);
        if (typeof advance === 'string') expect.fail(advance);
        const advanced = must(data, advance);
        expect(Number(lastEvent(advanced, 'moved')!['distance'])).toBeGreaterThanOrEqual(9.9);

        // An enemy 3" in front: the charge is declared and made into base contact.
        const s = data.game.state as D10State;
        const front = Math.max(...s.units[me]!.models.map((m) => m.y)) + 4.5;
        const near = withState<D10State>(data, (st) => {
          st.units[them]!.models.forEach((m, i) => {
            m.x = 21 + 1.2 * i;
            m.y = front;
          });
        });
        const charged = settle(must(near, { type: 'charge', target: them } as BaseCommand));
        expect(lastEvent(charged, 'charged') ?? charged.game.log.flat().find((e) => e.type === 'charged')).toBeTruthy();

        // The enemy's turn: it shoots the unit with every die a hit and every save failed; the
        // unit's owner chooses the casualties, the suggestion and any single model alike.
        const shot = withState<D10State>(near, (st) => {
          st.activation = null;
          st.turn = 1;
          st.dice = fixedDice(...Array.from({ length: 5 }, () => 10), ...Array.from({ length: 5 }, () => 1), ...LONG_TAIL);
        });
        const fired = must(must(shot, { type: 'activate', unitId: them } as BaseCommand), { type: 'shoot', fire: [{ weapon: 'lasgun', target: me }] } as BaseCommand);
        const choice = casualtyChoiceOf(fired);
        const before = (fired.game.state as D10State).units[me]!.models.length;
        if (choice) {
          expect(choice.unitId).toBe(me);
          const suggested = settle(must(fired, casualtyCommandOf(fired, choice.suggested)!));
          expect((suggested.game.state as D10State).units[me]!.models.length).toBeLessThan(before);
          // Another choice: the first model listed takes the wounds it can.
          const other = casualtyCommandOf(fired, { [choice.models[0]!.id]: Math.min(choice.count ?? 1, choice.models[0]!.woundsLeft) });
          const verdict = rulesetFor('d10-wargame').apply(fired.game.state, other!);
          if (!verdict.ok) expect(verdict.reason).toMatch(/\w/);
        } else {
          // Nothing to choose: the wounds took the only possible models (a lone model, or all of them).
          const after = fired.game.state as D10State;
          const hit = after.units[me]!;
          expect(hit.status === 'destroyed' || hit.models.length < before || hit.models.some((m) => m.wounds > 0)).toBe(true);
        }
      });
    }
  }
});

// --- Quality Wargame --------------------------------------------------------------------------

const Q_BOOKS = [thornwallWardens, gravemarchReavers] as unknown as QualityArmyBook[];
const qProfiles = Q_BOOKS.flatMap((b) => b.units.map((p) => ({ book: b, profile: p })));

function qUnit(book: QualityArmyBook, profileId: string, uid: string, models: number): QualityGameUnit {
  const p = book.units.find((u) => u.id === profileId)!;
  return {
    uid,
    name: p.name,
    quality: p.quality,
    move: p.move,
    heavy: p.heavy,
    models,
    weapons: p.weapons.map((w) => ({ id: w.id, name: w.name, ...(w.range !== undefined ? { range: w.range } : {}), attacks: w.attacks })),
    baseMm: p.base.shape === 'round' ? p.base.mm : Math.max(p.base.widthMm, p.base.depthMm),
    points: models * p.costPerModel,
  };
}

describe('every Quality starter unit can be played', () => {
  for (const { book, profile } of qProfiles) {
    const counts = typeof profile.models === 'number' ? [profile.models] : [...new Set([profile.models.min, profile.models.max])];
    for (const models of counts) {
      it(`QW.MOVE.ADVANCE_DISTANCE, QW.MOVE.RUN_DISTANCE, QW.ATTACK.MELEE_RANGE_1, QW.SAVE.FAIL_REMOVE: ${profile.name} ×${models} deploys, advances, runs, fights and loses models`, () => {
        const foeBook = Q_BOOKS[0]!;
        const foeProfile = foeBook.units[0]!;
        const setup = { armies: [[qUnit(book, profile.id, 'mine', models)], [qUnit(foeBook, foeProfile.id, 'foe', 5)]], seed: 4 };
        const started = startSession('quality', setup, 'Every unit', ['Mine', 'Foe'], ['', '']);
        if (!started.ok) expect.fail(started.reason);
        let data = started.data;
        const me = '1:mine', them = '2:foe';
        data = must(data, { type: 'deploy', unitId: me, models: formationAt(data, me, { x: 24, y: 6 }) } as BaseCommand);
        data = must(data, { type: 'deploy', unitId: them, models: formationAt(data, them, { x: 24, y: 30 }) } as BaseCommand);
        data = withState<QState>(must(data, { type: 'rollOff' }), (s) => {
          s.turn = 0;
        });
        const u = (data.game.state as QState).units[me]!;
        const foe = (data.game.state as QState).units[them]!;

        const advancing = must(data, { type: 'activate', unitId: me, action: 'advance' } as BaseCommand);
        const move = slideToward(advancing, { type: 'move' }, foe.models, u.move);
        if (typeof move === 'string') expect.fail(move);
        expect(Number(lastEvent(must(advancing, move), 'moved')!['distance'])).toBeGreaterThanOrEqual(u.move - 0.1);

        const running = must(data, { type: 'activate', unitId: me, action: 'run' } as BaseCommand);
        const run = slideToward(running, { type: 'move' }, [{ x: 46, y: 34 }], 2 * u.move);
        if (typeof run === 'string') expect.fail(run);
        expect(Number(lastEvent(must(running, run), 'moved')!['distance'])).toBeGreaterThanOrEqual(2 * u.move - 0.1);

        // An enemy within reach: the unit moves into 1" and fights.
        const front = Math.max(...u.models.map((m) => m.y)) + 4;
        const near = withState<QState>(advancing, (s) => {
          s.units[them]!.models.forEach((m, i) => {
            m.x = 20 + 1.5 * i;
            m.y = front;
          });
        });
        const contact = slideToward(near, { type: 'move' }, (near.game.state as QState).units[them]!.models, u.move);
        if (typeof contact === 'string') expect.fail(contact);
        const closed = must(near, contact);
        const fought = settle(must(closed, { type: 'attack', target: them, kind: 'melee' } as BaseCommand));
        expect(fought.game.log.flat().some((e) => e.type === 'attack')).toBe(true);

        // The enemy shoots or fights it with every die a hit and every save failed: its owner picks.
        const hit = withState<QState>(near, (s) => {
          s.active = null;
          s.turn = 1;
          s.dice = fixedDice(...Array.from({ length: 5 }, () => 10), ...Array.from({ length: 60 }, () => 1), ...LONG_TAIL);
        });
        const foeActive = must(hit, { type: 'activate', unitId: them, action: 'hold' } as BaseCommand);
        const targets = rulesetFor('quality').legalTargets(foeActive.game.state, them);
        const kind = targets.melee?.includes(me) ? 'melee' : 'ranged';
        const attacked = must(foeActive, { type: 'attack', target: me, kind } as BaseCommand);
        const choice = casualtyChoiceOf(attacked);
        const before = (attacked.game.state as QState).units[me]!.models.length;
        if (choice) {
          expect(choice.unitId).toBe(me);
          const after = settle(must(attacked, casualtyCommandOf(attacked, choice.suggested)!));
          expect((after.game.state as QState).units[me]!.models.length).toBeLessThan(before);
        } else expect((attacked.game.state as QState).units[me]!.models.length).toBeLessThan(models);
      });
    }
  }
});
