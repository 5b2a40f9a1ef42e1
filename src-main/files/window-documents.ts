/**
 * One document session and one request queue per window, keyed by the window's webContents id:
 * handlers find the session of the window that called, the menu the queue of the focused one.
 */
import type { AppRequest } from '../../shared/ipc/contract';
import { DocumentSession } from './document-session';
import { RequestQueue } from './request-queue';

export interface WindowDocument {
  session: DocumentSession;
  requests: RequestQueue<AppRequest>;
  /** Set once the player agreed to close, so the close prompt does not ask twice. */
  closing: boolean;
}

export class WindowDocuments {
  readonly #byId = new Map<number, WindowDocument>();

  get(id: number): WindowDocument {
    let entry = this.#byId.get(id);
    if (!entry) {
      entry = { session: new DocumentSession(), requests: new RequestQueue<AppRequest>(), closing: false };
      this.#byId.set(id, entry);
    }
    return entry;
  }

  forget(id: number): void {
    this.#byId.delete(id);
  }
}
