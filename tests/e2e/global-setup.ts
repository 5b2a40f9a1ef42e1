/**
 * Builds the browser renderer once and serves it on 127.0.0.1 for every e2e test file.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { serveFolder } from './static-server';

const root = fileURLToPath(new URL('../..', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!process.env['TENFOLD_E2E_SKIP_BUILD']) {
    execFileSync(process.execPath, [fileURLToPath(new URL('../../node_modules/vite/bin/vite.js', import.meta.url)), 'build', '--config', 'vite.web.config.ts', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
  }
  const server = await serveFolder(fileURLToPath(new URL('../../out/web', import.meta.url)));
  project.provide('baseUrl', server.url);
  return server.close;
}
