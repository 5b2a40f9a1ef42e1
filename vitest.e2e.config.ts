import { defineConfig } from 'vitest/config';

// End-to-end tests: the built renderer in Debian's Chromium, one file at a time (2 cores).
export default defineConfig({
  test: {
    // CI also writes a JSON report so .ci/run can print one summary line for every suite.
    reporters: process.env['CI'] ? ['default', ['json', { outputFile: 'out/test-results/e2e.json' }]] : ['default'],
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    setupFiles: ['tests/support/assertions.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
