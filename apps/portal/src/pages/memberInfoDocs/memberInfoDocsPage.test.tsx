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

describe('doc 3 §2.7 Member Information Documents (/member-info-docs)', () => {
  it('titled by memberInfoDocsLinkName; each document a link that opens in a new tab', async () => {
    await renderScreens(screens, '/member-info-docs', { signedInAs: 'member.demo' });
    const bylaws = await screen.findByRole(
      'link',
      { name: 'Bylaws (opens in a new tab)' },
      { timeout: 5_000 },
    );
    expect(bylaws).toHaveAttribute('target', '_blank');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Member Information Documents' }),
    ).toBeVisible();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Member Information Documents' })).toBeVisible();
    expect(screen.getAllByRole('link')).toHaveLength(4);
  });
});
