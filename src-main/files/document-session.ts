/**
 * What main knows about the game open in one window: the file it belongs to (chosen in a dialog,
 * the recent list or by the system — never typed by the renderer), its title, and whether it has
 * unsaved changes. The window title and the close prompt are derived from it.
 */
import { basename } from 'node:path';

export class DocumentSession {
  path: string | null = null;
  title = 'Untitled game';
  dirty = false;
  /** The autosave written for this game, discarded once the game is saved or deliberately dropped. */
  autosaveId: string | null = null;
  /** Files the system handed over, waiting for the renderer to accept them, by ticket. */
  readonly tickets = new Map<string, string>();

  get fileName(): string | null {
    return this.path ? basename(this.path) : null;
  }

  /** `• Bridge at Calder Ford.tenfold — Tenfold`: the file (or the title of a new game), a dot when unsaved. */
  windowTitle(): string {
    return `${this.dirty ? '• ' : ''}${this.fileName ?? this.title} — Tenfold`;
  }

  reset(): void {
    this.path = null;
    this.title = 'Untitled game';
    this.dirty = false;
    this.autosaveId = null;
  }
}
