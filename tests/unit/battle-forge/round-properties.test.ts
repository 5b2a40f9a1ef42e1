import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedDice } from '../../../shared/core/dice';
import { applyRound, roundCommands, roundDecision, startGame, viewRound, type RoundCommand } from '../../../shared/rulesets/battle-forge/round';
import { CORE_ACTIONS, shockLimitMax, type RoundState, type RoundUnit } from '../../../shared/rulesets/battle-forge/round-state';
import { REACTIONS } from '../../../shared/rulesets/battle-forge/reaction';
import { unit } from './round-helpers';

/** A game of 2–4 players, each with 1–4 units of any Courage, some off the field, some already shocked. */
const setup = fc.integer({ min: 2, max: 4 }).chain((players) =>
  fc.record({
    players: fc.constant(players),
    seed: fc.integer(),
    teams: fc.boolean(),
    advantage: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: players, maxLength: players }),
    units: fc.array(
      fc.record({ owner: fc.integer({ min: 0, max: players - 1 }), courage: fc.integer({ min: 1, max: 10 }), onTable: fc.boolean(), shockShare: fc.double({ min: 0, max: 1, noNaN: true }) }),
      { minLength: players, maxLength: 4 * players },
    ),
  }),
);

/** Each step is three numbers that pick a command from whatever the round is waiting for (or, sometimes, from the wrong player). */
const steps = fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat()), { minLength: 1, maxLength: 120 });

const actions = [...CORE_ACTIONS, 'power', 'dance'];
const reactions = REACTIONS;

function commandFor(s: RoundState, [a, b, c]: [number, number, number]): RoundCommand {
  const decision = roundDecision(s);
  const anySeat = a % s.players;
  const seat = a % 5 === 0 || decision.players.length === 0 ? anySeat : decision.players[a % decision.players.length]!;
  const own = s.units.filter((u) => u.owner === seat);
  const pick = (list: RoundUnit[], n: number): string => list[n % Math.max(1, list.length)]?.id ?? 'nobody';
  switch (decision.kind) {
    case 'bid':
      return { type: 'bid', seat, shock: b % 9 };
    case 'assignShock':
      return { type: 'assignShock', seat, unit: pick(b % 6 === 0 ? s.units : own, c), shock: 1 + (c % 3) };
    case 'activate':
      return { type: 'activate', seat, unit: pick(b % 6 === 0 ? s.units : own, c) };
    case 'act':
      if (b % 7 === 0) return { type: 'endActivation', seat };
      if (b % 7 === 1) return { type: 'react', seat: (seat + 1 + (c % 3)) % s.players, unit: pick(s.units, c), reaction: reactions[c % reactions.length]!, counterWith: c % 2 ? 'shoot' : 'fight' };
      return { type: 'action', seat, action: actions[b % actions.length]!, target: pick(s.units, c) };
    default:
      return { type: 'keepStandby', seat, keep: own.filter((_, i) => (c >> i) & 1).map((u) => u.id) };
  }
}

describe('properties of the Battle Forge round', () => {
  it('BF.BID.SHOCK_LIMIT: no sequence of bids and assignments takes a unit to half its Courage or more, nor past the bid (BF.BID.PAY_ALWAYS)', () => {
    fc.assert(
      fc.property(setup, steps, (g, path) => {
        const units = g.units.map((u, i) => unit(`u${i}`, u.owner, { courage: u.courage, onTable: u.onTable, shock: Math.floor(u.shockShare * (shockLimitMax(u.courage) + 1)) }));
        const teams = g.teams && g.players === 4 ? [[0, 1], [2, 3]] : undefined;
        let s = startGame({ players: g.players, units, dice: seedDice(g.seed), advantage: g.advantage, ...(teams ? { teams } : {}) });
        for (const step of path) {
          const command = commandFor(s, step);
          const r = applyRound(s, command, { canReach: () => step[2] % 2 === 0 });
          if (!r.ok) continue;
          const before = s;
          s = r.state;
          for (const u of s.units) {
            const was = before.units.find((x) => x.id === u.id)!;
            // Bid Shock only ever lands on a unit of the bidder, on the field, under the limit; the
            // only other Shock the round gives is for a failed reaction check (BF.REACT.FAIL_SHOCK).
            if (u.shock > was.shock && command.type === 'react') expect(u.shock).toBe(was.shock + 1);
            else if (u.shock > was.shock) {
              expect(before.phase).toBe('assigning');
              expect(u.onTable).toBe(true);
              // Strictly below half the Courage, worked out here rather than with the engine's own helper.
              expect(2 * u.shock).toBeLessThan(u.courage);
            }
          }
          for (let seat = 0; seat < s.players; seat++) expect(s.assigned[seat]!).toBeLessThanOrEqual(s.bids[seat]!.shock ?? 0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('BF.BID.REVEAL: no bid is revealed, in any player\'s view or any event, before every bid is committed (BF.BID.SECRET)', () => {
    fc.assert(
      fc.property(setup, steps, (g, path) => {
        const units = g.units.map((u, i) => unit(`u${i}`, u.owner, { courage: u.courage, onTable: u.onTable }));
        let s = startGame({ players: g.players, units, dice: seedDice(g.seed), advantage: g.advantage });
        for (const step of path) {
          const r = applyRound(s, commandFor(s, step));
          if (!r.ok) continue;
          const allIn = r.state.bids.every((b) => b.committed);
          for (const e of r.events) if (e.type === 'bidsRevealed') expect(allIn).toBe(true);
          if (!allIn) {
            expect(r.state.phase).toBe('bidding');
            for (let viewer = 0; viewer < s.players; viewer++) {
              const view = viewRound(r.state, viewer);
              view.bids.forEach((b, seat) => {
                if (seat !== viewer) expect(b.shock).toBeNull();
              });
              expect(view.dice).toEqual({ kind: 'fixed', faces: [], next: 0 });
            }
          }
          s = r.state;
        }
      }),
      { numRuns: 300 },
    );
  });

  it('BF.ROUND.PHASES: a round is a pure function of its commands: replaying the accepted ones from the start gives the same state', () => {
    fc.assert(
      fc.property(setup, steps, (g, path) => {
        const units = g.units.map((u, i) => unit(`u${i}`, u.owner, { courage: u.courage, onTable: u.onTable }));
        const first = startGame({ players: g.players, units, dice: seedDice(g.seed), advantage: g.advantage });
        const reach = { canReach: (a: string, b: string) => a < b };
        let s = first;
        const accepted: RoundCommand[] = [];
        for (const step of path) {
          const command = commandFor(s, step);
          const r = applyRound(s, command, reach);
          if (r.ok) {
            accepted.push(command);
            s = r.state;
          }
        }
        const replayed = accepted.reduce((state, command) => {
          const r = applyRound(state, command, reach);
          if (!r.ok) expect.fail(`replay refused ${JSON.stringify(command)}: ${r.refusal.reason}`);
          return r.state;
        }, first);
        expect(replayed).toEqual(s);
        // Nothing was changed in place: the starting state is as it was built.
        expect(first.round).toBe(1);
        expect(first.units.every((u) => u.shock === 0 && !u.activated)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('BF.ROUND.UNTIL_ALL_ACTIVATED: every command offered is accepted, whoever must decide always has one, and choosing among them always plays six rounds to the end (BF.LEN.SIX_ROUNDS)', () => {
    fc.assert(
      fc.property(setup, fc.array(fc.nat(), { minLength: 1, maxLength: 50 }), (g, picks) => {
        const units = g.units.map((u, i) => unit(`u${i}`, u.owner, { courage: u.courage, onTable: u.onTable, groupSize: i % 3 === 0 ? 1 : undefined }));
        const teams = g.teams && g.players === 4 ? [[0, 1], [2, 3]] : undefined;
        const reach = { canReach: (a: string, b: string) => (a.length + b.length) % 2 === 0 };
        let s = startGame({ players: g.players, units, dice: seedDice(g.seed), advantage: g.advantage, ...(teams ? { teams } : {}) });
        for (let step = 0; s.phase !== 'over'; step++) {
          expect(step).toBeLessThan(2000);
          for (let seat = 0; seat < s.players; seat++) {
            for (const command of roundCommands(s, seat, reach)) expect(applyRound(s, command, reach).ok).toBe(true);
          }
          const decision = roundDecision(s);
          expect(decision.players.length).toBeGreaterThan(0);
          const seat = decision.players[picks[step % picks.length]! % decision.players.length]!;
          // Reactions are offered to the other players, but the game goes on by whoever must decide.
          const offered = roundCommands(s, seat, reach).filter((c) => c.type !== 'react');
          expect(offered.length).toBeGreaterThan(0);
          const r = applyRound(s, offered[(picks[step % picks.length]! + step) % offered.length]!, reach);
          if (!r.ok) expect.fail(r.refusal.reason);
          s = r.state;
        }
        expect(s.round).toBe(6);
      }),
      { numRuns: 30 },
    );
  });
});
