import { createDemoServer } from '@coop-portal/mocks/node';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_OVERRIDES_KEY, renderScreens } from '../testing';
import { screens } from './screens';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

describe('doc 3 §2.4 Average Billing (/levelized-billing)', () => {
  it('the member’s accounts with their action under one title', async () => {
    await renderScreens(screens, '/levelized-billing', { signedInAs: 'member.demo' });
    expect(
      await screen.findByRole(
        'grid',
        { name: 'Your accounts and Average Billing' },
        { timeout: 5_000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Average Billing' })).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Sign Up account 1000001 for Average Billing' }),
    ).toBeVisible();
  });

  it('goes to the account overview when the AverageBilling feature is off', async () => {
    localStorage.setItem(
      DEMO_OVERRIDES_KEY,
      JSON.stringify({ features: { AverageBilling: false } }),
    );
    const { router } = await renderScreens(screens, '/levelized-billing', {
      signedInAs: 'member.demo',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/accountoverview'), {
      timeout: 5_000,
    });
  });
});
