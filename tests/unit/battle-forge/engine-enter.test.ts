/**
 * Buildings and transports in play: a Move that ends going into an enclosed building or boarding a
 * transport, shooting out of a building, coming out again, units that start the game aboard, and
 * what becomes of those aboard a transport that is destroyed — all through `battleForge.apply`.
 */
import { describe, expect, it } from 'vitest';
import { HIDDEN_DICE, fixedDice } from '../../../shared/core/dice';
import { battleForge } from '../../../shared/rulesets/battle-forge/index';
import { attackPlan } from '../../../shared/rulesets/battle-forge/attack';
import { bfBoard } from '../../../shared/rulesets/battle-forge/board';
import { chargeReach } from '../../../shared/rulesets/battle-forge/commands';
import { unloadWreck } from '../../../shared/rulesets/battle-forge/enter';
import { bfTerrainOf } from '../../../shared/rulesets/battle-forge/game-setup';
import type { BfCommand, BfEvent, BfGameUnit, BfState, BfWeapon } from '../../../shared/rulesets/battle-forge/state';
import { sampleSetup, start } from './engine-helpers';
import { gameUnit, putAt, row, square, tableGame, unitOf, withStatus } from './table-helpers';

const BOW: BfWeapon = { id: 'bow', name: 'Bow', range: { short: 12, long: 24 }, attacks: 1, ap: 0, rules: [], copies: 1 };
const armed = (u: BfGameUnit): BfGameUnit => ({ ...u, lines: u.lines.map((l) => ({ ...l, weapons: [BOW] })) });
const WALKER: BfGameUnit = { ...gameUnit('walker', 1, [], 5, ['Construct']), baseMm: 50, transport: { capacity: 6, carries: ['Infantry'] } };
const RAFT: BfGameUnit = { ...gameUnit('raft', 1, [], 5, ['Construct']), baseMm: 50, transport: { capacity: 6, carries: ['Infantry'] } };

/** The state in round 1's Actions Phase, seat 0 activating first (it wins the tied bids on advantage). */
function actions(s: BfState, first: 0 | 1 = 0): BfState {
  const open: BfState = {
    ...s,
    phase: 'battle',
    startedRound: 1,
    round: { ...s.round, advantage: first === 0 ? [1, 0] : [0, 1], units: s.round.units.map((r) => ({ ...r, onTable: s.units[r.id]!.status === 'table' })) },
  };
  return run(open, { type: 'bid', player: 0, shock: 0 }, { type: 'bid', player: 1, shock: 0 }).state;
}

function run(s: BfState, ...commands: BfCommand[]): { state: BfState; events: BfEvent[] } {
  let state = s;
  const events: BfEvent[] = [];
  for (const c of commands) {
    const r = battleForge.apply(state, c);
    if (!r.ok) throw new Error(`${c.type} refused: ${r.code} ${r.reason}`);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

function refusal(s: BfState, c: BfCommand): { code: string; rule?: string; reason?: string } {
  const r = battleForge.apply(s, c);
  return r.ok ? { code: 'accepted' } : { code: r.code, reason: r.reason, ...(r.rule ? { rule: r.rule } : {}) };
}

const types = (events: readonly BfEvent[]) => events.map((e) => e.type);

// A 6" × 6" house from (20, 20) to (26, 26); Player 1's archers north of it, Player 2's foes to the south.
function town(capacity?: number): BfState {
  const house = square('house', 20, 20, 6, 6, capacity !== undefined ? { capacity } : {});
  let s = tableGame('hold-the-crossing', [[armed(gameUnit('archers', 5)), gameUnit('more', 3)], [gameUnit('foe', 3), armed(gameUnit('bowmen', 3))]], [house]);
  s = putAt(s, 0, 'archers', 20, 14);
  s = putAt(s, 0, 'more', 40, 8);
  s = putAt(s, 1, 'foe', 40, 40);
  return putAt(s, 1, 'bowmen', 2, 40);
}

const ARCHERS = '1:archers';

describe('Battle Forge: going into buildings', () => {
  it('BF.BLDG.ENTER_6IN: a Move that ends every model within 6" of the building takes the unit inside', () => {
    const s = run(actions(town()), { type: 'activate', unitId: ARCHERS }).state;
    const archers = unitOf(s, 0, 'archers');
    const options = battleForge.availableActions(s, ARCHERS);
    const into = options.find((o) => (o.template as { enter?: string } | undefined)?.enter === 'house');
    expect(into?.allowance).toBe(6);
    expect(into?.label).toBe('Move into the building 5.4″ away');
    const { state, events } = run(s, { type: 'move', models: row(archers, 20, 17), enter: 'house' });
    expect(types(events)).toContain('enteredBuilding');
    const inside = unitOf(state, 0, 'archers');
    expect(inside.inBuilding).toBe('house');
    expect(inside.status).toBe('table');
    // BF.BLDG.WHOLE_FLOOR: its models have no places of their own; they are gathered at the building's middle.
    expect(inside.models.every((m) => m.x === 23 && m.y === 23)).toBe(true);
    expect(bfBoard(state).units.find((u) => u.id === ARCHERS)?.markers).toContain('Inside the building');
    expect(battleForge.describe(events.find((e) => e.type === 'enteredBuilding')!, state)).toBe('archers goes into the building.');
  });

  it('BF.BLDG.ENTER_6IN: a Move that ends a model more than 6" away is refused, saying how far', () => {
    const s = run(actions(town()), { type: 'activate', unitId: ARCHERS }).state;
    const r = refusal(s, { type: 'move', models: row(unitOf(s, 0, 'archers'), 20, 12), enter: 'house' });
    expect(r.code).toBe('too-far-from-building');
    expect(r.rule).toBe('BF.BLDG.ENTER_6IN');
    expect(r.reason).toMatch(/every model must be within 6"/);
    expect(refusal(s, { type: 'move', models: row(unitOf(s, 0, 'archers'), 20, 17), enter: 'nowhere' }).code).toBe('no-building');
  });

  it('BF.BLDG.CAPACITY_12 and BF.BLDG.CAPACITY_ENFORCE: a unit that would overfill the floor stays out', () => {
    const s = run(actions(town(4)), { type: 'activate', unitId: ARCHERS }).state;
    const r = refusal(s, { type: 'move', models: row(unitOf(s, 0, 'archers'), 20, 17), enter: 'house' });
    expect(r).toMatchObject({ code: 'building-full', rule: 'BF.BLDG.CAPACITY_ENFORCE' });
    expect(r.reason).toMatch(/holds 4 models/);
    // Not offered either.
    expect(battleForge.availableActions(s, ARCHERS).some((o) => (o.template as { enter?: string } | undefined)?.enter === 'house')).toBe(false);
    // Twelve by default.
    expect(town().terrain[0]!.capacity).toBeUndefined();
  });

  it('BF.AMBIG.BUILDINGS: enemies never share a floor', () => {
    let s = withStatus(town(), 1, 'foe', 'table', { inBuilding: 'house' });
    s = run(actions(s), { type: 'activate', unitId: ARCHERS }).state;
    expect(refusal(s, { type: 'move', models: row(unitOf(s, 0, 'archers'), 20, 17), enter: 'house' })).toMatchObject({ code: 'enemy-inside', rule: 'BF.AMBIG.BUILDINGS' });
  });

  it('BF.BLDG.SHOOT_OUT_ANY and BF.BLDG.WHOLE_FLOOR: a unit inside shoots out of any side, range measured from the outline', () => {
    let s = withStatus(town(), 0, 'archers', 'table', { inBuilding: 'house' });
    s = { ...s, units: { ...s.units, [ARCHERS]: { ...s.units[ARCHERS]!, models: s.units[ARCHERS]!.models.map((m) => ({ ...m, x: 23, y: 23 })) } } };
    // South of the house, 11.5" from its wall (13.2" from the models' gathering place): short range from the outline.
    s = putAt(s, 1, 'foe', 21, 37.5);
    const archers = unitOf(s, 0, 'archers');
    const plan = attackPlan(s, archers, unitOf(s, 1, 'foe'), 'shoot', { focus: false, evade: false });
    expect('volleys' in plan && plan.volleys.map((v) => v.band)).toEqual(['short']);
    // And out of the north side too.
    const north = putAt(s, 1, 'foe', 21, 8.5);
    const back = attackPlan(north, unitOf(north, 0, 'archers'), unitOf(north, 1, 'foe'), 'shoot', { focus: false, evade: false });
    expect('volleys' in back && back.volleys.map((v) => v.band)).toEqual(['short']);
    // Through the engine: the Shoot is listed and made.
    const active = run(actions(s), { type: 'activate', unitId: ARCHERS }).state;
    expect(battleForge.legalCommands(active)).toContainEqual({ type: 'shoot', target: '2:foe' });
    const shot = run({ ...active, dice: fixedDice(10, 10, 10, 10, 10) }, { type: 'shoot', target: '2:foe' });
    expect(shot.events.some((e) => e.type === 'declared' && e.attack.attacker === ARCHERS && e.attack.target === '2:foe')).toBe(true);
  });

  it('BF.BLDG.WHOLE_FLOOR: a unit inside is behind the walls (the building’s cover) and is not charged or fought', () => {
    let s = withStatus(town(), 0, 'archers', 'table', { inBuilding: 'house' });
    s = { ...s, units: { ...s.units, [ARCHERS]: { ...s.units[ARCHERS]!, models: s.units[ARCHERS]!.models.map((m) => ({ ...m, x: 23, y: 23 })) } } };
    s = putAt(s, 1, 'bowmen', 21, 34);
    s = putAt(s, 1, 'foe', 21, 28);
    const plan = attackPlan(s, unitOf(s, 1, 'bowmen'), unitOf(s, 0, 'archers'), 'shoot', { focus: false, evade: false });
    expect('volleys' in plan && plan.cover).toBe('hard');
    expect(chargeReach(s, unitOf(s, 1, 'foe'))).toEqual([]);
    expect(chargeReach(s, unitOf(s, 0, 'archers'))).toEqual([]);
  });

  it('BF.BLDG.EXIT_OR_CHANGE_FLOOR: leaving is a Move, every model within its Move of the outline', () => {
    let s = withStatus(town(), 0, 'archers', 'table', { inBuilding: 'house' });
    s = run(actions(s), { type: 'activate', unitId: ARCHERS }).state;
    const leave = battleForge.availableActions(s, ARCHERS).find((o) => o.label === 'Leave the building');
    expect(leave?.params?.[0]?.kind).toBe('point');
    const archers = unitOf(s, 0, 'archers');
    expect(refusal(s, { type: 'move', models: row(archers, 20, 34) })).toMatchObject({ code: 'beyond-move', rule: 'BF.BLDG.EXIT_OR_CHANGE_FLOOR' });
    expect(refusal(s, { type: 'move', models: row(archers, 20, 28), rush: true }).code).toBe('no-rush-out');
    const { state, events } = run(s, { type: 'move', models: row(archers, 20, 28) });
    expect(types(events)).toContain('leftBuilding');
    expect(unitOf(state, 0, 'archers').inBuilding).toBeUndefined();
    expect(unitOf(state, 0, 'archers').models[0]).toMatchObject({ x: 20, y: 28 });
    // Or at a point, the unit set down in a block around it.
    const byPoint = run(s, { ...(leave!.template as BfCommand), point: { x: 23, y: 29 } } as BfCommand);
    expect(unitOf(byPoint.state, 0, 'archers').inBuilding).toBeUndefined();
    // Every listed command is accepted: coming out is sampled.
    const listed = battleForge.legalCommands(s).filter((c) => c.type === 'move');
    expect(listed.length).toBeGreaterThan(0);
    for (const c of listed) expect(battleForge.apply(s, c).ok).toBe(true);
  });

  it('BF.AMBIG.BUILDINGS: a unit inside holds the building: it may not Escape out of it', () => {
    let s = withStatus(town(), 0, 'archers', 'table', { inBuilding: 'house' });
    s = { ...s, units: { ...s.units, [ARCHERS]: { ...s.units[ARCHERS]!, models: s.units[ARCHERS]!.models.map((m) => ({ ...m, x: 23, y: 23 })) } } };
    s = putAt(s, 1, 'bowmen', 21, 34);
    s = run(actions(s, 1), { type: 'activate', unitId: '2:bowmen' }, { type: 'shoot', target: ARCHERS }).state;
    expect(s.pending?.kind).toBe('reaction');
    expect(battleForge.availableActions(s, ARCHERS).map((o) => o.label)).not.toContain('Escape');
    expect(refusal(s, { type: 'react', unitId: ARCHERS, reaction: 'escape', player: 0 })).toMatchObject({ code: 'holds-building', rule: 'BF.AMBIG.BUILDINGS' });
  });

  it('the Table screen’s building is an enclosed building; other blocking pieces stay blocking', () => {
    const points = [{ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 4, y: 4 }];
    const pieces = bfTerrainOf([
      { id: 'b', rules: 'blocking', cover: 'hard', points, look: 'building' },
      { id: 'r', rules: 'blocking', cover: 'hard', points, look: 'rocks' },
      { id: 'old', rules: 'blocking', cover: 'hard', points },
      { id: 'agreed', rules: 'area', cover: 'soft', points, look: 'building' },
    ]);
    expect(pieces.map((p) => [p.id, p.kind])).toEqual([['b', 'building'], ['r', 'blocking'], ['old', 'blocking'], ['agreed', 'area']]);
    const s = town();
    expect(bfBoard(s).terrain[0]?.kind).toBe('blocking');
    expect(bfBoard(s).pieces?.[0]).toMatchObject({ blocksSight: true, impassable: true });
  });
});

// Player 1's walker carries 6 Infantry models; its crew of 4 stands near; Player 2 has its own raft.
function yard(): BfState {
  let s = tableGame('hold-the-crossing', [[WALKER, gameUnit('crew', 4), gameUnit('beast', 1, [], 5, ['Beast'])], [gameUnit('foe', 3), RAFT, gameUnit('mates', 2)]]);
  s = putAt(s, 0, 'walker', 20, 20);
  s = putAt(s, 0, 'crew', 18, 26);
  s = putAt(s, 0, 'beast', 30, 20);
  s = putAt(s, 1, 'foe', 20, 44);
  s = putAt(s, 1, 'raft', 10, 20);
  return putAt(s, 1, 'mates', 40, 40);
}

const CREW = '1:crew';
const WALKER_ID = '1:walker';

describe('Battle Forge: riding in transports', () => {
  it('a unit boards its transport at the end of a Move, rides off the table, and gets out with the first Move of a later activation', () => {
    let s = run(actions(yard()), { type: 'activate', unitId: CREW }).state;
    const board = battleForge.availableActions(s, CREW).find((o) => (o.template as { board?: string } | undefined)?.board === WALKER_ID);
    expect(board?.label).toBe('Move and board walker');
    // Not the enemy's raft.
    expect(battleForge.availableActions(s, CREW).some((o) => (o.template as { board?: string } | undefined)?.board === '2:raft')).toBe(false);
    const boarded = run(s, { type: 'move', models: row(unitOf(s, 0, 'crew'), 18, 22.5, 1.3), board: WALKER_ID }, { type: 'endActivation' });
    expect(types(boarded.events)).toContain('embarked');
    s = boarded.state;
    expect(unitOf(s, 0, 'crew').status).toBe('reserve');
    expect(s.carried).toEqual({ [WALKER_ID]: [CREW] });
    expect(s.round.units.find((r) => r.id === CREW)?.onTable).toBe(false);
    expect(bfBoard(s).units.find((u) => u.id === WALKER_ID)?.markers).toContain('Carrying crew');
    // The walker carries it 5" east.
    s = run(s, { type: 'activate', unitId: '2:foe' }, { type: 'endActivation' }, { type: 'activate', unitId: WALKER_ID }, { type: 'move', models: [{ id: unitOf(s, 0, 'walker').models[0]!.id, x: 25, y: 20 }] }, { type: 'endActivation' }).state;
    s = run(s, { type: 'activate', unitId: '2:raft' }, { type: 'endActivation' }, { type: 'activate', unitId: '1:beast' }, { type: 'endActivation' }, { type: 'activate', unitId: '2:mates' }, { type: 'endActivation' }).state;
    expect(s.carried).toEqual({ [WALKER_ID]: [CREW] });
    // Round 2.
    s = run(s, { type: 'keepStandby', player: 0, keep: [] }, { type: 'keepStandby', player: 1, keep: [] }, { type: 'bid', player: 0, shock: 0 }, { type: 'bid', player: 1, shock: 0 }).state;
    s = run(s, { type: 'activate', unitId: CREW }).state;
    const out = battleForge.availableActions(s, CREW);
    expect(out.map((o) => o.label)).toEqual(['Get out of walker', 'End activation']);
    // Only a Move first; set down within 3" of where the walker stands now.
    expect(refusal(s, { type: 'hold' }).code).toBe('get-out-first');
    const crew = unitOf(s, 0, 'crew');
    expect(refusal(s, { type: 'move', models: row(crew, 18, 22.5, 1.3) }).code).toBe('too-far-from-transport');
    for (const c of battleForge.legalCommands(s).filter((c) => c.type === 'move')) expect(battleForge.apply(s, c).ok).toBe(true);
    const got = run(s, { type: 'move', models: row(crew, 23, 22.5, 1.3) });
    expect(types(got.events)).toContain('disembarked');
    expect(unitOf(got.state, 0, 'crew').status).toBe('table');
    expect(got.state.carried).toEqual({});
    // Its second action may board again; getting out waits for the first action of a later activation.
    const again = run(got.state, { type: 'move', models: row(crew, 23, 22.5, 1.3), board: WALKER_ID });
    expect(unitOf(again.state, 0, 'crew').status).toBe('reserve');
  });

  it('refusals: too far, full, another player’s transport, a unit it does not carry', () => {
    let s = yard();
    s = { ...s, carried: { [WALKER_ID]: [] } };
    s = run(actions(s), { type: 'activate', unitId: CREW }).state;
    const crew = unitOf(s, 0, 'crew');
    const far = refusal(s, { type: 'move', models: row(crew, 18, 27, 1.3), board: WALKER_ID });
    expect(far.code).toBe('too-far-from-transport');
    expect(far.reason).toMatch(/within 3" to board/);
    expect(refusal(s, { type: 'move', models: row(crew, 14, 22.5, 1.3), board: '2:raft' })).toMatchObject({ code: 'not-your-transport' });
    const full: BfState = { ...s, units: { ...s.units, [WALKER_ID]: { ...s.units[WALKER_ID]!, transport: { capacity: 3, carries: ['Infantry'] } } } };
    expect(refusal(full, { type: 'move', models: row(crew, 18, 22.5, 1.3), board: WALKER_ID }).reason).toMatch(/carries 3 models and has 0 aboard/);
    const beast = run(run(actions(yard()), { type: 'activate', unitId: '1:beast' }).state);
    expect(refusal(beast.state, { type: 'move', models: [{ id: unitOf(beast.state, 0, 'beast').models[0]!.id, x: 24.5, y: 20 }], board: WALKER_ID }).code).toBe('cannot-carry');
  });

  it('BF.RES.SET_ASIDE: a unit may start the game aboard its transport instead of deploying', () => {
    let s = tableGame('hold-the-crossing', [[WALKER, gameUnit('crew', 4), gameUnit('beast', 1, [], 5, ['Beast'])], [gameUnit('foe', 3), RAFT]]);
    s = { ...s, deployTurn: 0 };
    const offered = battleForge.availableActions(s, CREW).find((o) => o.command === 'embark');
    expect(offered?.params?.[0]).toMatchObject({ name: 'transport', kind: 'unit', options: [WALKER_ID] });
    expect(battleForge.legalCommands(s)).toContainEqual({ type: 'embark', unitId: CREW, transport: WALKER_ID });
    for (const c of battleForge.legalCommands(s)) expect(battleForge.apply(s, c).ok).toBe(true);
  });

  it('BF.RES.SET_ASIDE: the embark command puts the unit aboard and passes the turn; enemy transports and beasts are refused', () => {
    let s = tableGame('hold-the-crossing', [[WALKER, gameUnit('crew', 4), gameUnit('beast', 1, [], 5, ['Beast'])], [gameUnit('foe', 3), RAFT]]);
    s = { ...s, deployTurn: 0 };
    expect(refusal(s, { type: 'embark', unitId: CREW, transport: '2:raft' }).code).toBe('not-your-transport');
    expect(refusal(s, { type: 'embark', unitId: '1:beast', transport: WALKER_ID }).code).toBe('cannot-carry');
    const { state, events } = run(s, { type: 'embark', unitId: CREW, transport: WALKER_ID });
    expect(events.find((e) => e.type === 'embarked')).toMatchObject({ unitId: CREW, transport: WALKER_ID, start: true });
    expect(unitOf(state, 0, 'crew').status).toBe('reserve');
    expect(state.deployTurn).toBe(1);
    expect(battleForge.describe(events[0]!, state)).toBe('crew starts the game aboard walker.');
    // BF.BID.ON_TABLE_ONLY: carried, it is not on the field.
    expect(state.round.units.find((r) => r.id === CREW)?.onTable).toBe(false);
  });

  it('BF.SHOCK.NEARBY_DESTROYED: a transport shot down sets its passengers down where it stood, and they take the Shock of a friend destroyed nearby', () => {
    let s = tableGame('hold-the-crossing', [[WALKER, gameUnit('crew', 4)], [armed(gameUnit('bowmen', 3))]]);
    s = putAt(s, 0, 'walker', 20, 20);
    s = { ...withStatus(s, 0, 'crew', 'reserve'), carried: { [WALKER_ID]: [CREW] } };
    s = putAt(s, 1, 'bowmen', 20, 30);
    s = run(actions(s, 1), { type: 'activate', unitId: '2:bowmen' }, { type: 'shoot', target: WALKER_ID }).state;
    // The walker does not react; three hits, the Save failed.
    const { state, events } = run({ ...s, dice: fixedDice(1, 1, 1, 10, 10, 10, 10, 10, 10) }, { type: 'noReaction', player: 0 });
    expect(unitOf(state, 0, 'walker').status).toBe('destroyed');
    expect(events.find((e) => e.type === 'disembarked')).toMatchObject({ unitId: CREW, transport: WALKER_ID, forced: true });
    expect(unitOf(state, 0, 'crew').status).toBe('table');
    expect(events.find((e) => e.type === 'shockGained' && e.unitId === CREW)).toBeDefined();
    expect(state.carried).toEqual({});
  });

  it('a destroyed transport’s passengers are set down within 3" of where it stood, or lost with it when there is no room', () => {
    const base = yard();
    const loaded: BfState = { ...withStatus(base, 0, 'crew', 'reserve'), carried: { [WALKER_ID]: [CREW] } };
    const walker = unitOf(loaded, 0, 'walker');
    const last = walker.models.map((m) => ({ ...m }));
    const wreck = (s: BfState) => {
      const state: BfState = structuredClone({ ...s, units: { ...s.units, [WALKER_ID]: { ...s.units[WALKER_ID]!, status: 'destroyed', models: [] } } });
      const events: BfEvent[] = [];
      const lost = unloadWreck({ s: state, dice: HIDDEN_DICE as never, events }, state.units[WALKER_ID]!, last);
      return { state, events, lost };
    };
    const saved = wreck(loaded);
    expect(saved.lost).toEqual([]);
    expect(saved.events[0]).toMatchObject({ type: 'disembarked', unitId: CREW, forced: true });
    expect(unitOf(saved.state, 0, 'crew').status).toBe('table');
    expect(saved.state.carried).toEqual({});
    for (const m of unitOf(saved.state, 0, 'crew').models) expect(Math.hypot(m.x - 20, m.y - 20)).toBeLessThan(3 + 1 + 0.5 + 0.1);
    // Nowhere to stand within 3" (the walker went down among rocks): the crew is lost with it.
    const hemmed: BfState = { ...loaded, terrain: [square('rocks', 14, 14, 12, 12, { kind: 'blocking' })] };
    const lost = wreck(hemmed);
    expect(lost.lost.map((u) => u.id)).toEqual([CREW]);
    expect(lost.events).toEqual([]);
  });
});

/** Commands that go into, board, start aboard or come out of something. */
const insideMove = (s: BfState, c: BfCommand): boolean => {
  if (c.type === 'embark') return true;
  if (c.type !== 'move') return false;
  const active = s.round.activation ? s.units[s.round.activation.unit] : undefined;
  return c.enter !== undefined || c.board !== undefined || !!active?.inBuilding || Object.values(s.carried ?? {}).some((ids) => ids.includes(active?.id ?? ''));
};

describe('Battle Forge: buildings and transports in whole games', () => {
  it('random legal games with buildings and transports: every listed command is accepted and the game ends after round 6', () => {
    for (const seed of [3, 11]) {
      const setup = { ...sampleSetup(200, seed), terrain: [square('north-house', 21, 15, 6, 4), square('south-house', 21, 29, 6, 4)] };
      let s = start(setup);
      const seen = new Set<string>();
      for (let step = 0; step < 4000 && !battleForge.isOver(s); step++) {
        const player = battleForge.decision(s).players[0] ?? 0;
        const legal = battleForge.legalCommands(battleForge.view(s, player));
        expect(legal.length, `decision ${step}: ${battleForge.decision(s).prompt}`).toBeGreaterThan(0);
        // Going in, boarding and coming out whenever they are offered; otherwise any command.
        const inside = legal.filter((c) => insideMove(s, c));
        const c = inside.length ? inside[(seed + step) % inside.length]! : legal[(seed * 31 + step * 17) % legal.length]!;
        const r = battleForge.apply(s, c);
        if (!r.ok) throw new Error(`decision ${step}: ${JSON.stringify(c)} refused: ${r.reason}`);
        for (const e of r.events) seen.add(e.type);
        s = r.state;
      }
      expect(battleForge.isOver(s)).toBe(true);
      for (const t of ['embarked', 'disembarked', 'enteredBuilding', 'leftBuilding']) expect(seen).toContain(t);
    }
  }, 240_000);
});
