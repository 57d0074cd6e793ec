import { login } from '@coop-portal/api-client';
import { createDemoServer } from '@coop-portal/mocks/node';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPortalMemoryRouter } from '../routing/router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPortalDeps } from '../app/deps';
import { PortalApp } from '../PortalApp';
import { createRoutes } from '../routes';

// Whole-portal renders that load code on demand: generous under a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

// The drop-down menus load on first intent (lazyMenus.ts). This file starts without them, so the
// key press below reaches the placeholder before the real menu button is there.
describe('doc 1 §2.2 keyboard-operable menus, before their code has loaded', () => {
  it('Enter on a menu button opens its menu on the first item, focus kept', async () => {
    const deps = createPortalDeps({
      apiBaseUrl: 'http://localhost:3000/api',
      applicationId: 'web',
      requestTimeoutMs: 5_000,
      demoMode: false,
    });
    deps.session.signIn(
      await deps.apiClient.request(login, {
        body: { userName: 'member.demo', password: 'Demo#2026' },
      }),
    );
    const router = createPortalMemoryRouter(createRoutes(deps), {
      initialEntries: ['/accountoverview'],
    });
    render(<PortalApp deps={deps} router={router} />);
    const nav = await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 10_000 });
    const placeholder = within(nav).getByRole('button', { name: 'Billing & Payments' });
    expect(placeholder).toHaveAttribute('aria-haspopup', 'menu');
    const user = userEvent.setup();
    placeholder.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole(
      'menu',
      { name: 'Billing & Payments' },
      { timeout: 10_000 },
    );
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Billing' })).toHaveFocus(),
    );
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(within(nav).getByRole('button', { name: 'Billing & Payments' })).toHaveFocus(),
    );
  });
});
