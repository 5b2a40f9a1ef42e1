import { describe, expect, it, vi } from 'vitest';
import { mainWindowOptions, printWindowOptions, secureWebPreferences } from '../../../src-main/main/window-options';
import { createIpcRegistry, type IpcMainLike, type InvokeEvent } from '../../../src-main/main/ipc';
import {
  APP_ORIGIN,
  CONTENT_SECURITY_POLICY,
  isTrustedUrl,
  resolveAppPath,
  trustedOrigins,
} from '../../../src-main/main/security';
import { buildApi } from '../../../src-main/preload/api';
import { exposedFunctionNames } from '../../../shared/ipc/contract';

/** The exposed function names the renderer may call; adding one is a deliberate, reviewed change. */
const API_ALLOWLIST = [
  'appInfo',
  'saveFile',
  'openFile',
  'exportPdf',
  'saveGame',
  'saveGameAs',
  'openGame',
  'openRecent',
  'openPending',
  'keepOpened',
  'listRecent',
  'revertGame',
  'newDocument',
  'setDocumentState',
  'confirmDiscard',
  'closeWindow',
  'autosaveGame',
  'listRecoverable',
  'recoverGame',
  'discardRecovery',
  'nextAppRequest',
  'exportPng',
];

describe('window factory', () => {
  it('creates every window with context isolation, sandbox, no Node and web security', () => {
    const prefs = mainWindowOptions('/app/preload/index.cjs').webPreferences;
    expect(prefs).toEqual({
      preload: '/app/preload/index.cjs',
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
    });
  });

  it('gives the hidden print window the same settings, no preload and no scripts', () => {
    const prefs = printWindowOptions().webPreferences!;
    expect(prefs.preload).toBeUndefined();
    expect(prefs.javascript).toBe(false);
    expect({ ...prefs, javascript: undefined }).toEqual({ ...secureWebPreferences(), javascript: undefined });
  });

  it('sets a content security policy that only runs the app’s own scripts', () => {
    const directives = Object.fromEntries(
      CONTENT_SECURITY_POLICY.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives['script-src']).toEqual(["'self'"]);
    // The reach worker is the app's own script; nothing from blob: or data: URLs.
    expect(directives['worker-src']).toEqual(["'self'"]);
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
    expect(directives['object-src']).toEqual(["'none'"]);
  });
});

describe('preload', () => {
  it('exposes exactly the allowlisted named functions and nothing else', () => {
    const api = buildApi(async () => undefined);
    expect(Object.keys(api)).toEqual(API_ALLOWLIST);
    expect(exposedFunctionNames).toEqual(API_ALLOWLIST);
    for (const name of API_ALLOWLIST) expect(typeof (api as Record<string, unknown>)[name]).toBe('function');
    expect(Object.isFrozen(api)).toBe(true);
  });

  it('forwards each function to its own channel only, without the event object', async () => {
    const invoke = vi.fn(async () => 'ok');
    const api = buildApi(invoke);
    await api.openFile({ kind: 'army' });
    expect(invoke).toHaveBeenCalledWith('tenfold:open-file', { kind: 'army' });
  });

  it('puts only the API object on the main world under one name', async () => {
    const exposed = new Map<string, unknown>();
    vi.resetModules();
    vi.doMock('electron', () => ({
      contextBridge: { exposeInMainWorld: (key: string, value: unknown) => exposed.set(key, value) },
      ipcRenderer: { invoke: vi.fn() },
    }));
    await import('../../../src-main/preload/index');
    expect([...exposed.keys()]).toEqual(['tenfold']);
    expect(Object.keys(exposed.get('tenfold') as object)).toEqual(API_ALLOWLIST);
    vi.doUnmock('electron');
  });
});

describe('IPC wrapper', () => {
  function fakeIpc() {
    const handlers = new Map<string, (event: InvokeEvent, payload: unknown) => unknown>();
    const ipc: IpcMainLike = { handle: (channel, listener) => handlers.set(channel, listener) };
    return { ipc, call: (channel: string, url: string, payload?: unknown) => handlers.get(channel)!({ senderFrame: { url } }, payload) };
  }

  it('refuses a call whose sender is not the app’s own origin, without running the handler', async () => {
    const { ipc, call } = fakeIpc();
    const handler = vi.fn(() => ({ status: 'cancelled' as const }));
    const log = vi.fn();
    createIpcRegistry(ipc, trustedOrigins(undefined), log).handle('openFile', handler);
    await expect(call('tenfold:open-file', 'https://evil.example/page', { kind: 'army' })).rejects.toThrow(/refused/);
    await expect(call('tenfold:open-file', 'file:///tmp/forged.html', { kind: 'army' })).rejects.toThrow(/refused/);
    expect(handler).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('evil.example'));
  });

  it('refuses a payload that does not match the channel’s schema', async () => {
    const { ipc, call } = fakeIpc();
    const handler = vi.fn(() => ({ status: 'cancelled' as const }));
    createIpcRegistry(ipc, [APP_ORIGIN]).handle('saveFile', handler);
    const url = `${APP_ORIGIN}/index.html`;
    await expect(call('tenfold:save-file', url, { kind: 'army', suggestedName: '../../etc/passwd', contents: '' })).rejects.toThrow(
      /file name/,
    );
    await expect(call('tenfold:save-file', url, { kind: 'army', suggestedName: 'a.json', contents: '', path: '/tmp/x' })).rejects.toThrow(
      /refused/,
    );
    await expect(call('tenfold:save-file', url, { kind: 'virus', suggestedName: 'a.json', contents: '' })).rejects.toThrow(/refused/);
    expect(handler).not.toHaveBeenCalled();
  });

  it('passes a valid call from the app to its handler', async () => {
    const { ipc, call } = fakeIpc();
    createIpcRegistry(ipc, [APP_ORIGIN]).handle('openFile', ({ kind }) => ({ status: 'failed', message: kind }));
    await expect(call('tenfold:open-file', `${APP_ORIGIN}/index.html`, { kind: 'game' })).resolves.toEqual({
      status: 'failed',
      message: 'game',
    });
  });
});

describe('navigation and origins', () => {
  it('trusts the app scheme, and the dev server only on loopback', () => {
    expect(trustedOrigins('http://localhost:5173')).toEqual([APP_ORIGIN, 'http://localhost:5173']);
    expect(trustedOrigins('http://evil.example:5173')).toEqual([APP_ORIGIN]);
    expect(isTrustedUrl(`${APP_ORIGIN}/index.html#/play`, [APP_ORIGIN])).toBe(true);
    expect(isTrustedUrl('https://tenfold.app.evil.example/', [APP_ORIGIN])).toBe(false);
    expect(isTrustedUrl('not a url', [APP_ORIGIN])).toBe(false);
  });

  it('serves only files inside the renderer folder', () => {
    expect(resolveAppPath('/opt/tenfold/renderer', `${APP_ORIGIN}/`)).toBe('/opt/tenfold/renderer/index.html');
    expect(resolveAppPath('/opt/tenfold/renderer', `${APP_ORIGIN}/assets/app.js`)).toBe('/opt/tenfold/renderer/assets/app.js');
    expect(resolveAppPath('/opt/tenfold/renderer', `${APP_ORIGIN}/..%2f..%2fetc/passwd`)).toBeNull();
    expect(resolveAppPath('/opt/tenfold/renderer', `${APP_ORIGIN}/%E0%A4%A`)).toBeNull();
    expect(resolveAppPath('/opt/tenfold/renderer', 'tenfold://other/index.html')).toBeNull();
  });
});
