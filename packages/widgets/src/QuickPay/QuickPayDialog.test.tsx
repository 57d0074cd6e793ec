import {
  createApiClient,
  createSession,
  getQuickPayPaymentSettings,
  hostedPaymentFormSchema,
  initiateQuickPayPayment,
  sessionStorageKeys,
  verifyQuickPayAccount,
  type EndpointAnswer,
} from '@coop-portal/api-client';
import {
  anyBase,
  CONVENIENCE_FEE_TEXT,
  COOP_NAME,
  CUTOFF_MESSAGE,
  handle,
  NO_MATCH_MESSAGE,
  resetDemoStore,
} from '@coop-portal/mocks';
import { createDemoServer } from '@coop-portal/mocks/node';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import { postForm } from '../shared/postForm';
import { QuickPay } from './QuickPay';
import { QuickPayDialog, type QuickPayDialogProps } from './QuickPayDialog';

const API = 'https://api.prairierivers.example';
const SERVER_ERROR = 'We are unable to process your request at this time. Please try again later.';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  resetDemoStore();
});
afterAll(() => server.close());

/** Every form post to the provider, caught (jsdom cannot navigate). */
let posted: HTMLFormElement[] = [];
beforeEach(() => {
  posted = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function submit(
    this: HTMLFormElement,
  ) {
    posted.push(this);
  });
});

const pad = (value: number) => String(value).padStart(2, '0');
/** MM/dd/yyyy of today plus some days (the demo co-op's dates move with today). */
function usDay(days: number) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

function renderDialog(props: Partial<QuickPayDialogProps> = {}) {
  const user = userEvent.setup();
  const view = render(
    <CoopWidgetProvider apiBaseUrl={API} applicationId="web">
      <QuickPayDialog defaultOpen {...props} />
    </CoopWidgetProvider>,
  );
  return { user, ...view };
}

const dialog = () => screen.getByRole('dialog', { name: 'Quick Pay' });
const inDialog = () => within(dialog());
const accountField = () => inDialog().getByRole('textbox', { name: 'Account Number' });
const phoneField = () => inDialog().getByRole('textbox', { name: 'Last 4 Digits of Phone Number' });
const amountField = () => inDialog().getByRole('textbox', { name: 'Payment Amount' });
const button = (name: string) => inDialog().getByRole('button', { name });
const stepHeading = (name: string) => inDialog().findByRole('heading', { name, level: 3 });

type User = ReturnType<typeof userEvent.setup>;

async function enterAccount(user: User, accountNumber: string, phone: string) {
  if (accountNumber) await user.type(accountField(), accountNumber);
  if (phone) await user.type(phoneField(), phone);
  await user.click(button('Verify'));
}

async function toVerify(user: User, accountNumber: string, phone: string) {
  await enterAccount(user, accountNumber, phone);
  await stepHeading('Verify');
}

async function toPay(user: User, accountNumber: string, phone: string) {
  await toVerify(user, accountNumber, phone);
  await user.click(button('Verify'));
  await stepHeading('Pay');
}

async function payWith(user: User, amount: string) {
  await user.clear(amountField());
  await user.type(amountField(), amount);
  await user.click(button('Pay'));
}

type Settings = EndpointAnswer<typeof getQuickPayPaymentSettings>;
/** The demo co-op's settings for a standard member, with changes. */
function settings(
  changes: Partial<Omit<Settings, 'paymentSettings'>> = {},
  payment: Partial<Settings['paymentSettings']> = {},
): Settings {
  return {
    paymentSettings: {
      utilityAllowCreditCard: true,
      utilityAllowEcheck: true,
      allowVisa: true,
      allowMaster: true,
      allowAmex: false,
      allowDiscover: true,
      memberHasCutoffAccount: false,
      prepaidMinimumPaymentAmount: 20,
      allowOverPay: false,
      allowUnderPay: true,
      lastPayment: null,
      maxChargeAmount: 5000,
      ...payment,
    },
    echeckProcessAsDraft: false,
    enforceNoMoreEchecks: true,
    pgClientId: 'PRAIRIE-RIVERS-DEMO',
    applicationWebId: 'web',
    utilityName: COOP_NAME,
    payOnlinePayCutoffAccount: true,
    cutoffMessage: CUTOFF_MESSAGE,
    defaultPaymentAmt: 'ACCOUNT BALANCE',
    payOnlineAllowCutoffPaymentOverride: true,
    ccPrepaidAmountMinimum: 20,
    onlineConvFeeText: CONVENIENCE_FEE_TEXT,
    ...changes,
  };
}

/**
 * A restricted payment type: keyboard focus reaches its (disabled) option, which shows the tooltip
 * and is described by it.
 */
async function expectRestriction(option: string, message: string) {
  const focused = document.activeElement as HTMLElement;
  expect(focused).toHaveAttribute('aria-disabled', 'true');
  expect(focused).toHaveTextContent(option);
  await waitFor(() => expect(focused).toHaveAccessibleDescription(message));
  const tooltip = document.getElementById(focused.getAttribute('aria-describedby') ?? '');
  expect(tooltip).toHaveAttribute('role', 'tooltip');
  expect(tooltip).toHaveTextContent(message);
}

/** Counts the calls to an endpoint path (any method), e.g. '/pay'. */
function countRequests(pathEnd: RegExp) {
  const seen: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    if (pathEnd.test(new URL(request.url).pathname)) seen.push(request.clone());
  });
  return seen;
}

describe('doc 1 §2.5 the Quick Pay dialog', () => {
  it('is titled Quick Pay, 600px (md), with the stepper 1 Account, 2 Verify, 3 Pay', () => {
    renderDialog();
    expect(dialog()).toBeVisible();
    expect(inDialog().getByRole('heading', { name: 'Quick Pay', level: 2 })).toBeVisible();
    const steps = within(inDialog().getByRole('list', { name: 'Quick Pay steps' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent)).toEqual(['1Account', '2Verify', '3Pay']);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(dialog().closest('[class*="size_md"]')).not.toBeNull();
  });

  it('the heading follows the step: Account, then Verify, then Pay; focus moves to it', async () => {
    const onStepChange = vi.fn();
    const { user } = renderDialog({ onStepChange });
    expect(await stepHeading('Account')).toBeVisible();
    await toVerify(user, '1000001', '1111');
    expect(inDialog().getByRole('listitem', { current: 'step' })).toHaveTextContent('Verify');
    await waitFor(() => expect(inDialog().getByRole('heading', { name: 'Verify' })).toHaveFocus());
    await user.click(button('Verify'));
    expect(await stepHeading('Pay')).toBeVisible();
    expect(inDialog().getByRole('listitem', { current: 'step' })).toHaveTextContent('Pay');
    expect(onStepChange.mock.calls).toEqual([['verify'], ['pay']]);
  });

  it('opens and closes under the host’s control (isOpen / onOpenChange)', async () => {
    const onOpenChange = vi.fn();
    function Host() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Pay my bill
          </button>
          <QuickPayDialog
            isOpen={open}
            onOpenChange={(next) => {
              onOpenChange(next);
              setOpen(next);
            }}
          />
        </>
      );
    }
    const user = userEvent.setup();
    render(
      <CoopWidgetProvider apiBaseUrl={API} applicationId="web">
        <Host />
      </CoopWidgetProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pay my bill' }));
    expect(dialog()).toBeVisible();
    await user.click(button('Close'));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay my bill' })).toHaveFocus());
  });

  it('a co-op can reword any text, rule messages included', async () => {
    const { user } = renderDialog({
      messages: { title: 'Pay a bill', accountNumberRequired: 'Account number, please.' },
    });
    expect(screen.getByRole('dialog', { name: 'Pay a bill' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('textbox', { name: 'Account Number' })).toHaveAccessibleDescription(
      'Account number, please.',
    );
  });
});

describe('doc 1 §5.1 Quick Pay step 1: account number and last 4 phone digits', () => {
  it('Verify with empty fields: both messages, tied to their fields, focus on the first', async () => {
    const { user } = renderDialog();
    await user.click(button('Verify'));
    await waitFor(() => expect(accountField()).toHaveFocus());
    expect(accountField()).toHaveAccessibleDescription('Please enter your account number.');
    expect(accountField()).toHaveAttribute('aria-invalid', 'true');
    expect(phoneField()).toHaveAccessibleDescription(
      'Please enter last 4 digits of your phone number.',
    );
  });

  it('3 phone digits: the invalid message, focus on the phone field', async () => {
    const { user } = renderDialog();
    await enterAccount(user, '1000001', '111');
    await waitFor(() => expect(phoneField()).toHaveFocus());
    expect(phoneField()).toHaveAccessibleDescription(
      'Please enter valid last 4 digits of your phone number.',
    );
    expect(accountField()).not.toHaveAttribute('aria-invalid');
  });

  it('account number 0 is not a valid account number', async () => {
    const { user } = renderDialog();
    await enterAccount(user, '0', '1111');
    expect(accountField()).toHaveAccessibleDescription('Please enter valid account number.');
  });

  it('key entry keeps digits only: a 13th digit is cut, letters are dropped', async () => {
    const { user } = renderDialog();
    await user.type(accountField(), '1234567890123');
    expect(accountField()).toHaveValue('123456789012');
    await user.type(phoneField(), 'a1b2c3d4e5');
    expect(phoneField()).toHaveValue('1234');
    await user.clear(phoneField());
    await user.click(phoneField());
    await user.paste('55-55');
    expect(phoneField()).toHaveValue('5555');
  });

  it('prefill: the first 12 characters of the account number and the first 4 of the phone', () => {
    renderDialog({ accountNumber: '1000001234567890', phoneLastFour: '111122' });
    expect(accountField()).toHaveValue('100000123456');
    expect(phoneField()).toHaveValue('1111');
  });

  it('Enter in a field submits the step', async () => {
    const { user } = renderDialog();
    await user.type(accountField(), '1000001');
    await user.type(phoneField(), '1111{Enter}');
    expect(await stepHeading('Verify')).toBeVisible();
  });

  it('prefill that is not numeric leaves the field empty', () => {
    renderDialog({ accountNumber: '10000a1', phoneLastFour: 'x111' });
    expect(accountField()).toHaveValue('');
    expect(phoneField()).toHaveValue('');
  });
});

describe('doc 1 §8 Quick Pay errors: a dismissible red alert above the form, spinner hidden', () => {
  it('status 400: the first returned message (no match)', async () => {
    const onError = vi.fn();
    const { user } = renderDialog({ onError });
    await enterAccount(user, '1234567', '1234');
    const alert = await inDialog().findByRole('alert');
    expect(alert).toHaveTextContent(NO_MATCH_MESSAGE);
    expect(inDialog().queryByRole('progressbar')).toBeNull();
    expect(await stepHeading('Account')).toBeVisible();
    expect(onError).toHaveBeenCalledWith({ step: 'account', message: NO_MATCH_MESSAGE });
    // The alert sits above the form.
    expect(
      alert.compareDocumentPosition(accountField()) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await user.click(button('Dismiss'));
    expect(inDialog().queryByRole('alert')).toBeNull();
  });

  it('status 500 (account 5000000): the catalogue’s text', async () => {
    const { user } = renderDialog();
    await enterAccount(user, '5000000', '5000');
    expect(await inDialog().findByRole('alert')).toHaveTextContent(SERVER_ERROR);
    expect(inDialog().queryByRole('progressbar')).toBeNull();
  });

  it('a wrong phone for a known account is the same 400', async () => {
    const { user } = renderDialog();
    await enterAccount(user, '1000001', '9999');
    expect(await inDialog().findByRole('alert')).toHaveTextContent(NO_MATCH_MESSAGE);
  });

  it('Verify shows a spinner while it waits and ignores more presses', async () => {
    const calls = countRequests(/\/verify\/account\/phone$/);
    server.use(
      http.post(anyBase(verifyQuickPayAccount.path), async () => {
        await delay(150);
        return undefined;
      }),
    );
    const { user } = renderDialog();
    await enterAccount(user, '1000001', '1111');
    expect(inDialog().getByRole('progressbar', { name: 'Verifying your account' })).toBeVisible();
    await user.click(button('Verify'));
    expect(await stepHeading('Verify')).toBeVisible();
    expect(calls).toHaveLength(1);
  });

  it('a new Verify hides the last error', async () => {
    const { user } = renderDialog();
    await enterAccount(user, '1234567', '1234');
    await inDialog().findByRole('alert');
    await user.clear(accountField());
    await user.clear(phoneField());
    await toVerify(user, '1000001', '1111');
    expect(inDialog().queryByRole('alert')).toBeNull();
  });
});

describe('doc 1 §2.5 step 2 Verify', () => {
  it('1000001: account, holder, service address, balance, due date MM/dd/yyyy and status', async () => {
    const onVerified = vi.fn();
    const { user } = renderDialog({ onVerified });
    await toVerify(user, '1000001', '1111');
    const details = inDialog().getByText('Account Holder').closest('dl') as HTMLElement;
    const rows = within(details)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Account Number', '1000001'],
      ['Account Holder', 'Jordan Rivers'],
      ['Service Address', '418 Prairie View Rd, Riverbend, KS 66000'],
      ['Total Amount Due', '$142.37'],
      ['Due Date', usDay(12)],
      ['Status', 'Current'],
    ]);
    expect(onVerified).toHaveBeenCalledWith({ accountNumber: '1000001', memberNumber: '800001' });
    expect(button('Back')).toBeVisible();
    expect(button('Verify')).toBeVisible();
  });

  it('1000004 prepaid: the negative balance in parentheses, due date N/A', async () => {
    const { user } = renderDialog();
    await toVerify(user, '1000004', '4444');
    expect(inDialog().getByText('Prepaid Balance').nextElementSibling).toHaveTextContent(
      '($12.50)',
    );
    expect(inDialog().getByText('Due Date').nextElementSibling).toHaveTextContent('N/A');
    expect(inDialog().getByText('Status').nextElementSibling).toHaveTextContent('Current Prepaid');
  });

  it('1000006 restricted for both card and echeck: the message and no Verify button', async () => {
    const { user } = renderDialog();
    await toVerify(user, '1000006', '6666');
    expect(inDialog().getByRole('alert')).toHaveTextContent(
      'Both Echeck and Credit card payment methods are restricted for this account. Please contact customer support.',
    );
    expect(inDialog().queryByRole('button', { name: 'Verify' })).toBeNull();
    expect(button('Back')).toBeVisible();
  });

  it('Back returns to step 1 and clears both fields and the error', async () => {
    server.use(
      http.get(anyBase(getQuickPayPaymentSettings.path), () =>
        HttpResponse.json(['Settings are resting.'], { status: 400 }),
      ),
    );
    const { user } = renderDialog();
    await toVerify(user, '1000001', '1111');
    await user.click(button('Verify'));
    expect(await inDialog().findByRole('alert')).toHaveTextContent('Settings are resting.');
    await user.click(button('Back'));
    expect(await stepHeading('Account')).toBeVisible();
    expect(accountField()).toHaveValue('');
    expect(phoneField()).toHaveValue('');
    expect(inDialog().queryByRole('alert')).toBeNull();
  });

  it('Verify loads the payment settings with the quick-pay bearer token', async () => {
    const calls = countRequests(/\/payments\/settings$/);
    const { user } = renderDialog();
    await toPay(user, '1000001', '1111');
    expect(calls).toHaveLength(1);
    const token = window.localStorage.getItem(sessionStorageKeys.quickPayToken);
    expect(calls[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(calls[0]?.headers.get('ApplicationId')).toBe('web');
    expect(new URL(calls[0]!.url).searchParams.get('applicationId')).toBe('web');
  });
});

describe('doc 1 §4.1 the quick-pay token', () => {
  it('is kept in local storage after verification', async () => {
    const { user } = renderDialog();
    expect(window.localStorage.getItem(sessionStorageKeys.quickPayToken)).toBeNull();
    await toVerify(user, '1000001', '1111');
    expect(window.localStorage.getItem(sessionStorageKeys.quickPayToken)).toMatch(/\S/);
  });
});

describe('doc 1 §2.5 the recent-payment prompt (1000007)', () => {
  const prompt = `You have made a recent payment of $55.00 on ${usDay(-2)}. Would you like to proceed with another payment?`;

  it('appears before the Pay screen; Continue proceeds', async () => {
    const { user } = renderDialog();
    await toVerify(user, '1000007', '7777');
    await user.click(button('Verify'));
    const confirm = await screen.findByRole('alertdialog', { name: 'Recent payment' });
    expect(confirm).toHaveTextContent(prompt);
    const buttons = within(confirm).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Continue', 'Cancel']);
    await user.click(within(confirm).getByRole('button', { name: 'Continue' }));
    expect(await stepHeading('Pay')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Cancel returns to step 1 with the forms reset', async () => {
    const { user } = renderDialog();
    await toVerify(user, '1000007', '7777');
    await user.click(button('Verify'));
    const confirm = await screen.findByRole('alertdialog', { name: 'Recent payment' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(await stepHeading('Account')).toBeVisible();
    expect(accountField()).toHaveValue('');
    expect(phoneField()).toHaveValue('');
  });

  it('no prompt without a prior payment (1000001)', async () => {
    const { user } = renderDialog();
    await toPay(user, '1000001', '1111');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('doc 1 §4.1 step 3 Pay: default amount, payment type, restrictions', () => {
  it.each([
    ['1000001', '1111', '142.37', 'the balance with ACCOUNT BALANCE'],
    ['1000002', '2222', '80.00', 'the past due amount'],
    ['1000003', '3333', '425.00', 'cutoff + reconnect + deposit + disconnect'],
    ['1000004', '4444', '20.00', 'the prepaid minimum'],
  ])('%s/%s: the default amount is %s (%s)', async (account, phone, amount) => {
    const { user } = renderDialog();
    await toPay(user, account, phone);
    expect(amountField()).toHaveValue(amount);
  });

  it('1000001: credit card first, both types enabled, the gateway and convenience-fee texts', async () => {
    const { user } = renderDialog();
    await toPay(user, '1000001', '1111');
    const type = inDialog().getByRole('radiogroup', { name: 'Payment Type' });
    expect(within(type).getByRole('radio', { name: 'Credit Card' })).toBeChecked();
    expect(within(type).getByRole('radio', { name: 'ECheck' })).toBeEnabled();
    const gateway = inDialog().getByText(
      /^Online payments are processed through the secured payment gateway\..*Please click Pay\./,
    );
    expect(gateway).toHaveTextContent(CONVENIENCE_FEE_TEXT);
    expect(button('Pay')).toBeEnabled();
  });

  it('1000005 echeck only: Credit Card disabled with the tooltip, ECheck chosen', async () => {
    const { user } = renderDialog();
    await toPay(user, '1000005', '5555');
    expect(inDialog().getByRole('radio', { name: 'ECheck' })).toBeChecked();
    expect(inDialog().getByRole('radio', { name: 'Credit Card' })).toBeDisabled();
    await user.click(amountField());
    await user.tab();
    await expectRestriction('Credit Card', 'Credit Card Payment Restricted.');
  });

  it('echeck restricted (processed as draft): ECheck disabled with its tooltip', async () => {
    server.use(handle(getQuickPayPaymentSettings, () => settings({ echeckProcessAsDraft: true })));
    const { user } = renderDialog();
    await toPay(user, '1000001', '1111');
    expect(inDialog().getByRole('radio', { name: 'Credit Card' })).toBeChecked();
    expect(inDialog().getByRole('radio', { name: 'ECheck' })).toBeDisabled();
    await user.click(amountField());
    await user.tab();
    await user.tab();
    await expectRestriction('ECheck', 'ECheck Payment Restricted.');
  });

  it('neither method available: the amount is read-only and Pay disabled', async () => {
    server.use(
      handle(getQuickPayPaymentSettings, () =>
        settings({}, { utilityAllowCreditCard: false, utilityAllowEcheck: false }),
      ),
    );
    const { user } = renderDialog();
    await toPay(user, '1000001', '1111');
    expect(amountField()).toHaveAttribute('readonly');
    expect(inDialog().getByRole('radio', { name: 'Credit Card' })).toBeDisabled();
    expect(inDialog().getByRole('radio', { name: 'ECheck' })).toBeDisabled();
    expect(button('Pay')).toBeDisabled();
    await user.click(amountField());
    await user.tab();
    await expectRestriction('Credit Card', 'ECheck & Credit Card Payment Restricted.');
    await user.tab();
    await expectRestriction('ECheck', 'ECheck & Credit Card Payment Restricted.');
  });

  it('1000008 cutoff block: the configured message, the form cannot be paid', async () => {
    const initiations = countRequests(/\/pay$/);
    const { user } = renderDialog();
    await toPay(user, '1000008', '8888');
    expect(inDialog().getByRole('alert')).toHaveTextContent(CUTOFF_MESSAGE);
    expect(button('Pay')).toBeDisabled();
    await user.type(amountField(), '{Enter}');
    expect(initiations).toHaveLength(0);
    expect(posted).toHaveLength(0);
  });
});

describe('doc 1 §5.1 the payment amount as the Pay step shows it', () => {
  it('1000003 below the cutoff total: the minimum-payment message, on the field, focused', async () => {
    const { user } = renderDialog();
    await toPay(user, '1000003', '3333');
    await payWith(user, '100');
    await waitFor(() => expect(amountField()).toHaveFocus());
    expect(amountField()).toHaveAccessibleDescription(
      expect.stringContaining(
        'At this time, you are required to pay a minimum payment amount of $425.00, which includes the cutoff amount, reconnect fee, disconnect fee and additional deposit.',
      ),
    );
    expect(posted).toHaveLength(0);
  });

  it('1000009 no underpay: 50.00 gives the underpay message', async () => {
    const { user } = renderDialog();
    await toPay(user, '1000009', '9999');
    await payWith(user, '50');
    await waitFor(() => expect(amountField()).toHaveFocus());
    expect(amountField()).toHaveAccessibleDescription(
      expect.stringContaining('You may not pay less than your account balance.'),
    );
  });

  it('1000001 no overpay above the overpay amount (1000.00)', async () => {
    const { user } = renderDialog();
    await toPay(user, '1000001', '1111');
    await payWith(user, '1000.01');
    expect(amountField()).toHaveAccessibleDescription(
      expect.stringContaining('You may not overpay your account balance.'),
    );
  });

  it.each([
    ['', 'You must enter valid amount.'],
    ['.', 'You must enter valid amount.'],
    ['0', 'Payment amount should be greater than 0.'],
  ])('%j gives %s', async (amount, message) => {
    const { user } = renderDialog();
    await toPay(user, '1000001', '1111');
    await user.clear(amountField());
    if (amount) await user.type(amountField(), amount);
    await user.click(button('Pay'));
    expect(amountField()).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it('above 9999999999.99 (allowed overpay): the maximum message', async () => {
    server.use(handle(getQuickPayPaymentSettings, () => settings({}, { allowOverPay: true })));
    const { user } = renderDialog();
    await toPay(user, '1000001', '1111');
    await payWith(user, '10000000000');
    expect(amountField()).toHaveAccessibleDescription(
      expect.stringContaining('You must enter a payment amount less than 9999999999.99.'),
    );
  });

  it('digits and one decimal point, 13 characters at most, 2 decimals on blur, no paste', async () => {
    const { user } = renderDialog();
    await toPay(user, '1000001', '1111');
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

describe('doc 1 §3, §4.1 the hand-off to the payment provider', () => {
  it('posts exactly the doc 1 §3 hosted-payment form to the returned action URL', async () => {
    const onPaymentStarted = vi.fn();
    const initiations = countRequests(/\/pay$/);
    const { user } = renderDialog({ onPaymentStarted });
    await toPay(user, '1000002', '2222');
    await user.click(inDialog().getByRole('radio', { name: 'ECheck' }));
    await user.click(button('Pay'));
    await waitFor(() => expect(posted).toHaveLength(1));

    const form = posted[0] as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(form.action).toBe(`${API}/demo-provider/hosted-payment`);
    expect(form.isConnected).toBe(true);
    // In the dialog's own document tree (so also inside an embed's shadow root).
    expect(dialog()).toContainElement(form);
    const fields = Object.fromEntries(new FormData(form)) as Record<string, string>;
    expect(Object.keys(fields)).toEqual(Object.keys(hostedPaymentFormSchema.shape));
    const transNo = fields.ClientReferenceId;
    expect(transNo).toMatch(/\S/);
    expect(fields).toEqual({
      ClientReferenceId: transNo,
      CoopNumber: 'PRAIRIE-RIVERS-DEMO',
      UtilityName: COOP_NAME,
      AccountNumber: '1000002',
      AccountDisplay: '••••0002',
      Balance: '80.00',
      ApplicationId: 'web',
      IsPostbackRequired: 'true',
      EnableCreditCard: 'true',
      EnableECheck: 'true',
      HostedCCReturn: `${API}/PaymentCallback/quick-pay/success`,
      HostedCCCancel: `${API}/PaymentCallback/quick-pay/cancel`,
      TaxIncludedInBillAmount: 'true',
      PaymentType: 'echeck',
      AcceptedCreditCardTypes: 'VI,MC,DI',
      IsQuickPay: 'true',
      AuthorizationToken: `demo-sec~${transNo}`,
      CCConvenienceFee: '0.00',
      ECConvenienceFee: '0.00',
      MaxCCAmount: '5000.00',
    });

    // The payment request (doc 1 §3) built by validation.
    expect(initiations).toHaveLength(1);
    const request = initiations[0] as Request;
    expect(new URL(request.url).pathname).toBe('/v3/quick-pay/member/700002/pay');
    expect(new URL(request.url).searchParams.get('encryptedAccount')).toBe('demo-enc~1000002');
    expect(request.headers.get('Authorization')).toMatch(/^Bearer \S+/);
    const body = (await request.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      amount: 80,
      reconnectFee: 0,
      additionalDeposit: 0,
      arrangementPaymentAmount: 0,
      reconnectMeter: true,
      accountsToPay: [
        expect.objectContaining({
          accountNumber: '1000002',
          paymentAmount: 80,
          accountBalance: 180,
          pastDueAmount: 80,
          arrangementAmount: 0,
        }),
      ],
    });
    expect(onPaymentStarted).toHaveBeenCalledWith({
      accountNumber: '1000002',
      paymentAmount: 80,
      paymentType: 'echeck',
      actionUrl: `${API}/demo-provider/hosted-payment`,
    });
    // Busy until the browser has left.
    expect(inDialog().getByRole('progressbar', { name: 'Starting your payment' })).toBeVisible();
  });

  it('MaxCCAmount is 0 when the max charge amount is missing', async () => {
    server.use(
      handle(initiateQuickPayPayment, ({ store, params, body }) => {
        const action = store.startPayment(params.memberNumber, body, true);
        return {
          paymentRequisitionSettings: {
            actionUrl: `${API}/demo-provider/hosted-payment`,
            clientId: 'PRAIRIE-RIVERS-DEMO',
            transNo: action.transNo,
            securityToken: `demo-sec~${action.transNo}`,
          },
          configuration: settings({}, { maxChargeAmount: null }),
        };
      }),
    );
    const { user } = renderDialog();
    await toPay(user, '1000001', '1111');
    await user.click(button('Pay'));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(new FormData(posted[0]).get('MaxCCAmount')).toBe('0');
    expect(new FormData(posted[0]).get('IsQuickPay')).toBe('true');
  });

  it('one POST per intent: Pay pressed five times quickly → one initiation, one form post', async () => {
    const initiations = countRequests(/\/pay$/);
    server.use(
      http.post(anyBase(initiateQuickPayPayment.path), async () => {
        await delay(100);
        return undefined;
      }),
    );
    const { user } = renderDialog();
    await toPay(user, '1000001', '1111');
    const pay = button('Pay');
    // Five submits in one go, before React can re-render the busy button…
    const form = amountField().closest('form') as HTMLFormElement;
    act(() => {
      for (let press = 0; press < 5; press += 1) fireEvent.submit(form);
    });
    // …and five more presses while the initiation is on its way.
    for (let press = 0; press < 5; press += 1) await user.click(pay);
    await waitFor(() => expect(posted).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(initiations).toHaveLength(1);
    expect(posted).toHaveLength(1);
  });

  it('Enter in the amount field pays, once', async () => {
    const initiations = countRequests(/\/pay$/);
    const { user } = renderDialog();
    await toPay(user, '1000001', '1111');
    await user.type(amountField(), '{Enter}{Enter}{Enter}');
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(initiations).toHaveLength(1);
  });

  it('a failed initiation shows the message; Pay can be pressed again', async () => {
    server.use(
      http.post(
        anyBase(initiateQuickPayPayment.path),
        () => HttpResponse.json({ message: 'boom' }, { status: 500 }),
        { once: true },
      ),
    );
    const onError = vi.fn();
    const { user } = renderDialog({ onError });
    await toPay(user, '1000001', '1111');
    await user.click(button('Pay'));
    expect(await inDialog().findByRole('alert')).toHaveTextContent(SERVER_ERROR);
    expect(inDialog().queryByRole('progressbar')).toBeNull();
    expect(onError).toHaveBeenCalledWith({ step: 'pay', message: SERVER_ERROR });
    expect(posted).toHaveLength(0);
    await user.click(button('Pay'));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(inDialog().queryByRole('alert')).toBeNull();
  });

  it('status 401 on initiation (expired quick-pay token): Unauthorized access.', async () => {
    server.use(
      http.post(anyBase(initiateQuickPayPayment.path), () =>
        HttpResponse.json({ message: 'Denied' }, { status: 401 }),
      ),
    );
    const { user } = renderDialog();
    await toPay(user, '1000001', '1111');
    await user.click(button('Pay'));
    expect(await inDialog().findByRole('alert')).toHaveTextContent('Unauthorized access.');
  });
});

describe('doc 1 §2.5 the quit confirmation', () => {
  it('closing after input asks; No stays with everything kept', async () => {
    const onClose = vi.fn();
    const { user } = renderDialog({ onClose });
    await user.type(accountField(), '1000001');
    await user.click(button('Close'));
    const quit = await screen.findByRole('alertdialog', { name: 'Quit payment' });
    expect(quit).toHaveTextContent('Are you sure you want to quit making payment ?');
    expect(
      within(quit)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['No', 'Yes']);
    expect(within(quit).getByRole('button', { name: 'No' })).toHaveFocus();
    await user.click(within(quit).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(accountField()).toHaveValue('1000001');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('from step 3, Escape asks; Yes closes and resets', async () => {
    const onClose = vi.fn();
    const { user } = renderDialog({ onClose });
    await toPay(user, '1000001', '1111');
    await user.keyboard('{Escape}');
    const quit = await screen.findByRole('alertdialog', { name: 'Quit payment' });
    await user.click(within(quit).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Escape typed in a text field asks too (the field lets the key go on to the dialog)', async () => {
    const { user } = renderDialog();
    await user.type(accountField(), '1000001');
    expect(accountField()).toHaveFocus();
    await user.keyboard('{Escape}');
    const quit = await screen.findByRole('alertdialog', { name: 'Quit payment' });
    await user.click(within(quit).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await enterAccount(user, '', '1111');
    await stepHeading('Verify');
    await user.click(button('Verify'));
    await stepHeading('Pay');
    await user.click(amountField());
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('alertdialog', { name: 'Quit payment' })).toBeInTheDocument();
  });

  it('Yes resets: opened again, the dialog starts at step 1 with empty fields', async () => {
    function Host() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <QuickPayDialog isOpen={open} onOpenChange={setOpen} />
        </>
      );
    }
    const user = userEvent.setup();
    render(
      <CoopWidgetProvider apiBaseUrl={API} applicationId="web">
        <Host />
      </CoopWidgetProvider>,
    );
    await toVerify(user, '1000001', '1111');
    await user.click(button('Close'));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await stepHeading('Account')).toBeVisible();
    expect(accountField()).toHaveValue('');
    expect(phoneField()).toHaveValue('');
  });

  it('closing an untouched dialog does not ask', async () => {
    const onClose = vi.fn();
    const { user } = renderDialog({ onClose });
    await user.click(button('Close'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('presentation="inline": the Quick Pay flow in the page instead of a dialog', () => {
  function renderInline(props: Partial<QuickPayDialogProps> = {}) {
    const user = userEvent.setup();
    const view = render(
      <CoopWidgetProvider apiBaseUrl={API} applicationId="web">
        <QuickPay {...props} />
      </CoopWidgetProvider>,
    );
    return { user, ...view };
  }
  const region = () => screen.getByRole('region', { name: 'Quick Pay' });
  const inRegion = () => within(region());

  it('shows at once as a region titled Quick Pay with the stepper: no dialog, no Close', () => {
    const { container } = renderInline();
    expect(region()).toBeVisible();
    expect(container).toContainElement(region());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(inRegion().getByRole('heading', { name: 'Quick Pay', level: 2 })).toBeVisible();
    const steps = within(inRegion().getByRole('list', { name: 'Quick Pay steps' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent)).toEqual(['1Account', '2Verify', '3Pay']);
    expect(inRegion().getByRole('heading', { name: 'Account', level: 3 })).toBeVisible();
    expect(inRegion().queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('goes Account → Verify → Pay and posts the hosted form, with the same events', async () => {
    const onVerified = vi.fn();
    const onPaymentStarted = vi.fn();
    const onClose = vi.fn();
    const { user } = renderInline({ onVerified, onPaymentStarted, onClose });
    await user.type(inRegion().getByRole('textbox', { name: 'Account Number' }), '1000001');
    await user.type(
      inRegion().getByRole('textbox', { name: 'Last 4 Digits of Phone Number' }),
      '1111',
    );
    await user.click(inRegion().getByRole('button', { name: 'Verify' }));
    expect(await inRegion().findByRole('heading', { name: 'Verify', level: 3 })).toHaveFocus();
    expect(onVerified).toHaveBeenCalledWith({ accountNumber: '1000001', memberNumber: '800001' });
    await user.click(inRegion().getByRole('button', { name: 'Verify' }));
    await inRegion().findByRole('heading', { name: 'Pay', level: 3 });
    expect(inRegion().getByRole('textbox', { name: 'Payment Amount' })).toHaveValue('142.37');
    await user.click(inRegion().getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(onPaymentStarted).toHaveBeenCalledTimes(1);
    // Escape does not leave an inline flow or ask to quit.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(region()).toBeVisible();
  });

  it('Start over on the Pay step asks the quit question; No keeps the step, Yes goes back to step 1 with the prefill', async () => {
    const onClose = vi.fn();
    const onStepChange = vi.fn();
    const { user } = renderInline({ accountNumber: '1000001', onClose, onStepChange });
    // Not on the first two steps: step 1 has nothing to quit, step 2 has Back.
    expect(inRegion().queryByRole('button', { name: 'Start over' })).toBeNull();
    await user.type(
      inRegion().getByRole('textbox', { name: 'Last 4 Digits of Phone Number' }),
      '1111',
    );
    await user.click(inRegion().getByRole('button', { name: 'Verify' }));
    await inRegion().findByRole('heading', { name: 'Verify', level: 3 });
    expect(inRegion().queryByRole('button', { name: 'Start over' })).toBeNull();
    await user.click(inRegion().getByRole('button', { name: 'Verify' }));
    await inRegion().findByRole('heading', { name: 'Pay', level: 3 });
    const amount = inRegion().getByRole('textbox', { name: 'Payment Amount' }) as HTMLInputElement;
    await user.clear(amount);
    await user.type(amount, '20');

    const startOver = inRegion().getByRole('button', { name: 'Start over' });
    await user.click(startOver);
    let quit = await screen.findByRole('alertdialog', { name: 'Quit payment' });
    expect(quit).toHaveTextContent('Are you sure you want to quit making payment ?');
    await user.click(within(quit).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(startOver).toHaveFocus());
    expect(inRegion().getByRole('heading', { name: 'Pay', level: 3 })).toBeVisible();
    // Kept as entered (formatted when the field lost focus).
    expect(amount).toHaveValue('20.00');

    await user.click(startOver);
    quit = await screen.findByRole('alertdialog', { name: 'Quit payment' });
    await user.click(within(quit).getByRole('button', { name: 'Yes' }));
    expect(await inRegion().findByRole('heading', { name: 'Account', level: 3 })).toHaveFocus();
    expect(inRegion().getByRole('textbox', { name: 'Account Number' })).toHaveValue('1000001');
    expect(inRegion().getByRole('textbox', { name: 'Last 4 Digits of Phone Number' })).toHaveValue(
      '',
    );
    expect(onStepChange).toHaveBeenLastCalledWith('account');
    expect(onClose).not.toHaveBeenCalled();
    expect(region()).toBeVisible();
  });

  it('the recent-payment question still opens as a dialog (1000007)', async () => {
    const { user } = renderInline();
    await user.type(inRegion().getByRole('textbox', { name: 'Account Number' }), '1000007');
    await user.type(
      inRegion().getByRole('textbox', { name: 'Last 4 Digits of Phone Number' }),
      '7777',
    );
    await user.click(inRegion().getByRole('button', { name: 'Verify' }));
    await inRegion().findByRole('heading', { name: 'Verify', level: 3 });
    await user.click(inRegion().getByRole('button', { name: 'Verify' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Recent payment' });
    await user.click(within(confirm).getByRole('button', { name: 'Continue' }));
    expect(await inRegion().findByRole('heading', { name: 'Pay', level: 3 })).toBeVisible();
  });

  it('a new prefill replaces an untouched step 1, never what the member typed', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <CoopWidgetProvider apiBaseUrl={API} applicationId="web">
        <QuickPay accountNumber="1000001" />
      </CoopWidgetProvider>,
    );
    const account = () => inRegion().getByRole('textbox', { name: 'Account Number' });
    expect(account()).toHaveValue('1000001');
    rerender(
      <CoopWidgetProvider apiBaseUrl={API} applicationId="web">
        <QuickPay accountNumber="1000004" />
      </CoopWidgetProvider>,
    );
    expect(account()).toHaveValue('1000004');
    await user.type(account(), '9');
    rerender(
      <CoopWidgetProvider apiBaseUrl={API} applicationId="web">
        <QuickPay accountNumber="1000005" />
      </CoopWidgetProvider>,
    );
    expect(account()).toHaveValue('10000049');
  });
});

describe('a widget on its own: CoopWidgetProvider with only an API base URL and application id', () => {
  it('makes its own session and wires its quick-pay token into its own API client', async () => {
    const calls = countRequests(/\/payments\/settings$/);
    const { user } = renderDialog();
    await toPay(user, '1000001', '1111');
    expect(calls[0]?.headers.get('Authorization')).toMatch(/^Bearer \S+/);
  });

  it('uses the host’s session when given one', async () => {
    const values = new Map<string, string>();
    const session = createSession({
      storage: {
        getItem: (key) => values.get(key) ?? null,
        setItem: (key, value) => void values.set(key, value),
        removeItem: (key) => void values.delete(key),
      },
    });
    const user = userEvent.setup();
    render(
      <CoopWidgetProvider apiBaseUrl={API} applicationId="web" session={session}>
        <QuickPayDialog defaultOpen />
      </CoopWidgetProvider>,
    );
    await toVerify(user, '1000001', '1111');
    expect(session.getQuickPayToken()).toMatch(/\S/);
    expect(window.localStorage.getItem(sessionStorageKeys.quickPayToken)).toBeNull();
  });

  it('uses the host’s API client when given one', async () => {
    const session = createSession();
    const apiClient = createApiClient({
      apiBaseUrl: `${API}/portal`,
      applicationId: 'portal-app',
      requestTimeoutMs: 5000,
      ...session.clientOptions(),
    });
    const calls = countRequests(/\/verify\/account\/phone$/);
    const user = userEvent.setup();
    render(
      <CoopWidgetProvider
        apiBaseUrl={API}
        applicationId="web"
        apiClient={apiClient}
        session={session}
      >
        <QuickPayDialog defaultOpen />
      </CoopWidgetProvider>,
    );
    await toVerify(user, '1000001', '1111');
    expect(calls[0]?.url).toBe(`${API}/portal/v3/quick-pay/verify/account/phone`);
    expect(calls[0]?.headers.get('ApplicationId')).toBe('portal-app');
  });

  it('posts the hosted form inside the dialog’s own tree, so also inside a shadow root', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    shadow.append(container);
    const form = postForm(container, `${API}/demo-provider/hosted-payment`, {
      IsQuickPay: 'true',
      Balance: '1.00',
    });
    expect(form.getRootNode()).toBe(shadow);
    expect(posted).toEqual([form]);
    expect([...form.elements].map((input) => (input as HTMLInputElement).type)).toEqual([
      'hidden',
      'hidden',
    ]);
    expect(document.body.querySelector('form')).toBeNull();
    host.remove();
  });
});
