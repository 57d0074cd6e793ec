import {
  createSession,
  getMemberAccounts,
  getMemberPaymentSettings,
  getPaymentAmounts,
  getPaymentTax,
  hostedPaymentFormSchema,
  initiateMemberPayment,
  type EndpointAnswer,
} from '@coop-portal/api-client';
import {
  anyBase,
  CONVENIENCE_FEE_TEXT,
  CUTOFF_MESSAGE,
  errorAnswer,
  handle,
} from '@coop-portal/mocks';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import {
  paymentSettings,
  setUpDemoBackend,
  memberSession,
  memoryStorage,
  TEST_API as API,
} from '../shared/testing';
import { PaymentConfirmation, type PaymentConfirmationProps } from './PaymentConfirmation';

const SERVER_ERROR = 'We are unable to process your request at this time. Please try again later.';

const { server, posted, countRequests } = setUpDemoBackend();

async function renderDialog(
  props: Partial<PaymentConfirmationProps> = {},
  { signedIn = true }: { signedIn?: boolean } = {},
) {
  const session = signedIn
    ? await memberSession('member.demo')
    : createSession({ storage: memoryStorage() });
  const user = userEvent.setup({ delay: null });
  const view = render(
    <CoopWidgetProvider apiBaseUrl={API} applicationId="web" session={session}>
      <PaymentConfirmation defaultOpen {...props} />
    </CoopWidgetProvider>,
  );
  return { user, session, ...view };
}

const dialog = () => screen.getByRole('dialog', { name: 'Payment Confirmation' });
const inDialog = () => within(dialog());
const amountField = () => inDialog().getByRole('textbox', { name: 'Payment Amount' });
const button = (name: string) => inDialog().getByRole('button', { name });
const accountChoice = () => inDialog().getByRole('button', { name: /Account$/ });
/** The form, once accounts, amounts and settings are loaded. */
const loaded = () => inDialog().findByRole('textbox', { name: 'Payment Amount' });

type User = ReturnType<typeof userEvent.setup>;

async function payWith(user: User, amount: string) {
  await user.clear(amountField());
  await user.type(amountField(), amount);
  await user.click(button('Pay'));
}

type Account = EndpointAnswer<typeof getMemberAccounts>[number];
/** One member account, as the accounts call answers it. */
function memberAccount(changes: Partial<Account> = {}): Account {
  return {
    accountNumber: '1000001',
    accountBalance: 142.37,
    dueDate: '2031-05-20',
    isPrepaidAccount: false,
    prepaidLabel: null,
    accountHolderName: 'Jordan Rivers',
    serviceAddress: '418 Prairie View Rd, Riverbend, KS 66000',
    accountType: 'Electric',
    derivedStatus: 'Current',
    pastDueAmount: 0,
    activeReturnedItems: false,
    autoPayExists: false,
    memberNumber: '800001',
    meters: [],
    isLinkedAccount: false,
    memberHasCutoffAccount: false,
    hasArrangement: false,
    viewUsageHistory: true,
    showUsageSuspendedMsg: false,
    collectMeterReading: false,
    billMessages: [],
    isPrimaryAccount: true,
    ...changes,
  };
}

type Amounts = EndpointAnswer<typeof getPaymentAmounts>;
function paymentAmounts(changes: Partial<Amounts> = {}): Amounts {
  return {
    accountNumber: '1000001',
    accountBalance: 142.37,
    paymentAmount: 142.37,
    dueDate: '2031-05-20',
    pastDueAmount: 0,
    reconnectFee: 0,
    additionalDeposit: 0,
    arrangementAmount: 0,
    liabilityConfirmationAmount: 0,
    showLiabilityConfirmation: false,
    cutoffAmount: 0,
    derivedStatus: 'Current',
    disconnectFee: 0,
    isPrepaidAccount: false,
    minimumPaymentAmount: 0,
    overPayAmount: 1000,
    prepaidReconnectAmount: 0,
    ...changes,
  };
}

/** A restricted payment type reached by keyboard: its tooltip describes it. */
async function expectRestriction(option: string, message: string) {
  const focused = document.activeElement as HTMLElement;
  expect(focused).toHaveAttribute('aria-disabled', 'true');
  expect(focused).toHaveTextContent(option);
  await waitFor(() => expect(focused).toHaveAccessibleDescription(message));
}

const fieldsOf = (form: HTMLFormElement) =>
  Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)]));

describe('doc 1 §2.3, §3 the signed-in payment confirmation', () => {
  it('is titled Payment Confirmation and shows the primary account with its amounts', async () => {
    await renderDialog();
    expect(await loaded()).toHaveValue('142.37');
    expect(
      inDialog().getByRole('heading', { name: 'Payment Confirmation', level: 2 }),
    ).toBeVisible();
    expect(inDialog().getByText('1000001', { selector: 'dd' })).toBeVisible();
    expect(inDialog().getByText('$142.37')).toBeVisible();
    expect(inDialog().getByText('418 Prairie View Rd, Riverbend, KS 66000')).toBeVisible();
    expect(inDialog().getByRole('radio', { name: 'Credit Card' })).toBeChecked();
    expect(inDialog().getByText(CONVENIENCE_FEE_TEXT)).toBeVisible();
    expect(accountChoice()).toHaveTextContent('1000001');
  });

  it('shows the loading state while the accounts load', async () => {
    server.use(
      http.get(anyBase(getMemberAccounts.path), async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    await renderDialog();
    expect(
      await inDialog().findByRole('progressbar', { name: 'Loading your accounts' }),
    ).toBeVisible();
    expect(inDialog().queryByRole('button', { name: 'Pay' })).toBeNull();
  });

  it('the payment amount is the balance, and 0.00 when the balance is negative (doc 1 §3)', async () => {
    server.use(
      handle(getMemberAccounts, () => [
        memberAccount({ accountNumber: '3000003', accountBalance: -12.5, isPrepaidAccount: true }),
      ]),
    );
    const { user } = await renderDialog();
    expect(await loaded()).toHaveValue('0.00');
    expect(inDialog().getByText('Prepaid Balance')).toBeVisible();
    expect(inDialog().getByText('($12.50)')).toBeVisible();
    expect(inDialog().getByText('N/A')).toBeVisible();
    // One account: no account choice.
    expect(inDialog().queryByRole('button', { name: /Account$/ })).toBeNull();
    await user.click(button('Pay'));
    await waitFor(() => expect(amountField()).toHaveFocus());
    expect(amountField()).toHaveAccessibleDescription(
      expect.stringContaining('Payment amount should be greater than 0.'),
    );
    expect(posted).toHaveLength(0);
  });

  it('opens on the account asked for; an account the member does not have falls back to the primary', async () => {
    const first = await renderDialog({ accountNumber: '3000002' });
    expect(await loaded()).toHaveValue('48.60');
    expect(inDialog().getByText('3000002', { selector: 'dd' })).toBeVisible();
    first.unmount();
    await renderDialog({ accountNumber: '9999999' });
    expect(await loaded()).toHaveValue('142.37');
  });

  it('a member with several accounts can choose another; its amounts load', async () => {
    const { user } = await renderDialog();
    await loaded();
    await user.clear(amountField());
    await user.type(amountField(), '10');
    await user.click(accountChoice());
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent?.split(' · ')[0])).toEqual([
      '1000001',
      '3000002',
      '3000003',
    ]);
    await user.click(await screen.findByRole('option', { name: /^3000002/ }));
    await waitFor(() => expect(amountField()).toHaveValue('48.60'));
    expect(inDialog().getByText('3000002', { selector: 'dd' })).toBeVisible();
  });

  it('closing resets what was typed; the next opening starts from the default amount', async () => {
    const onClose = vi.fn();
    function Host() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Pay Now
          </button>
          <PaymentConfirmation isOpen={open} onOpenChange={setOpen} onClose={onClose} />
        </>
      );
    }
    const session = await memberSession('member.demo');
    const user = userEvent.setup({ delay: null });
    render(
      <CoopWidgetProvider apiBaseUrl={API} applicationId="web" session={session}>
        <Host />
      </CoopWidgetProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await loaded();
    await user.clear(amountField());
    await user.type(amountField(), '10');
    await user.click(button('Cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay Now' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await loaded()).toHaveValue('142.37');
  });

  it('a co-op can reword any text, rule messages included', async () => {
    const { user } = await renderDialog({
      messages: { title: 'Pay your bill', overpay: 'That is more than you owe.' },
    });
    expect(screen.getByRole('dialog', { name: 'Pay your bill' })).toBeVisible();
    await screen.findByRole('textbox', { name: 'Payment Amount' });
    await user.clear(screen.getByRole('textbox', { name: 'Payment Amount' }));
    await user.type(screen.getByRole('textbox', { name: 'Payment Amount' }), '2000');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByRole('textbox', { name: 'Payment Amount' })).toHaveAccessibleDescription(
      expect.stringContaining('That is more than you owe.'),
    );
  });

  it('without a signed-in member it says so instead of failing', async () => {
    await renderDialog({}, { signedIn: false });
    expect(inDialog().getByRole('alert')).toHaveTextContent(
      'Please sign in to pay your bill, or use Quick Pay.',
    );
    expect(inDialog().queryByRole('button', { name: 'Pay' })).toBeNull();
  });
});

describe('doc 1 §5.1 the payment amount in the payment confirmation', () => {
  it.each([
    ['', 'You must enter valid amount.'],
    ['0', 'Payment amount should be greater than 0.'],
    ['9999999999999', 'You must enter a payment amount less than 9999999999.99.'],
    ['1000.01', 'You may not overpay your account balance.'],
  ])('%j: %s, on the field, which takes focus', async (amount, message) => {
    const { user } = await renderDialog();
    await loaded();
    await user.clear(amountField());
    if (amount) await user.type(amountField(), amount);
    await user.click(button('Pay'));
    await waitFor(() => expect(amountField()).toHaveFocus());
    expect(amountField()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(
      inDialog().getByRole('heading', { name: 'Please correct the following:' }),
    ).toBeVisible();
    expect(posted).toHaveLength(0);
  });

  it('underpay not allowed: less than the balance is refused', async () => {
    server.use(
      handle(getMemberPaymentSettings, () => paymentSettings({}, { allowUnderPay: false })),
    );
    const { user } = await renderDialog();
    await loaded();
    await payWith(user, '50');
    expect(amountField()).toHaveAccessibleDescription(
      expect.stringContaining('You may not pay less than your account balance.'),
    );
  });

  it('a cutoff account without the override must pay the cutoff minimum', async () => {
    server.use(
      handle(getPaymentAmounts, () =>
        paymentAmounts({
          accountBalance: 400,
          cutoffAmount: 250,
          reconnectFee: 50,
          additionalDeposit: 100,
          disconnectFee: 25,
        }),
      ),
      handle(getMemberPaymentSettings, () =>
        paymentSettings({ payOnlineAllowCutoffPaymentOverride: false }, { allowOverPay: true }),
      ),
    );
    const { user } = await renderDialog();
    await loaded();
    await payWith(user, '100');
    expect(amountField()).toHaveAccessibleDescription(
      expect.stringContaining(
        'At this time, you are required to pay a minimum payment amount of $425.00, which includes the cutoff amount, reconnect fee, disconnect fee and additional deposit.',
      ),
    );
  });

  it('a prepaid account: below the prepaid minimum is refused', async () => {
    const { user } = await renderDialog({ accountNumber: '3000003' });
    expect(await loaded()).toHaveValue('37.85');
    await payWith(user, '10');
    expect(amountField()).toHaveAccessibleDescription(
      expect.stringContaining('You must pay the minimum amount of $20.00'),
    );
  });

  it('digits and one decimal point, 13 characters at most, 2 decimals on blur, no paste', async () => {
    const { user } = await renderDialog();
    await loaded();
    await user.clear(amountField());
    await user.type(amountField(), '12a.5.');
    expect(amountField()).toHaveValue('12.5');
    await user.tab();
    expect(amountField()).toHaveValue('12.50');
    await user.clear(amountField());
    await user.type(amountField(), '12345678901234567');
    expect(amountField()).toHaveValue('1234567890123');
    await user.clear(amountField());
    await user.click(amountField());
    await user.paste('75.00');
    expect(amountField()).toHaveValue('');
  });
});

describe('doc 1 §4.1 payment methods and the cutoff block', () => {
  it('the utility takes no cards: Credit Card disabled with its tooltip, ECheck chosen', async () => {
    server.use(
      handle(getMemberPaymentSettings, () =>
        paymentSettings({}, { utilityAllowCreditCard: false }),
      ),
    );
    const { user } = await renderDialog();
    await loaded();
    expect(inDialog().getByRole('radio', { name: 'ECheck' })).toBeChecked();
    expect(inDialog().getByRole('radio', { name: 'Credit Card' })).toBeDisabled();
    await user.click(amountField());
    await user.tab();
    await expectRestriction('Credit Card', 'Credit Card Payment Restricted.');
  });

  it('neither method: the amount is read-only and Pay disabled', async () => {
    server.use(
      handle(getMemberPaymentSettings, () =>
        paymentSettings({}, { utilityAllowCreditCard: false, utilityAllowEcheck: false }),
      ),
    );
    await renderDialog();
    await loaded();
    expect(amountField()).toHaveAttribute('readonly');
    expect(button('Pay')).toBeDisabled();
  });

  it('the cutoff block shows the configured message in a dialog; OK closes the confirmation', async () => {
    server.use(
      handle(getMemberPaymentSettings, () =>
        paymentSettings({ payOnlinePayCutoffAccount: false }, { memberHasCutoffAccount: true }),
      ),
    );
    const initiations = countRequests(/\/v3\/member\/\d+\/pay$/);
    const onClose = vi.fn();
    const { user } = await renderDialog({ onClose });
    const prompt = await screen.findByRole('alertdialog', { name: 'Payment not available' });
    expect(prompt).toHaveTextContent(CUTOFF_MESSAGE);
    // The confirmation behind the prompt is hidden from assistive technology while it is open.
    expect(screen.getByRole('button', { name: 'Pay', hidden: true })).toBeDisabled();
    await user.click(within(prompt).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(initiations).toHaveLength(0);
  });
});

describe('doc 1 §3, §4.1 the hand-off to the payment provider', () => {
  it('initiates the member payment and posts the hosted-payment form (IsQuickPay false)', async () => {
    const onPaymentStarted = vi.fn();
    const initiations = countRequests(/\/v3\/member\/800001\/pay$/);
    const taxes = countRequests(/\/payments\/tax$/);
    const { user } = await renderDialog({ onPaymentStarted });
    await loaded();
    await user.click(inDialog().getByRole('radio', { name: 'ECheck' }));
    await payWith(user, '100');
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(initiations).toHaveLength(1);
    expect(taxes).toHaveLength(1);
    const body = (await initiations[0]!.json()) as {
      accountsToPay: { accountNumber: string; paymentAmount: number; arrangementAmount: number }[];
      amount: number;
      arrangementPaymentAmount: number;
      reconnectMeter: boolean;
    };
    expect(body).toMatchObject({
      amount: 100,
      arrangementPaymentAmount: 0,
      reconnectMeter: true,
      accountsToPay: [{ accountNumber: '1000001', paymentAmount: 100, arrangementAmount: 0 }],
    });
    const form = posted[0]!;
    expect(form.method).toBe('post');
    expect(form.action).toBe(`${API}/demo-provider/hosted-payment`);
    const fields = fieldsOf(form);
    expect(Object.keys(fields)).toEqual(Object.keys(hostedPaymentFormSchema.shape));
    expect(fields).toMatchObject({
      AccountNumber: '1000001',
      Balance: '100.00',
      PaymentType: 'echeck',
      IsQuickPay: 'false',
      HostedCCReturn: `${API}/PaymentCallback/payments/success`,
      HostedCCCancel: `${API}/PaymentCallback/payments/cancel`,
      EnableCreditCard: 'true',
      EnableECheck: 'true',
      AcceptedCreditCardTypes: 'VI,MC,DI',
      TaxIncludedInBillAmount: 'true',
      CCConvenienceFee: '2.95',
      ECConvenienceFee: '0.00',
      MaxCCAmount: '5000.00',
    });
    expect(onPaymentStarted).toHaveBeenCalledWith({
      accountNumber: '1000001',
      memberNumber: '800001',
      paymentAmount: 100,
      paymentType: 'echeck',
      actionUrl: `${API}/demo-provider/hosted-payment`,
    });
  });

  it('Pay pressed five times quickly: one initiation and one form post', async () => {
    server.use(
      http.post(anyBase(initiateMemberPayment.path), async () => {
        await delay(150);
        return undefined;
      }),
    );
    const initiations = countRequests(/\/v3\/member\/800001\/pay$/);
    const { user } = await renderDialog();
    await loaded();
    for (let press = 0; press < 5; press += 1) await user.click(button('Pay'));
    await waitFor(() => expect(posted).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(initiations).toHaveLength(1);
    expect(posted).toHaveLength(1);
  });

  it('pays the account chosen in the dialog', async () => {
    const { user } = await renderDialog();
    await loaded();
    await user.click(accountChoice());
    await user.click(await screen.findByRole('option', { name: /^3000002/ }));
    await waitFor(() => expect(amountField()).toHaveValue('48.60'));
    await user.click(button('Pay'));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(fieldsOf(posted[0]!)).toMatchObject({ AccountNumber: '3000002', Balance: '48.60' });
  });

  it('a failed initiation: the doc 1 §8 message above the form, Pay usable again', async () => {
    server.use(
      http.post(anyBase(initiateMemberPayment.path), () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );
    const onError = vi.fn();
    const { user } = await renderDialog({ onError });
    await loaded();
    await user.click(button('Pay'));
    expect(await inDialog().findByRole('alert')).toHaveTextContent(SERVER_ERROR);
    expect(button('Pay')).toBeEnabled();
    expect(onError).toHaveBeenCalledWith({ message: SERVER_ERROR });
    expect(posted).toHaveLength(0);
    await user.click(button('Dismiss'));
    expect(inDialog().queryByRole('alert')).toBeNull();
  });

  it('a failed tax call: its message, and no initiation', async () => {
    server.use(
      http.post(anyBase(getPaymentTax.path), () =>
        errorAnswer(400, 'The convenience fees are not available.'),
      ),
    );
    const initiations = countRequests(/\/v3\/member\/800001\/pay$/);
    const { user } = await renderDialog();
    await loaded();
    await user.click(button('Pay'));
    expect(await inDialog().findByRole('alert')).toHaveTextContent(
      'The convenience fees are not available.',
    );
    expect(initiations).toHaveLength(0);
  });

  it('closed while the payment starts: nothing is posted', async () => {
    // The initiation answers only once the dialog is closed, however slow the machine.
    let closed!: () => void;
    const dialogClosed = new Promise<void>((resolve) => {
      closed = resolve;
    });
    let answered!: () => void;
    const initiationAnswered = new Promise<void>((resolve) => {
      answered = resolve;
    });
    server.use(
      http.post(anyBase(initiateMemberPayment.path), async () => {
        await dialogClosed;
        return undefined;
      }),
    );
    server.events.on('response:mocked', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/pay')) answered();
    });
    const { user } = await renderDialog();
    await loaded();
    await user.click(button('Pay'));
    await user.click(button('Cancel'));
    closed();
    await initiationAnswered;
    // What the answer would have started (the post to the provider) has had time to run.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(posted).toHaveLength(0);
  });
});

describe('doc 1 §8 errors before the form', () => {
  it('the accounts cannot be read: the message and Try again', async () => {
    let fail = true;
    server.use(
      http.get(anyBase(getMemberAccounts.path), () =>
        fail ? errorAnswer(400, 'Your accounts could not be read.') : undefined,
      ),
    );
    const { user } = await renderDialog();
    expect(await inDialog().findByRole('alert')).toHaveTextContent(
      'Your accounts could not be read.',
    );
    fail = false;
    await user.click(button('Try again'));
    expect(await loaded()).toHaveValue('142.37');
  });

  it('the payment amounts cannot be read: the message and Try again', async () => {
    let fail = true;
    server.use(
      http.get(anyBase(getPaymentAmounts.path), () =>
        fail ? errorAnswer(400, 'The payment amounts are not available.') : undefined,
      ),
    );
    const { user } = await renderDialog();
    expect(await inDialog().findByRole('alert')).toHaveTextContent(
      'The payment amounts are not available.',
    );
    fail = false;
    await user.click(button('Try again'));
    expect(await loaded()).toHaveValue('142.37');
  });
});
