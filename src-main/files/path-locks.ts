/**
 * One save at a time per file. Two saves of one file (a menu Save racing an autosave, say) run one
 * after the other, so the file ends as one whole save — the last one asked for.
 */
import { resolve } from 'node:path';

export class PathLocks {
  readonly #tails = new Map<string, Promise<unknown>>();

  run<T>(path: string, task: () => Promise<T>): Promise<T> {
    const key = resolve(path);
    const previous = this.#tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    this.#tails.set(key, tail);
    // Forget the file once its queue is empty, so the map does not grow with every file ever saved.
    void tail.then(() => {
      if (this.#tails.get(key) === tail) this.#tails.delete(key);
    });
    return result;
  }
}
