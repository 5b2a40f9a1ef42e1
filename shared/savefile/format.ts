/**
 * Reading and writing `.tenfold` text. Reading never throws: a file that is too big, not JSON,
 * hostile, from a newer Tenfold or damaged comes back as a refusal naming the problem. Writing
 * validates first, so Tenfold never writes a file it could not read back.
 */
import type { z } from 'zod';
import { issueInWords, REPORT_INPUT, versionInWords } from '../core/issue-words';
import { MIGRATIONS } from './migrations';
import { ok, refuse, type Result } from './result';
import { parseJsonSafely, type JsonLimits, DEFAULT_JSON_LIMITS } from './safe-json';
import { CURRENT_SCHEMA_VERSION, FORMAT_NAME, SaveFileSchema, SCHEMAS, type SaveFile } from './schema';

/** The largest `.tenfold` file Tenfold opens; readers check the byte size before reading at all. */
export const MAX_SAVEFILE_BYTES = 20 * 1024 * 1024;

export interface OpenedSaveFile {
  file: SaveFile;
  /** The version the file was written in, when it was older than the current one. */
  migratedFrom: number | null;
}

export function parseSaveFile(text: string, limits: JsonLimits = DEFAULT_JSON_LIMITS): Result<OpenedSaveFile> {
  const json = parseJsonSafely(text, limits);
  if (!json.ok) return json;
  const raw = json.value;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || (raw as { format?: unknown }).format !== FORMAT_NAME) {
    return refuse(`it is not a Tenfold file (it has no "format": "${FORMAT_NAME}").`);
  }
  const version = (raw as { schemaVersion?: unknown }).schemaVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return refuse('it has no valid schema version.');
  }
  if (version > CURRENT_SCHEMA_VERSION) {
    return refuse(
      `it was saved by a newer Tenfold (${versionInWords(version)}; this Tenfold reads versions up to ${CURRENT_SCHEMA_VERSION}), so update Tenfold to open it.`,
    );
  }
  const checked = validate(SCHEMAS[version]!, raw);
  if (!checked.ok) return checked;
  let file: unknown = checked.value;
  for (let at = version; at < CURRENT_SCHEMA_VERSION; at++) {
    const step = MIGRATIONS.find((m) => m.from === at);
    if (!step) return refuse(`it uses file version ${at}, which this Tenfold cannot upgrade.`);
    file = step.up(file);
  }
  const current = validate(SaveFileSchema, file);
  if (!current.ok) return current;
  return ok({ file: dropStaleSnapshot(current.value as SaveFile), migratedFrom: version < CURRENT_SCHEMA_VERSION ? version : null });
}

/** The file as text, or a refusal if it would not pass its own schema. */
export function serializeSaveFile(file: SaveFile): Result<string> {
  const checked = validate(SaveFileSchema, file);
  if (!checked.ok) return refuse(`the game could not be saved: ${checked.problem}`);
  return ok(`${JSON.stringify(checked.value, null, 2)}\n`);
}

/** The sentence shown to the player for a refused file. */
export function describeRefusal(fileName: string, problem: string): string {
  return `${fileName} cannot be opened: ${problem}`;
}

function validate(schema: z.ZodType, value: unknown): Result<unknown> {
  const parsed = schema.safeParse(value, REPORT_INPUT);
  if (parsed.success) return ok(parsed.data);
  return refuse(`it is damaged (${issueInWords(parsed.error.issues[0])}).`);
}

/** A snapshot taken before the last command (a crash between them) is ignored; the log is the truth. */
function dropStaleSnapshot(file: SaveFile): SaveFile {
  if (!file.snapshot || file.snapshot.atCommand === file.commands.length) return file;
  const { snapshot: _stale, ...rest } = file;
  return rest;
}
