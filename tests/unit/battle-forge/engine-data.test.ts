/**
 * Battle Forge characteristics and multiplayer order through the engine: Mov, Save, Initiative and
 * Courage read from the datasheets in inches and check values (BF.DATA.*, BF.GEN.INCHES), a unit's
 * rule on every model, one target per Shoot, and the opening activations of free-for-all and team
 * games (BF.AMBIG.FFA_OPENING, BF.AMBIG.TEAM_BONUS), each with the dice fixed.
 */
import { describe, expect, it } from 'vitest';
import { battleForge } from '../../../shared/rulesets/battle-forge/index';
import { HARPOON, HOUNDS, MAUD, REAVERS, SCOUTS, VETERANS, WARDENS, eventsOf, lay, roundOf, run, shifted, table, withDice } from './engine-table';

const faces = (n: number, face: number): number[] => Array.from({ length: n }, () => face);

describe('Battle Forge characteristics through the engine', () => {
  it('BF.DATA.MOV and BF.GEN.INCHES: a Move is the datasheet\'s Mov in inches: 5" for Hedge Wardens, 10" for Brine Hounds', () => {
    const s = run(table({ [WARDENS]: { x: 10, y: 4 }, [HOUNDS]: { x: 10, y: 40 } }), { type: 'activate', unitId: WARDENS }).state;
    expect(battleForge.availableActions!(s, WARDENS).find((a) => a.label === 'Move')).toMatchObject({ allowance: 5, detail: 'Up to 5″' });
    const h = run(table({ [WARDENS]: { x: 10, y: 4 }, [HOUNDS]: { x: 10, y: 30 } }, { first: 1 }), { type: 'activate', unitId: HOUNDS }).state;
    expect(battleForge.availableActions!(h, HOUNDS).find((a) => a.label === 'Move')).toMatchObject({ allowance: 10 });
    expect(run(h, { type: 'move', models: shifted(h, HOUNDS, 10, 0) }).state.units[HOUNDS]!.models[0]!.x).toBe(20);
  });

  it('BF.DATA.SAV: Save rolls are made against the Sav characteristic less the weapon\'s AP', () => {
    const save = (shooter: string) => {
      const s = run(table({ [shooter]: shooter === MAUD ? [{ x: 10, y: 10 }] : { x: 10, y: 10 }, [REAVERS]: { x: 10, y: 20 } }), { type: 'activate', unitId: shooter }, { type: 'shoot', target: REAVERS }).state;
      const dice = shooter === MAUD ? [1, 10, 1] : [1, ...faces(9, 10), 1];
      return eventsOf(run(withDice(s, ...dice), { type: 'noReaction' }).events, 'attack')[0]!.saves[0]!.value;
    };
    expect(save(WARDENS)).toBe(4); // Deck Reavers Sav 4, Longrifle AP 0
    expect(save(MAUD)).toBe(2); // Old Thunder AP 2
  });

  it('BF.DATA.INIT: Initiative checks are made against Init: Gorsewood Scouts (Init 7) rush on a 7, not on an 8', () => {
    const s = run(table({ [SCOUTS]: { x: 10, y: 4 }, [REAVERS]: { x: 36, y: 44 } }), { type: 'activate', unitId: SCOUTS }).state;
    expect(eventsOf(run(withDice(s, 7), { type: 'move', rush: true, models: shifted(s, SCOUTS, 0, 9) }).events, 'moved')[0]).toMatchObject({ rush: 'passed' });
    expect(eventsOf(run(withDice(s, 8), { type: 'move', rush: true, models: shifted(s, SCOUTS, 0, 6) }).events, 'moved')[0]).toMatchObject({ rush: 'failed' });
  });

  it('BF.DATA.CO: Courage checks are made against Co: Hedge Wardens (Co 6) shed a Shock at activation on a 6, not on a 7', () => {
    const s = table({ [WARDENS]: { x: 10, y: 4 }, [REAVERS]: { x: 36, y: 44 } }, { shock: { [WARDENS]: 2 } });
    const { state, events } = run(withDice(s, 6, 7), { type: 'activate', unitId: WARDENS });
    expect(eventsOf(events, 'activated')[0]).toMatchObject({ unit: WARDENS, shockRemoved: 1 });
    expect(roundOf(state, WARDENS).shock).toBe(1);
  });

  it('BF.DATA.UNIT_RULES_ALL_MODELS: a unit\'s special rule works for every model: Shieldwall(1) adds 1 to every Wall Veteran\'s Save', () => {
    const s = run(table({ [VETERANS]: { x: 10, y: 10 }, [REAVERS]: { x: 10, y: 17 } }, { first: 1 }), { type: 'activate', unitId: REAVERS }, { type: 'shoot', target: VETERANS }).state;
    // Five hits, five saves rolled at Sav 6 + 1 = 7 on five different Veterans (8s fail).
    const { events } = run(withDice(s, ...faces(5, 1), ...faces(5, 10), ...faces(5, 8)), { type: 'noReaction' });
    const saves = eventsOf(events, 'attack')[0]!.saves;
    expect(saves).toHaveLength(5);
    expect(saves.every((x) => x.value === 7)).toBe(true);
    expect(new Set(saves.map((x) => x.model)).size).toBe(5);
  });

  it('BF.SHOOT.SAME_WEAPON_SAME_TARGET: a Shoot names one target, and every copy of every weapon fires at it', () => {
    const s = run(table({ [HARPOON]: { x: 10, y: 30 }, [WARDENS]: { x: 10, y: 20 }, [VETERANS]: { x: 20, y: 20 } }, { first: 1 }), { type: 'activate', unitId: HARPOON }, { type: 'shoot', target: WARDENS }).state;
    const attacks = eventsOf(run(withDice(s, ...faces(3, 10)), { type: 'noReaction' }).events, 'attack');
    expect(attacks).toEqual([expect.objectContaining({ attacker: HARPOON, target: WARDENS, attacks: 3 })]);
  });
});

describe('Battle Forge multiplayer order through the engine', () => {
  it('BF.AMBIG.FFA_OPENING: bids of 5, 3 and 1 open with 2, 2 and 1 activations, highest bidder first', () => {
    const s = lay({ [MAUD]: [{ x: 4, y: 4 }], [WARDENS]: { x: 12, y: 4 }, [REAVERS]: { x: 4, y: 40 }, '2:u4': { x: 20, y: 40 }, '3:u1': [{ x: 40, y: 4 }] }, { players: 3, advantage: [0, 0, 0] });
    const { state } = run(
      s,
      { type: 'bid', player: 0, shock: 5 },
      { type: 'bid', player: 1, shock: 3 },
      { type: 'bid', player: 2, shock: 1 },
      { type: 'assignShock', player: 0, unitId: MAUD, shock: 4 },
      { type: 'assignShock', player: 0, unitId: WARDENS, shock: 1 },
      { type: 'assignShock', player: 1, unitId: '2:u4', shock: 3 },
      { type: 'assignShock', player: 2, unitId: '3:u1', shock: 1 },
    );
    expect(state.round.outcomes!.map((o) => [o.seat, o.opening])).toEqual(expect.arrayContaining([[0, 2], [1, 2], [2, 1]]));
    expect(state.round.schedule!.opening).toEqual([0, 0, 1, 1, 2]);
    expect(battleForge.decision(state)).toMatchObject({ kind: 'activate', players: [0] });
  });

  it('BF.AMBIG.TEAM_BONUS: a team ahead by 1 gives each of its players one activation before the other team starts', () => {
    const s = lay({ [MAUD]: [{ x: 4, y: 4 }], [REAVERS]: { x: 4, y: 40 }, '3:u1': [{ x: 40, y: 4 }], '4:u2': { x: 30, y: 40 } }, { players: 4, teams: [[0, 2], [1, 3]], advantage: [0, 0, 0, 0] });
    const { state } = run(
      s,
      { type: 'bid', player: 0, shock: 2 },
      { type: 'bid', player: 1, shock: 1 },
      { type: 'bid', player: 2, shock: 1 },
      { type: 'bid', player: 3, shock: 1 },
      { type: 'assignShock', player: 0, unitId: MAUD, shock: 2 },
      { type: 'assignShock', player: 1, unitId: REAVERS, shock: 1 },
      { type: 'assignShock', player: 2, unitId: '3:u1', shock: 1 },
      { type: 'assignShock', player: 3, unitId: '4:u2', shock: 1 },
    );
    const opening = state.round.schedule!.opening;
    expect([...opening.slice(0, 2)].sort()).toEqual([0, 2]);
    expect([1, 3]).toContain(opening[2]);
  });
});
