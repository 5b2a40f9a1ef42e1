/**
 * The app frame's state: which screen is shown, the theme, and the player's settings. Components
 * read it and call its methods; nothing here knows about the DOM beyond the document's theme.
 */
import type { TenfoldDb } from './db';
import { DEFAULT_SETTINGS, loadSettings, saveSetting, type Settings } from './settings';
import { screenFromHash, type ScreenId } from './screens';

export class AppState {
  screen = $state<ScreenId>('armies');
  settings = $state<Settings>({ ...DEFAULT_SETTINGS });
  systemDark = $state(true);
  theme = $derived<'dark' | 'light'>(
    this.settings.theme === 'system' ? (this.systemDark ? 'dark' : 'light') : this.settings.theme,
  );
  readonly #db: TenfoldDb;

  constructor(db: TenfoldDb) {
    this.#db = db;
  }

  async load(): Promise<void> {
    this.settings = await loadSettings(this.#db);
  }

  show(screen: ScreenId): void {
    this.screen = screen;
  }

  showFromHash(hash: string): void {
    this.screen = screenFromHash(hash);
  }

  async setSetting<K extends keyof Settings>(key: K, value: Settings[K]): Promise<void> {
    await saveSetting(this.#db, key, value);
    this.settings = { ...this.settings, [key]: value };
  }

  toggleTheme(): Promise<void> {
    return this.setSetting('theme', this.theme === 'dark' ? 'light' : 'dark');
  }
}
