import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint config is the one `npm test` runs; these cases prove its layering rules can fail.
const eslint = new ESLint({ cwd: process.cwd() });

async function layeringErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-globals')
    .map((m) => m.message);
}

describe('import boundaries', () => {
  it('refuses Node built-ins, electron and the app folders in shared/', async () => {
    const errors = await layeringErrors(
      'shared/core/bad.ts',
      [
        "import { readFileSync } from 'node:fs';",
        "import { join } from 'path';",
        "import { app } from 'electron';",
        "import { x } from '../../src-main/main/security';",
        "import { y } from '../../src-renderer/src/lib/db';",
        'export const all = [readFileSync, join, app, x, y];',
      ].join('\n'),
    );
    expect(errors).toHaveLength(5);
    expect(errors.every((e) => e.includes('Bad layering') || e.includes('shared/'))).toBe(true);
  });

  it('refuses DOM globals in shared/', async () => {
    const errors = await layeringErrors('shared/core/bad.ts', 'export const w = window.innerWidth + document.title.length;');
    expect(errors).toHaveLength(2);
  });

  it('refuses src-main and src-renderer importing each other', async () => {
    expect(await layeringErrors('src-main/main/bad.ts', "import { db } from '../../src-renderer/src/lib/db';\nexport { db };")).toHaveLength(1);
    expect(
      await layeringErrors('src-renderer/src/lib/bad.ts', "import { x } from '../../../src-main/main/security';\nexport { x };"),
    ).toHaveLength(1);
    expect(await layeringErrors('src-renderer/src/lib/bad.ts', "import { ipcRenderer } from 'electron';\nexport { ipcRenderer };")).toHaveLength(1);
  });

  it('lets every side import the rules core', async () => {
    const code = "import { CHANNELS } from '../../shared/ipc/channels';\nexport { CHANNELS };";
    expect(await layeringErrors('src-main/main/good.ts', code)).toEqual([]);
    expect(await layeringErrors('shared/core/good.ts', "import { z } from 'zod';\nexport const s = z.string();")).toEqual([]);
  });

  it('refuses generic shared code reaching inside a ruleset, and lets it use the registry', async () => {
    const inside = "import { d10Armies } from '../rulesets/d10-wargame/armies';\nexport { d10Armies };";
    expect(await layeringErrors('shared/armies/bad.ts', inside)).toEqual([expect.stringContaining('only through the registry')]);
    expect(await layeringErrors('shared/geometry/bad.ts', inside)).toHaveLength(1);
    expect(await layeringErrors('shared/armies/good.ts', "import { RULESETS } from '../rulesets/index';\nexport { RULESETS };")).toEqual([]);
  });

  it('refuses a ruleset importing another ruleset or the registry, and lets it use the core and its own folder', async () => {
    const other = "import { QualityArmyFile } from '../quality/army-file';\nexport { QualityArmyFile };";
    expect(await layeringErrors('shared/rulesets/d10-wargame/bad.ts', other)).toEqual([expect.stringContaining('never imports another')]);
    const back = "import { apply } from '../../rulesets/d10-wargame/commands';\nexport { apply };";
    expect(await layeringErrors('shared/rulesets/quality/bad.ts', back)).toHaveLength(1);
    expect(await layeringErrors('shared/rulesets/quality/bad.ts', "import { RULESETS } from '../index';\nexport { RULESETS };")).toHaveLength(1);
    const own = "import { armyHeader } from '../../core/army';\nimport { Faction } from './schema';\nexport { armyHeader, Faction };";
    expect(await layeringErrors('shared/rulesets/d10-wargame/good.ts', own)).toEqual([]);
    expect(await layeringErrors('shared/rulesets/d10-wargame/bad.ts', "import { readFileSync } from 'node:fs';\nexport { readFileSync };")).toHaveLength(1);
  });
});
