/**
 * `tenfold simulate`: balance by simulation. The built-in opponent (or the `random` baseline) plays
 * whole games between two armies, headless, swapping the armies' seats between paired games, and
 * the results are counted: wins per army with their 95% interval, draws, the mean score and length.
 * The same arguments and seed print the same figures.
 */
import { LEVELS, type Level } from '../../../shared/ai/opponent';
import { summarize, type SimulatedPlayer } from '../../../shared/ai/simulate';
import { parseArmyJson } from '../../../shared/armies/index';
import type { ArmyFile } from '../../../shared/core/army';
import { RULESETS, rulesetById } from '../../../shared/rulesets/index';
import { CliError, defineCommand } from '../command';
import { readSmallFile } from '../input';
import { defaultJobs, playGames } from '../simulate-pool';

const USAGE = 'simulate --ruleset R [--armies A.json B.json] [--points P] [--games N] [--ai LEVEL[,LEVEL]] [--seed S] [--jobs J] [--json]';
const MAX_JOBS = 256;
const MAX_GAMES = 100_000;
const MAX_ARMY_BYTES = 1_000_000;

function whole(text: string | undefined, name: string, min: number, max: number, fallback: number): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max) throw new CliError(`--${name} must be a whole number from ${min} to ${max}, not "${text}"`);
  return n;
}

function players(text: string | undefined): SimulatedPlayer[] {
  const names = (text ?? 'veteran').split(',');
  if (names.length > 2) throw new CliError('--ai takes one level for both armies or two, one per army (first army first)');
  return names.map((name) => {
    if (name === 'random') return 'random';
    if (!LEVELS.includes(name as Level)) throw new CliError(`--ai: "${name}" is not a level (${[...LEVELS, 'random'].join(', ')})`);
    return { level: name as Level, personality: 'balanced' };
  });
}

export const simulateCommand = defineCommand({
  name: 'simulate',
  usage: USAGE,
  summary: "play AI-vs-AI games headless and count the results, for balance (the armies swap seats between paired games)",
  operands: [['B.json', 'the second army file, after --armies A.json']],
  options: {
    ruleset: { type: 'string', value: 'R', help: `the ruleset (${Object.keys(RULESETS).join(', ')})` },
    armies: { type: 'string', value: 'A.json', help: "the first army file; the second follows it. Without: the ruleset's two starter armies at --points" },
    points: { type: 'string', value: 'P', help: "the points of the starter armies (default: the ruleset's smallest standard size)" },
    games: { type: 'string', value: 'N', help: 'how many games (default 10); pairs swap the armies between seats' },
    ai: { type: 'string', value: 'LEVEL[,LEVEL]', help: 'recruit, veteran, commander or random (a baseline playing any legal command); one for both armies or one each (default veteran)' },
    seed: { type: 'string', value: 'S', help: 'the seed every game’s dice and opponents start from (default 1)' },
    jobs: { type: 'string', value: 'J', help: 'games played at once, each on its own thread (default: every core); the figures are the same for any number' },
    json: { type: 'boolean', help: 'print the figures as one JSON document' },
  },
  async run({ options, operands }, io) {
    const ruleset = rulesetById(options.ruleset ?? '');
    if (!ruleset) throw new CliError(`--ruleset: say which ruleset (${Object.keys(RULESETS).join(', ')})`);
    const games = whole(options.games, 'games', 1, MAX_GAMES, 10);
    const seats = players(options.ai);
    let armies: ArmyFile[];
    let points: number;
    if (options.armies !== undefined) {
      if (operands.length !== 1) throw new CliError('--armies takes two army files: --armies A.json B.json');
      armies = [];
      for (const file of [options.armies, operands[0]!]) {
        const parsed = parseArmyJson(await readSmallFile(file, MAX_ARMY_BYTES, 'an army file'));
        if (!parsed.ok) throw new CliError(`${file}: ${parsed.message}`);
        if (parsed.army.ruleset !== ruleset.id) throw new CliError(`${file} is a ${parsed.army.ruleset} army, not ${ruleset.id}`);
        armies.push(parsed.army);
      }
      points = whole(options.points, 'points', 1, 100_000, Math.max(...armies.map((a) => a.pointsLimit)));
    } else {
      if (operands.length > 0) throw new CliError(`unexpected argument "${operands[0]}"`);
      points = whole(options.points, 'points', 1, 100_000, ruleset.army.presets[0] ?? 500);
      const starters = Object.values(ruleset.army.samples).map((lists) => lists.find((l) => l.pointsLimit === points));
      armies = starters.filter((a): a is ArmyFile => a !== undefined).slice(0, 2);
      if (armies.length < 2) throw new CliError(`${ruleset.name} has no two starter armies at ${points} points; give --armies A.json B.json`);
    }
    const jobs = whole(options.jobs, 'jobs', 1, MAX_JOBS, defaultJobs());
    const job = { ruleset: ruleset.id, armies, points, seats, seed: options.seed ?? 1, maxDecisions: 5000 };
    const played = await playGames(job, games, jobs, (done) => {
      if (process.stderr.isTTY) process.stderr.write(`\r${bar(done, games)}`);
    }).catch((error: unknown) => {
      throw new CliError(error instanceof Error ? error.message : String(error));
    });
    if (process.stderr.isTTY) process.stderr.write('\n');
    const summary = summarize(played.games, 2, played.ms);
    // Times vary from run to run; everything else repeats exactly with the same arguments and seed.
    const { meanDecisions: _decisions, ...figures } = summary;
    if (options.json === true) {
      io.out(JSON.stringify(figures));
      return 0;
    }
    const name = (i: number) => armies[i]!.name;
    const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
    io.out(
      [
        `${ruleset.name}: ${games} games, ${name(0)} vs ${name(1)} at ${points} points (${options.ai ?? 'veteran'})`,
        ...[0, 1].map((i) => `  ${name(i)}: ${summary.wins[i]} wins, ${pct(summary.winRate[i]!)} (95%: ${pct(summary.ci95[i]![0])}–${pct(summary.ci95[i]![1])}), mean score ${summary.meanScore[i]!.toFixed(1)}`),
        `  draws ${summary.draws}, unfinished ${summary.unfinished}, ${summary.meanRounds === null ? '' : `mean length ${summary.meanRounds.toFixed(1)} rounds, `}${Math.round(summary.msPerGame)} ms a game`,
        '  units (enemy points removed a game, games survived):',
        ...summary.units.map((u) => `    ${name(u.army)}: ${u.unit} ${u.damageDealt.toFixed(0)}, ${pct(u.survived)}`),
      ].join('\n'),
    );
    return 0;
  },
});

/** "[#########-----------] 9/20" */
function bar(done: number, total: number): string {
  const width = 20;
  const filled = Math.round((done / total) * width);
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total}`;
}
