#!/usr/bin/env node
// Makes sure the browser tests have their Chromium. On Debian as root with no CHROME_PATH set, it
// installs with apt-get what is missing of Debian's chromium (the stories run in it) and
// chromium-headless-shell (the end-to-end tests run in it, a lighter browser per test). Anywhere
// else without any Chromium, it says exactly what is needed.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium, HEADLESS_SHELLS, SYSTEM_BROWSERS } from './browser.mjs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
const chosen = Boolean(process.env.CHROME_PATH || process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH);
/** @param {string[]} paths */
const has = (paths) => paths.some((path) => existsSync(path));
const missing = [
  ...(has(SYSTEM_BROWSERS) ? [] : ['chromium']),
  ...(has(HEADLESS_SHELLS) ? [] : ['chromium-headless-shell']),
];

if (isRoot && isDebian && !chosen && missing.length > 0) {
  console.log(
    `Installing Debian's ${missing.join(' and ')} (apt-get install -y ${missing.join(' ')})…`,
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
      stdio: 'inherit',
      env,
    });
  } catch {
    // A distribution without one of them: any Chromium found below does the job, more slowly.
    console.log(`apt-get could not install ${missing.join(' ')}; looking for any Chromium.`);
  }
}

const found = findChromium();
if (found) {
  const e2e = findChromium({ headlessShell: true });
  console.log(`Browser tests use ${found.path} (${found.source}); end-to-end tests ${e2e?.path}.`);
  process.exit(0);
}

console.error(`
The browser tests (Storybook stories and end-to-end tests) need Chromium or Chrome, and none was found.
  - Debian: sudo apt-get install -y chromium chromium-headless-shell (Ubuntu: chromium)
  - macOS: install Google Chrome or Chromium in /Applications
  - anywhere: npx playwright install chromium
  - or point CHROME_PATH at a Chromium/Chrome executable.
`);
process.exit(1);
