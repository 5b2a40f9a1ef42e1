import { resolve } from 'node:path';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vitest/config';

// Unit and integration tests run in Node: the rules core (`shared/`), the main process's plain
// modules (`src-main/`) and the renderer's non-visual modules. Browser tests live in tests/e2e.
export default defineConfig({
  // The renderer's state classes (`*.svelte.ts`) use runes, so the Svelte compiler turns them into
  // plain modules here as it does for the app; no component is rendered.
  plugins: [svelte({ configFile: resolve(import.meta.dirname, 'svelte.config.js') })],
  test: {
    // CI also writes a JSON report so .ci/run can print one summary line for every suite.
    reporters: process.env['CI'] ? ['default', ['json', { outputFile: 'out/test-results/unit.json' }]] : ['default'],
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/support/assertions.ts'],
    pool: 'threads',
    testTimeout: 60_000,
  },
});
