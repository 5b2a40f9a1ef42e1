/**
 * What main knows about the game open in one window: the file it belongs to (chosen in a dialog,
 * the recent list or by the system — never typed by the renderer), its title, and its autosave.
 * The window title and the close prompt are derived from it.
 *
 * Whether the game has unsaved changes is not a flag kept here beside the renderer's: the unsaved
 * changes are exactly what the game's autosave holds. The renderer autosaves every change, a save
 * or a deliberate "Don't Save" drops the autosave, and a recovered game keeps the autosave it came
 * from — so the game is unsaved while it has an autosave, and saved when it has none.
 *
 * A file read for the renderer is only *offered* until the renderer accepts it (keepOpened): a file
 * the renderer refuses (a plan it cannot lay out, say) must never become the place where the game
 * still on screen is saved.
 */
import { basename } from 'node:path';

/** A file read for the renderer and waiting for it to accept it. */
export interface OfferedFile {
  /** Where Save will write once kept: the file read, or (for an autosave) the file its game came from. */
  path: string | null;
  title: string;
  /** The autosave that becomes the game's own when kept (a recovered game). */
  autosaveId: string | null;
  /** Whether keeping it lists the file as recent (a file the player opened, not a recovered autosave). */
  recent: boolean;
}

export class DocumentSession {
  path: string | null = null;
  title = 'Untitled game';
  /** The autosave written for this game, discarded once the game is saved or deliberately dropped. */
  autosaveId: string | null = null;
  /** The last file read for the renderer, not yet accepted by it. */
  offered: OfferedFile | null = null;
  /** Files the system handed over, waiting for the renderer to accept them, by ticket. */
  readonly tickets = new Map<string, string>();

  /** Whether the game has changes not saved to its file: those its autosave holds. */
  get dirty(): boolean {
    return this.autosaveId !== null;
  }

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
    this.autosaveId = null;
    this.offered = null;
  }
}
