import { createDemoServer } from '@coop-portal/mocks/node';
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { PortalApp } from './PortalApp';
import { routes } from './routes';
import { boot } from './startup/boot';
import { StartupError } from './startup/StartupError';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const config = {
  apiBaseUrl: 'http://localhost:3000/api',
  applicationId: 'web',
  requestTimeoutMs: 5_000,
  demoMode: false,
};

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<PortalApp config={config} router={router} />);
  return router;
}

describe('doc 1 §2.1 page frame and §2.3 home', () => {
  it('shows the header, the home page and the footer with the co-op’s details', async () => {
    renderAt('/');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Prairie Rivers Electric & Water Cooperative',
      }),
    ).toBeVisible();
    const banner = screen.getByRole('banner');
    expect(
      within(banner).getByRole('link', { name: 'Prairie Rivers Electric & Water Cooperative' }),
    ).toHaveAttribute('href', '/home');
    const footer = screen.getByRole('contentinfo');
    expect(
      await within(footer).findByText('1200 Cooperative Way, Riverbend, KS 66000'),
    ).toBeVisible();
    expect(
      within(footer).getByText(
        '© 2026 Prairie Rivers Electric & Water Cooperative. All rights reserved.',
      ),
    ).toBeVisible();
    expect(within(footer).getByText('Version 0.0.0-demo')).toBeVisible();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('doc 1 §2.7: an unknown path goes to /home', async () => {
    const router = renderAt('/no-such-page');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/home');
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
});
