/**
 * The `tenfold` command as it ships: `npm run build:cli` bundles it into one ES module that plain
 * Node runs with no node_modules anywhere near it (no tsx, no zod installed), and src-main/cli/bin.js
 * runs that build. Each test builds into a folder of its own under the system's temp folder, away
 * from the checkout's node_modules, and spawns Node on it.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../src-main/cli/main';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const fixture = (name: string) => join(root, 'tests/fixtures/savefiles', name);

/** Node alone: no NODE_OPTIONS or NODE_PATH that could bring a loader or modules in. */
const bareEnv = { PATH: dirname(process.execPath) };

let install: string;
let built: string;

beforeAll(() => {
  // An install's layout: bin.js beside its source folder, the build under out/cli, and no node_modules.
  install = mkdtempSync(join(tmpdir(), 'tenfold-built-cli-'));
  const build = spawnSync(process.execPath, [join(root, 'scripts/build-cli.js'), '--outdir', join(install, 'out/cli')], { encoding: 'utf8' });
  expect(build.stderr).toBe('');
  expect(build.status).toBe(0);
  built = join(install, 'out/cli/tenfold.mjs');
  mkdirSync(join(install, 'src-main/cli'), { recursive: true });
  copyFileSync(join(root, 'src-main/cli/bin.js'), join(install, 'src-main/cli/bin.js'));
});

function node(args: string[], cwd = install) {
  return spawnSync(process.execPath, args, { cwd, env: bareEnv, encoding: 'utf8' });
}

async function inProcess(argv: string[]): Promise<string> {
  const out: string[] = [];
  await runCli(argv, { out: (t) => out.push(t), err: () => {} });
  return out.join('\n') + '\n';
}

describe('the built tenfold command', () => {
  it('is one file that imports nothing but Node’s own modules', () => {
    const code = readFileSync(built, 'utf8');
    const imported = [...code.matchAll(/^import\b[^'"]*["']([^'"]+)["']/gm), ...code.matchAll(/\bimport\(\s*["']([^'"]+)["']\s*\)/g), ...code.matchAll(/\brequire\(\s*["']([^'"]+)["']\s*\)/g)].map((m) => m[1]!);
    expect(imported.length).toBeGreaterThan(0);
    expect(imported.filter((name) => !name.startsWith('node:'))).toEqual([]);
  });

  it('runs report on a saved game with plain Node, printing what the command prints in process, exit 0', async () => {
    const run = node([built, 'report', fixture('v4-game-quality.tenfold')]);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^# /);
    expect(run.stdout).toMatch(/## Final score/);
    expect(run.stdout).toBe(await inProcess(['report', fixture('v4-game-quality.tenfold')]));
    const json = node([built, 'report', fixture('v4-game-d10.tenfold'), '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ commands: 170, finished: true, source: 'replay' });
  });

  it('answers --help with exit 0, and a bad option or file with one line on stderr and exit 2, never a stack trace', async () => {
    const help = node([built, 'odds', '--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toBe(await inProcess(['odds', '--help']));
    const unknown = node([built, 'analyze', '--frobnicate']);
    expect(unknown).toMatchObject({ status: 2, stdout: '', stderr: 'tenfold analyze: unknown option --frobnicate\n' });
    const hostile = join(install, 'hostile.tenfold');
    writeFileSync(hostile, '{"format":"tenfold","schemaVersion":3,"__proto__":{"x":1}}');
    const refused = node([built, 'report', hostile]);
    expect(refused.status).toBe(2);
    expect(refused.stderr.trimEnd().split('\n')).toEqual([expect.stringMatching(/^tenfold report: hostile\.tenfold cannot be opened: .*forbidden key "__proto__"/)]);
  });

  it('bin.js runs the build in an install without dev dependencies, even when the build is older than the sources it lists', () => {
    const run = node([join(install, 'src-main/cli/bin.js'), 'validate', fixture('v5-plan.tenfold')]);
    expect(run).toMatchObject({ status: 0, stdout: 'v5-plan.tenfold: accepted, a deployment plan\n', stderr: '' });
    // A source newer than the build would send a checkout to tsx; without tsx the build still answers.
    const listed = join(install, 'out/cli/tenfold.inputs.json');
    const source = join(install, 'changed.ts');
    writeFileSync(source, '');
    const later = new Date(Date.now() + 60_000);
    utimesSync(source, later, later);
    const inputs = readFileSync(listed, 'utf8');
    writeFileSync(listed, JSON.stringify(['changed.ts']));
    try {
      expect(node([join(install, 'src-main/cli/bin.js'), 'validate', fixture('v5-plan.tenfold')])).toMatchObject({ status: 0, stderr: '' });
    } finally {
      writeFileSync(listed, inputs);
    }
  });

  it('bin.js says in one line what to do when there is neither a build nor tsx', () => {
    const bare = mkdtempSync(join(tmpdir(), 'tenfold-unbuilt-cli-'));
    mkdirSync(join(bare, 'src-main/cli'), { recursive: true });
    copyFileSync(join(root, 'src-main/cli/bin.js'), join(bare, 'src-main/cli/bin.js'));
    const run = node([join(bare, 'src-main/cli/bin.js'), '--help'], bare);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('tenfold: the command is not built and tsx is not installed: run `npm run build:cli`\n');
  });
});
