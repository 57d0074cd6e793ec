import { createDemoServer } from '@coop-portal/mocks/node';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_OVERRIDES_KEY, renderScreens } from '../testing';
import { screens } from './screens';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

describe('doc 3 §2.2 Draft Payments (/draft-payments)', () => {
  it('the current drafts under one title; statuscode 0 shows the success result', async () => {
    await renderScreens(screens, '/draft-payments?statuscode=0', { signedInAs: 'member.demo' });
    expect(
      await screen.findByRole('grid', { name: 'Accounts with a Draft' }, { timeout: 5_000 }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Draft Payments' })).toBeVisible();
    expect(screen.getByText('Your draft information has been updated.')).toBeInTheDocument();
  });

  it('doc 1 §2.2 EZ Pay where whecEnabled is on; query accountno ticks that account', async () => {
    localStorage.setItem(DEMO_OVERRIDES_KEY, JSON.stringify({ config: { whecEnabled: true } }));
    const user = userEvent.setup();
    await renderScreens(screens, '/draft-payments?accountno=1000001', {
      signedInAs: 'member.demo',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'EZ Pay' }, { timeout: 5_000 }),
    ).toBeVisible();
    await user.click(
      await screen.findByRole('tab', { name: 'Setup New EZ Pay' }, { timeout: 5_000 }),
    );
    expect(screen.getByRole('checkbox', { name: /^Account 1000001/ })).toBeChecked();
  });
});
