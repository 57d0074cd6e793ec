import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/browser.mjs';

/** A port of its own: machines are shared, and a default port may already serve another app. */
const port = Number(process.env.E2E_PORT ?? 4817);

export default defineConfig({
  testDir: './e2e',
  // Each test has its own browser context and demo backend, so tests spread over the workers one
  // by one (not file by file, which leaves a worker idle while the longest file runs).
  fullyParallel: true,
  // Three at a time, on 2 cores too: a test spends much of its time waiting on its page (the
  // demo backend's answers, the page's timers), so a third worker fills that time (the whole run:
  // 600 s with two, 420 s with three). E2E_WORKERS=1 runs them one by one.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // No retries, in CI or not: a test that fails sometimes is a bug to find, not to repeat.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  // A test drives several full page loads. Each starts a fresh browser context, so the demo
  // backend's service worker installs anew and every chunk is parsed again: about 1.5 s on an idle
  // machine, but three times that on a 2-core machine that also runs the other test tasks. So a
  // test has 60 s, and an assertion (most wait for a page to show) 10 s, not the 5 s meant for a
  // change on a page already shown.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // A trace records every action of every test (DOM snapshots, a screencast): a quarter of the
    // run's time, kept only when a test fails. A failure reports its error, the page's ARIA
    // snapshot and a screenshot; E2E_TRACE=1 records traces for a closer look.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    serviceWorkers: 'allow',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunchOptions({ headlessShell: true }),
      },
    },
    {
      // The home page at a phone's width, start to end. The header and mobile menu (frame) and
      // the flows (sign-in, registration, recovery, Quick Pay) set their own viewports; the pages
      // show the same content at any width, and their axe sweep checks them at 320px and desktop.
      name: 'mobile',
      testMatch: /home\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        launchOptions: chromiumLaunchOptions({ headlessShell: true }),
      },
    },
  ],
  webServer: {
    command: 'node scripts/serve.mjs',
    env: {
      PORT: String(port),
      STOP_WITH_PARENT: '1',
      ...(process.env.PORTAL_DIST ? { PORTAL_DIST: process.env.PORTAL_DIST } : {}),
    },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
