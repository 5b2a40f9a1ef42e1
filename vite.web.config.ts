import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { readFileSync } from 'node:fs';
import { pagePolicyPlugin } from './vite.page-policy.ts';

const root = import.meta.dirname;
const version = (JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { version: string }).version;

/**
 * The same renderer as a web page, for machines without Electron (`npm run web`) and for the
 * e2e tests in Chromium. Only the platform differs: IndexedDB, downloads and window.print().
 */
export default defineConfig({
  root: resolve(root, 'src-renderer'),
  base: './',
  plugins: [svelte({ configFile: resolve(root, 'svelte.config.js') }), pagePolicyPlugin()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  resolve: {
    alias: { '#platform': resolve(root, 'src-renderer/src/lib/platform/browser.ts') },
  },
  server: { host: '127.0.0.1', port: 5174, strictPort: false },
  preview: { host: '127.0.0.1' },
  build: { outDir: resolve(root, 'out/web'), emptyOutDir: true },
});
