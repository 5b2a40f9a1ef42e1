import { describe, expect, it } from 'vitest';
import { runCli } from '../../../src-main/cli/main';

async function run(...argv: string[]): Promise<{ status: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const status = await runCli(['odds', ...argv], { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { status, out, err };
}

const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

describe('tenfold odds', () => {
  it('D10.SHOOT.AP: prints hits, wounds and expected as one JSON document (10 shots at 4+, Defense 5+ with AP 1)', async () => {
    const { status, out, err } = await run('--ruleset', 'd10-wargame', '--attacks', '10', '--hit', '4', '--defense', '5', '--ap', '1');
    expect(status).toBe(0);
    expect(err).toEqual([]);
    expect(out).toHaveLength(1);
    const json = JSON.parse(out[0]!) as { hits: number[]; wounds: number[]; expected: { hits: number; wounds: number } };
    expect(Object.keys(json)).toEqual(['hits', 'wounds', 'expected']);
    expect(Object.keys(json.expected)).toEqual(['hits', 'wounds']);
    expect(json.hits).toHaveLength(11);
    expect(json.wounds).toHaveLength(11);
    expect(sum(json.hits)).toBeCloseTo(1, 12);
    expect(json.hits[10]).toBeCloseTo(0.7 ** 10, 12);
    // Defense 5 + AP 1 = 6+: half the hits wound.
    expect(json.expected.hits).toBeCloseTo(7, 12);
    expect(json.expected.wounds).toBeCloseTo(3.5, 12);
  });

  it('D10.MELEE.EXHAUSTION_EFFECT: --exhausted hits on natural 10s only, whatever --hit says', async () => {
    const { out } = await run('--ruleset', 'd10-wargame', '--attacks', '5', '--hit', '2', '--defense', '4', '--exhausted');
    expect(JSON.parse(out[0]!).expected.hits).toBeCloseTo(0.5, 12);
  });

  it('D10.CP.REROLL: --cp reroll re-rolls one failed hit die', async () => {
    const { out } = await run('--ruleset', 'd10-wargame', '--attacks', '1', '--hit', '6', '--defense', '4', '--cp', 'reroll');
    expect(JSON.parse(out[0]!).hits[1]).toBeCloseTo(0.75, 12);
  });

  it('D10.CP.PLUS_ONE: --defender-cp plus-one gives one Defense die +1', async () => {
    const { out } = await run('--ruleset', 'd10-wargame', '--attacks', '1', '--hit', '2', '--defense', '6', '--defender-cp', 'plus-one');
    expect(JSON.parse(out[0]!).wounds[1]).toBeCloseTo(0.9 * 0.4, 12);
  });

  it('D10.WOUND.MULTI: --models and --wounds-per-model add the target’s odds', async () => {
    const { out } = await run(
      '--ruleset', 'd10-wargame', '--attacks', '2', '--hit', '2', '--defense', '10', '--models', '1', '--wounds-per-model', '2',
    );
    const json = JSON.parse(out[0]!);
    expect(json.modelsRemoved).toHaveLength(2);
    expect(json.destroy).toBeCloseTo(0.81 ** 2, 12);
    expect(json.moraleCheck).toBe(0);
  });

  it('QW.SAVE.HEAVY_REROLL: --ruleset quality --heavy re-rolls failed saves (Quality 6+: 25% of hits get through)', async () => {
    const { status, out } = await run('--ruleset', 'quality', '--attacks', '4', '--hit', '5', '--defense', '6', '--heavy');
    expect(status).toBe(0);
    const json = JSON.parse(out[0]!);
    expect(json.expected.hits).toBeCloseTo(2.4, 12);
    expect(json.expected.wounds).toBeCloseTo(0.6, 12);
  });

  it('QW.AMBIG.NATURAL_ROLLS: Quality 11+ after modifiers never hits', async () => {
    const { out } = await run('--ruleset', 'quality', '--attacks', '3', '--hit', '11', '--defense', '4');
    expect(JSON.parse(out[0]!).hits).toEqual([1, 0, 0, 0]);
  });

  it('BF.SAVE.TARGET: --ruleset battle-forge hits at or under H and saves at or under S − AP, in the D10 Wargame’s JSON shape', async () => {
    const { status, out, err } = await run('--ruleset', 'battle-forge', '--attacks', '10', '--hit', '6', '--save', '5', '--ap', '1');
    expect(status).toBe(0);
    expect(err).toEqual([]);
    const json = JSON.parse(out[0]!) as { hits: number[]; wounds: number[]; expected: { hits: number; wounds: number } };
    expect(Object.keys(json)).toEqual(['hits', 'wounds', 'expected']);
    expect(sum(json.hits)).toBeCloseTo(1, 12);
    // A hit is a roll of 6 or under (6 in 10); a save 4 or under (Save 5 − AP 1), so 6 in 10 hits get through.
    expect(json.hits[10]).toBeCloseTo(0.6 ** 10, 12);
    expect(json.expected.hits).toBeCloseTo(6, 12);
    expect(json.expected.wounds).toBeCloseTo(3.6, 12);
  });

  it('BF.CHECK.NAT10_FAILS and BF.CHECK.NAT1_PASSES: a hit value of 12 still misses on a 10, a save of 0 still saves on a 1', async () => {
    const { out } = await run('--ruleset', 'battle-forge', '--attacks', '3', '--hit', '12', '--save', '2', '--ap', '2');
    const json = JSON.parse(out[0]!) as { hits: number[]; expected: { hits: number; wounds: number } };
    expect(json.hits[3]).toBeCloseTo(0.9 ** 3, 12);
    expect(json.expected.wounds).toBeCloseTo(3 * 0.9 * 0.9, 12);
  });

  it('BF.SAVE.FAIL_WOUND: --models and --wounds-per-model add the casualties', async () => {
    const { out } = await run('--ruleset', 'battle-forge', '--attacks', '4', '--hit', '10', '--save', '1', '--models', '2', '--wounds-per-model', '2', '--json');
    const json = JSON.parse(out[0]!) as { modelsRemoved: number[] };
    // Every hit lands on a 1–9 and every save fails on a 2–10: 4 dice, 0.9 × 0.9 each; two 2-wound models.
    expect(sum(json.modelsRemoved)).toBeCloseTo(1, 12);
    expect(json.modelsRemoved.length).toBe(3);
  });

  it('--json prints the same document (the stable contract)', async () => {
    const argv = ['--ruleset', 'quality', '--attacks', '3', '--hit', '4', '--defense', '4'];
    const plain = await run(...argv);
    const json = await run(...argv, '--json');
    expect(json.out).toEqual(plain.out);
  });

  it('--summary prints one readable line', async () => {
    const { out } = await run('--ruleset', 'd10-wargame', '--attacks', '10', '--hit', '4', '--defense', '4', '--ap', '2', '--models', '10', '--summary');
    expect(out).toEqual(['4+ to hit, 6+ to defend: 3.5 wounds expected, <1% to destroy, 25% to force a morale check']);
  });

  const bad: [string[], RegExp][] = [
    [['--ruleset', 'd10-wargame', '--attacks', '-3', '--hit', '4', '--defense', '4'], /--attacks must be a whole number/],
    [['--ruleset', 'd10-wargame', '--attacks', '3', '--hit', 'banana', '--defense', '4'], /--hit must be a whole number.*"banana"/],
    [['--ruleset', 'd10-wargame', '--attacks', '2.5', '--hit', '4', '--defense', '4'], /--attacks/],
    [['--ruleset', 'd10-wargame', '--attacks', '100000', '--hit', '4', '--defense', '4'], /--attacks must be .* to 1000/],
    [['--ruleset', 'd10-wargame', '--hit', '4', '--defense', '4'], /--attacks is required/],
    [['--attacks', '3', '--hit', '4', '--defense', '4'], /--ruleset is required/],
    [['--ruleset', 'chess', '--attacks', '3', '--hit', '4', '--defense', '4'], /--ruleset must be d10-wargame or quality/],
    [['--ruleset', 'd10-wargame', '--attacks', '3', '--hit', '4', '--defense', '4', '--frobnicate'], /unknown option --frobnicate/],
    [['--ruleset', 'd10-wargame', '--attacks', '3', '--hit', '4', '--defense'], /--defense needs a value/],
    [['--ruleset', 'd10-wargame', '--attacks', '3', '--attacks', '4', '--hit', '4', '--defense', '4'], /--attacks is given twice/],
    [['--ruleset', 'd10-wargame', '--attacks', '3', '--hit', '4', '--defense', '4', '--heavy'], /--heavy does not apply/],
    [['--ruleset', 'quality', '--attacks', '3', '--hit', '4', '--defense', '4', '--ap', '1'], /--ap does not apply/],
    [['--ruleset', 'd10-wargame', '--attacks', '3', '--hit', '4', '--defense', '4', '--cp', 'twice'], /--cp must be/],
    [['--ruleset', 'quality', '--attacks', '3', '--hit', '4', '--defense', '4', '--defender-cp', 'reroll'], /--defender-cp does not apply/],
    [['--ruleset', 'quality', '--attacks', '3', '--hit', '4', '--defense', '4', '--json', '--summary'], /cannot be used together/],
    [['--ruleset', 'd10-wargame', '--attacks', '3', '--hit', '4', '--defense', '4', 'extra'], /unexpected argument "extra"/],
  ];
  for (const [argv, message] of bad) {
    it(`refuses bad input with exit 2 and one line: ${argv.join(' ')}`, async () => {
      const { status, out, err } = await run(...argv);
      expect(status).toBe(2);
      expect(out).toEqual([]);
      expect(err).toHaveLength(1);
      expect(err[0]).toMatch(/^tenfold odds: /);
      expect(err[0]).toMatch(message);
      expect(err[0]).not.toMatch(/\n|at .*\.ts:\d+/);
    });
  }
});
