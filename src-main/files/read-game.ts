/**
 * Opening a `.tenfold` file from disk: the size is checked before a byte is read, then the text
 * goes through the shared format's parser. Every failure is a sentence naming the problem.
 */
import { basename } from 'node:path';
import { describeRefusal, MAX_SAVEFILE_BYTES, parseSaveFile, type OpenedSaveFile } from '../../shared/savefile';
import { tooLargeProblem } from '../../shared/savefile/safe-json';
import { describeReadError, errorCode } from './errors';
import { nodeFs, type FileSystem } from './fs-seam';

export type ReadGameResult =
  | { ok: true; fileName: string; text: string; opened: OpenedSaveFile }
  /** `missing`: there is no file at the path any more (it was moved or deleted). */
  | { ok: false; fileName: string; problem: string; missing?: true };

export async function readGameFile(path: string, fs: FileSystem = nodeFs, maxBytes = MAX_SAVEFILE_BYTES): Promise<ReadGameResult> {
  const fileName = basename(path);
  let text: string;
  try {
    const info = await fs.stat(path);
    if (!info.isFile()) return { ok: false, fileName, problem: `${fileName} cannot be opened: it is not a file.` };
    if (info.size > maxBytes) {
      return { ok: false, fileName, problem: describeRefusal(fileName, tooLargeProblem(info.size, maxBytes)) };
    }
    const bytes = await fs.readFile(path);
    // The file may have grown between stat and read; the cap holds either way.
    if (bytes.length > maxBytes) return { ok: false, fileName, problem: describeRefusal(fileName, tooLargeProblem(bytes.length, maxBytes)) };
    text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  } catch (error) {
    const problem = describeReadError(error, fileName);
    return errorCode(error) === 'ENOENT' ? { ok: false, fileName, problem, missing: true } : { ok: false, fileName, problem };
  }
  const parsed = parseSaveFile(text);
  if (!parsed.ok) return { ok: false, fileName, problem: describeRefusal(fileName, parsed.problem) };
  return { ok: true, fileName, text, opened: parsed.value };
}

/** Whether the bytes are a file this Tenfold can open: only such a file is kept as the backup. */
export function isReadableGame(bytes: Buffer): boolean {
  return bytes.length <= MAX_SAVEFILE_BYTES && parseSaveFile(bytes.toString('utf8')).ok;
}
