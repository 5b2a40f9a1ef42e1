/**
 * The security baseline of Electron's checklist, as plain data and functions so it is tested in
 * Node without the Electron binary: the renderer's origin, the content security policy, and the
 * rule for which pages a window may show.
 */
import { join, normalize, sep } from 'node:path';

/** The app's own scheme: the renderer is served as tenfold://app/…, never from file://. */
export const APP_SCHEME = 'tenfold';
export const APP_HOST = 'app';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/**
 * Scripts only from the app itself: no inline scripts, no eval; workers (a dragged unit's zones
 * worked out off the page) likewise, never from blob: or data: URLs. Styles allow inline attributes
 * because Svelte and Konva set element styles; images may be data: or blob: URLs (table exports).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Print documents are served as tenfold://print/<one-time name> to the hidden window that makes PDFs. */
export const PRINT_HOST = 'print';
export const PRINT_ORIGIN = `${APP_SCHEME}://${PRINT_HOST}`;

/**
 * A print document is inert: its own inline styles and data: images (the army cards' emblems),
 * nothing else — no script, no fetch, no font or image from anywhere, no form, no frame around it.
 * The hidden window also runs it with JavaScript off; this holds even if that ever changed.
 */
export const PRINT_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src data:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The policy for a response: a print document's own, or the app's. */
export function contentSecurityPolicyFor(url: string): string {
  return originOf(url) === PRINT_ORIGIN ? PRINT_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY;
}

/**
 * Origins the renderer may be loaded from: the app scheme, and in development the electron-vite
 * dev server on the loopback interface.
 */
export function trustedOrigins(devServerUrl: string | undefined): string[] {
  const origins = [APP_ORIGIN];
  if (devServerUrl) {
    const url = safeUrl(devServerUrl);
    if (url && (url.hostname === 'localhost' || url.hostname === '127.0.0.1')) origins.push(url.origin);
  }
  return origins;
}

export function originOf(url: string): string | null {
  const parsed = safeUrl(url);
  if (!parsed) return null;
  // Non-special schemes report "null" as origin in WHATWG URL; rebuild it from its parts.
  return parsed.origin === 'null' ? `${parsed.protocol}//${parsed.host}` : parsed.origin;
}

export function isTrustedUrl(url: string, origins: readonly string[]): boolean {
  const origin = originOf(url);
  return origin !== null && origins.includes(origin);
}

function safeUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** The file a tenfold://app/… request asks for, or null if it would step outside the renderer folder. */
export function resolveAppPath(rendererDir: string, requestUrl: string): string | null {
  const url = safeUrl(requestUrl);
  if (!url || url.host !== APP_HOST) return null;
  let relative: string;
  try {
    relative = decodeURIComponent(url.pathname === '/' ? '/index.html' : url.pathname);
  } catch {
    return null;
  }
  const root = normalize(rendererDir);
  const target = normalize(join(root, relative));
  return target.startsWith(root + sep) ? target : null;
}

/**
 * Web pages Tenfold may open in the player's browser, each by its exact https address. Tenfold has
 * no links to the web today, so the list is empty and nothing is ever handed to the system's
 * browser; a link added to the app is added here, and to the test that lists them.
 */
export const EXTERNAL_LINKS: readonly string[] = [];

/** Whether a page asked to open `url` in a new window may have it opened in the player's browser. */
export function isAllowedExternalLink(url: string, allowlist: readonly string[] = EXTERNAL_LINKS): boolean {
  const parsed = safeUrl(url);
  if (!parsed || parsed.protocol !== 'https:' || parsed.username || parsed.password) return false;
  // Query and fragment aside, the address must be one listed: same host, same port, same path.
  const address = `${parsed.origin}${parsed.pathname}`;
  return allowlist.some((entry) => {
    const listed = safeUrl(entry);
    return listed !== null && listed.protocol === 'https:' && `${listed.origin}${listed.pathname}` === address;
  });
}

/**
 * The one permission the app's own page may use: writing to the clipboard (the roster's "Copy to
 * clipboard"), which Chromium allows only during a click and only as sanitized text. Everything
 * else — reading the clipboard, camera, microphone, notifications, location, fullscreen, … — and
 * anything asked by another origin or by a frame inside the page is refused.
 */
export const ALLOWED_PERMISSIONS: readonly string[] = ['clipboard-sanitized-write'];

export function isPermissionAllowed(permission: string, requestingUrl: string, isMainFrame: boolean, origins: readonly string[]): boolean {
  return ALLOWED_PERMISSIONS.includes(permission) && isMainFrame && isTrustedUrl(requestingUrl, origins);
}
