import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './scripts/browser.mjs';

function storybookProject(theme: 'light' | 'dark') {
  return {
    extends: true as const,
    plugins: [storybookTest({ configDir: '.storybook' })],
    // Read by .storybook/preview.tsx: the theme every story starts in.
    define: { 'import.meta.env.COOP_STORY_THEME': JSON.stringify(theme) },
    test: {
      name: `storybook:${theme}`,
      testTimeout: 30_000,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: chromiumLaunchOptions() }),
        instances: [{ browser: 'chromium' as const }],
        screenshotFailures: false,
      },
    },
  };
}

/**
 * Every story runs as a test in real Chromium, once in each theme, with an axe check that fails
 * on violations (`parameters.a11y.test = 'error'` in .storybook/preview.tsx). Unit tests run per
 * package.
 */
export default defineConfig({
  test: { projects: [storybookProject('light'), storybookProject('dark')] },
});
