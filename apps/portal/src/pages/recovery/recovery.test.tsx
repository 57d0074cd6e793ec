import { createDemoServer } from '@coop-portal/mocks/node';
import { resetDemoStore } from '@coop-portal/mocks';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPortalMemoryRouter } from '../../routing/router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPortalDeps } from '../../app/deps';
import { PortalApp } from '../../PortalApp';
import { createRoutes } from '../../routes';
import { testConfig } from '../testing';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetDemoStore();
});
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

/** The portal at `path`, through its real route table (frame, titles, lazy screens). */
function renderAt(path: string) {
  const deps = createPortalDeps(testConfig);
  const router = createPortalMemoryRouter(createRoutes(deps), { initialEntries: [path] });
  render(<PortalApp deps={deps} router={router} />);
  return { router, user: userEvent.setup() };
}

/** Waits for the page's h1 (the frame and the lazy screen are in). */
const pageTitle = (name: string) => screen.findByRole('heading', { level: 1, name });

const main = () => within(screen.getByRole('main'));

describe('doc 2 §2.5, doc 3 §2.1 the recovery routes', () => {
  it.each([
    ['/forgot-password', 'Forgot Password', 'Username'],
    ['/pages/forgot-password', 'Forgot Password', 'Username'],
    ['/forgot-username', 'Forgot Username', 'Email Address'],
  ])('%s shows %s (the title as the h1) with its field', async (path, title, field) => {
    renderAt(path);
    expect(await pageTitle(title)).toBeVisible();
    expect(main().getByRole('textbox', { name: field })).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe(`${title} | Prairie Rivers Electric & Water Cooperative`),
    );
  });

  it('Forgot Password links to Forgot Username and back, inside the portal', async () => {
    const { router, user } = renderAt('/forgot-password');
    await pageTitle('Forgot Password');
    await user.click(main().getByRole('link', { name: 'Forgot your username?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-username'));
    await user.click(await main().findByRole('link', { name: 'Forgot your password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
  });

  it('after a reset link is sent, Go to Sign In leads to /login', async () => {
    const { router, user } = renderAt('/forgot-password');
    await pageTitle('Forgot Password');
    await user.type(main().getByRole('textbox', { name: 'Username' }), 'member.demo');
    await user.keyboard('{Enter}');
    await user.click(await main().findByRole('link', { name: 'Go to Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('/reset-password reads the otc of the query: a valid link shows the form', async () => {
    renderAt('/reset-password?otc=demo-valid-otc');
    expect(await pageTitle('Reset Password')).toBeVisible();
    expect(await main().findByRole('textbox', { name: 'Member Name' })).toHaveValue(
      'Jordan Rivers',
    );
  });

  it('/reset-password with a bad otc: the error and a link home', async () => {
    const { router, user } = renderAt('/reset-password?otc=not-a-real-otc');
    await pageTitle('Reset Password');
    expect(await main().findByRole('alert')).toHaveTextContent(
      'This password reset link is invalid or has expired.',
    );
    await user.click(main().getByRole('link', { name: 'Go to the home page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});
