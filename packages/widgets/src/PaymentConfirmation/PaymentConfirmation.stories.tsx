import {
  getMemberAccounts,
  getMemberPaymentSettings,
  getPaymentAmounts,
  initiateMemberPayment,
  type EndpointAnswer,
} from '@coop-portal/api-client';
import {
  anyBase,
  CONVENIENCE_FEE_TEXT,
  CUTOFF_MESSAGE,
  demoPaymentSettings,
  errorAnswer,
  handle,
} from '@coop-portal/mocks';
import { Button } from '@coop-portal/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withDemoMember } from '../storybook';
import { PaymentConfirmation, type PaymentConfirmationProps } from './PaymentConfirmation';

/** The dialog renders in a portal: queries look at the whole page. */
const page = within(document.body);

const pad = (value: number) => String(value).padStart(2, '0');
/** MM/dd/yyyy of today plus some days (the demo co-op's dates move with today). */
function usDay(days: number) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

function PaymentConfirmationStory(props: PaymentConfirmationProps) {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Pay Now</Button>
      <PaymentConfirmation {...props} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Widgets/PaymentConfirmation',
  component: PaymentConfirmation,
  decorators: [withDemoMember],
  render: (args) => <PaymentConfirmationStory {...args} />,
  beforeEach() {
    // react-aria's page-wide live region keeps a busy button's announcements (which point at the
    // button by id) for 7 seconds; the last story's buttons are gone, so forget them.
    for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) {
      log.replaceChildren();
    }
  },
  args: { onPaymentStarted: fn(), onError: fn(), onClose: fn() },
  parameters: {
    a11y: { config: { rules: [{ id: 'target-size', enabled: true }] } },
    docs: {
      description: {
        component:
          'The signed-in member’s payment confirmation (doc 1 §2.3, §3, §4.1, §5.1, §9), opened by the home page’s Quick Pay tile for a member: the account, its balance and due date, the payment amount (the balance, 0.00 when it is negative), the payment type and Pay, which hands off to the hosted payment provider as Quick Pay does. The cutoff block shows the configured message in a dialog. 90vw wide under 600px, else 80vw. The stories run as member.demo (member 800001: 1000001 primary, 3000002 water, 3000003 prepaid) against the demo co-op.',
      },
    },
  },
} satisfies Meta<typeof PaymentConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

async function confirmation() {
  return page.findByRole('dialog', { name: 'Payment Confirmation' });
}

/** The dialog once its form shows (accounts, amounts and settings loaded). */
async function loaded() {
  const dialog = within(await confirmation());
  await dialog.findByRole('textbox', { name: 'Payment Amount' }, { timeout: 5000 });
  return dialog;
}

async function payWith(dialog: ReturnType<typeof within>, amount: string) {
  const field = dialog.getByRole('textbox', { name: 'Payment Amount' });
  await userEvent.clear(field);
  await userEvent.type(field, amount);
  await userEvent.click(dialog.getByRole('button', { name: 'Pay' }));
  return field;
}

/** Loading the member's accounts. */
export const LoadingAccounts: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getMemberAccounts.path), async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
  },
  play: async () => {
    const dialog = within(await confirmation());
    const loading = await dialog.findByRole('progressbar', { name: 'Loading your accounts' });
    // The dialog fades in: visible once its entering animation has begun showing it.
    await waitFor(() => expect(loading).toBeVisible());
    await expect(dialog.queryByRole('button', { name: 'Pay' })).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** Loading the account's payment amounts and the payment settings. */
export const LoadingPaymentDetails: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getPaymentAmounts.path), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async () => {
    const dialog = within(await confirmation());
    const loading = await dialog.findByRole('progressbar', { name: 'Loading the payment details' });
    // The dialog fades in: visible once its entering animation has begun showing it.
    await waitFor(() => expect(loading).toBeVisible());
  },
};

/**
 * member.demo's primary account 1000001: balance $142.37 due in 12 days, the payment amount the
 * balance (doc 1 §3), credit card, the convenience-fee text; the account choice lists all three.
 */
export const Amounts: Story = {
  play: async () => {
    const dialog = await loaded();
    await expect(
      dialog.getByRole('heading', { name: 'Payment Confirmation', level: 2 }),
    ).toBeVisible();
    await expect(dialog.getByText('1000001', { selector: 'dd' })).toBeVisible();
    await expect(dialog.getByText('$142.37')).toBeVisible();
    await expect(dialog.getByText(usDay(12))).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Payment Amount' })).toHaveValue('142.37');
    await expect(dialog.getByRole('radio', { name: 'Credit Card' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'ECheck' })).toBeEnabled();
    await expect(dialog.getByText(CONVENIENCE_FEE_TEXT)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Pay' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: /Account$/ })).toHaveTextContent('1000001');
  },
};

/** Opened for another of the member's accounts (3000002, water). */
export const OtherAccount: Story = {
  args: { accountNumber: '3000002' },
  play: async () => {
    const dialog = await loaded();
    await expect(dialog.getByText('3000002', { selector: 'dd' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Payment Amount' })).toHaveValue('48.60');
  },
};

/** Choosing the prepaid account 3000003: the prepaid wording, due date N/A. */
export const ChooseAccount: Story = {
  play: async () => {
    const dialog = await loaded();
    await userEvent.click(dialog.getByRole('button', { name: /Account$/ }));
    await userEvent.click(await page.findByRole('option', { name: /^3000003/ }));
    await waitFor(() => expect(dialog.getByText('3000003', { selector: 'dd' })).toBeVisible());
    await expect(await dialog.findByText('Prepaid Balance')).toBeVisible();
    await expect(dialog.getByText('N/A')).toBeVisible();
    await expect(await dialog.findByRole('textbox', { name: 'Payment Amount' })).toHaveValue(
      '37.85',
    );
  },
};

/**
 * A negative balance (prepaid −12.50): the payment amount starts at 0.00 (doc 1 §3); Pay shows
 * 'Payment amount should be greater than 0.' (doc 1 §5.1) on the field, which takes focus.
 */
export const NegativeBalance: Story = {
  beforeEach({ msw }) {
    msw.use(
      handle(getMemberAccounts, () => [
        {
          accountNumber: '3000003',
          accountBalance: -12.5,
          dueDate: null,
          isPrepaidAccount: true,
          prepaidLabel: 'Prepaid',
          accountHolderName: 'Jordan Rivers',
          serviceAddress: '420 Prairie View Rd (shop), Riverbend, KS 66000',
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
        },
      ]),
    );
  },
  play: async () => {
    const dialog = await loaded();
    await expect(dialog.getByText('($12.50)')).toBeVisible();
    const field = dialog.getByRole('textbox', { name: 'Payment Amount' });
    await expect(field).toHaveValue('0.00');
    await expect(dialog.queryByRole('button', { name: /Account$/ })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Payment amount should be greater than 0.'),
    );
  },
};

/** doc 1 §5.1: more than the account allows is refused; the field takes focus. */
export const AmountErrors: Story = {
  play: async () => {
    const dialog = await loaded();
    const field = await payWith(dialog, '2000');
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining('You may not overpay your account balance.'),
    );
    await expect(
      dialog.getByRole('heading', { name: 'Please correct the following:' }),
    ).toBeVisible();
  },
};

/**
 * The cutoff block (doc 1 §4.1): a member with a cutoff account when paying cutoff accounts online
 * is not allowed: the configured message in a dialog; Pay cannot be used. (The demo co-op answers
 * these settings for member.states, whose primary account 3000034 is Past Due.)
 */
export const CutoffBlock: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getMemberPaymentSettings.path), () =>
        HttpResponse.json(
          demoPaymentSettings(
            { payOnlinePayCutoffAccount: false },
            { memberHasCutoffAccount: true },
          ),
        ),
      ),
    );
  },
  play: async () => {
    const prompt = await page.findByRole('alertdialog', { name: 'Payment not available' });
    await expect(prompt).toHaveTextContent(CUTOFF_MESSAGE);
    await expect(within(prompt).getByRole('button', { name: 'OK' })).toHaveFocus();
    const dialog = within(await confirmation());
    await expect(dialog.getByRole('button', { name: 'Pay' })).toBeDisabled();
  },
};

/** The accounts cannot be read: the message and Try again. */
export const AccountsError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getMemberAccounts.path), () =>
        errorAnswer(400, 'Your accounts could not be read.'),
      ),
    );
  },
  play: async ({ args }) => {
    const dialog = within(await confirmation());
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Your accounts could not be read.',
    );
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible());
    await expect(dialog.queryByRole('button', { name: 'Pay' })).toBeNull();
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

/** The payment amounts cannot be read: the message and Try again, the account choice stays. */
export const AmountsError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getPaymentAmounts.path), () =>
        errorAnswer(400, 'The payment amounts are not available.'),
      ),
    );
  },
  play: async () => {
    const dialog = within(await confirmation());
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The payment amounts are not available.',
    );
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible());
    await expect(dialog.getByRole('button', { name: /Account$/ })).toBeVisible();
  },
};

/** The payment initiation fails: the message above the form, Pay can be pressed again. */
export const InitiationError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(anyBase(initiateMemberPayment.path), () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );
  },
  play: async ({ args }) => {
    const dialog = await loaded();
    await userEvent.click(dialog.getByRole('button', { name: 'Pay' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'We are unable to process your request at this time. Please try again later.',
    );
    await expect(dialog.getByRole('button', { name: 'Pay' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Dismiss' })).toBeVisible();
    await expect(args.onError).toHaveBeenCalledWith({
      message: 'We are unable to process your request at this time. Please try again later.',
    });
  },
};

/** No member signed in: the dialog says so instead of failing. */
export const NotSignedIn: Story = {
  parameters: { member: null },
  play: async () => {
    const dialog = within(await confirmation());
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'Please sign in to pay your bill, or use Quick Pay.',
    );
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
      http.post(anyBase(initiateMemberPayment.path), async () => {
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
    Object.assign(globalThis, {
      paymentConfirmationStory: { posted, initiations: () => initiations },
    });
    return () => {
      HTMLFormElement.prototype.submit = original;
    };
  },
  play: async ({ args }) => {
    const dialog = await loaded();
    const pay = dialog.getByRole('button', { name: 'Pay' });
    for (let press = 0; press < 5; press += 1) await userEvent.click(pay);
    const story = (
      globalThis as unknown as {
        paymentConfirmationStory: { posted: HTMLFormElement[]; initiations: () => number };
      }
    ).paymentConfirmationStory;
    await waitFor(() => expect(story.posted).toHaveLength(1));
    await expect(story.initiations()).toBe(1);
    const form = story.posted[0] as HTMLFormElement;
    await expect(form.method).toBe('post');
    await expect(new URL(form.action).pathname).toBe('/api/demo-provider/hosted-payment');
    const field = (name: string) =>
      (form.elements.namedItem(name) as HTMLInputElement | null)?.value;
    await expect(field('IsQuickPay')).toBe('false');
    await expect(new URL(field('HostedCCReturn') ?? '').pathname).toBe(
      '/api/PaymentCallback/payments/success',
    );
    await expect(field('CCConvenienceFee')).toBe('2.95');
    await expect(
      await dialog.findByRole('progressbar', { name: 'Starting your payment' }),
    ).toBeVisible();
    await expect(args.onPaymentStarted).toHaveBeenCalledTimes(1);
  },
};

/** doc 1 §9: under 600px wide the dialog is 90vw wide (not full screen). */
export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    await loaded();
    const box = (await confirmation()).parentElement as HTMLElement;
    const viewport = document.documentElement.clientWidth;
    await expect(viewport).toBeLessThan(600);
    await expect(Math.abs(box.getBoundingClientRect().width - viewport * 0.9)).toBeLessThan(2);
  },
};

/** doc 1 §9: at 600px wide and more the dialog is 80vw wide. */
export const DesktopWidth: Story = {
  play: async () => {
    await loaded();
    const box = (await confirmation()).parentElement as HTMLElement;
    const viewport = document.documentElement.clientWidth;
    await expect(viewport).toBeGreaterThanOrEqual(600);
    await expect(Math.abs(box.getBoundingClientRect().width - viewport * 0.8)).toBeLessThan(2);
  },
};

/** A cutoff account whose minimum has every part (doc 1 §5.1): $1,425.00. */
const CUTOFF_AMOUNTS: EndpointAnswer<typeof getPaymentAmounts> = {
  accountNumber: '1000001',
  accountBalance: 1400,
  paymentAmount: 1400,
  dueDate: null,
  pastDueAmount: 0,
  reconnectFee: 50,
  additionalDeposit: 100,
  arrangementAmount: 0,
  liabilityConfirmationAmount: 0,
  showLiabilityConfirmation: false,
  cutoffAmount: 1250,
  derivedStatus: 'Current',
  disconnectFee: 25,
  isPrepaidAccount: false,
  minimumPaymentAmount: 0,
  overPayAmount: 1000,
  prepaidReconnectAmount: 0,
};

/** dd/MM/yyyy of today plus some days: a date as Spanish (US) writes it. */
function esDay(days: number) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/**
 * In Spanish (US): the longest message, the cutoff minimum with all its parts, on the amount field
 * (which takes focus); the due date day first.
 */
export const InSpanishCutoffMinimum: Story = {
  globals: { locale: 'es-US' },
  beforeEach({ msw }) {
    msw.use(
      handle(getPaymentAmounts, () => CUTOFF_AMOUNTS),
      handle(getMemberPaymentSettings, () =>
        demoPaymentSettings({ payOnlineAllowCutoffPaymentOverride: false }, { allowOverPay: true }),
      ),
    );
  },
  play: async () => {
    const dialog = within(await page.findByRole('dialog', { name: 'Confirmación de pago' }));
    const field = await dialog.findByRole('textbox', { name: 'Monto del pago' }, { timeout: 5000 });
    await expect(dialog.getByText('Fecha de vencimiento').nextElementSibling).toHaveTextContent(
      esDay(12),
    );
    await userEvent.clear(field);
    await userEvent.type(field, '100');
    await userEvent.click(dialog.getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining(
        'En este momento, debe pagar un monto mínimo de $1,425.00, que incluye el monto para evitar la desconexión, el cargo por reconexión, el cargo por desconexión y el depósito adicional.',
      ),
    );
    await expect(dialog.getByRole('heading', { name: 'Corrija lo siguiente:' })).toBeVisible();
  },
};

/** In Spanish (US), at 320px: the dialog's labels and the payment fields fit the narrowest phone. */
export const InSpanishMobile: Story = {
  globals: { locale: 'es-US', viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const dialog = within(await page.findByRole('dialog', { name: 'Confirmación de pago' }));
    await dialog.findByRole('textbox', { name: 'Monto del pago' }, { timeout: 5000 });
    await expect(dialog.getByRole('radiogroup', { name: 'Tipo de pago' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  },
};
