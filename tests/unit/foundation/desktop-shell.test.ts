/**
 * Issue 17: the desktop shell hands nothing to the system's browser unless its address is listed,
 * and answers both of Chromium's permission gates — the request and the check — with one policy.
 */
import { describe, expect, it, vi } from 'vitest';
import { installPermissionPolicy, type PermissionSession } from '../../../src-main/main/permissions';
import { APP_ORIGIN, CONTENT_SECURITY_POLICY, EXTERNAL_LINKS, isAllowedExternalLink, trustedOrigins } from '../../../src-main/main/security';
import { pagePolicy, withPagePolicy } from '../../../vite.page-policy';

describe('links to the web', () => {
  it('Tenfold has no links to the web today: the allowlist is empty, so no address is ever opened', () => {
    expect(EXTERNAL_LINKS).toEqual([]);
    for (const url of ['https://example.com/', 'https://github.com/', `${APP_ORIGIN}/index.html`, 'http://127.0.0.1:5174/']) {
      expect(isAllowedExternalLink(url)).toBe(false);
    }
  });

  it('opens only an https address on the list: same host, port and path; query and fragment aside', () => {
    const listed = ['https://rules.example/d10/faq'];
    expect(isAllowedExternalLink('https://rules.example/d10/faq', listed)).toBe(true);
    expect(isAllowedExternalLink('https://rules.example/d10/faq?lang=en#melee', listed)).toBe(true);
    for (const url of [
      'http://rules.example/d10/faq',
      'https://rules.example/d10/faq-and-more',
      'https://rules.example/d10/',
      'https://rules.example.evil.test/d10/faq',
      'https://evil.test/https://rules.example/d10/faq',
      'https://player@rules.example/d10/faq',
      'https://rules.example:8443/d10/faq',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(isAllowedExternalLink(url, listed), url).toBe(false);
    }
  });

  it('a page asking for a new window gets none, and an unlisted address never reaches the system’s browser', async () => {
    const openExternal = vi.fn(async () => undefined);
    vi.resetModules();
    vi.doMock('electron', () => ({ BrowserWindow: class {}, shell: { openExternal } }));
    const { lockNavigation } = await import('../../../src-main/main/window');
    vi.doUnmock('electron');
    let openHandler: ((details: { url: string }) => { action: string }) | undefined;
    const contents = { on: vi.fn(), setWindowOpenHandler: (handler: typeof openHandler) => (openHandler = handler) };
    lockNavigation(contents as never, [APP_ORIGIN]);
    for (const url of ['https://example.com/', 'http://example.com/', 'file:///home/player/game.tenfold', `${APP_ORIGIN}/index.html`]) {
      expect(openHandler!({ url })).toEqual({ action: 'deny' });
    }
    expect(openExternal).not.toHaveBeenCalled();
  });
});

describe('permissions', () => {
  type RequestHandler = (contents: unknown, permission: string, callback: (granted: boolean) => void, details: { requestingUrl: string; isMainFrame: boolean }) => void;
  type CheckHandler = (contents: unknown, permission: string, origin: string, details: { requestingUrl?: string; isMainFrame: boolean }) => boolean;

  function fakeSession() {
    const handlers: { request?: RequestHandler; check?: CheckHandler } = {};
    const session = {
      setPermissionRequestHandler: (handler: RequestHandler) => (handlers.request = handler),
      setPermissionCheckHandler: (handler: CheckHandler) => (handlers.check = handler),
    } as unknown as PermissionSession;
    installPermissionPolicy(session, trustedOrigins(undefined));
    const request = (permission: string, requestingUrl: string, isMainFrame = true) => {
      let granted: boolean | undefined;
      handlers.request!(null, permission, (answer) => (granted = answer), { requestingUrl, isMainFrame });
      return granted;
    };
    const check = (permission: string, origin: string, details: { requestingUrl?: string; isMainFrame: boolean } = { isMainFrame: true }) =>
      handlers.check!(null, permission, origin, details);
    return { handlers, request, check };
  }

  const REFUSED = ['media', 'notifications', 'geolocation', 'clipboard-read', 'fullscreen', 'openExternal', 'midi', 'display-capture', 'pointerLock', 'unknown'];
  const page = `${APP_ORIGIN}/index.html#/armies`;

  it('installs a check handler beside the request handler', () => {
    const { handlers } = fakeSession();
    expect(typeof handlers.request).toBe('function');
    expect(typeof handlers.check).toBe('function');
  });

  it('refuses every permission the app does not use, asked or checked, even by the app’s own page', () => {
    const { request, check } = fakeSession();
    for (const permission of REFUSED) {
      expect(request(permission, page), permission).toBe(false);
      expect(check(permission, APP_ORIGIN, { requestingUrl: page, isMainFrame: true }), permission).toBe(false);
      expect(check(permission, APP_ORIGIN), permission).toBe(false);
    }
  });

  it('lets the app’s own page write to the clipboard (the roster’s Copy), and nothing else ask for it', () => {
    const { request, check } = fakeSession();
    expect(request('clipboard-sanitized-write', page)).toBe(true);
    expect(check('clipboard-sanitized-write', APP_ORIGIN, { requestingUrl: page, isMainFrame: true })).toBe(true);
    expect(check('clipboard-sanitized-write', APP_ORIGIN)).toBe(true);
    // A frame inside the page, another origin, or a page Tenfold did not serve: refused.
    expect(request('clipboard-sanitized-write', page, false)).toBe(false);
    expect(check('clipboard-sanitized-write', APP_ORIGIN, { isMainFrame: false })).toBe(false);
    expect(request('clipboard-sanitized-write', 'https://evil.example/')).toBe(false);
    expect(check('clipboard-sanitized-write', 'https://evil.example')).toBe(false);
    expect(check('clipboard-sanitized-write', 'null')).toBe(false);
    expect(request('clipboard-sanitized-write', 'file:///tmp/page.html')).toBe(false);
    expect(request('clipboard-sanitized-write', 'tenfold://print/0123')).toBe(false);
  });
});

describe('the renderer page’s own policy (vite.page-policy.ts)', () => {
  it('a built page connects to itself only; the dev server alone adds its loopback websockets', () => {
    expect(pagePolicy('build')).not.toMatch(/ws:/);
    expect(pagePolicy('build')).toContain("connect-src 'self';");
    expect(pagePolicy('serve')).toContain("connect-src 'self' ws://127.0.0.1:* ws://localhost:*;");
  });

  it('is the desktop app’s own policy, less what a <meta> policy cannot carry', () => {
    const withoutFrameAncestors = CONTENT_SECURITY_POLICY.split('; ').filter((d) => !d.startsWith('frame-ancestors')).join('; ');
    expect(pagePolicy('build')).toBe(withoutFrameAncestors);
  });

  it('goes right after the charset, before any script', () => {
    const html = '<html><head>\n<meta charset="UTF-8" />\n<script type="module" src="./main.ts"></script></head></html>';
    const out = withPagePolicy(html, 'build');
    expect(out.indexOf('Content-Security-Policy')).toBeGreaterThan(out.indexOf('charset'));
    expect(out.indexOf('Content-Security-Policy')).toBeLessThan(out.indexOf('<script'));
    expect(() => withPagePolicy('<html><head></head></html>', 'build')).toThrow(/charset/);
  });
});
