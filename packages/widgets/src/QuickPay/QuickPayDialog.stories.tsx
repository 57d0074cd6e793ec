import {
  getQuickPayPaymentSettings,
  initiateQuickPayPayment,
  verifyQuickPayAccount,
} from '@coop-portal/api-client';
import {
  anyBase,
  CONVENIENCE_FEE_TEXT,
  CUTOFF_MESSAGE,
  demoPaymentSettings,
  handle,
} from '@coop-portal/mocks';
import { Button } from '@coop-portal/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withWidgetProvider } from '../storybook';
import { QuickPay } from './QuickPay';
import { QuickPayDialog, type QuickPayDialogProps } from './QuickPayDialog';

/** The dialog renders in a portal: queries look at the whole page. */
const page = within(document.body);

const pad = (value: number) => String(value).padStart(2, '0');
/** MM/dd/yyyy of today plus some days (the demo co-op's dates move with today). */
function usDay(days: number) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

function QuickPayStory(props: QuickPayDialogProps) {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Quick Pay</Button>
      <QuickPayDialog {...props} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Widgets/QuickPayDialog',
  component: QuickPayDialog,
  decorators: [withWidgetProvider],
  render: (args) => <QuickPayStory {...args} />,
  beforeEach() {
    // react-aria's page-wide live region keeps a busy button's announcements (which point at the
    // button by id) for 7 seconds; the last story's buttons are gone, so forget them.
    for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) {
      log.replaceChildren();
    }
  },
  args: {
    onVerified: fn(),
    onPaymentStarted: fn(),
    onError: fn(),
    onStepChange: fn(),
    onClose: fn(),
  },
  parameters: {
    // Controls under 24×24 px fail too (WCAG 2.2 target size).
    a11y: { config: { rules: [{ id: 'target-size', enabled: true }] } },
    docs: {
      description: {
        component:
          'Quick Pay for guests (doc 1 §2.5, §4.1, §5.1, §8): verify by account number and the last 4 phone digits, confirm the account, choose amount and payment type, then the hosted-payment form is posted to the provider. Every story runs against the demo co-op (account / last four: 1000001/1111 standard, 1000003/3333 cutoff, 1000004/4444 prepaid, 1000005/5555 echeck only, 1000006/6666 both restricted, 1000007/7777 recent payment, 1000008/8888 cutoff block, 1000009/9999 no underpay, 5000000/5000 server error).',
      },
    },
  },
} satisfies Meta<typeof QuickPayDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function quickPayDialog() {
  return page.findByRole('dialog', { name: 'Quick Pay' });
}

async function enterAccount(accountNumber: string, phone: string, submitWith = 'click') {
  const dialog = within(await quickPayDialog());
  if (accountNumber) {
    await userEvent.type(dialog.getByRole('textbox', { name: 'Account Number' }), accountNumber);
  }
  if (phone) {
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Last 4 Digits of Phone Number' }),
      phone,
    );
  }
  if (submitWith === 'enter') await userEvent.keyboard('{Enter}');
  else await userEvent.click(dialog.getByRole('button', { name: 'Verify' }));
  return dialog;
}

async function toVerify(accountNumber: string, phone: string, submitWith = 'click') {
  const dialog = await enterAccount(accountNumber, phone, submitWith);
  await dialog.findByRole('heading', { name: 'Verify', level: 3 });
  return dialog;
}

async function toPay(accountNumber: string, phone: string) {
  const dialog = await toVerify(accountNumber, phone);
  await userEvent.click(dialog.getByRole('button', { name: 'Verify' }));
  await dialog.findByRole('heading', { name: 'Pay', level: 3 });
  return dialog;
}

async function payWith(dialog: ReturnType<typeof within>, amount: string) {
  const field = dialog.getByRole('textbox', { name: 'Payment Amount' });
  await userEvent.clear(field);
  await userEvent.type(field, amount);
  await userEvent.click(dialog.getByRole('button', { name: 'Pay' }));
  return field;
}

/** Step 1 Account as it opens: the stepper on Account, both fields empty. */
export const AccountStep: Story = {
  play: async () => {
    const dialog = within(await quickPayDialog());
    await expect(dialog.getByRole('heading', { name: 'Quick Pay', level: 2 })).toBeVisible();
    await expect(dialog.getByRole('listitem', { current: 'step' })).toHaveTextContent('Account');
    await expect(dialog.getByRole('textbox', { name: 'Account Number' })).toHaveValue('');
    await expect(
      dialog.getByRole('textbox', { name: 'Last 4 Digits of Phone Number' }),
    ).toHaveValue('');
  },
};

/** Prefilled from the route's accountno and phone (first 12 and first 4 characters). */
export const AccountStepPrefilled: Story = {
  args: { accountNumber: '1000001999999999', phoneLastFour: '111122' },
  play: async () => {
    const dialog = within(await quickPayDialog());
    await expect(dialog.getByRole('textbox', { name: 'Account Number' })).toHaveValue(
      '100000199999',
    );
    await expect(
      dialog.getByRole('textbox', { name: 'Last 4 Digits of Phone Number' }),
    ).toHaveValue('1111');
  },
};

/** doc 1 §5.1: Verify with nothing entered: both messages, focus on the account number. */
export const AccountStepErrors: Story = {
  play: async () => {
    const dialog = await enterAccount('', '12');
    const account = dialog.getByRole('textbox', { name: 'Account Number' });
    await waitFor(() => expect(account).toHaveFocus());
    await expect(account).toHaveAccessibleDescription('Please enter your account number.');
    await expect(
      dialog.getByRole('textbox', { name: 'Last 4 Digits of Phone Number' }),
    ).toHaveAccessibleDescription('Please enter valid last 4 digits of your phone number.');
  },
};

/** doc 1 §8, status 400: the first returned message in a dismissible red alert. */
export const AccountStepMismatch: Story = {
  play: async () => {
    const dialog = await enterAccount('1234567', '1234');
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'The account number and phone number you entered do not match our records.',
    );
    await expect(dialog.queryByRole('progressbar')).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Dismiss' })).toBeVisible();
  },
};

/** doc 1 §8, status 500: the catalogue's text. */
export const AccountStepServerError: Story = {
  play: async () => {
    const dialog = await enterAccount('5000000', '5000');
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'We are unable to process your request at this time. Please try again later.',
    );
    await expect(dialog.queryByRole('progressbar')).toBeNull();
  },
};

/** Verifying: the Verify button shows a spinner and ignores presses. */
export const Verifying: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(anyBase(verifyQuickPayAccount.path), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async () => {
    const dialog = await enterAccount('1000001', '1111');
    await expect(
      await dialog.findByRole('progressbar', { name: 'Verifying your account' }),
    ).toBeVisible();
  },
};

/** Step 2 Verify for the standard account 1000001. */
export const VerifyStep: Story = {
  play: async ({ args }) => {
    const dialog = await toVerify('1000001', '1111');
    await expect(dialog.getByRole('listitem', { current: 'step' })).toHaveTextContent('Verify');
    await expect(dialog.getByText('Jordan Rivers')).toBeVisible();
    await expect(dialog.getByText('418 Prairie View Rd, Riverbend, KS 66000')).toBeVisible();
    await expect(dialog.getByText('$142.37')).toBeVisible();
    await expect(dialog.getByText(usDay(12))).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(args.onVerified).toHaveBeenCalledWith({
      accountNumber: '1000001',
      memberNumber: '800001',
    });
  },
};

/**
 * A prepaid account (1000004): the negative balance in parentheses, due date N/A. (Submitted with
 * Enter in the phone field.)
 */
export const VerifyStepPrepaid: Story = {
  play: async () => {
    const dialog = await toVerify('1000004', '4444', 'enter');
    await expect(dialog.getByText('Prepaid Balance')).toBeVisible();
    await expect(dialog.getByText('($12.50)')).toBeVisible();
    await expect(dialog.getByText('N/A')).toBeVisible();
  },
};

/** Restricted for both card and echeck (1000006): the message, and no Verify button. */
export const VerifyStepBothRestricted: Story = {
  play: async () => {
    const dialog = await toVerify('1000006', '6666');
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'Both Echeck and Credit card payment methods are restricted for this account. Please contact customer support.',
    );
    await expect(dialog.queryByRole('button', { name: 'Verify' })).toBeNull();
  },
};

/** Loading the payment settings after Verify. */
export const LoadingPaymentOptions: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getQuickPayPaymentSettings.path), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async () => {
    const dialog = await toVerify('1000001', '1111');
    await userEvent.click(dialog.getByRole('button', { name: 'Verify' }));
    await expect(
      await dialog.findByRole('progressbar', { name: 'Loading payment options' }),
    ).toBeVisible();
  },
};

/** A payment two days ago (1000007): the recent-payment prompt with Continue and Cancel. */
export const RecentPaymentPrompt: Story = {
  play: async () => {
    const dialog = await toVerify('1000007', '7777');
    await userEvent.click(dialog.getByRole('button', { name: 'Verify' }));
    const prompt = await page.findByRole('alertdialog', { name: 'Recent payment' });
    await expect(prompt).toHaveTextContent(
      `You have made a recent payment of $55.00 on ${usDay(-2)}. Would you like to proceed with another payment?`,
    );
    await expect(within(prompt).getByRole('button', { name: 'Continue' })).toBeVisible();
    await expect(within(prompt).getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** Step 3 Pay for 1000001: 142.37 by default, credit card, the convenience-fee text. */
export const PayStep: Story = {
  play: async () => {
    const dialog = await toPay('1000001', '1111');
    await expect(dialog.getByRole('listitem', { current: 'step' })).toHaveTextContent('Pay');
    await expect(dialog.getByRole('textbox', { name: 'Payment Amount' })).toHaveValue('142.37');
    await expect(dialog.getByRole('radio', { name: 'Credit Card' })).toBeChecked();
    await expect(dialog.getByText(CONVENIENCE_FEE_TEXT)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Pay' })).toBeEnabled();
  },
};

/** Echeck only (1000005): Credit Card disabled, its tooltip on keyboard focus. */
export const PayStepEcheckOnly: Story = {
  play: async () => {
    const dialog = await toPay('1000005', '5555');
    await expect(dialog.getByRole('radio', { name: 'ECheck' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Credit Card' })).toBeDisabled();
    const amount = dialog.getByRole('textbox', { name: 'Payment Amount' });
    amount.focus();
    await userEvent.tab();
    const tooltip = await page.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Credit Card Payment Restricted.');
  },
};

/** Cutoff account 1000003: less than 425.00 gives the minimum-payment message on the field. */
export const PayStepMinimumPayment: Story = {
  play: async () => {
    const dialog = await toPay('1000003', '3333');
    await expect(dialog.getByRole('textbox', { name: 'Payment Amount' })).toHaveValue('425.00');
    const field = await payWith(dialog, '100');
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining(
        'At this time, you are required to pay a minimum payment amount of $425.00, which includes the cutoff amount, reconnect fee, disconnect fee and additional deposit.',
      ),
    );
  },
};

/** No underpay (1000009): 50.00 is refused. */
export const PayStepUnderpay: Story = {
  play: async () => {
    const dialog = await toPay('1000009', '9999');
    const field = await payWith(dialog, '50');
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveValue('50.00');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining('You may not pay less than your account balance.'),
    );
  },
};

/** Cutoff block (1000008): the configured message, and Pay cannot be used. */
export const PayStepCutoffBlock: Story = {
  play: async () => {
    const dialog = await toPay('1000008', '8888');
    await expect(dialog.getByRole('alert')).toHaveTextContent(CUTOFF_MESSAGE);
    await expect(dialog.getByRole('button', { name: 'Pay' })).toBeDisabled();
  },
};

/** Neither card nor echeck offered by the utility: amount read-only, Pay disabled. */
export const PayStepNoMethod: Story = {
  beforeEach({ msw }) {
    msw.use(
      handle(getQuickPayPaymentSettings, () =>
        demoPaymentSettings({}, { utilityAllowCreditCard: false, utilityAllowEcheck: false }),
      ),
    );
  },
  play: async () => {
    const dialog = await toPay('1000001', '1111');
    await expect(dialog.getByRole('textbox', { name: 'Payment Amount' })).toHaveAttribute(
      'readonly',
    );
    await expect(dialog.getByRole('radio', { name: 'Credit Card' })).toBeDisabled();
    await expect(dialog.getByRole('radio', { name: 'ECheck' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Pay' })).toBeDisabled();
  },
};

/** The payment initiation fails: the message above the form, Pay can be pressed again. */
export const PayStepInitiationError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(anyBase(initiateQuickPayPayment.path), () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );
  },
  play: async ({ args }) => {
    const dialog = await toPay('1000001', '1111');
    await userEvent.click(dialog.getByRole('button', { name: 'Pay' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'We are unable to process your request at this time. Please try again later.',
    );
    await expect(dialog.getByRole('button', { name: 'Pay' })).toBeEnabled();
    await expect(args.onError).toHaveBeenCalledWith({
      step: 'pay',
      message: 'We are unable to process your request at this time. Please try again later.',
    });
  },
};

/**
 * Pay pressed five times: one initiation and one form post to the provider (the post is caught
 * here so the story stays on the page); the button stays busy.
 */
export const PayPressedFiveTimes: Story = {
  beforeEach({ msw }) {
    const posted: HTMLFormElement[] = [];
    let initiations = 0;
    msw.use(
      http.post(anyBase(initiateQuickPayPayment.path), async () => {
        initiations += 1;
        await delay(300);
        // Falls through to the demo co-op's answer.
        return undefined;
      }),
    );
    const original = HTMLFormElement.prototype.submit;
    HTMLFormElement.prototype.submit = function submit(this: HTMLFormElement) {
      posted.push(this);
    };
    Object.assign(globalThis, { quickPayStory: { posted, initiations: () => initiations } });
    return () => {
      HTMLFormElement.prototype.submit = original;
    };
  },
  play: async ({ args }) => {
    const dialog = await toPay('1000001', '1111');
    const pay = dialog.getByRole('button', { name: 'Pay' });
    for (let press = 0; press < 5; press += 1) await userEvent.click(pay);
    const story = (
      globalThis as unknown as {
        quickPayStory: { posted: HTMLFormElement[]; initiations: () => number };
      }
    ).quickPayStory;
    await waitFor(() => expect(story.posted).toHaveLength(1));
    await expect(story.initiations()).toBe(1);
    const form = story.posted[0] as HTMLFormElement;
    await expect(form.method).toBe('post');
    await expect(new URL(form.action).pathname).toBe('/api/demo-provider/hosted-payment');
    await expect(
      await dialog.findByRole('progressbar', { name: 'Starting your payment' }),
    ).toBeVisible();
    await expect(args.onPaymentStarted).toHaveBeenCalledTimes(1);
  },
};

/** Closing mid-way asks first: 'Are you sure you want to quit making payment ?' with No / Yes. */
export const QuitConfirmation: Story = {
  play: async () => {
    const dialog = within(await quickPayDialog());
    await userEvent.type(dialog.getByRole('textbox', { name: 'Account Number' }), '1000001');
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    const quit = await page.findByRole('alertdialog', { name: 'Quit payment' });
    await expect(quit).toHaveTextContent('Are you sure you want to quit making payment ?');
    await expect(within(quit).getByRole('button', { name: 'No' })).toHaveFocus();
    await expect(within(quit).getByRole('button', { name: 'Yes' })).toBeVisible();
  },
};

/**
 * `QuickPay`: the same flow in the page (a "Pay your bill" page, `<coop-quick-pay mode="inline">`):
 * a region titled Quick Pay, shown at once, with no Close; Escape asks nothing. (Its stories stay
 * here under their names, so their visual baselines carry over.)
 */
export const Inline: Story = {
  render: (args) => <QuickPay {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Quick Pay' });
    const quickPay = within(region);
    await expect(quickPay.getByRole('heading', { name: 'Quick Pay', level: 2 })).toBeVisible();
    await expect(quickPay.getByRole('listitem', { current: 'step' })).toHaveTextContent('Account');
    await expect(page.queryByRole('dialog')).toBeNull();
    await expect(quickPay.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.type(quickPay.getByRole('textbox', { name: 'Account Number' }), '1000001');
    await userEvent.type(
      quickPay.getByRole('textbox', { name: 'Last 4 Digits of Phone Number' }),
      '1111',
    );
    await userEvent.click(quickPay.getByRole('button', { name: 'Verify' }));
    await expect(await quickPay.findByRole('heading', { name: 'Verify', level: 3 })).toHaveFocus();
    await expect(args.onVerified).toHaveBeenCalledWith({
      accountNumber: '1000001',
      memberNumber: '800001',
    });
    await userEvent.keyboard('{Escape}');
    await expect(page.queryByRole('alertdialog')).toBeNull();
    await expect(region).toBeVisible();
  },
};

/**
 * In the page, on the Pay step: Start over asks 'Are you sure you want to quit making payment ?'; No
 * keeps the step, Yes goes back to step 1 with the host's prefill (here account 1000001).
 */
export const InlineStartOver: Story = {
  args: { accountNumber: '1000001' },
  render: (args) => <QuickPay {...args} />,
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Quick Pay' });
    const quickPay = within(region);
    await userEvent.type(
      quickPay.getByRole('textbox', { name: 'Last 4 Digits of Phone Number' }),
      '1111',
    );
    await userEvent.click(quickPay.getByRole('button', { name: 'Verify' }));
    await quickPay.findByRole('heading', { name: 'Verify', level: 3 });
    await userEvent.click(quickPay.getByRole('button', { name: 'Verify' }));
    await quickPay.findByRole('heading', { name: 'Pay', level: 3 });
    await expect(quickPay.getByRole('textbox', { name: 'Payment Amount' })).toHaveValue('142.37');
    await userEvent.click(quickPay.getByRole('button', { name: 'Start over' }));
    const quit = await page.findByRole('alertdialog', { name: 'Quit payment' });
    await expect(quit).toHaveTextContent('Are you sure you want to quit making payment ?');
    await expect(within(quit).getByRole('button', { name: 'No' })).toHaveFocus();
  },
};

/** dd/MM/yyyy of today plus some days: a date as Spanish (US) writes it. */
function esDay(days: number) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** In Spanish (US): step 1's errors, the first invalid field focused. */
export const InSpanishAccountErrors: Story = {
  globals: { locale: 'es-US' },
  play: async () => {
    const dialog = within(await page.findByRole('dialog', { name: 'Pago rápido' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Verificar' }));
    const account = dialog.getByRole('textbox', { name: 'Número de cuenta' });
    await waitFor(() => expect(account).toHaveFocus());
    await expect(account).toHaveAccessibleDescription('Ingrese su número de cuenta.');
    await expect(
      dialog.getByRole('textbox', { name: 'Últimos 4 dígitos del teléfono' }),
    ).toHaveAccessibleDescription('Ingrese los últimos 4 dígitos de su número de teléfono.');
  },
};

/** In Spanish (US): the verified account, its due date day first. */
export const InSpanishVerifyStep: Story = {
  globals: { locale: 'es-US' },
  play: async () => {
    const dialog = within(await page.findByRole('dialog', { name: 'Pago rápido' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Número de cuenta' }), '1000001');
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Últimos 4 dígitos del teléfono' }),
      '1111',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Verificar' }));
    await dialog.findByRole('heading', { name: 'Verificar', level: 3 });
    await expect(dialog.getByText('Fecha de vencimiento').nextElementSibling).toHaveTextContent(
      esDay(12),
    );
  },
};

/** In Spanish (US): the longest message, the cutoff minimum (1000003), on the amount field. */
export const InSpanishMinimumPayment: Story = {
  globals: { locale: 'es-US' },
  play: async () => {
    const dialog = within(await page.findByRole('dialog', { name: 'Pago rápido' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Número de cuenta' }), '1000003');
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Últimos 4 dígitos del teléfono' }),
      '3333',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Verificar' }));
    await dialog.findByRole('heading', { name: 'Verificar', level: 3 });
    await userEvent.click(dialog.getByRole('button', { name: 'Verificar' }));
    await dialog.findByRole('heading', { name: 'Pagar', level: 3 });
    const field = dialog.getByRole('textbox', { name: 'Monto del pago' });
    await userEvent.clear(field);
    await userEvent.type(field, '100');
    await userEvent.click(dialog.getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining(
        'En este momento, debe pagar un monto mínimo de $425.00, que incluye el monto para evitar la desconexión, el cargo por reconexión, el cargo por desconexión y el depósito adicional.',
      ),
    );
  },
};
