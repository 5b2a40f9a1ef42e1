/**
 * Tenfold's main process: one secure window serving the renderer from tenfold://app, and the IPC
 * handlers behind the preload's named functions. Saved games arrive by the File menu, a
 * double-click or the command line (one instance: a second launch hands its files to the first),
 * or macOS's open-file event.
 */
import { app, BrowserWindow, ipcMain, session } from 'electron';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createIpcRegistry } from './ipc';
import { guardClose, registerGameHandlers, registerHandlers, type GameHandlerContext } from './handlers';
import { installMenu } from './menu';
import { installPermissionPolicy } from './permissions';
import { AutosaveStore, gameFilesFromArgv, offerFile, RecentFiles, WindowDocuments } from '../files';
import type { MenuAction } from '../../shared/ipc/contract';
import { registerAppScheme, serveRenderer } from './protocol';
import { PrintPages } from './print-pages';
import { APP_ORIGIN, contentSecurityPolicyFor, trustedOrigins } from './security';
import { createMainWindow, lockNavigation, watchRenderer } from './window';

const here = fileURLToPath(new URL('.', import.meta.url));
const devServerUrl = process.env['ELECTRON_RENDERER_URL'];
const origins = trustedOrigins(app.isPackaged ? undefined : devServerUrl);

registerAppScheme();

// One Tenfold at a time, so a double-clicked game opens in the running app and autosaves have one owner.
const primary = app.requestSingleInstanceLock();
if (!primary) app.quit();

const documents = new WindowDocuments();
let gameContext: GameHandlerContext | null = null;
/** Files handed over before a window exists (macOS sends open-file before ready). */
const waitingFiles: string[] = gameFilesFromArgv(process.argv, process.cwd());

app.on('open-file', (event, path) => {
  event.preventDefault();
  offerFiles([path]);
});
app.on('second-instance', (_event, argv, workingDirectory) => {
  const window = mainWindow();
  if (window) {
    if (window.isMinimized()) window.restore();
    window.focus();
  }
  offerFiles(gameFilesFromArgv(argv, workingDirectory));
});

app.on('web-contents-created', (_event, contents) => lockNavigation(contents, origins));

void app.whenReady().then(() => {
  // A second launch only hands its files to the first (second-instance) and quits.
  if (!primary) return;
  const printPages = new PrintPages();
  serveRenderer(join(here, '../renderer'), printPages);
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [contentSecurityPolicyFor(details.url)] },
    });
  });
  // The renderer asks for nothing beyond the page but the clipboard's write: every other permission is refused, asked or checked.
  installPermissionPolicy(session.defaultSession, origins);

  const ipc = createIpcRegistry(ipcMain, origins, (message) => console.warn(message));
  registerHandlers(ipc, printPages);
  const userData = app.getPath('userData');
  gameContext = {
    documents,
    recent: new RecentFiles(join(userData, 'recent-files.json')),
    autosaves: new AutosaveStore(join(userData, 'autosave')),
    onRecentChanged: () => void refreshMenu(),
  };
  registerGameHandlers(ipc, gameContext);
  void refreshMenu();
  openWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) openWindow();
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

function openWindow(): void {
  const window = createMainWindow(join(here, '../preload/index.cjs'), origins);
  if (gameContext) guardClose(window, gameContext);
  // The page is gone: its game lives on in its autosave, offered back once the page reloads.
  const id = window.webContents.id;
  watchRenderer(window, () => documents.get(id).session.reset());
  void window.loadURL(devServerUrl && !app.isPackaged ? devServerUrl : `${APP_ORIGIN}/index.html`);
  offerFiles(waitingFiles.splice(0));
}

function mainWindow(): BrowserWindow | null {
  return BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0] ?? null;
}

/** Queue each file as an open request for the window; the renderer asks about unsaved work, then opens it. */
function offerFiles(paths: string[]): void {
  const window = mainWindow();
  if (!window || !gameContext) {
    waitingFiles.push(...paths);
    return;
  }
  const entry = documents.get(window.webContents.id);
  for (const path of paths) entry.requests.push(offerFile(entry.session, path));
}

function sendMenuAction(action: MenuAction, recentId?: string): void {
  const window = mainWindow();
  if (window) documents.get(window.webContents.id).requests.push({ type: 'menu', action, ...(recentId ? { recentId } : {}) });
}

async function refreshMenu(): Promise<void> {
  installMenu(gameContext ? await gameContext.recent.list() : [], sendMenuAction);
}
