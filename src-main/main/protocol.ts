/**
 * Serves the built renderer as tenfold://app/… so the app has a real origin (for the CSP and the
 * IPC origin check) and module scripts load without file:// quirks; and print documents as
 * tenfold://print/… to the hidden window that makes PDFs (print-pages.ts).
 */
import { net, protocol } from 'electron';
import { pathToFileURL } from 'node:url';
import type { PrintPages } from './print-pages';
import { APP_SCHEME, CONTENT_SECURITY_POLICY, resolveAppPath } from './security';

/** Must run before the app is ready. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

export function serveRenderer(rendererDir: string, printPages: PrintPages): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const printed = printPages.respond(request.url);
    if (printed) return printed;
    const path = resolveAppPath(rendererDir, request.url);
    if (!path) return new Response('Not found', { status: 404 });
    const response = await net.fetch(pathToFileURL(path).toString());
    const headers = new Headers(response.headers);
    headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    return new Response(response.body, { status: response.status, headers });
  });
}
