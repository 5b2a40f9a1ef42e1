/**
 * The one recipe for a Tenfold window. Every window — the main one and the hidden one that prints
 * PDFs — is made from these options, so the security settings cannot drift between them.
 */
import type { BrowserWindowConstructorOptions, WebPreferences } from 'electron';

export function secureWebPreferences(preloadPath?: string): WebPreferences {
  return {
    ...(preloadPath ? { preload: preloadPath } : {}),
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    spellcheck: false,
  };
}

export function mainWindowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    width: 1400,
    height: 900,
    minWidth: 960,
    minHeight: 640,
    show: false,
    title: 'Tenfold',
    backgroundColor: '#1b1d22',
    autoHideMenuBar: false,
    webPreferences: secureWebPreferences(preloadPath),
  };
}

/** The off-screen window that renders print documents to PDF; it gets no preload at all. */
export function printWindowOptions(): BrowserWindowConstructorOptions {
  return { show: false, webPreferences: { ...secureWebPreferences(), javascript: false } };
}
