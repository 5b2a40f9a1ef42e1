/**
 * Every way a file reaches Tenfold, as plain functions for the hostile-file tests: the CLI's
 * `report` and `validate`, the Play screen's open, the document's check before it adopts a file,
 * the Table screen's plan open, and army import (the Armies screen and `validate`). Each returns
 * what the player would read — a refusal sentence, or null when the file opened — and lets any
 * exception escape, so a test sees it.
 */
import { readFileSync } from 'node:fs';
import { parseSaveFile, type SaveFile } from '../../../shared/savefile';
import { reportOfFile } from '../../../src-main/cli/commands/report';
import { validateArmyText, validateGameFile } from '../../../src-main/cli/commands/validate';
import { armyCodec } from '../../../src-renderer/src/armies/model/kits';
import { BUILT_IN as ARMY_CATALOG } from '../../../src-renderer/src/armies/model/catalog';
import { fromSaveText, gameProblem, toSaveFile } from '../../../src-renderer/src/play/model/save';
import { planProblem, readAnyPlanText } from '../../../src-renderer/src/plan/plan-savefile';
import { newSession, playOn } from '../play-ui/helpers';

export interface Opened {
  path: string;
  /** The sentence the player reads when the file is refused; null when it opened. */
  refusal: string | null;
}

/** A `.tenfold` file's text through every path that opens games and plans. */
export function openSaveText(text: string): Opened[] {
  const out: Opened[] = [];
  const parsed = parseSaveFile(text);
  const file: SaveFile | null = parsed.ok ? parsed.value.file : null;
  const formatRefusal = parsed.ok ? null : `game.tenfold cannot be opened: ${parsed.problem}`;
  const cli = (run: (file: SaveFile) => { ok: true; value: string } | { ok: false; problem: string }) => {
    if (!file) return formatRefusal;
    const result = run(file);
    return result.ok ? null : result.problem;
  };
  out.push({ path: 'tenfold report', refusal: cli((f) => reportOfFile('game.tenfold', f, true)) });
  out.push({ path: 'tenfold validate', refusal: cli((f) => validateGameFile('game.tenfold', f, true)) });
  if (!file || file.kind === 'game') {
    const play = fromSaveText(text);
    out.push({ path: 'Play screen open', refusal: play.ok ? null : play.reason });
  }
  if (file) {
    const vetted = planProblem(file) ?? gameProblem(file);
    out.push({ path: 'document open', refusal: vetted === null ? null : `game.tenfold cannot be opened: ${vetted}` });
  }
  if (!file || file.kind === 'plan') {
    const plan = readAnyPlanText(text);
    out.push({ path: 'Table screen plan open', refusal: plan.ok ? null : plan.reason });
  }
  return out;
}

const codec = armyCodec(ARMY_CATALOG);

/** An army file's text through `tenfold validate` and the Armies screen's import. */
export function openArmyText(text: string): Opened[] {
  const validated = validateArmyText('army.json', text);
  const imported = codec.read(text);
  return [
    { path: 'tenfold validate (army)', refusal: validated.status === 2 ? validated.message : null },
    { path: 'army import', refusal: imported.ok ? null : imported.message },
  ];
}

/** Phrases only a programmer reads: none may reach a player (issue 17). */
export const FORBIDDEN_PHRASES: readonly RegExp[] = [
  /Cannot read/i,
  /\bundefined\b/,
  /is not a function/,
  /Invalid input/i,
  /expected \w+, received/i,
  /\bNaN\b/,
  /\[object /,
  /TypeError|RangeError|ReferenceError|SyntaxError/,
  /Too (big|small):/,
  /Unrecognized key/,
  /Invalid (option|discriminator|string|union)/,
  /\de[+-]\d+/,
  /Infinity/,
  /at .+\.ts:\d+/,
  /Unexpected token|JSON at position/,
];

/** Why a refusal is not one plain sentence, or null when it is. */
export function sentenceProblem(text: string): string | null {
  if (text.trim() === '') return 'it is empty';
  if (/\n/.test(text)) return 'it has more than one line';
  if (text.length > 600) return 'it is too long for one sentence';
  const phrase = FORBIDDEN_PHRASES.find((p) => p.test(text));
  if (phrase) return `it holds a programmer's phrase (${phrase})`;
  // A full stop (or ? !) followed by more words starts a second sentence.
  if (/[.!?]["”')]?\s+\S/.test(text)) return 'it is more than one sentence';
  return null;
}

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/${name}`, import.meta.url), 'utf8');

/** Real files to mutate: games the Play screen saved, plans and army files. */
export function corpus(): { saves: string[]; plans: string[]; armies: string[] } {
  const save = (ruleset: 'd10-wargame' | 'quality', commands: number) => JSON.stringify(toSaveFile(playOn(newSession(ruleset), commands), '1.0.0'), null, 1);
  return {
    saves: [save('d10-wargame', 24), save('quality', 24), save('d10-wargame', 10)],
    plans: [fixture('savefiles/v5-plan.tenfold'), fixture('savefiles/v4-plan.tenfold')],
    armies: [fixture('armies/meridian-1000-legal.json'), fixture('armies/cinder-500-illegal.json')],
  };
}
