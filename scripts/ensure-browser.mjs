#!/usr/bin/env node
// Makes sure the browser tests have a Chromium. On Debian as root with none present it installs
// Debian's chromium with apt-get; otherwise it says exactly what is needed.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './browser.mjs';

const found = findChromium();
if (found) {
  console.log(`Browser tests use ${found.path} (${found.source}).`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
if (isRoot && isDebian) {
  console.log("No Chromium found: installing Debian's chromium (apt-get install -y chromium)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env,
  });
  const installed = findChromium();
  if (installed) {
    console.log(`Browser tests use ${installed.path}.`);
    process.exit(0);
  }
}

console.error(`
The browser tests (Storybook stories and end-to-end tests) need Chromium or Chrome, and none was found.
  - Debian/Ubuntu: sudo apt-get install -y chromium
  - macOS: install Google Chrome or Chromium in /Applications
  - anywhere: npx playwright install chromium
  - or point CHROME_PATH at a Chromium/Chrome executable.
`);
process.exit(1);
