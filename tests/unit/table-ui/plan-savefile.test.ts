import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION, parseSaveFile, serializeSaveFile, type SaveFile } from '../../../shared/savefile';
import { starterArmies } from '../../../src-renderer/src/table/model/army-source';
import * as cmd from '../../../src-renderer/src/table/model/commands';
import { emptyPlan, PLAN_VERSION, type Plan } from '../../../src-renderer/src/plan/plan';
import { writePlan } from '../../../src-renderer/src/plan/plan-file';
import { planFromSaveFile, planProblem, planToSaveFile, readAnyPlanText } from '../../../src-renderer/src/plan/plan-savefile';
import { COVER_LEVELS, TERRAIN_RULES, TERRAIN_TYPES } from '../../../src-renderer/src/plan/terrain-catalog';

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/savefiles/${name}`, import.meta.url), 'utf8');
const NOW = new Date('2026-12-24T08:00:00.000Z');

function step(plan: Plan, change: cmd.Change): Plan {
  if (!change.ok) throw new Error(change.reason);
  return change.plan;
}

/** A plan as a player leaves it: terrain, objectives, a diagonal map, both starter armies, units placed and in reserve. */
function deployedPlan(): Plan {
  const [first, second] = starterArmies();
  let plan = { ...emptyPlan(), name: 'Bridge at dawn' };
  plan = step(plan, cmd.setTableSize(plan, { width: 72, height: 48 }));
  plan = step(plan, cmd.addTerrain(plan, 'forest', 12, 30));
  plan = step(plan, cmd.addTerrain(plan, 'wall', 36, 24));
  plan = step(plan, cmd.rotateTerrain(plan, 't2', 30));
  plan = step(plan, cmd.addObjective(plan, 24, 24));
  plan = step(plan, cmd.addObjective(plan, 48, 30));
  plan = step(plan, cmd.setDeployment(plan, 'diagonal'));
  plan = step(plan, cmd.setArmy(plan, 0, { name: first!.name, file: first!.file }));
  plan = step(plan, cmd.setArmy(plan, 1, { name: second!.name, file: second!.file }));
  plan = step(plan, cmd.placeUnit(plan, '0/u1', [{ x: 5, y: 5, facing: 0 }, { x: 6.25, y: 5, facing: 0.5 }], 'Deployed'));
  plan = step(plan, cmd.placeUnit(plan, '1/u1', [{ x: 60, y: 43, facing: Math.PI }], 'Deployed'));
  plan = step(plan, cmd.toReserve(plan, '1/u2', 'Reserve'));
  return step(plan, cmd.setFirstToDeploy(plan, 1));
}

function written(plan: Plan): SaveFile {
  const file = planToSaveFile(plan, '0.1.0', NOW);
  if (!file.ok) throw new Error(file.reason);
  return file.value;
}

/** The plan through the whole path a save takes: to a file, to text, parsed back, laid out again. */
function throughText(plan: Plan): ReturnType<typeof planFromSaveFile> {
  const text = serializeSaveFile(written(plan));
  if (!text.ok) throw new Error(text.problem);
  const opened = parseSaveFile(text.value);
  if (!opened.ok) throw new Error(opened.problem);
  return planFromSaveFile(opened.value.file);
}

function refusalOf(file: SaveFile): string {
  const read = planFromSaveFile(file);
  if (read.ok) throw new Error('expected a refusal');
  return read.reason;
}

describe('a deployment plan as a .tenfold file', () => {
  it('writes a current-version plan and reads back exactly the plan that was saved', () => {
    const plan = deployedPlan();
    const file = written(plan);
    expect(file).toMatchObject({ kind: 'plan', schemaVersion: CURRENT_SCHEMA_VERSION, title: 'Bridge at dawn', seed: 0, commands: [] });
    expect(file.deployment).toMatchObject({ map: 'diagonal', firstToDeploy: 1, reserves: ['1/u2'], sides: [{ army: 0 }, { army: 1 }] });
    expect(file.table).toMatchObject({ width: 72, height: 48 });
    expect(throughText(plan)).toEqual({ ok: true, value: plan });
  });

  it('keeps a side without an army as no army, and the other player\'s army in its place', () => {
    const [army] = starterArmies();
    const plan = step(emptyPlan(), cmd.setArmy(emptyPlan(), 1, { name: army!.name, file: army!.file }));
    const file = written(plan);
    expect(file.armies).toHaveLength(1);
    expect(file.deployment?.sides).toEqual([{ army: null, name: '' }, { army: 0, name: army!.name }]);
    expect(throughText(plan)).toEqual({ ok: true, value: plan });
  });

  it('names a plan without a name "Deployment plan"', () => {
    expect(written({ ...emptyPlan(), name: '   ' }).title).toBe('Deployment plan');
  });

  it('refuses to write a plan whose army is not a readable army file, saying whose', () => {
    const plan = { ...emptyPlan(), armies: [{ name: 'Torn list', file: '{"units": [' }, null] } as Plan;
    expect(planToSaveFile(plan, '0.1.0', NOW)).toEqual({ ok: false, reason: "Player 1's army (Torn list) is not an army file Tenfold can keep." });
  });

  it('opens the current plan fixture as the plan it describes', () => {
    const opened = parseSaveFile(fixture('v5-plan.tenfold'));
    expect(opened.ok && opened.value.migratedFrom).toBeNull();
    const read = opened.ok ? planFromSaveFile(opened.value.file) : null;
    expect(read).toEqual({
      ok: true,
      value: {
        version: PLAN_VERSION,
        name: 'Hill and woods',
        ruleset: 'd10-wargame',
        table: { width: 48, height: 48 },
        terrain: [
          { id: 't1', kind: 'forest', x: 12, y: 30, rotation: 15, points: [[-3, -2], [3, -2], [3, 2], [-3, 2]] },
          { id: 't2', kind: 'hill', x: 34, y: 20, rotation: 0, points: [[-4, -3], [4, -3], [0, 4]] },
        ],
        deployment: 'diagonal',
        objectives: [{ id: 'o1', x: 24, y: 24 }],
        armies: [null, { name: 'Red Host', file: '{"name":"Red Host","faction":"host","points":500}' }],
        units: [{ key: '1/u1', models: [{ x: 40, y: 42, facing: 3.14159 }] }],
        reserves: ['1/u2'],
        firstToDeploy: 1,
      },
    });
  });

  it('v3→v4: an older plan reads its placements from its deploy commands, and opens on the table', () => {
    const opened = parseSaveFile(fixture('v3-plan.tenfold'));
    if (!opened.ok) throw new Error(opened.problem);
    expect(opened.value.migratedFrom).toBe(3);
    const file = opened.value.file;
    expect(file.deployment).toEqual({
      map: 'standard',
      objectives: [],
      sides: [{ army: 0, name: 'Iron Wardens' }, { army: null, name: 'Player 2' }],
      // The later deploy of u1 wins; a deploy without models ("nowhere") places nothing.
      placements: [
        { unit: '0/u1', models: [{ x: 8, y: 9, facing: 0 }] },
        { unit: '1/u2', models: [{ x: 60, y: 40, facing: 0 }] },
      ],
      reserves: [],
      firstToDeploy: 0,
    });
    // Nothing the file held is lost: the commands stay as they were.
    expect(file.commands).toHaveLength(4);
    const plan = planFromSaveFile(file);
    expect(plan.ok && plan.value).toMatchObject({ name: 'Ford crossing plan', table: { width: 72, height: 48 }, units: [{ key: '0/u1' }, { key: '1/u2' }] });
  });

  it('v3→v4 leaves a game without a deployment, and a version-1 plan opens on the table', () => {
    const game = parseSaveFile(fixture('v3-game.tenfold'));
    expect(game.ok && game.value.file.deployment).toBeUndefined();
    const v1 = parseSaveFile(fixture('v1-plan.tenfold'));
    if (!v1.ok) throw new Error(v1.problem);
    expect(v1.value.file.deployment?.placements).toEqual([{ unit: '0/a', models: [{ x: 3, y: 3, facing: 0 }] }]);
    expect(planFromSaveFile(v1.value.file)).toMatchObject({ ok: true, value: { table: { width: 72, height: 48 }, units: [{ key: '0/a' }] } });
  });

  it('the format refuses a plan without a deployment, a game with one, and a side naming an army the file lacks', () => {
    const base = JSON.parse(fixture('v4-plan.tenfold')) as Record<string, unknown>;
    const problem = (patch: Record<string, unknown>) => {
      const result = parseSaveFile(JSON.stringify({ ...base, ...patch }));
      return result.ok ? 'opened' : result.problem;
    };
    expect(problem({ deployment: undefined })).toBe('it is damaged (deployment: a plan needs its deployment).');
    expect(problem({ kind: 'game' })).toBe('it is damaged (deployment: only a plan has a deployment).');
    const deployment = base['deployment'] as Record<string, unknown>;
    expect(problem({ deployment: { ...deployment, sides: [{ army: 3, name: 'Ghost' }, { army: 0, name: 'Red Host' }] } })).toBe(
      'it is damaged (deployment.sides[0].army: there is no army 4 in the file).',
    );
    expect(problem({ deployment: { ...deployment, placements: [{ unit: 'unit-1', models: [{ x: 1, y: 1, facing: 0 }] }] } })).toMatch(
      /^it is damaged \(deployment\.placements\[0\]\.unit: a unit key starts with its side/,
    );
    expect(problem({ deployment: { ...deployment, placements: [{ unit: '0/u1', models: [{ x: 1e12, y: 1, facing: 0 }] }] } })).toMatch(
      /^it is damaged \(deployment\.placements\[0\]\.models\[0\]\.x: /,
    );
  });

  it('refuses a plan the table cannot lay out with a sentence, and leaves the file untouched', () => {
    const opened = parseSaveFile(fixture('v4-plan.tenfold'));
    if (!opened.ok) throw new Error(opened.problem);
    const file = opened.value.file;
    const before = JSON.stringify(file);
    expect(refusalOf({ ...file, table: { width: 48 } })).toMatch(/^its table cannot be laid out \(table\.height: /);
    expect(refusalOf({ ...file, table: { width: 48, height: 48, terrain: [{ id: 't1', kind: 'lava', x: 1, y: 1, rotation: 0, points: [[0, 0], [1, 0], [0, 1]] }] } })).toMatch(
      /^its table cannot be laid out \(table\.terrain\[0\]\.kind: /,
    );
    expect(refusalOf({ ...file, deployment: { ...file.deployment!, map: 'spiral' } })).toBe('its deployment map "spiral" is not one the Table screen knows.');
    expect(refusalOf({ ...file, deployment: { ...file.deployment!, reserves: ['1/u1'] } })).toBe('the unit 1/u1 is placed more than once.');
    expect(planProblem({ ...file, deployment: { ...file.deployment!, map: 'spiral' } })).toBe('its deployment map "spiral" is not one the Table screen knows.');
    expect(JSON.stringify(file)).toBe(before);
  });

  it('keeps what the players agreed a piece counts as, and a plan without such agreements writes none', () => {
    const blocking = step(deployedPlan(), cmd.setTerrainRules(deployedPlan(), 't1', 'blocking'));
    const plan = step(blocking, cmd.setTerrainCover(blocking, 't2', 'fortified'));
    const terrain = (written(plan).table as { terrain: Record<string, unknown>[] }).terrain;
    expect(terrain[0]).toMatchObject({ kind: 'forest', rules: 'blocking' });
    expect(terrain[0]).not.toHaveProperty('cover');
    expect(terrain[1]).toMatchObject({ kind: 'wall', cover: 'fortified' });
    expect(throughText(plan)).toEqual({ ok: true, value: plan });
    const plain = (written(deployedPlan()).table as { terrain: Record<string, unknown>[] }).terrain;
    expect(plain.flatMap((piece) => Object.keys(piece).filter((key) => key === 'rules' || key === 'cover'))).toEqual([]);
  });

  it('refuses a piece whose agreed type or cover is not one Tenfold knows, saying where, before anything changes', () => {
    const base = JSON.parse(fixture('v4-plan.tenfold')) as { table: { terrain: Record<string, unknown>[] } };
    const opened = (patch: Record<string, unknown>) => {
      const copy = structuredClone(base);
      Object.assign(copy.table.terrain[1]!, patch);
      return readAnyPlanText(JSON.stringify(copy));
    };
    expect(opened({ rules: 'blocking', cover: 'soft' })).toMatchObject({ ok: true, value: { terrain: [{ kind: 'forest' }, { kind: 'hill', rules: 'blocking', cover: 'soft' }] } });
    expect(opened({ rules: 'impassable' })).toEqual({
      ok: false,
      reason: 'The plan was not opened: its table cannot be laid out (table.terrain[1].rules: a terrain type is blocking, area, obstacle or open).',
    });
    expect(opened({ cover: 'HARD' })).toEqual({
      ok: false,
      reason: 'The plan was not opened: its table cannot be laid out (table.terrain[1].cover: a cover level is none, soft, hard or fortified).',
    });
    expect(opened({ cover: { level: 'hard' } })).toMatchObject({ ok: false, reason: expect.stringContaining('(table.terrain[1].cover: ') });
  });

  it('a game is not a plan: the Table screen says it opens on the Play screen', () => {
    const game = parseSaveFile(fixture('v3-game.tenfold'));
    if (!game.ok) throw new Error(game.problem);
    expect(refusalOf(game.value.file)).toBe('"Bridge at Calder Ford" is a game, not a deployment plan; it opens on the Play screen.');
    expect(planProblem(game.value.file)).toBeNull();
  });

  it('opens a JSON plan from an older Tenfold, and a .tenfold plan, through the same door', () => {
    const plan = deployedPlan();
    expect(readAnyPlanText(writePlan(plan))).toEqual({ ok: true, value: plan });
    const text = serializeSaveFile(written(plan));
    expect(readAnyPlanText(text.ok ? text.value : '')).toEqual({ ok: true, value: plan });
  });

  it.each([
    ['truncated', () => fixture('v4-plan.tenfold').slice(0, 200), /^The plan was not opened: it is not valid JSON; it may be truncated or corrupted\.$/],
    ['hostile', () => '{"format":"tenfold-plan","version":1,"__proto__":{"polluted":true}}', /^The plan was not opened: it contains the forbidden key "__proto__"\.$/],
    ['from a newer Tenfold', () => fixture('v4-plan.tenfold').replace('"schemaVersion": 4', '"schemaVersion": 99'), /newer Tenfold \(file version 99/],
    ['an older JSON plan from a newer Tenfold', () => '{"format":"tenfold-plan","version":7}', /^The plan was not opened: This file was saved by a newer Tenfold \(version 7\)/],
    ['a game', () => fixture('v3-game.tenfold'), /is a game, not a deployment plan/],
    ['an army file', () => '{"format":"tenfold-army","units":[]}', /^The plan was not opened: it is not a Tenfold file/],
    ['empty', () => '', /^The plan was not opened: it is empty\.$/],
  ])('refuses a %s file with a clear message', (_name, text, message) => {
    const read = readAnyPlanText(text());
    expect(read.ok).toBe(false);
    expect(read.ok ? '' : read.reason).toMatch(message);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});

// ——— any plan the planner can hold survives the round trip ———

const inches = (max: number) => fc.double({ min: -max, max, noNaN: true, noDefaultInfinity: true }).map((n) => (Object.is(n, -0) ? 0 : n));
const id = fc.string({ minLength: 1, maxLength: 12 });
const arbTerrain = fc.record({
  id,
  kind: fc.constantFrom(...TERRAIN_TYPES.map((t) => t.kind)),
  x: inches(200),
  y: inches(200),
  rotation: inches(360),
  points: fc.array(fc.tuple(inches(30), inches(30)), { minLength: 3, maxLength: 12 }),
  // What the players agreed the piece counts as, when they did.
  rules: fc.constantFrom(...TERRAIN_RULES),
  cover: fc.constantFrom(...COVER_LEVELS),
}, { requiredKeys: ['id', 'kind', 'x', 'y', 'rotation', 'points'] });
const arbArmyFile = fc
  .dictionary(fc.string({ minLength: 1, maxLength: 8 }).filter((k) => !['__proto__', 'constructor', 'prototype'].includes(k)), // Numbers within the format's bound (±10⁹), as in any real army file.
    fc.oneof(fc.string({ maxLength: 20 }), fc.integer({ min: -1e9, max: 1e9 }), fc.boolean()), { maxKeys: 6 })
  .map((army) => JSON.stringify(army));
const arbArmy = fc.option(fc.record({ name: fc.string({ maxLength: 40 }), file: arbArmyFile }), { nil: null });
const arbModel = fc.record({ x: inches(150), y: inches(150), facing: inches(7) });
const arbPlan: fc.Arbitrary<Plan> = fc
  .record({
    name: fc.string({ minLength: 1, maxLength: 120 }).filter((s) => s.trim() === s && s !== ''),
    ruleset: fc.constantFrom('d10-wargame', 'quality'),
    table: fc.record({ width: fc.double({ min: 12, max: 120, noNaN: true }), height: fc.double({ min: 12, max: 120, noNaN: true }) }),
    terrain: fc.array(arbTerrain, { maxLength: 8 }),
    deployment: fc.constantFrom('standard' as const, 'diagonal' as const, 'dawn-of-war' as const),
    objectives: fc.array(fc.record({ id, x: inches(150), y: inches(150) }), { maxLength: 5 }),
    armies: fc.tuple(arbArmy, arbArmy),
    units: fc.uniqueArray(fc.record({ key: fc.tuple(fc.constantFrom('0/', '1/'), fc.string({ minLength: 1, maxLength: 10 })).map(([s, u]) => s + u), models: fc.array(arbModel, { minLength: 1, maxLength: 6 }) }), {
      selector: (u) => u.key,
      maxLength: 6,
    }),
    firstToDeploy: fc.constantFrom(0 as const, 1 as const),
    reserveNames: fc.uniqueArray(fc.string({ minLength: 1, maxLength: 10 }), { maxLength: 4 }),
  })
  .map(({ reserveNames, ...plan }) => ({
    version: PLAN_VERSION,
    ...plan,
    // A unit is either on the table or in reserve, never both.
    reserves: reserveNames.map((name) => `1/r-${name}`).filter((key) => !plan.units.some((u) => u.key === key)),
  }));

describe('any plan survives being saved and opened', () => {
  it('round-trips every plan the planner can hold, through the text written to disk', () => {
    fc.assert(
      fc.property(arbPlan, (plan) => {
        expect(throughText(plan)).toEqual({ ok: true, value: plan });
      }),
      { numRuns: 300 },
    );
  });
});
