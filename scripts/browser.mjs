// Finds the Chromium the browser tests run in, on this kind of machine and on a laptop alike:
// 1. CHROME_PATH (or PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH) when set;
// 2. a system Chromium or Chrome (Debian's /usr/bin/chromium first), then Debian's headless one;
// 3. Playwright's own downloaded Chromium, when `npx playwright install chromium` was run.
// The end-to-end runs ask for Debian's headless Chromium first (chromium-headless-shell, the old
// headless mode Playwright itself runs headless tests in): it opens a browser context with about
// a third of the full browser's work, and those runs open one per test. The stories stay in the
// full browser: they run in one page, and their hover and theme checks pass in it alone.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The headless-only Chromium (Debian's chromium-headless-shell package). */
export const HEADLESS_SHELLS = ['/usr/bin/chromium-headless-shell'];

/** Full system browsers, Debian's first. */
export const SYSTEM_BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
];

/**
 * @param {{ headlessShell?: boolean }} [options] headlessShell: Debian's headless Chromium first.
 * @returns {{ path: string, source: string } | undefined}
 */
export function findChromium({ headlessShell = false } = {}) {
  for (const name of ['CHROME_PATH', 'PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH']) {
    const value = process.env[name];
    if (value) {
      if (!existsSync(value)) {
        throw new Error(`${name} is set to "${value}", but there is no browser there.`);
      }
      return { path: value, source: name };
    }
  }
  const order = headlessShell
    ? [...HEADLESS_SHELLS, ...SYSTEM_BROWSERS]
    : [...SYSTEM_BROWSERS, ...HEADLESS_SHELLS];
  for (const path of order) {
    if (existsSync(path)) return { path, source: 'system' };
  }
  try {
    const { chromium } = require('playwright-core');
    const path = chromium.executablePath();
    if (path && existsSync(path)) return { path, source: 'playwright' };
  } catch {
    // playwright-core not installed or no browser downloaded
  }
  return undefined;
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Chromium features a test run turns off. Chromium keeps only the last `--disable-features`, so
 * this repeats the list Playwright passes itself (playwright-core 1.65) before adding ours: the
 * address bar's pop-ups (WebUIOmniboxPopup, WebUIOmniboxAimPopup), which a full Chromium renders
 * ahead of time in every new window, that is in every test's browser context, at a third of the
 * browser's work for a test, though a headless run never shows them.
 */
const disabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

/** Chromium flags for a headless run here: no sandbox as root, no background network calls. */
export const chromiumArgs = [
  ...(isRoot ? ['--no-sandbox'] : []),
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  `--disable-features=${disabledFeatures.join(',')}`,
];

/**
 * Playwright launch options for the Chromium found above.
 * @param {{ headlessShell?: boolean }} [options] headlessShell: Debian's headless Chromium first.
 */
export function chromiumLaunchOptions(options = {}) {
  const found = findChromium(options);
  if (!found) {
    throw new Error(
      'No Chromium found for the browser tests. Install one (Debian: `apt-get install -y chromium`; ' +
        'elsewhere Chrome, Chromium, or `npx playwright install chromium`), or set CHROME_PATH.',
    );
  }
  return { executablePath: found.path, args: chromiumArgs };
}
