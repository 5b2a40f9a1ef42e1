/**
 * A ruleset's own data in a file — its setup and its commands — is versioned by the ruleset
 * (`Ruleset.saveData`). A file written under an older version is brought up to date one step at a
 * time before its log is replayed, as the file envelope's own migrations do for the envelope. The
 * version rides in the file's options beside the setup; a file without one is version 1.
 */
import type { RulesetData, SaveData } from './ruleset';

/** Where a file's options carry the version of the ruleset's data. */
export const DATA_VERSION_FIELD = 'dataVersion';

/** The version of the ruleset's data a file's options name: 1 when they name none. */
export function dataVersionOf(options: Readonly<Record<string, unknown>> | undefined): number {
  const version = options?.[DATA_VERSION_FIELD];
  return typeof version === 'number' && Number.isInteger(version) && version >= 1 ? version : 1;
}

/**
 * The data brought from `version` up to the ruleset's current version, or a sentence (a clause
 * for "<file> cannot be opened: …") saying why it cannot be.
 */
export function upgradeRulesetData(name: string, saveData: SaveData, version: number, data: RulesetData): { ok: true; data: RulesetData } | { ok: false; problem: string } {
  if (version > saveData.version) {
    return { ok: false, problem: `its ${name} data is version ${version}, newer than this Tenfold reads (up to ${saveData.version}): open it in a newer Tenfold.` };
  }
  let current = data;
  for (let from = version; from < saveData.version; from++) {
    const step = saveData.steps[from];
    if (!step) return { ok: false, problem: `its ${name} data is version ${from}, which this Tenfold can no longer bring up to date.` };
    const next = step(current);
    if (typeof next === 'string') return { ok: false, problem: `its ${name} data (version ${from}) cannot be brought up to date: ${next}` };
    current = next;
  }
  return { ok: true, data: current };
}
