import { login } from '@coop-portal/api-client';
import { createDemoServer } from '@coop-portal/mocks/node';
import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPortalMemoryRouter } from './routing/router';
import { createPortalDeps } from './app/deps';
import { PortalApp } from './PortalApp';
import { createRoutes } from './routes';
import { boot } from './startup/boot';
import { StartupError } from './startup/StartupError';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

const config = {
  apiBaseUrl: 'http://localhost:3000/api',
  applicationId: 'web',
  requestTimeoutMs: 5_000,
  demoMode: false,
};

function renderAt(path: string) {
  const deps = createPortalDeps(config);
  const router = createPortalMemoryRouter(createRoutes(deps), { initialEntries: [path] });
  render(<PortalApp deps={deps} router={router} />);
  return { router, deps };
}

describe('doc 1 §2.1 page frame and §2.3 home', () => {
  it('shows the header, the home page and the footer with the co-op’s details', async () => {
    renderAt('/');
    // The footer shows once the first view is in (firstView.ts).
    const footer = await screen.findByRole('contentinfo', {}, { timeout: 5_000 });
    expect(
      await within(footer).findByText('1200 Cooperative Way, Riverbend, KS 66000'),
    ).toBeVisible();
    expect(
      within(footer).getByText(
        '© 2026 Prairie Rivers Electric & Water Cooperative. All rights reserved.',
      ),
    ).toBeVisible();
    expect(within(footer).getByText('Version 0.0.0-demo')).toBeVisible();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('doc 1 §2.7: an unknown path goes to pages/home', async () => {
    const { router } = renderAt('/no-such-page');
    await screen.findByRole('main');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/home'));
  });

  it("doc 1 §2.1: the page title is the route titles joined with ' | '", async () => {
    renderAt('/legal-terms');
    await waitFor(() =>
      expect(document.title).toBe('Terms of Use | Prairie Rivers Electric & Water Cooperative'),
    );
  });
});

describe('doc 3 §2.1 route guard table', () => {
  it('sends a guest from a guarded route to /login with a returnUrl', async () => {
    const { router } = renderAt('/levelized-billing?accountno=1000001');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(
      `?returnUrl=${encodeURIComponent('/levelized-billing?accountno=1000001')}`,
    );
  });

  it('lets a signed-in member in', async () => {
    const deps = createPortalDeps(config);
    deps.session.signIn(
      await deps.apiClient.request(login, {
        body: { userName: 'member.demo', password: 'Demo#2026' },
      }),
    );
    const router = createPortalMemoryRouter(createRoutes(deps), {
      initialEntries: ['/levelized-billing'],
    });
    render(<PortalApp deps={deps} router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Average Billing' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/levelized-billing');
  });

  it('doc 1 §2.7: the pages/ aliases open the same page', async () => {
    const { router } = renderAt('/pages/outage-status');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toContain(encodeURIComponent('/pages/outage-status'));
  });

  it('every route of the table has its own page (none is left to a placeholder)', async () => {
    renderAt('/service-type/select-service-type');
    expect(await screen.findByRole('heading', { level: 1, name: 'New Service' })).toBeVisible();
    expect(await screen.findByRole('radiogroup')).toBeVisible();
    expect(screen.queryByText(/not available yet/)).toBeNull();
  });
});

describe('doc 1 §4.2, doc 3 §2.11 maintenance mode', () => {
  it('sends every page to /maint without header and footer, and home once it is over', async () => {
    let underMaintenance = true;
    server.use(http.get('*/v3/site/maintenance', () => HttpResponse.json(underMaintenance)));
    const { router, deps } = renderAt('/legal-terms');
    expect(
      await screen.findByRole('heading', { level: 1, name: "We'll be back in a bit" }),
    ).toBeVisible();
    expect(screen.getByText('Thank you for your understanding!')).toBeVisible();
    expect(router.state.location.pathname).toBe('/maint');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();

    underMaintenance = false;
    await deps.queryClient.refetchQueries({ type: 'active' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByRole('contentinfo', {}, { timeout: 5_000 })).toBeInTheDocument();
  });
});

describe('DESIGN runtime configuration: start-up', () => {
  it('reads portal-config.json beside index.html and applies theme overrides', async () => {
    server.use(
      http.get('*/portal-config.json', () =>
        HttpResponse.json({
          ...config,
          theme: { '--coop-color-action-primary-background': '#004b87' },
        }),
      ),
    );
    await expect(boot('/')).resolves.toMatchObject({ apiBaseUrl: config.apiBaseUrl });
    expect(
      document.documentElement.style.getPropertyValue('--coop-color-action-primary-background'),
    ).toBe('#004b87');
  });

  it('a missing configuration ends in a clear error page, not a blank screen', async () => {
    server.use(http.get('*/portal-config.json', () => new HttpResponse(null, { status: 404 })));
    const error = (await boot('/').then(
      () => new Error('expected start-up to fail'),
      (e: unknown) => e,
    )) as Error & { details?: string };
    render(<StartupError message={error.message} details={error.details} />);
    expect(
      screen.getByRole('heading', { name: 'The member portal could not start' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The portal could not load its configuration (portal-config.json). Please try again later.',
    );
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeEnabled();
  });

  it('in Spanish the configuration failure, the client’s own message, reads in Spanish', async () => {
    server.use(http.get('*/portal-config.json', () => new HttpResponse(null, { status: 404 })));
    const error = await boot('/').then(
      () => new Error('expected start-up to fail'),
      (e: unknown) => e,
    );
    render(<StartupError error={error} locale="es-US" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El portal no pudo cargar su configuración (portal-config.json). Intente de nuevo más tarde.',
    );
  });

  it('in English the failure given as an error reads as its message', async () => {
    server.use(http.get('*/portal-config.json', () => new HttpResponse(null, { status: 404 })));
    const error = await boot('/').then(
      () => new Error('expected start-up to fail'),
      (e: unknown) => e,
    );
    render(<StartupError error={error} locale="en-US" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The portal could not load its configuration (portal-config.json). Please try again later.',
    );
  });

  it('site settings that cannot be loaded end in the start-up error page', async () => {
    server.use(http.get('*/v3/site/settings', () => new HttpResponse(null, { status: 500 })));
    renderAt('/home');
    // Reads retry twice on a 5xx before giving up.
    expect(
      await screen.findByRole(
        'heading',
        { name: 'The member portal could not start' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We are unable to process your request at this time. Please try again later.',
    );
  });
});
