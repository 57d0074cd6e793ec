import {
  getPaymentAmounts,
  hostedPaymentFormSchema,
  initiateMemberPayment,
  paymentCallbackPaths,
  scheduleCallbackPaths,
  type MemberPaymentRequest as PaymentRequest,
} from '@coop-portal/api-client';
import { todayPlus } from '@coop-portal/ui';
import { anyBase, CONVENIENCE_FEE_TEXT, CUTOFF_MESSAGE, errorAnswer } from '@coop-portal/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderSignedIn, setUpDemoBackend, TEST_API as API } from '../shared/testing';
import { PayMultipleAccounts, type PayMultipleAccountsProps } from './PayMultipleAccounts';

const SERVER_ERROR = 'We are unable to process your request at this time. Please try again later.';

const { server, posted, countRequests } = setUpDemoBackend();

const members = { 'member.demo': '800001', 'member.states': '800005' } as const;

async function renderWidget(
  userName: keyof typeof members = 'member.demo',
  props: Partial<PayMultipleAccountsProps> = {},
) {
  const view = await renderSignedIn(
    userName,
    <PayMultipleAccounts memberNumber={members[userName]} {...props} />,
  );
  // member.states: the cutoff block's dialog is over the table.
  if (userName === 'member.states') {
    await screen.findByRole('alertdialog', {}, { timeout: 5_000 });
  } else {
    await screen.findByRole('table', { name: 'Your accounts' }, { timeout: 5_000 });
  }
  return view;
}

const row = (accountNumber: string) =>
  screen.getByRole('rowheader', { name: new RegExp(accountNumber) }).closest('tr')!;
const box = (accountNumber: string) =>
  screen.getByRole('checkbox', { name: `Pay account ${accountNumber}` });
const amount = (accountNumber: string) =>
  screen.getByRole('textbox', { name: `Payment Amount for account ${accountNumber}` });
const total = () => screen.getByText('Total Payment').nextElementSibling?.textContent;
const fieldsOf = (form: HTMLFormElement) =>
  hostedPaymentFormSchema.parse(Object.fromEntries(new FormData(form)));

/** The body of each payment initiation. */
function initiations() {
  const bodies: PaymentRequest[] = [];
  const seen = countRequests(/\/v3\/member\/\d+\/pay$/);
  return {
    seen,
    bodies: async () => {
      bodies.length = 0;
      for (const request of seen) bodies.push((await request.clone().json()) as PaymentRequest);
      return bodies;
    },
  };
}

describe('Pay Multiple Accounts: the accounts (doc 1 §4.1, doc 2 §4)', () => {
  it('lists every account with its balance, due date, past due and status', async () => {
    const { user } = await renderWidget('member.states');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    const cells = (accountNumber: string) =>
      [...row(accountNumber).querySelectorAll('td, th')].map((cell) => cell.textContent);
    expect(screen.getAllByRole('rowheader')).toHaveLength(4);
    // The prepaid account: its balance in parentheses, no due date.
    expect(cells('3000031').join(' | ')).toMatch(/\(\$12\.50\).*N\/A/);
    expect(cells('3000034').join(' | ')).toMatch(/Past Due.*\$210\.40.*\$160\.40/);
  });

  it('accounts with something to pay start selected, each at its doc 1 §4.1 default amount; Select All', async () => {
    const { user } = await renderWidget();
    const all = screen.getByRole('checkbox', { name: 'Select All' });
    // The balance (the co-op pays 'ACCOUNT BALANCE' by default); the prepaid minimum for 3000003.
    expect(
      ['1000001', '3000002', '3000003'].map((number) => [
        (box(number) as HTMLInputElement).checked,
        (amount(number) as HTMLInputElement).value,
      ]),
    ).toEqual([
      [true, '142.37'],
      [true, '48.60'],
      [true, '20.00'],
    ]);
    expect(all).toBeChecked();
    expect(total()).toBe('$210.97');
    await user.click(all);
    for (const number of ['1000001', '3000002', '3000003']) {
      expect(box(number)).not.toBeChecked();
      expect(amount(number)).toBeDisabled();
    }
    expect(total()).toBe('$0.00');
    await user.click(box('3000002'));
    expect(all).toBePartiallyChecked();
    await user.click(all);
    expect(all).toBeChecked();
  });

  it('the running total follows the selected accounts’ amounts', async () => {
    const { user } = await renderWidget();
    await user.clear(amount('1000001'));
    await user.type(amount('1000001'), '10.25');
    await user.clear(amount('3000002'));
    await user.type(amount('3000002'), '5');
    await user.click(box('3000003'));
    expect(total()).toBe('$15.25');
    expect(screen.getByText('Accounts selected').nextElementSibling).toHaveTextContent('2');
  });
});

describe('Pay Multiple Accounts: the payment (doc 1 §3, §4.1, §5.1)', () => {
  it('the payment type, the convenience-fee text, the tax and the fee', async () => {
    await renderWidget();
    expect(screen.getByRole('radio', { name: 'Credit Card' })).toBeChecked();
    expect(screen.getByText(CONVENIENCE_FEE_TEXT)).toBeVisible();
    await waitFor(() =>
      expect(screen.getByText('Convenience Fee').nextElementSibling).toHaveTextContent('$2.95'),
    );
    expect(screen.getByText('Tax').nextElementSibling).toHaveTextContent(
      'Included in your bill amounts',
    );
  });

  it('an amount message names its account, and nothing is initiated', async () => {
    const pay = initiations();
    const { user } = await renderWidget();
    await user.clear(amount('3000002'));
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(
      (await screen.findAllByText('Account 3000002: You must enter valid amount.')).length,
    ).toBeGreaterThan(0);
    expect(amount('3000002')).toHaveAccessibleDescription(
      expect.stringContaining('Account 3000002: You must enter valid amount.'),
    );
    expect(pay.seen).toHaveLength(0);
  });

  it('pays two accounts in one payment request and posts one form with the total', async () => {
    const pay = initiations();
    const onPaymentStarted = vi.fn();
    const { user } = await renderWidget('member.demo', { onPaymentStarted });
    const all = screen.getByRole('checkbox', { name: 'Select All' });
    // None selected, then the two accounts.
    await user.click(all);
    await user.click(box('1000001'));
    await user.click(box('3000002'));
    await user.clear(amount('1000001'));
    await user.type(amount('1000001'), '20');
    await user.clear(amount('3000002'));
    await user.type(amount('3000002'), '10.50');
    await user.click(screen.getByRole('radio', { name: 'ECheck' }));
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    const [body] = await pay.bodies();
    expect(body?.accountsToPay.map((a) => [a.accountNumber, a.paymentAmount])).toEqual([
      ['1000001', 20],
      ['3000002', 10.5],
    ]);
    expect(body?.amount).toBe(30.5);
    expect(fieldsOf(posted[0]!)).toMatchObject({
      AccountNumber: '1000001',
      Balance: '30.50',
      PaymentType: 'echeck',
      IsQuickPay: 'false',
    });
    expect(onPaymentStarted).toHaveBeenCalledWith({
      memberNumber: '800001',
      accounts: [
        { accountNumber: '1000001', paymentAmount: 20 },
        { accountNumber: '3000002', paymentAmount: 10.5 },
      ],
      paymentAmount: 30.5,
      paymentType: 'echeck',
      actionUrl: `${API}/demo-provider/hosted-payment`,
      isScheduled: false,
    });
  });

  it('Pay pressed five times quickly: one initiation and one form post', async () => {
    server.use(
      http.post(anyBase(initiateMemberPayment.path), async () => {
        await delay(150);
        return undefined;
      }),
    );
    const pay = initiations();
    const { user } = await renderWidget();
    const button = screen.getByRole('button', { name: 'Pay' });
    for (let press = 0; press < 5; press += 1) await user.click(button);
    await waitFor(() => expect(posted).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(pay.seen).toHaveLength(1);
    expect(posted).toHaveLength(1);
  });

  it('no account selected: says so, and nothing is initiated', async () => {
    const pay = initiations();
    const { user } = await renderWidget();
    const all = screen.getByRole('checkbox', { name: 'Select All' });
    await user.click(all);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please select at least one account to pay.',
    );
    expect(pay.seen).toHaveLength(0);
  });

  it('a failed initiation: the doc 1 §8 message, Pay usable again', async () => {
    server.use(
      http.post(anyBase(initiateMemberPayment.path), () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );
    const onError = vi.fn();
    const { user } = await renderWidget('member.demo', { onError });
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_ERROR);
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
    expect(onError).toHaveBeenCalledWith({ message: SERVER_ERROR });
    expect(posted).toHaveLength(0);
  });

  it('doc 1 §4.1 cutoff block: the message in a dialog, and Pay unavailable', async () => {
    const pay = initiations();
    const onCutoffClose = vi.fn();
    const { user } = await renderWidget('member.states', { onCutoffClose });
    const dialog = await screen.findByRole('alertdialog', { name: 'Payment not available' });
    expect(dialog).toHaveTextContent(CUTOFF_MESSAGE);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(onCutoffClose).toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(CUTOFF_MESSAGE);
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    expect(pay.seen).toHaveLength(0);
  });

  it('a failed read: its message and Try again', async () => {
    let fail = true;
    server.use(
      http.get(anyBase(getPaymentAmounts.path), () =>
        fail ? errorAnswer(400, 'Amounts are not available right now.') : undefined,
      ),
    );
    const { user } = await renderSignedIn(
      'member.demo',
      <PayMultipleAccounts memberNumber="800001" />,
    );
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      'Amounts are not available right now.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Your accounts' })).toBeVisible();
  });
});

describe('Pay Multiple Accounts: the payment date (doc 1 §3 allowFutureDatedPayments, doc 2 §2.8)', () => {
  const field = () => screen.getByRole('group', { name: 'Payment Date' });
  const usDay = (days: number) => {
    const date = todayPlus(days);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${pad(date.month)}/${pad(date.day)}/${date.year}`;
  };
  /** Types a date into the field's segments (month, day, year), as a member does. */
  async function typeDate(user: Awaited<ReturnType<typeof renderWidget>>['user'], days: number) {
    await user.click(within(field()).getAllByRole('spinbutton')[0]!);
    await user.keyboard(usDay(days).replace(/\//g, ''));
  }

  it('without the site setting: no date field, and the request has no date', async () => {
    const pay = initiations();
    const { user } = await renderWidget();
    expect(screen.queryByRole('group', { name: 'Payment Date' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect((await pay.bodies())[0]?.paymentDate).toBeUndefined();
  });

  it('today by default, up to the earliest due date: Pay pays now, returning to the payment callbacks', async () => {
    const pay = initiations();
    const { user } = await renderWidget('member.demo', { allowFutureDatedPayments: true });
    expect(field()).toHaveTextContent(usDay(0));
    // member.demo's 1000001 and 3000002 are both due in 12 days.
    expect(
      screen.getByText(
        `Today, or a later day up to ${usDay(12)}. A later day schedules the payment for that day.`,
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect((await pay.bodies())[0]?.paymentDate).toBe(todayPlus(0).toString());
    expect(fieldsOf(posted[0]!).HostedCCReturn).toBe(
      `${API}${paymentCallbackPaths.paymentSuccess}`,
    );
  });

  it('a later day schedules the payment: Schedule Payment, the date sent, the schedule callbacks', async () => {
    const pay = initiations();
    const onPaymentStarted = vi.fn();
    const { user } = await renderWidget('member.demo', {
      allowFutureDatedPayments: true,
      onPaymentStarted,
    });
    await typeDate(user, 5);
    expect(screen.getByText('Scheduled For').nextElementSibling).toHaveTextContent(usDay(5));
    await user.click(screen.getByRole('button', { name: 'Schedule Payment' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect((await pay.bodies())[0]?.paymentDate).toBe(todayPlus(5).toString());
    expect(fieldsOf(posted[0]!)).toMatchObject({
      HostedCCReturn: `${API}${scheduleCallbackPaths.success}`,
      HostedCCCancel: `${API}${scheduleCallbackPaths.cancel}`,
    });
    expect(onPaymentStarted).toHaveBeenCalledWith(
      expect.objectContaining({ paymentDate: todayPlus(5).toString(), isScheduled: true }),
    );
  });

  it('a day after the earliest due date: the message on the field, and nothing is initiated', async () => {
    const pay = initiations();
    const { user } = await renderWidget('member.demo', { allowFutureDatedPayments: true });
    await typeDate(user, 13);
    await user.click(screen.getByRole('button', { name: 'Schedule Payment' }));
    const message = `The payment date must be on or before ${usDay(12)}.`;
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(pay.seen).toHaveLength(0);
    // Only the prepaid account selected: no due date, so the configured 30 days are the limit.
    await user.click(box('1000001'));
    await user.click(box('3000002'));
    await waitFor(() =>
      expect(screen.getByText(new RegExp(`up to ${usDay(30)}\\.`))).toBeVisible(),
    );
  });
});
