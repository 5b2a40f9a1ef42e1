import { BrowserWindow, shell, type WebContents } from 'electron';
import { mainWindowOptions } from './window-options';
import { isAllowedExternalLink, isTrustedUrl } from './security';

/**
 * The single window factory. Navigation away from the app is refused; a new window is never
 * opened, and only a link on the allowlist (EXTERNAL_LINKS, empty today) goes to the player's
 * browser instead.
 */
export function createMainWindow(preloadPath: string, origins: readonly string[]): BrowserWindow {
  const window = new BrowserWindow(mainWindowOptions(preloadPath));
  lockNavigation(window.webContents, origins);
  window.once('ready-to-show', () => window.show());
  return window;
}

export function lockNavigation(contents: WebContents, origins: readonly string[]): void {
  contents.on('will-navigate', (event, url) => {
    if (!isTrustedUrl(url, origins)) event.preventDefault();
  });
  contents.on('will-redirect', (event, url) => {
    if (!isTrustedUrl(url, origins)) event.preventDefault();
  });
  contents.setWindowOpenHandler(({ url }) => {
    if (isAllowedExternalLink(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}
