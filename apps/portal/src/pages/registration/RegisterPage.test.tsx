import { DEMO_VERIFICATION_CODE } from '@coop-portal/mocks';
import { createDemoServer } from '@coop-portal/mocks/node';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../testing';
import { RegisterPage } from './RegisterPage';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('doc 1 §2.8 /register', () => {
  it("the stage header is the page's h1, with the start-up configuration (no call of its own)", async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      calls.push(new URL(request.url).pathname);
    });
    await renderPage(<RegisterPage />, { path: '/register' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Registration' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Account Number' })).toBeVisible();
    // Only the start-up reads: the configuration keys came from them.
    expect(calls.filter((path) => path.endsWith('/configuration/settings'))).toHaveLength(1);
  });

  it('the success screen links to /login through the router', async () => {
    const user = userEvent.setup();
    const { router } = await renderPage(<RegisterPage />, { path: '/register' });
    await user.type(await screen.findByRole('textbox', { name: 'Account Number' }), '2000001');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('radio', { name: 'Email: j•••@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(
      await screen.findByRole('textbox', { name: 'Verification Code' }),
      DEMO_VERIFICATION_CODE,
    );
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'page.member');
    await user.type(
      screen.getByRole('textbox', { name: 'Confirm Email Address' }),
      'jules.bennett@example.com',
    );
    await user.type(screen.getByLabelText(/^Password\*?$/, { selector: 'input' }), 'Prairie#2026');
    await user.type(
      screen.getByLabelText(/^Confirm Password\*?$/, { selector: 'input' }),
      'Prairie#2026',
    );
    await user.click(screen.getByRole('button', { name: /Security Question/ }));
    await user.click(
      await screen.findByRole('option', { name: 'What was the name of your first pet?' }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Security Answer' }), 'Rex');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Registration Complete' }),
    ).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
