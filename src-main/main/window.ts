import { BrowserWindow, dialog, shell, type WebContents } from 'electron';
import { RendererWatch } from './renderer-recovery';
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

/**
 * A page that dies or hangs is reloaded, and its game offered back from the autosave (the decision
 * is RendererWatch's, tested in Node; this only connects it to the window).
 */
export function watchRenderer(window: BrowserWindow, forgetDocument: () => void): void {
  const contents = window.webContents;
  const watch = new RendererWatch(
    {
      isDestroyed: () => window.isDestroyed(),
      ask: async (question, signal) => (await dialog.showMessageBox(window, { ...question, signal })).response,
      reload: () => contents.reload(),
      endRenderer: () => contents.forcefullyCrashRenderer(),
      close: () => window.close(),
    },
    { forgetDocument },
  );
  window.on('unresponsive', () => void watch.unresponsive());
  window.on('responsive', () => watch.responsive());
  contents.on('render-process-gone', (_event, details) => void watch.gone(details.reason));
  contents.on('did-finish-load', () => watch.loaded());
}
