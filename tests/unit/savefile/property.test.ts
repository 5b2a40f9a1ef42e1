/**
 * 10,000 mutated and random files through the reader: none may throw, every refusal has a
 * message, a file that is accepted passes the current schema, and nothing is ever written.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSaveFile, SaveFileSchema } from '../../../shared/savefile';
import { readGameFile } from '../../../src-main/files/read-game';
import type { FileSystem } from '../../../src-main/files/fs-seam';
import { sampleText } from './sample-game';

const BASE = sampleText(30, 1);

/** Text mutations of a valid file: cut it, flip characters, splice junk or hostile fragments in. */
const mutation = fc.oneof(
  fc.nat(BASE.length).map((end) => BASE.slice(0, end)),
  fc.tuple(fc.nat(BASE.length - 1), fc.string({ minLength: 1, maxLength: 4 })).map(([at, junk]) => BASE.slice(0, at) + junk + BASE.slice(at + 1)),
  fc
    .tuple(fc.nat(BASE.length), fc.constantFrom('"__proto__":{"a":1},', '"constructor":1,', '1e999', '-0', 'null,', '{', ']', '"\\u0000"', '9'.repeat(400)))
    .map(([at, piece]) => BASE.slice(0, at) + piece + BASE.slice(at)),
  fc.nat(BASE.length - 1).map((at) => BASE.slice(0, at) + BASE.slice(at + 1)),
);

/** Values anywhere in a valid file replaced by random JSON. */
const structural = fc
  .tuple(fc.constantFrom('title', 'kind', 'seed', 'table', 'armies', 'commands', 'snapshot', 'savedAt', 'app', 'ruleset', 'schemaVersion', 'extra'), fc.jsonValue({ maxDepth: 4 }))
  .map(([key, value]) => JSON.stringify({ ...JSON.parse(BASE), [key]: value }));

const anything = fc.oneof(mutation, structural, fc.json({ maxDepth: 6 }), fc.string({ maxLength: 200 }), fc.uint8Array({ maxLength: 300 }).map((b) => String.fromCharCode(...b)));

describe('opening random and mutated files', () => {
  it('never throws: 10,000 files are accepted (and pass the schema) or refused with a message', () => {
    let refused = 0;
    fc.assert(
      fc.property(anything, (text) => {
        const result = parseSaveFile(text);
        if (result.ok) {
          expect(SaveFileSchema.safeParse(result.value.file).success).toBe(true);
        } else {
          refused++;
          expect(result.problem.length).toBeGreaterThan(10);
        }
        expect(({} as Record<string, unknown>)['a']).toBeUndefined();
      }),
      { numRuns: 10_000, seed: 20261121 },
    );
    expect(refused).toBeGreaterThan(5_000);
  });

  it('writes nothing while reading any of 1,000 files from disk', async () => {
    let writes = 0;
    const refuseWrite = async (): Promise<never> => {
      writes++;
      throw new Error('the reader tried to write');
    };
    let current = '';
    const memoryFs: FileSystem = {
      open: refuseWrite,
      rename: refuseWrite,
      rm: refuseWrite,
      copyFile: refuseWrite,
      mkdir: refuseWrite,
      // The writer's own look-ups: a reader has no use for them either.
      chmod: refuseWrite, lstat: refuseWrite, readlink: refuseWrite, realpath: refuseWrite, checkWritable: refuseWrite,
      stat: async () => ({ size: Buffer.byteLength(current), isFile: () => true }),
      readFile: async () => Buffer.from(current),
      readdir: async () => ['game.tenfold'],
    };
    await fc.assert(
      fc.asyncProperty(anything, async (text) => {
        current = text;
        const result = await readGameFile('/games/game.tenfold', memoryFs);
        if (!result.ok) expect(result.problem).toMatch(/^game\.tenfold cannot be opened: /);
      }),
      { numRuns: 1_000, seed: 7 },
    );
    expect(writes).toBe(0);
  });
});
