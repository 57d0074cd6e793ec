import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/browser.mjs';

// Ports of their own (machines are shared): the example co-op page, and the demo API on another
// origin, as a co-op's site and its API would be.
const pagePort = Number(process.env.EMBED_E2E_PORT ?? 4871);
const apiPort = Number(process.env.EMBED_E2E_API_PORT ?? 4872);
export const apiUrl = `http://localhost:${apiPort}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  // No retries, in CI or not: a test that fails sometimes is a bug to find, not to repeat.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${pagePort}`,
    trace: 'retain-on-failure',
    colorScheme: 'light',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunchOptions({ headlessShell: true }),
      },
    },
  ],
  webServer: [
    {
      command: 'node ../mocks/scripts/mock-api.mjs',
      env: { PORT: String(apiPort), STOP_WITH_PARENT: '1' },
      url: `${apiUrl}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node ../../examples/plain-html/serve.mjs',
      env: { PORT: String(pagePort), API_URL: apiUrl, STOP_WITH_PARENT: '1' },
      url: `http://localhost:${pagePort}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
