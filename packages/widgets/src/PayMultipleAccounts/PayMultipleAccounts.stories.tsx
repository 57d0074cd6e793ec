import {
  getConfigurationSettings,
  getMemberAccounts,
  getMemberPaymentSettings,
  getPaymentAmounts,
  initiateMemberPayment,
} from '@coop-portal/api-client';
import { anyBase, CUTOFF_MESSAGE, demoPaymentSettings, errorAnswer } from '@coop-portal/mocks';
import { todayPlus } from '@coop-portal/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { changedAnswer, storyMembers, withDemoMember } from '../storybook';
import { PayMultipleAccounts } from './PayMultipleAccounts';

/** The cutoff block's dialog renders in a portal: queries look at the whole page. */
const page = within(document.body);

const meta = {
  title: 'Widgets/PayMultipleAccounts',
  component: PayMultipleAccounts,
  decorators: [withDemoMember],
  beforeEach() {
    // react-aria's page-wide live region keeps a busy button's announcements (which point at the
    // button by id) for 7 seconds; the last story's buttons are gone, so forget them.
    for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) {
      log.replaceChildren();
    }
  },
  args: {
    memberNumber: storyMembers.demo[1],
    onPaymentStarted: fn(),
    onError: fn(),
    onCutoffClose: fn(),
  },
  parameters: {
    member: storyMembers.demo,
    docs: {
      description: {
        component:
          'Pay Multiple Accounts (/billpayments/pay-multiple; doc 1 §3, §4.1, §5.1, §9): every account of the member with its balance, due date, past due amount and status; Select All and a box per account; a payment amount per selected account (doc 1 §4.1’s default, the §5.1 rules, each message naming its account); the running total; the payment type, the convenience-fee text, the tax and the fee; and Pay, one payment request for all the selected accounts through the shared hosted-payment flow, initiated once however often it is pressed. The cutoff block shows its message in a dialog. Where the site allows future-dated payments (`allowFutureDatedPayments`), a Payment Date, today by default, up to the earliest due date of the selected accounts (or the configured days ahead): a later day schedules the payment. The stories run as member.demo (800001: 1000001, 3000002 water, 3000003 prepaid) against the demo co-op.',
      },
    },
  },
} satisfies Meta<typeof PayMultipleAccounts>;

export default meta;
type Story = StoryObj<typeof meta>;

const findTable = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: 'Your accounts' }, { timeout: 10_000 });

/** member.demo: three accounts, each with something to pay, all selected at first. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTable(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Select All' })).toBeChecked();
    await expect(
      canvas.getByRole('textbox', { name: 'Payment Amount for account 3000002' }),
    ).toHaveValue('48.60');
    await expect(canvas.getByText('Total Payment').nextElementSibling).toHaveTextContent('$210.97');
  },
};

/** Some accounts selected: Select All is mixed, the others' amounts are disabled. */
export const SomeSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTable(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Pay account 3000003' }));
    await expect(canvas.getByRole('checkbox', { name: 'Select All' })).toBePartiallyChecked();
    await expect(
      canvas.getByRole('textbox', { name: 'Payment Amount for account 3000003' }),
    ).toBeDisabled();
  },
};

/** member.many: seven accounts. */
export const ManyAccounts: Story = {
  args: { memberNumber: storyMembers.many[1] },
  parameters: { member: storyMembers.many },
  play: async ({ canvasElement }) => {
    await findTable(canvasElement);
    await expect(within(canvasElement).getAllByRole('rowheader')).toHaveLength(7);
  },
};

/** An amount the rules refuse: the message names its account, on the field and in the summary. */
export const AmountError: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await findTable(canvasElement);
    await userEvent.clear(
      canvas.getByRole('textbox', { name: 'Payment Amount for account 1000001' }),
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Payment Amount for account 1000001' }),
      '5000',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Pay' }));
    await waitFor(async () =>
      expect(
        canvas.getAllByText('Account 1000001: You may not overpay your account balance.').length,
      ).toBeGreaterThan(0),
    );
    await expect(args.onPaymentStarted).not.toHaveBeenCalled();
  },
};

/** Card payments only (the co-op allows no echeck): ECheck is disabled with its tooltip. */
export const CardOnly: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getMemberPaymentSettings.path), () =>
        HttpResponse.json(demoPaymentSettings({}, { utilityAllowEcheck: false })),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTable(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'ECheck' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Credit Card' })).toBeChecked();
  },
};

/** The payment starting (the initiation under way): Pay is busy, nothing can be changed. */
export const Paying: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(anyBase(initiateMemberPayment.path), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTable(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay' }));
    await waitFor(async () =>
      expect(canvas.getByRole('checkbox', { name: 'Select All' })).toBeDisabled(),
    );
  },
};

/** The initiation failed: the message above the form; Pay can be pressed again. */
export const InitiationFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(anyBase(initiateMemberPayment.path), () =>
        errorAnswer(400, 'Payments are not available right now.'),
      ),
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await findTable(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Payments are not available right now.',
    );
    await expect(args.onError).toHaveBeenCalled();
  },
};

/** member.states: the cutoff block (doc 1 §4.1), its message in a dialog; Pay is unavailable. */
export const CutoffBlock: Story = {
  args: { memberNumber: storyMembers.states[1] },
  parameters: { member: storyMembers.states },
  play: async ({ canvasElement, args }) => {
    const dialog = await page.findByRole(
      'alertdialog',
      { name: 'Payment not available' },
      { timeout: 10_000 },
    );
    await expect(dialog).toHaveTextContent(CUTOFF_MESSAGE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(args.onCutoffClose).toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('button', { name: 'Pay' })).toBeDisabled();
  },
};

/** The reads under way. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getPaymentAmounts.path), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Loading your accounts' }),
    ).toBeVisible();
  },
};

/** A read failed: its message and Try again. */
export const ReadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getPaymentAmounts.path), () =>
        errorAnswer(400, 'The payment amounts are not available.'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The payment amounts are not available.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** No accounts. */
export const NoAccounts: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(anyBase(getMemberAccounts.path), () => HttpResponse.json([])));
  },
  play: async ({ canvasElement }) => {
    const message = await within(canvasElement).findByText(
      'There is no account to pay.',
      {},
      { timeout: 10_000 },
    );
    // The alert fades in.
    await waitFor(() => expect(message).toBeVisible());
  },
};

/** MM/dd/yyyy of today plus `days`. */
const usDay = (days: number) => {
  const date = todayPlus(days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.month)}/${pad(date.day)}/${date.year}`;
};

/** Types today plus `days` into the Payment Date's segments (month, day, year). */
async function typePaymentDate(canvasElement: HTMLElement, days: number) {
  const field = within(canvasElement).getByRole('group', { name: 'Payment Date' });
  await userEvent.click(within(field).getAllByRole('spinbutton')[0]!);
  await userEvent.keyboard(usDay(days).replace(/\//g, ''));
}

/**
 * The site allows future-dated payments (allowFutureDatedPayments): the Payment Date, today by
 * default, up to the earliest due date among the selected accounts (member.demo's are due in 12
 * days).
 */
export const PaymentDate: Story = {
  args: { allowFutureDatedPayments: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTable(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Payment Date' })).toHaveTextContent(usDay(0));
    await expect(
      canvas.getByText(
        `Today, or a later day up to ${usDay(12)}. A later day schedules the payment for that day.`,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay' })).toBeEnabled();
  },
};

/** A later day: the payment is scheduled for it; the button says so. */
export const PaymentDateScheduled: Story = {
  args: { allowFutureDatedPayments: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTable(canvasElement);
    await typePaymentDate(canvasElement, 5);
    await expect(canvas.getByText('Scheduled For').nextElementSibling).toHaveTextContent(usDay(5));
    await expect(canvas.getByRole('button', { name: 'Schedule Payment' })).toBeEnabled();
  },
};

/** A day after the earliest due date: the message on the field and in the summary; nothing starts. */
export const PaymentDateOutOfRange: Story = {
  args: { allowFutureDatedPayments: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await findTable(canvasElement);
    await typePaymentDate(canvasElement, 13);
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule Payment' }));
    await waitFor(async () =>
      expect(
        canvas.getAllByText(`The payment date must be on or before ${usDay(12)}.`).length,
      ).toBeGreaterThan(0),
    );
    await expect(args.onPaymentStarted).not.toHaveBeenCalled();
  },
};

/** The co-op allows no day ahead (SCHEDULED_PAYMENT_MAX_DAYS 0): the payment is made today. */
export const PaymentDateTodayOnly: Story = {
  args: { allowFutureDatedPayments: true },
  beforeEach({ msw }) {
    msw.use(
      changedAnswer('post', getConfigurationSettings.path, (answer) => ({
        ...answer,
        configSettings: {
          ...(answer.configSettings as Record<string, unknown>),
          SCHEDULED_PAYMENT_MAX_DAYS: '0',
        },
      })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTable(canvasElement);
    await expect(canvas.getByText('Your payment is made today.')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Payment Date' })).toHaveTextContent(usDay(0));
  },
};

/** dd/MM/yyyy of today plus `days`: a date as Spanish (US) writes it. */
const esDay = (days: number) => {
  const date = todayPlus(days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.day)}/${pad(date.month)}/${date.year}`;
};

/**
 * In Spanish (US), the richest state: the payment date with its help, a scheduled day (day first),
 * and an amount message naming its account on the field, which takes focus.
 */
export const InSpanishScheduledWithError: Story = {
  globals: { locale: 'es-US' },
  args: { allowFutureDatedPayments: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Sus cuentas' }, { timeout: 10_000 });
    await expect(canvas.getByRole('checkbox', { name: 'Seleccionar todo' })).toBeChecked();
    await expect(
      canvas.getByText(
        `Hoy o un día posterior, hasta el ${esDay(12)}. Si elige un día posterior, el pago se programa para ese día.`,
      ),
    ).toBeVisible();
    // Day first, as Spanish (US) orders the date's segments.
    const date = canvas.getByRole('group', { name: 'Fecha de pago' });
    await userEvent.click(within(date).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard(esDay(5).replace(/\//g, ''));
    await expect(canvas.getByText('Programado para').nextElementSibling).toHaveTextContent(
      esDay(5),
    );
    const amount = canvas.getByRole('textbox', { name: 'Monto del pago de la cuenta 1000001' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '5000');
    await userEvent.click(canvas.getByRole('button', { name: 'Programar pago' }));
    await waitFor(() => expect(amount).toHaveFocus());
    await expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('Cuenta 1000001: No puede pagar más que el saldo de su cuenta.'),
    );
    await expect(args.onPaymentStarted).not.toHaveBeenCalled();
  },
};
