import { resetDemoStore, scheduleParam } from '@coop-portal/mocks';
import { createDemoServer } from '@coop-portal/mocks/node';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_OVERRIDES_KEY, renderScreens } from '../testing';
import { screens } from './screens';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

const open = (url: string, signedInAs = 'member.demo') =>
  renderScreens(screens, url, { signedInAs });

const where = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('doc 2 §2.8 /scheduled-payments', () => {
  it('shows the member’s scheduled payments under one Scheduled Payments title', async () => {
    await open('/scheduled-payments');
    const list = await screen.findByRole(
      'grid',
      { name: 'Scheduled payments' },
      { timeout: 5_000 },
    );
    expect(within(list).getAllByRole('rowheader')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Scheduled Payments' })).toBeVisible();
    expect(screen.getAllByRole('heading', { name: 'Scheduled Payments' })).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Scheduled Payments' })).toContainElement(list);
  });

  it('member.solo: No Payments scheduled at this time.', async () => {
    await open('/scheduled-payments', 'member.solo');
    expect(
      await screen.findByText('No Payments scheduled at this time.', {}, { timeout: 5_000 }),
    ).toBeVisible();
  });

  it('without allowFutureDatedPayments (the menu hides it): not available, and a way on', async () => {
    localStorage.setItem(
      DEMO_OVERRIDES_KEY,
      JSON.stringify({ config: { allowFutureDatedPayments: false } }),
    );
    await open('/scheduled-payments');
    expect(
      await screen.findByText('Scheduled payments are not available at this time.', {
        exact: false,
      }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Account Overview' })).toHaveAttribute(
      'href',
      '/accountoverview',
    );
    expect(screen.queryByRole('grid')).toBeNull();
  });
});

describe('doc 2 §2.8 schedule result pages', () => {
  it('/schedule-payments-success: the message and transno; Done goes to the overview', async () => {
    const { router } = await open('/schedule-payments-success?transno=SP-240201');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Schedule Payment' }),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Your payment has been scheduled.');
    const term = screen.getByText('Transaction Number');
    expect(term.nextElementSibling).toHaveTextContent('SP-240201');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(where(router)).toBe('/accountoverview'));
  });

  it('/schedule-payments-success without transno: the message, no empty number', async () => {
    await open('/schedule-payments-success');
    expect(await screen.findByText('Your payment has been scheduled.')).toBeVisible();
    expect(screen.queryByText('Transaction Number')).toBeNull();
  });

  it('/schedule-payments-error: the message passed in navigation state; Done goes to the overview', async () => {
    const { router } = await open('/elsewhere');
    await act(() =>
      router.navigate('/schedule-payments-error', {
        state: { message: 'The payment date must be on or before the due date.' },
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Schedule Payment' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The payment date must be on or before the due date.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(where(router)).toBe('/accountoverview'));
  });

  it('/schedule-payments-error visited directly, without state: a clear message, never blank', async () => {
    await open('/schedule-payments-error');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your payment could not be scheduled. Please try again, or contact us if the problem continues.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Schedule Payment' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Done' })).toBeVisible();
  });

  it('/schedule-payments-cancel: Your schedule payment has been canceled.; Done goes to the overview', async () => {
    const { router } = await open('/schedule-payments-cancel');
    expect(await screen.findByText('Your schedule payment has been canceled.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Schedule Payment' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(where(router)).toBe('/accountoverview'));
  });
});

describe('doc 2 §2.8 back from the provider with a scheduled payment', () => {
  /** A schedule the demo provider authorized: 1000001 and 3000002, five days from now. */
  const authorized = () => {
    const date = new Date();
    date.setDate(date.getDate() + 5);
    const pad = (value: number) => String(value).padStart(2, '0');
    return scheduleParam({
      transNo: 'TX-page-test',
      memberNumber: '800001',
      accounts: [
        { accountNumber: '1000001', amount: 40 },
        { accountNumber: '3000002', amount: 10.5 },
      ],
      paymentDate: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
      method: 'cc',
    });
  };
  afterEach(() => resetDemoStore());

  it('completes the schedule once, then shows its transno; the list has the new payment', async () => {
    const { router } = await open(
      `/schedule-payments-success?encodedParam=${encodeURIComponent(authorized())}`,
    );
    await waitFor(
      () => expect(where(router)).toBe('/schedule-payments-success?transno=SP-page-test'),
      {
        timeout: 5_000,
      },
    );
    // The router's address changes before React renders the page it names.
    expect(
      (await screen.findByText('Transaction Number', {}, { timeout: 5_000 })).nextElementSibling,
    ).toHaveTextContent('SP-page-test');
    await act(() => router.navigate('/scheduled-payments'));
    const list = await screen.findByRole(
      'grid',
      { name: 'Scheduled payments' },
      { timeout: 5_000 },
    );
    expect(within(list).getAllByRole('rowheader')).toHaveLength(3);
    expect(within(list).getByText('$50.50')).toBeVisible();
  });

  it('the completion fails: the error page with its message, in navigation state', async () => {
    localStorage.setItem(
      DEMO_OVERRIDES_KEY,
      JSON.stringify({ failures: { completeScheduledPayment: 500 } }),
    );
    const { router } = await open(
      `/schedule-payments-success?encodedParam=${encodeURIComponent(authorized())}`,
    );
    await waitFor(() => expect(where(router)).toBe('/schedule-payments-error'), { timeout: 5_000 });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We are unable to process your request at this time. Please try again later.',
    );
  });
});
