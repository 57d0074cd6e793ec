// Test helpers of the page tests (not part of the portal build).
import { login } from '@coop-portal/api-client';
import { LinkProvider, type Locale } from '@coop-portal/ui';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Outlet, useHref, useNavigate } from '../routing/hooks';
import { createPortalDeps } from '../app/deps';
import { PortalApp } from '../PortalApp';
import type { Screens } from '../routing/page';
import { createPortalMemoryRouter, type PortalRoute } from '../routing/router';
import { loadStartup } from '../startup/startup';

/** The demo backend's localStorage key for overrides (see @coop-portal/mocks). */
export const DEMO_OVERRIDES_KEY = 'coop-portal:demo-overrides';

export const testConfig = {
  apiBaseUrl: 'http://localhost:3000/api',
  applicationId: 'web',
  requestTimeoutMs: 5_000,
  demoMode: false,
};

function Links() {
  const navigate = useNavigate();
  return (
    <LinkProvider navigate={(path) => void navigate(path)} useHref={useHref}>
      <Outlet />
    </LinkProvider>
  );
}

/** The portal's deps on `testConfig`, with the demo member `signedInAs` signed in (none: a guest). */
export async function testDeps(signedInAs?: string) {
  const deps = createPortalDeps(testConfig);
  if (signedInAs) {
    deps.session.signIn(
      await deps.apiClient.request(login, {
        body: { userName: signedInAs, password: 'Demo#2026' },
      }),
    );
  }
  return deps;
}

/** What the page helpers take: the member signed in (none: a guest), the portal's language. */
export interface RenderOptions {
  signedInAs?: string;
  /** The language the portal starts in (English (US) when not given). */
  initialLocale?: Locale;
}

/**
 * Renders one page at `path` with the portal's providers, after the start-up reads (as the root
 * route does), without the page frame. Any other path renders an empty "elsewhere" marker, so a
 * test can follow where a link leads (`router.state.location`).
 */
export async function renderPage(
  element: ReactNode,
  { path = '/page', signedInAs, initialLocale }: RenderOptions & { path?: string } = {},
) {
  const deps = await testDeps(signedInAs);
  const router = createPortalMemoryRouter(
    [
      {
        path: '/',
        loader: async () => {
          await loadStartup(deps);
          return null;
        },
        Component: Links,
        HydrateFallback: () => null,
        children: [
          { path: path.replace(/^\//, ''), element },
          { path: '*', element: <p>elsewhere</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<PortalApp deps={deps} router={router} initialLocale={initialLocale} />);
  return { router, deps };
}

/**
 * Opens `url` (query included) in a router made of a feature's screens, with their loaders, after
 * the start-up reads; any other path renders an "elsewhere" marker, so a test can follow where it
 * went (`router.state.location`).
 */
export async function renderScreens(
  screens: Screens,
  url: string,
  { signedInAs, initialLocale }: RenderOptions = {},
) {
  const deps = await testDeps(signedInAs);
  const children: PortalRoute[] = Object.entries(screens).map(([path, screen]) => ({
    path,
    lazy: screen.lazy,
    ...(screen.loader ? { loader: screen.loader(deps) } : {}),
  }));
  const router = createPortalMemoryRouter(
    [
      {
        path: '/',
        loader: async () => {
          await loadStartup(deps);
          return null;
        },
        Component: Links,
        HydrateFallback: () => null,
        children: [...children, { path: '*', element: <p>elsewhere</p> }],
      },
    ],
    { initialEntries: [url] },
  );
  render(<PortalApp deps={deps} router={router} initialLocale={initialLocale} />);
  return { router, deps };
}
