/**
 * The keyboard-shortcut registry. Screens register what they offer while they are shown; the app
 * frame routes every keydown here and lists the registered shortcuts in the help overlay, with the
 * mouse gestures the screens describe beside them. "Mod" is Ctrl, or Cmd on macOS.
 */

export interface Shortcut {
  id: string;
  /** e.g. "Mod+1", "Shift+?", "Escape", "Mod+Shift+Z". */
  keys: string;
  description: string;
  group: string;
  run: () => void;
}

/** A mouse gesture a screen offers, for the help overlay only: the screen's canvas handles it. */
export interface Gesture {
  id: string;
  /** e.g. "Double-click an edge", "Alt+click a corner". */
  gesture: string;
  description: string;
  group: string;
}

/** The fields of a KeyboardEvent the registry reads. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  target?: unknown;
}

export class ShortcutRegistry {
  #shortcuts = new Map<string, Shortcut>();
  #gestures = new Map<string, Gesture>();
  #listeners = new Set<() => void>();
  readonly #mac: boolean;

  constructor(mac = false) {
    this.#mac = mac;
  }

  /** Adds a shortcut; the returned function removes it. A second shortcut on the same keys is refused. */
  register(shortcut: Shortcut): () => void {
    const chord = normalise(shortcut.keys);
    for (const existing of this.#shortcuts.values()) {
      if (normalise(existing.keys) === chord && existing.id !== shortcut.id) {
        throw new Error(`${shortcut.keys} is already used by "${existing.description}"`);
      }
    }
    this.#shortcuts.set(shortcut.id, shortcut);
    this.#notify();
    return () => {
      if (this.#shortcuts.get(shortcut.id) === shortcut) {
        this.#shortcuts.delete(shortcut.id);
        this.#notify();
      }
    };
  }

  list(): Shortcut[] {
    return [...this.#shortcuts.values()].sort((a, b) => a.group.localeCompare(b.group) || a.keys.localeCompare(b.keys));
  }

  /** Lists a mouse gesture in the help while the screen offers it; the returned function removes it. */
  describe(gesture: Gesture): () => void {
    this.#gestures.set(gesture.id, gesture);
    this.#notify();
    return () => {
      if (this.#gestures.get(gesture.id) === gesture) {
        this.#gestures.delete(gesture.id);
        this.#notify();
      }
    };
  }

  gestures(): Gesture[] {
    return [...this.#gestures.values()].sort((a, b) => a.group.localeCompare(b.group));
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Runs the shortcut matching the key press; true when one ran (the caller then prevents the default). */
  handle(press: KeyPress): boolean {
    if (isTyping(press.target) && !press.ctrlKey && !press.metaKey) return false;
    const chord = chordOf(press, this.#mac);
    for (const shortcut of this.#shortcuts.values()) {
      if (normalise(shortcut.keys) === chord) {
        shortcut.run();
        return true;
      }
    }
    return false;
  }

  /** How the keys read on this platform, e.g. "Ctrl+1" or "⌘1". */
  label(keys: string): string {
    return keys
      .split('+')
      .map((part) => (part === 'Mod' ? (this.#mac ? '⌘' : 'Ctrl') : part))
      .join(this.#mac ? '' : '+');
  }

  #notify(): void {
    for (const listener of this.#listeners) listener();
  }
}

const MODIFIERS = ['Mod', 'Alt', 'Shift'];

function normalise(keys: string): string {
  const parts = keys.split('+').map((p) => p.trim());
  const key = parts.pop()!.toLowerCase();
  const mods = MODIFIERS.filter((m) => parts.includes(m));
  return [...mods, key].join('+');
}

function chordOf(press: KeyPress, mac: boolean): string {
  const mods: string[] = [];
  if (mac ? press.metaKey : press.ctrlKey) mods.push('Mod');
  if (press.altKey) mods.push('Alt');
  // Shift is part of printable keys like "?" already; only count it for letters, digits and named keys.
  if (press.shiftKey && (press.key.length > 1 || /[a-z0-9]/i.test(press.key))) mods.push('Shift');
  return [...mods, press.key.toLowerCase()].join('+');
}

function isTyping(target: unknown): boolean {
  const element = target as { tagName?: string; isContentEditable?: boolean } | undefined;
  if (!element?.tagName) return false;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName) || element.isContentEditable === true;
}
