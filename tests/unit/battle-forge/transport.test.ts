import { describe, expect, it } from 'vitest';
import { HEARTH_AND_TIDE } from '../../../shared/rulesets/battle-forge/content/hearth-and-tide';
import { Datasheet } from '../../../shared/rulesets/battle-forge/schema';
import { aboard, carrierOf, disembarkProblem, embarkProblem, startAboardProblem, transportOf, type TransportState } from '../../../shared/rulesets/battle-forge/transport';
import { gameUnit, putAt, row, tableGame, unitOf, withStatus } from './table-helpers';

// Player 1 has a walker that carries 6 Infantry models, two infantry units and a beast; Player 2 a foe.
function yard(): TransportState {
  let s = tableGame('hold-the-crossing', [[gameUnit('walker', 1, [], 5, ['Construct']), gameUnit('crew', 4), gameUnit('more', 3), gameUnit('beast', 1, [], 5, ['Beast'])], [gameUnit('foe', 3)]]);
  s = withStatus(s, 0, 'walker', 'undeployed', { transport: { capacity: 6, carries: ['Infantry'] } } as never);
  return s;
}

const code = (p: { code: string; rule?: string } | null) => (p ? [p.code, p.rule] : null);

function onTable(s: TransportState): TransportState {
  let t = putAt(s, 0, 'walker', 20, 20);
  t = putAt(t, 0, 'crew', 18, 22.5, 1.3);
  t = putAt(t, 0, 'more', 10, 10);
  t = putAt(t, 0, 'beast', 18, 18);
  return putAt(t, 1, 'foe', 20, 40);
}

describe('Battle Forge transports', () => {
  it('the module’s transports: one datasheet in each faction carries Infantry', () => {
    for (const faction of HEARTH_AND_TIDE.factions) {
      const transports = faction.datasheets.filter((d) => d.transport);
      expect(transports).toHaveLength(1);
      expect(transports[0]!.transport!.carries).toEqual(['Infantry']);
    }
    const sheet = HEARTH_AND_TIDE.factions[0]!.datasheets[0]!;
    expect(Datasheet.safeParse({ ...sheet, transport: { capacity: 0 } }).success).toBe(false);
    expect(Datasheet.parse({ ...sheet, transport: { capacity: 4 } }).transport).toEqual({ capacity: 4, carries: [] });
  });

  it('BF.RES.SET_ASIDE: a unit may start the game aboard, set aside with its transport', () => {
    const s = yard();
    const walker = unitOf(s, 0, 'walker');
    expect(transportOf(walker)?.capacity).toBe(6);
    expect(startAboardProblem(s, unitOf(s, 0, 'crew'), walker)).toBeNull();
    const loaded: TransportState = { ...withStatus(s, 0, 'crew', 'reserve'), carried: { [walker.id]: [unitOf(s, 0, 'crew').id] } };
    expect(aboard(loaded, walker.id).map((u) => u.uid)).toEqual(['crew']);
    expect(carrierOf(loaded, unitOf(s, 0, 'crew').id)).toBe(walker.id);
    expect(code(startAboardProblem(loaded, unitOf(loaded, 0, 'crew'), walker))).toEqual(['not-before-deployment', 'BF.RES.SET_ASIDE']);
    // Capacity counts models of every unit aboard: 4 + 3 is more than 6.
    expect(startAboardProblem(loaded, unitOf(loaded, 0, 'more'), walker)?.code).toBe('transport-full');
    // Only units with a keyword it carries; only before deployment.
    expect(startAboardProblem(s, unitOf(s, 0, 'beast'), walker)?.code).toBe('cannot-carry');
    const deployed = withStatus(s, 0, 'walker', 'table');
    expect(code(startAboardProblem(deployed, unitOf(deployed, 0, 'crew'), unitOf(deployed, 0, 'walker')))).toEqual(['transport-deployed', 'BF.RES.SET_ASIDE']);
    // Not another player's transport, nor a unit that is not a transport.
    expect(startAboardProblem(s, unitOf(s, 1, 'foe'), walker)?.code).toBe('not-your-transport');
    expect(startAboardProblem(s, unitOf(s, 0, 'crew'), unitOf(s, 0, 'more'))?.code).toBe('not-a-transport');
  });

  it('boarding: every model within 3" of the transport, with room aboard', () => {
    const s = onTable(yard());
    const walker = unitOf(s, 0, 'walker');
    const crew = unitOf(s, 0, 'crew');
    expect(embarkProblem(s, crew, walker)).toBeNull();
    // The row's far models are more than 3" from the walker's base.
    expect(embarkProblem(s, crew, walker, row(crew, 20, 26))?.code).toBe('too-far-from-transport');
    const full: TransportState = { ...s, carried: { [walker.id]: [unitOf(s, 0, 'more').id] } };
    expect(embarkProblem(full, crew, walker)?.code).toBe('transport-full');
    expect(embarkProblem(s, unitOf(s, 0, 'beast'), walker)?.code).toBe('cannot-carry');
  });

  it('BF.MOVE.ENEMY_1IN: getting out, models are set down within 3" of the transport and not within 1" of an enemy', () => {
    let s = onTable(yard());
    const walker = unitOf(s, 0, 'walker');
    s = { ...withStatus(s, 0, 'crew', 'reserve'), carried: { [walker.id]: [unitOf(s, 0, 'crew').id] } };
    const crew = unitOf(s, 0, 'crew');
    expect(disembarkProblem(s, crew, walker, row(crew, 19, 22))).toBeNull();
    expect(disembarkProblem(s, crew, walker, row(crew, 19, 26))?.code).toBe('too-far-from-transport');
    s = putAt(s, 1, 'foe', 19, 24);
    expect(code(disembarkProblem(s, crew, walker, row(crew, 19, 22)))).toEqual(['too-close-to-enemy', 'BF.MOVE.ENEMY_1IN']);
    expect(disembarkProblem(s, unitOf(s, 0, 'more'), walker, row(unitOf(s, 0, 'more'), 19, 22))?.code).toBe('not-aboard');
  });
});
