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

describe('doc 3 §2.3 Operation RoundUp (/operation-roundup)', () => {
  it('the member’s accounts in the round-up table under one title, Proceed unavailable', async () => {
    await renderScreens(screens, '/operation-roundup', { signedInAs: 'member.demo' });
    expect(
      await screen.findByRole('table', { name: 'Operation RoundUp' }, { timeout: 5_000 }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Operation RoundUp' })).toBeVisible();
    expect(screen.getAllByRole('heading', { name: 'Operation RoundUp' })).toHaveLength(1);
    for (const account of ['1000001', '3000002', '3000003']) {
      expect(screen.getByRole('checkbox', { name: `Select account ${account}` })).toBeVisible();
    }
    expect(screen.getByRole('button', { name: 'Proceed' })).toBeDisabled();
  });
});
