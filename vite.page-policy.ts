/**
 * The renderer page's content security policy as a <meta> tag, written into index.html by both
 * Vite configs (the desktop renderer and the browser build). It is the desktop app's own policy
 * (src-main/main/security.ts), so the two builds cannot drift. Only the dev server adds the
 * loopback websockets its live reload uses; a built page connects to nothing but itself.
 */
import type { Plugin } from 'vite';
import { CONTENT_SECURITY_POLICY } from './src-main/main/security.ts';

/** Directives a <meta> policy may not carry (Chromium ignores them there, and says so on the console). */
const HEADER_ONLY = ['frame-ancestors', 'report-uri', 'sandbox'];

/** Vite's live reload talks to the dev server over a websocket on the loopback interface. */
const DEV_SERVER_SOCKETS = ['ws://127.0.0.1:*', 'ws://localhost:*'];

export function pagePolicy(command: 'serve' | 'build'): string {
  return CONTENT_SECURITY_POLICY.split(';')
    .map((directive) => directive.trim())
    .filter((directive) => !HEADER_ONLY.includes(directive.split(/\s+/)[0]!))
    .map((directive) => (command === 'serve' && directive.startsWith('connect-src ') ? [directive, ...DEV_SERVER_SOCKETS].join(' ') : directive))
    .join('; ');
}

const CHARSET = '<meta charset="UTF-8" />';

/** Writes the policy right after the page's charset, before any script or style it governs. */
export function withPagePolicy(html: string, command: 'serve' | 'build'): string {
  if (!html.includes(CHARSET)) throw new Error(`index.html must start its head with ${CHARSET}, where its security policy goes.`);
  return html.replace(CHARSET, `${CHARSET}\n    <meta http-equiv="Content-Security-Policy" content="${pagePolicy(command)}" />`);
}

export function pagePolicyPlugin(): Plugin {
  let command: 'serve' | 'build' = 'build';
  return {
    name: 'tenfold-page-policy',
    configResolved(config) {
      command = config.command;
    },
    transformIndexHtml: { order: 'pre', handler: (html) => withPagePolicy(html, command) },
  };
}
