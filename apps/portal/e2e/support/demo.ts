import { sessionStorageKeys } from '@coop-portal/api-client';
import { demoAnswer } from '@coop-portal/mocks';
import type { Page } from '@playwright/test';

/** The localStorage key of the demo backend's overrides (see @coop-portal/mocks). */
export const DEMO_OVERRIDES_KEY = 'coop-portal:demo-overrides';

/**
 * What the demo backend lays over its answers: features, settings, config, maintenance, and calls
 * that fail with a status (`failures`, by contract endpoint id).
 */
export interface DemoOverrides {
  features?: Record<string, boolean>;
  settings?: Record<string, unknown>;
  config?: Record<string, unknown>;
  maintenance?: boolean;
  failures?: Record<string, number>;
  /** Fields laid over every account's outage info (e.g. hideOutageCallBackRequest). */
  outageInfo?: Record<string, unknown>;
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

/** The demo backend's login answer for a demo member (the same handlers the portal's demo runs). */
async function demoLogin(userName: string) {
  const answer = await demoAnswer(
    new Request('http://localhost/api/v3/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ApplicationId: 'web' },
      body: JSON.stringify({ userName, password: DEMO_PASSWORD }),
    }),
  );
  if (!answer?.ok) throw new Error(`Demo sign-in failed for ${userName}: ${answer?.status}`);
  return (await answer.json()) as { accessToken?: string | null; expireInMinutes?: number | null };
}

/** Each sign-in's own once-per-tab mark. */
let signIns = 0;

/**
 * Signs a demo member in, then opens `path`: the demo backend's login answer (demo tokens carry
 * who and until when, so it holds in any page) is kept where the portal's session reads it before
 * the portal's first script runs, once per tab, so signing out in the test sticks. (Only the
 * sign-in page's own tests sign in through the page.)
 */
export async function signInAs(page: Page, userName: string, path = '/home') {
  const user = await demoLogin(userName);
  const expiresAt = user.expireInMinutes ? Date.now() + user.expireInMinutes * 60_000 : null;
  await page.addInitScript(
    ([key, value, once]) => {
      if (window.sessionStorage.getItem(once)) return;
      window.sessionStorage.setItem(once, 'done');
      window.localStorage.setItem(key, value);
    },
    [
      sessionStorageKeys.currentUser,
      JSON.stringify({ user, expiresAt }),
      `e2e:signed-in:${++signIns}`,
    ] as const,
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
export async function demoAccessToken(userName: string): Promise<string> {
  const { accessToken } = await demoLogin(userName);
  if (!accessToken) throw new Error(`No access token for ${userName}`);
  return accessToken;
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
