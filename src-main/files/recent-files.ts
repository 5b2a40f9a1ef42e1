/**
 * The Open Recent list, kept as JSON in the app's data folder. The renderer only ever sees an id
 * per entry; the path stays here, so a path can come from a dialog or this list, never from the
 * renderer's text.
 */
import { createHash } from 'node:crypto';
import { basename, dirname } from 'node:path';
import { z } from 'zod';
import { parseJsonSafely } from '../../shared/savefile';
import { writeFileSafely } from './atomic-write';
import { nodeFs, type FileSystem } from './fs-seam';

export const MAX_RECENT = 10;

const Stored = z
  .object({
    version: z.literal(1),
    entries: z.array(z.object({ path: z.string().min(1).max(4096), openedAt: z.int().min(0) }).strict()).max(50),
  })
  .strict();

export interface RecentEntry {
  id: string;
  fileName: string;
  folder: string;
  openedAt: number;
}

export function recentId(path: string): string {
  return createHash('sha256').update(path).digest('hex').slice(0, 16);
}

export class RecentFiles {
  readonly #file: string;
  readonly #fs: FileSystem;

  constructor(file: string, fs: FileSystem = nodeFs) {
    this.#file = file;
    this.#fs = fs;
  }

  async list(): Promise<RecentEntry[]> {
    return (await this.#read()).map(({ path, openedAt }) => ({ id: recentId(path), fileName: basename(path), folder: dirname(path), openedAt }));
  }

  async pathOf(id: string): Promise<string | null> {
    return (await this.#read()).find((entry) => recentId(entry.path) === id)?.path ?? null;
  }

  async add(path: string, now = Date.now()): Promise<void> {
    const rest = (await this.#read()).filter((entry) => entry.path !== path);
    await this.#write([{ path, openedAt: now }, ...rest].slice(0, MAX_RECENT));
  }

  async remove(path: string): Promise<void> {
    await this.#write((await this.#read()).filter((entry) => entry.path !== path));
  }

  /** A missing or damaged list is an empty one: the list is a convenience, never worth an error. */
  async #read(): Promise<Array<{ path: string; openedAt: number }>> {
    try {
      const json = parseJsonSafely((await this.#fs.readFile(this.#file)).toString('utf8'));
      const parsed = json.ok ? Stored.safeParse(json.value) : null;
      return parsed?.success ? parsed.data.entries.slice(0, MAX_RECENT) : [];
    } catch {
      return [];
    }
  }

  async #write(entries: Array<{ path: string; openedAt: number }>): Promise<void> {
    await this.#fs.mkdir(dirname(this.#file), { recursive: true }).catch(() => undefined);
    await writeFileSafely(this.#file, JSON.stringify({ version: 1, entries }), { fs: this.#fs });
  }
}
