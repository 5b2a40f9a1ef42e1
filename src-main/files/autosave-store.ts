/**
 * Autosaves in the app's data folder: after every activation and every setup change the open
 * game is written here (atomically, like any save). A clean save or a deliberate "Don't Save"
 * removes it; whatever is still here at the next start was lost to a crash and is offered back.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { AutosaveId, type Recoverable } from '../../shared/ipc/contract';
import { describeRefusal, MAX_SAVEFILE_BYTES, parseJsonSafely, parseSaveFile } from '../../shared/savefile';
import { writeFileSafely } from './atomic-write';
import { nodeFs, type FileSystem } from './fs-seam';
import { PathLocks } from './path-locks';


const Wrapper = z
  .object({
    format: z.literal('tenfold-autosave'),
    version: z.literal(1),
    id: AutosaveId,
    title: z.string().min(1).max(120),
    /** Where the game was last saved by the player, so Save after recovery goes back there. */
    documentPath: z.string().min(1).max(4096).nullable(),
    savedAt: z.iso.datetime({ offset: true }),
    contents: z.string().max(MAX_SAVEFILE_BYTES),
  })
  .strict();
type Wrapper = z.output<typeof Wrapper>;


export type RecoverResult =
  | { ok: true; id: string; title: string; documentPath: string | null; contents: string }
  | { ok: false; problem: string };

export class AutosaveStore {
  readonly #folder: string;
  readonly #fs: FileSystem;
  readonly #locks = new PathLocks();

  constructor(folder: string, fs: FileSystem = nodeFs) {
    this.#folder = folder;
    this.#fs = fs;
  }

  #pathOf(id: string): string {
    return join(this.#folder, `${id}.json`);
  }

  async write(entry: { id: string; title: string; documentPath: string | null; contents: string }, now = new Date()): Promise<{ ok: true } | { ok: false; problem: string }> {
    const wrapper: Wrapper = { format: 'tenfold-autosave', version: 1, ...entry, savedAt: now.toISOString() };
    const checked = Wrapper.safeParse(wrapper);
    if (!checked.success) return { ok: false, problem: 'The autosave was refused: it is not a valid game.' };
    await this.#fs.mkdir(this.#folder, { recursive: true }).catch(() => undefined);
    const path = this.#pathOf(entry.id);
    const outcome = await this.#locks.run(path, () => writeFileSafely(path, JSON.stringify(wrapper), { fs: this.#fs }));
    return outcome.ok ? outcome : { ok: false, problem: `Autosave failed: ${outcome.problem}` };
  }

  /** Every autosave that can still be read; damaged ones are skipped, never deleted unasked. */
  async list(): Promise<Recoverable[]> {
    let entries: string[];
    try {
      entries = await this.#fs.readdir(this.#folder);
    } catch {
      return [];
    }
    const found: Recoverable[] = [];
    for (const entry of entries) {
      const match = /^([a-z0-9][a-z0-9-]{5,63})\.json$/.exec(entry);
      if (!match) continue;
      const wrapper = await this.#read(match[1]!);
      if (!wrapper) continue;
      // A damaged autosave is still listed (recovering it explains what is wrong); it counts as a game.
      const parsed = parseSaveFile(wrapper.contents);
      const kind = parsed.ok ? parsed.value.file.kind : 'game';
      found.push({ id: wrapper.id, title: wrapper.title, savedAt: wrapper.savedAt, fileName: wrapper.documentPath?.split(/[\\/]/).pop() ?? null, kind });
    }
    return found.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  }

  async recover(id: string): Promise<RecoverResult> {
    const wrapper = await this.#read(id);
    if (!wrapper) return { ok: false, problem: 'That autosave is gone or damaged.' };
    const parsed = parseSaveFile(wrapper.contents);
    if (!parsed.ok) return { ok: false, problem: describeRefusal(`The autosave of ${wrapper.title}`, parsed.problem) };
    return { ok: true, id: wrapper.id, title: wrapper.title, documentPath: wrapper.documentPath, contents: wrapper.contents };
  }

  async discard(id: string): Promise<void> {
    const path = this.#pathOf(id);
    await this.#locks.run(path, () => this.#fs.rm(path, { force: true }));
  }

  async #read(id: string): Promise<Wrapper | null> {
    if (!AutosaveId.safeParse(id).success) return null;
    try {
      const path = this.#pathOf(id);
      const info = await this.#fs.stat(path);
      if (info.size > MAX_SAVEFILE_BYTES * 2) return null;
      const json = parseJsonSafely((await this.#fs.readFile(path)).toString('utf8'), { maxChars: MAX_SAVEFILE_BYTES * 2, maxDepth: 8, maxNodes: 100 });
      const parsed = json.ok ? Wrapper.safeParse(json.value) : null;
      return parsed?.success && parsed.data.id === id ? parsed.data : null;
    } catch {
      return null;
    }
  }
}
