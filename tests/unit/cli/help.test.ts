import { describe, expect, expectTypeOf, it } from 'vitest';
import { parseCommandLine, type OptionValues } from '../../../src-main/cli/command';
import { runCli, usage } from '../../../src-main/cli/main';
import { commands } from '../../../src-main/cli/commands/index';
import { RULESETS } from '../../../shared/rulesets/index';

async function run(...argv: string[]): Promise<{ status: number; out: string; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const status = await runCli(argv, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { status, out: out.join('\n'), err };
}

/** The options each command's help must describe, beyond -h, --help. */
const OPTIONS: Record<string, string[]> = {
  analyze: ['--json'],
  validate: ['--json'],
  report: ['--json'],
  odds: ['--ruleset ID', '--json', '--summary'],
  simulate: ['--ruleset R', '--armies A.json', '--points P', '--games N', '--ai LEVEL[,LEVEL]', '--seed S', '--json'],
};

/** The help's line for `option`: the option, then the phrase describing it. */
const describedLine = (option: string): RegExp => new RegExp(`^  ${option.replace(/[|[\]]/g, '\\$&')}\\s{2,}\\S.{8,}$`, 'm');

describe('tenfold --help', () => {
  it('lists every command with its usage and says how to get a command’s help, exit 0', async () => {
    const { status, out, err } = await run('--help');
    expect(status).toBe(0);
    expect(err).toEqual([]);
    expect(out).toBe(usage());
    for (const command of commands) expect(out).toContain(`  ${command.usage}\n      ${command.summary}`);
    expect(out).toContain('tenfold help <command>');
    expect((await run('help')).out).toBe(out);
  });

  it('every command has a test of its options here', () => {
    expect(commands.map((c) => c.name).sort()).toEqual(Object.keys(OPTIONS).sort());
  });

  for (const [name, options] of Object.entries(OPTIONS)) {
    it(`tenfold ${name} --help prints its usage and describes each option, exit 0; -h and tenfold help ${name} print the same`, async () => {
      const { status, out, err } = await run(name, '--help');
      expect(status).toBe(0);
      expect(err).toEqual([]);
      expect(out).toMatch(new RegExp(`^usage: tenfold ${name} `));
      for (const option of [...options, '-h, --help']) expect(out).toMatch(describedLine(option));
      expect(await run(name, '-h')).toEqual({ status: 0, out, err: [] });
      expect(await run('help', name)).toEqual({ status: 0, out, err: [] });
    });

    it(`tenfold ${name} refuses an unknown option with exit 2 and one line`, async () => {
      const { status, out, err } = await run(name, '--frobnicate');
      expect(status).toBe(2);
      expect(out).toBe('');
      expect(err).toEqual([`tenfold ${name}: unknown option --frobnicate`]);
    });

    it(`tenfold ${name} prints its help when asked, whatever else the line says`, async () => {
      expect(await run(name, '--frobnicate', '--help')).toMatchObject({ status: 0, err: [] });
    });
  }

  it('the file commands take the file after the options, and a name that begins with a dash after --', async () => {
    const { status, err } = await run('validate', '--json', '--', '-army.json');
    expect(status).toBe(2);
    expect(err).toEqual(['tenfold validate: cannot find -army.json']);
  });

  it('refuses a value given to a switch, and an unknown command to help, with one line and exit 2', async () => {
    expect(await run('report', '--json=yes', 'game.tenfold')).toEqual({ status: 2, out: '', err: ['tenfold report: --json takes no value'] });
    const unknown = await run('help', 'frobnicate');
    expect(unknown.status).toBe(2);
    expect(unknown.err).toHaveLength(1);
    expect(unknown.err[0]).toMatch(/^tenfold: unknown command "frobnicate"/);
  });

  it('tenfold odds --help describes every flag each registered ruleset reads, under that ruleset', async () => {
    const { out } = await run('odds', '--help');
    for (const ruleset of Object.values(RULESETS)) {
      const section = out.split(`\nwith --ruleset ${ruleset.id}:\n`)[1]?.split('\n\n')[0];
      expect(section, ruleset.id).toBeDefined();
      const { values, switches, help } = ruleset.odds.flags;
      for (const name of [...values, ...switches]) {
        expect(help?.[name]?.text, `${ruleset.id} --${name}`).toBeTruthy();
        const value = values.includes(name) ? ` ${help![name]!.value ?? 'VALUE'}` : '';
        expect(section).toMatch(describedLine(`--${name}${value}`));
      }
    }
  });
});

describe('the shared parse', () => {
  const specs = {
    json: { type: 'boolean', help: 'print JSON' },
    attacks: { type: 'string', value: 'N', help: 'dice' },
  } as const;

  it('types each option by its declaration: a switch is a boolean, a value option its text', () => {
    const parsed = parseCommandLine(['--attacks', '-3', '--json', 'army.json'], specs, true);
    expectTypeOf(parsed.options).toEqualTypeOf<OptionValues<typeof specs>>();
    expectTypeOf(parsed.options.json).toEqualTypeOf<boolean | undefined>();
    expectTypeOf(parsed.options.attacks).toEqualTypeOf<string | undefined>();
    expect(parsed).toEqual({ options: { attacks: '-3', json: true }, operands: ['army.json'] });
  });

  it.each([
    [['--attacks'], '--attacks needs a value'],
    [['--attacks', '--json'], '--attacks needs a value'],
    [['--attacks', '1', '--attacks=2'], '--attacks is given twice'],
    [['--json=no'], '--json takes no value'],
    [['-x'], 'unknown option -x'],
  ])('refuses %j in one line: %s', (args, message) => {
    expect(() => parseCommandLine(args, specs, true)).toThrow(message);
  });

  it('refuses any word besides options when the command takes none', () => {
    expect(() => parseCommandLine(['--json', 'extra'], specs, false)).toThrow('unexpected argument "extra"');
  });
});
