import { sessionStorageKeys } from '@coop-portal/api-client';
import { expect, type Page } from '@playwright/test';

/** The localStorage key of the demo backend's overrides (see @coop-portal/mocks). */
export const DEMO_OVERRIDES_KEY = 'coop-portal:demo-overrides';

/** What the demo backend lays over its answers: features, settings, config, maintenance. */
export interface DemoOverrides {
  features?: Record<string, boolean>;
  settings?: Record<string, unknown>;
  config?: Record<string, unknown>;
  maintenance?: boolean;
}

/**
 * Sets demo overrides before the portal's first script runs, for every page load of this test
 * (the demo backend merges them into its answers on every request).
 */
export async function useDemoOverrides(page: Page, overrides: DemoOverrides) {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    DEMO_OVERRIDES_KEY,
    JSON.stringify(overrides),
  ] as const);
}

/** The demo members' password (README, the demo co-op). */
export const DEMO_PASSWORD = 'Demo#2026';

/**
 * Signs a demo member in through the demo backend's login call and keeps the answer where the
 * portal's session reads it, then opens `path`. (Only the sign-in page's own tests sign in through
 * the page.)
 */
export async function signInAs(page: Page, userName: string, path = '/home') {
  await page.goto('/home');
  // The demo backend answers once the portal has started it (the footer shows the co-op's
  // settings); a service worker that merely controls the page passes calls on to the server.
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.evaluate(
    async ([key, name, password]) => {
      const answer = await fetch('/api/v3/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ApplicationId: 'web' },
        body: JSON.stringify({ userName: name, password }),
      });
      if (!answer.ok) throw new Error(`Demo sign-in failed: ${answer.status}`);
      const user = (await answer.json()) as { expireInMinutes?: number | null };
      const expiresAt = user.expireInMinutes ? Date.now() + user.expireInMinutes * 60_000 : null;
      window.localStorage.setItem(key, JSON.stringify({ user, expiresAt }));
    },
    [sessionStorageKeys.currentUser, userName, DEMO_PASSWORD] as const,
  );
  await page.goto(path);
}

/**
 * Signs a demo member in through the sign-in page (doc 1 §2.7): opens `path` (default '/login';
 * pass null when the page is already open), fills username and password and presses Sign In. The
 * caller waits for where it leads (e.g. `expect(page).toHaveURL('/accountoverview')`).
 */
export async function signInThroughPage(
  page: Page,
  userName: string,
  { password = DEMO_PASSWORD, path = '/login' }: { password?: string; path?: string | null } = {},
) {
  if (path !== null) await page.goto(path);
  await page.getByRole('textbox', { name: 'Username' }).fill(userName);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * A demo member's access token from the demo backend's login call (without keeping it in the
 * portal's session), e.g. for the external login redirect's `?token=`.
 */
export async function demoAccessToken(page: Page, userName: string): Promise<string> {
  await page.goto('/home');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  return page.evaluate(
    async ([name, password]) => {
      const answer = await fetch('/api/v3/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ApplicationId: 'web' },
        body: JSON.stringify({ userName: name, password }),
      });
      if (!answer.ok) throw new Error(`Demo sign-in failed: ${answer.status}`);
      const { accessToken } = (await answer.json()) as { accessToken?: string | null };
      if (!accessToken) throw new Error(`No access token for ${name}`);
      return accessToken;
    },
    [userName, DEMO_PASSWORD] as const,
  );
}

/**
 * The widths and colour schemes each flow's axe sweep runs in: the narrowest supported width in
 * the light theme and a desktop width in the dark one, so both layouts and both themes are checked
 * without running every flow four times (every story is already checked in light and dark).
 */
export const AXE_VARIANTS = [
  { width: 320, colorScheme: 'light' },
  { width: 1280, colorScheme: 'dark' },
] as const;
