import { createDemoServer } from '@coop-portal/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PaymentOptionsPage } from './PaymentOptionsPage';
import { renderPage } from './testing';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('doc 1 §2.4 payment options', () => {
  it('shows the three tiles, each to its page', async () => {
    await renderPage(<PaymentOptionsPage />, { signedInAs: 'member.demo' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Options' })).toBeVisible();
    const list = screen.getByRole('list', { name: 'Payment options' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Paperless', 'Pay Now', 'EZ Pay']);
    expect(within(list).getByRole('link', { name: 'Open Pay Now' })).toHaveAttribute(
      'href',
      '/billpayments/pay-multiple',
    );
    expect(within(list).getByRole('link', { name: 'Open EZ Pay' })).toHaveAttribute(
      'href',
      '/draft-payments',
    );
  });

  it('Paperless opens My Profile with isPaperless in the navigation state', async () => {
    const { router } = await renderPage(<PaymentOptionsPage />, { signedInAs: 'member.demo' });
    await userEvent.click(await screen.findByRole('link', { name: 'Open Paperless' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-profile'));
    expect(router.state.location.state).toEqual({ isPaperless: true });
  });
});
