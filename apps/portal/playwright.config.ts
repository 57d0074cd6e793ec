import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/browser.mjs';

/** A port of its own: machines are shared, and a default port may already serve another app. */
const port = Number(process.env.E2E_PORT ?? 4817);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // Two spec files at a time (each test has its own browser context and demo backend): the e2e
  // run is the longest task of `pnpm test`. E2E_WORKERS=1 runs them one by one.
  workers: Number(process.env.E2E_WORKERS ?? 2),
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
    trace: 'retain-on-failure',
    serviceWorkers: 'allow',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() },
    },
    {
      // The specs whose layout changes under 600px (header and mobile menu, home tiles, pages).
      // The flows (sign-in, registration, recovery, Quick Pay) run their own 320px axe sweeps.
      name: 'mobile',
      testMatch: /(frame|home|pages)\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        launchOptions: chromiumLaunchOptions(),
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
