#!/usr/bin/env node
// `npm run test:e2e`: finds a Chromium to drive, then runs the e2e tests with Vitest.
// With CI set and no browser it fails; without CI it says plainly that e2e did not run.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
].filter(Boolean);
const browser = candidates.find((path) => existsSync(path));

if (!browser) {
  const how = 'install Chromium (Debian/Ubuntu: `sudo apt-get install -y chromium`) or set CHROMIUM_PATH to a Chrome or Chromium binary';
  if (process.env.CI) {
    console.error(`e2e: no Chromium found, and CI is set: ${how}.`);
    process.exit(1);
  }
  console.log(`e2e tests did NOT run: no Chromium found. To run them, ${how}.`);
  process.exit(0);
}

const vitest = fileURLToPath(new URL('../../node_modules/vitest/vitest.mjs', import.meta.url));
const result = spawnSync(process.execPath, [vitest, 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: browser },
});
process.exit(result.status ?? 1);
