import { createDemoServer } from '@coop-portal/mocks/node';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderScreens } from '../testing';
import { screens } from './screens';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

describe('doc 3 §2.9 Capital Credit Letter Return (/cc-letterreturn), public (§6)', () => {
  it('one title, the co-op’s text and the form, without signing in', async () => {
    await renderScreens(screens, '/cc-letterreturn');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Capital Credit Letter Return' },
        { timeout: 5_000 },
      ),
    ).toBeVisible();
    expect(screen.getAllByRole('heading', { name: 'Capital Credit Letter Return' })).toHaveLength(
      1,
    );
    const region = screen.getByRole('region', { name: 'Capital Credit Letter Return' });
    expect(
      await within(region).findByText(/^If you received a capital credit letter/),
    ).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Return Signed Letter' })).toBeVisible();
  });

  it('800001 / CC2025A: the server’s message', async () => {
    const user = userEvent.setup();
    await renderScreens(screens, '/cc-letterreturn');
    await user.type(
      await screen.findByRole('textbox', { name: /^Member Number/ }, { timeout: 5_000 }),
      '800001',
    );
    await user.type(screen.getByRole('textbox', { name: /^Letter ID/ }), 'CC2025A');
    await user.click(screen.getByRole('button', { name: 'Return Signed Letter' }));
    expect(
      await screen.findByText('Thank you. Your signed capital credit letter has been received.'),
    ).toBeInTheDocument();
  });
});

describe('doc 3 §2.10 Unclaimed Capital Credits (/unclaimed-capital-credit), public (§6)', () => {
  it('one title; a search for alvarez finds two', async () => {
    const user = userEvent.setup();
    await renderScreens(screens, '/unclaimed-capital-credit');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Unclaimed Capital Credits' },
        { timeout: 5_000 },
      ),
    ).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Search unclaimed capital credits' }),
    ).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /^Last Name/ }), 'alvarez');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const grid = await screen.findByRole('grid', { name: 'Unclaimed capital credits found' });
    expect(within(grid).getAllByRole('rowheader')).toHaveLength(2);
  });
});
