/**
 * Tenfold's main process: one secure window serving the renderer from tenfold://app, and the IPC
 * handlers behind the preload's named functions.
 */
import { app, BrowserWindow, ipcMain, session } from 'electron';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createIpcRegistry } from './ipc';
import { registerHandlers } from './handlers';
import { registerAppScheme, serveRenderer } from './protocol';
import { APP_ORIGIN, CONTENT_SECURITY_POLICY, trustedOrigins } from './security';
import { createMainWindow, lockNavigation } from './window';

const here = fileURLToPath(new URL('.', import.meta.url));
const devServerUrl = process.env['ELECTRON_RENDERER_URL'];
const origins = trustedOrigins(app.isPackaged ? undefined : devServerUrl);

registerAppScheme();

app.on('web-contents-created', (_event, contents) => lockNavigation(contents, origins));

void app.whenReady().then(() => {
  serveRenderer(join(here, '../renderer'));
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] },
    });
  });
  // The renderer asks for nothing beyond the page: deny every permission request.
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));

  registerHandlers(createIpcRegistry(ipcMain, origins, (message) => console.warn(message)));
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
  void window.loadURL(devServerUrl && !app.isPackaged ? devServerUrl : `${APP_ORIGIN}/index.html`);
}
