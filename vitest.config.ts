import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './scripts/browser.mjs';
import { sourceResolve } from './vitest.shared.ts';

/**
 * Every story runs as a test in real Chromium: rendered and played in the light theme, with an axe
 * check in the light theme and another in the dark one that fails on violations
 * (`parameters.a11y.test = 'error'` and `checkDarkTheme` in .storybook/preview.tsx). Unit tests run
 * per package.
 */
export default defineConfig({
  // Storybook's own Vite config reads the workspace packages from source; vanilla-extract's
  // compiler loads this file instead, so it needs the same resolve options or it evaluates a
  // `.css.ts` against the packages' dist/ (missing until `pnpm build`, or mid-rebuild).
  ...sourceResolve,
  plugins: [storybookTest({ configDir: '.storybook' })],
  test: {
    name: 'storybook',
    testTimeout: 30_000,
    // One page per worker for all its story files, not a fresh page per file: the page's setup
    // (Storybook's preview, msw's worker) was two thirds of the run (407 s → 118 s on 2 cores).
    // Each story starts from a clean page all the same: see resetPage in .storybook/preview.tsx.
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions() }),
      instances: [{ browser: 'chromium' as const }],
      screenshotFailures: false,
    },
  },
});
