import { createDemoServer } from '@coop-portal/mocks/node';
import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderScreens } from '../testing';
import { screens } from './screens';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

describe('doc 3 §2.6 Delinquent History (/delinquent-history)', () => {
  it('the primary account’s notices under one title', async () => {
    await renderScreens(screens, '/delinquent-history', { signedInAs: 'member.demo' });
    expect(
      await screen.findByRole(
        'grid',
        { name: 'Delinquent notices of account 1000001' },
        { timeout: 5_000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Delinquent History' })).toBeVisible();
    expect(screen.getAllByRole('heading', { name: 'Delinquent History' })).toHaveLength(1);
  });

  it('query accountno: that account’s notices, here none', async () => {
    await renderScreens(screens, '/delinquent-history?accountno=3000002', {
      signedInAs: 'member.demo',
    });
    expect(
      await screen.findByText('There are no delinquents available.', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });
});
