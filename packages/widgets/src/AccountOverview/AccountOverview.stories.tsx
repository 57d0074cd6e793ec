import {
  getAccountInfo,
  getConfigurationSettings,
  getLinkedAccounts,
  getMemberPaymentSettings,
  getMyMeterUrl,
  getSiteConfiguration,
} from '@coop-portal/api-client';
import { anyBase, CUTOFF_MESSAGE, demoPaymentSettings, errorAnswer } from '@coop-portal/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { changedAnswer, storyMembers, withDemoMember } from '../storybook';
import { AccountOverview } from './AccountOverview';

const MANY = storyMembers.many;
const SOLO = storyMembers.solo;

type Json = Record<string, unknown>;

const changed = changedAnswer;

/** The account info, changed. */
const accountInfo = (fields: Json) =>
  changed('get', getAccountInfo.path, (info) => ({ ...info, ...fields }));

/** Configuration keys, set. */
const configValues = (values: Record<string, string>) =>
  changed('post', getConfigurationSettings.path, (answer) => ({
    ...answer,
    configSettings: { ...(answer.configSettings as Json), ...values },
  }));

/** Site configuration fields, set. */
const siteConfiguration = (fields: Json) =>
  changed('get', getSiteConfiguration.path, (configuration) => ({ ...configuration, ...fields }));

/** My Meter's new tab: the story stays on its page (window.open answers as a blocked pop-up). */
function withoutNewTabs() {
  const original = window.open;
  window.open = () => null;
  return () => {
    window.open = original;
  };
}

const meta = {
  title: 'Widgets/AccountOverview',
  component: AccountOverview,
  decorators: [withDemoMember],
  args: { accountNumber: '1000001', memberNumber: '800001' },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The signed-in member’s account overview (doc 2 §2.1, §3, §4, §8; doc 1 §9): banners in the spec’s order, the account card with Pay Bill, Report Outage and My Meter, the cards (My Account, My Bill, Budget Billing or usage, Arrangement Details, Quick Links, Payment Programs), the history slot, the Billed Usage Summary and linked accounts. ACCOUNT_OVERVIEW_LAYOUT BASIC gives the compact layout.',
      },
    },
  },
} satisfies Meta<typeof AccountOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

const ready = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('group', { name: 'Account actions' }, { timeout: 10_000 });

/** An alert's text shows a frame after it mounts (so it is announced): wait for it. */
async function expectShown(canvasElement: HTMLElement, text: string | RegExp) {
  const element = await within(canvasElement).findByText(text, {}, { timeout: 10_000 });
  await waitFor(() => expect(element).toBeVisible());
}

/** The chart has drawn (its code loads on demand). */
const chartDrawn = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole(
    'figure',
    { name: /Monthly usage, last 12 months/ },
    { timeout: 10_000 },
  );

/**
 * 1000001: the statement heading and bill message, the capital credit refund, the full card grid
 * with the usage card, the quick links (Paperless Billing, the capital credit statement) and every
 * payment program, the Billed Usage Summary.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expectShown(
      canvasElement,
      'Your statement is ready. Thank you for being a member-owner!',
    );
    await expect(await chartDrawn(canvasElement)).toBeVisible();
    await within(canvasElement).findByRole('link', { name: 'Paperless Billing' });
  },
};

/** 3000003, prepaid: the prepaid balance wording, N/A, the prepaid alert and the active outage. */
export const Prepaid: Story = {
  args: { accountNumber: '3000003' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expectShown(canvasElement, /Estimated restoration time/);
    await expect(within(canvasElement).getAllByText('Prepaid Balance')[0]).toBeVisible();
    await expect(within(canvasElement).getByText('Due Date: N/A')).toBeVisible();
  },
};

/** A negative prepaid balance, shown in parentheses. */
export const NegativePrepaidBalance: Story = {
  args: { accountNumber: '3000003' },
  beforeEach({ msw }) {
    msw.use(accountInfo({ accountBalance: -12.5, outageStatus: 'N' }));
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(within(canvasElement).getAllByText('($12.50)')[0]).toBeVisible();
  },
};

/** 3000002: Average billing (year-to-date difference, net balance) and an arrangement. */
export const AverageBillingAndArrangement: Story = {
  args: { accountNumber: '3000002' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(
      within(canvasElement).getByRole('region', { name: 'Arrangement Details' }),
    ).toBeVisible();
    await expect(
      within(canvasElement).getByRole('region', { name: 'Average Billing' }),
    ).toBeVisible();
  },
};

/**
 * member.many's 3000021: the overdue arrangement payment, and the linked accounts with the total of
 * their billed balances.
 */
export const OverdueArrangementAndLinkedAccounts: Story = {
  args: { accountNumber: '3000021', memberNumber: '800004' },
  parameters: { member: MANY },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expectShown(canvasElement, /was due on .* and has not been received/);
    await expect(await within(canvasElement).findByText('$757.34')).toBeVisible();
  },
};

/** 3000024: Budget billing and a card autopayment ('Draft Pay Enrolled'). */
export const BudgetBillingWithAutoPay: Story = {
  args: { accountNumber: '3000024', memberNumber: '800004' },
  parameters: { member: MANY },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(
      within(canvasElement).getByRole('region', { name: 'Budget Billing' }),
    ).toBeVisible();
    await expect(within(canvasElement).getAllByText('Draft Pay Enrolled')[0]).toBeVisible();
  },
};

/** Where whecEnabled is on: 'EZ Pay Enrolled' and EZ Pay among the programs. */
export const EzPay: Story = {
  args: { accountNumber: '3000024', memberNumber: '800004' },
  parameters: { member: MANY },
  beforeEach({ msw }) {
    msw.use(siteConfiguration({ whecEnabled: true }));
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(within(canvasElement).getAllByText('EZ Pay Enrolled')[0]).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'EZ Pay' })).toBeVisible();
  },
};

/** 3000026: past due with a cutoff date — the cutoff message and the cutoff warning style. */
export const PastDueWithCutoff: Story = {
  args: { accountNumber: '3000026', memberNumber: '800004' },
  parameters: { member: MANY },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expectShown(canvasElement, /Your account is past due/);
    await expect(within(canvasElement).getByText('Cutoff')).toBeVisible();
  },
};

/** Past due without a cutoff date: the past-due warning style. */
export const PastDue: Story = {
  args: { accountNumber: '3000026', memberNumber: '800004' },
  parameters: { member: MANY },
  beforeEach({ msw }) {
    msw.use(accountInfo({ cutOffDate: null, cutOffMsg: null }));
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(within(canvasElement).getAllByText('Past Due')[0]).toBeVisible();
  },
};

/** A disconnected account: the cutoff warning style, power OFF. */
export const Disconnected: Story = {
  args: { accountNumber: '3000026', memberNumber: '800004' },
  parameters: { member: MANY },
  beforeEach({ msw }) {
    msw.use(
      accountInfo({
        derivedStatus: 'Disconnected',
        cutOffMsg: null,
        outageStatus: null,
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(within(canvasElement).getAllByText('Disconnected Water')[0]).toBeVisible();
  },
};

/** 3000025: returned items (no cutoff message then). */
export const ReturnedItems: Story = {
  args: { accountNumber: '3000025', memberNumber: '800004' },
  parameters: { member: MANY },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expectShown(canvasElement, /This account has returned payments/);
  },
};

/** 3000022: a new account without a due date or viewable usage. */
export const NewAccountWithoutUsage: Story = {
  args: { accountNumber: '3000022', memberNumber: '800004' },
  parameters: { member: MANY },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(
      within(canvasElement).getByText('Usage history is not available for this account.'),
    ).toBeVisible();
  },
};

/** The capital credit statement opens in the 94% × 90% PDF dialog. */
export const CapitalCreditStatement: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Capital Credit Statement' }),
    );
    const dialog = await within(document.body).findByRole(
      'dialog',
      { name: 'Capital Credit Statement' },
      { timeout: 10_000 },
    );
    const download = await within(dialog).findByRole('link', { name: /Download/ });
    // The dialog fades in: visible once its entering animation has begun showing it.
    await waitFor(() => expect(download).toBeVisible());
  },
};

/** member.solo's 3000011: Meter Reading; its capital credit file is gone. */
export const CapitalCreditFileNotFound: Story = {
  args: { accountNumber: '3000011', memberNumber: '800003' },
  parameters: { member: SOLO },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(within(canvasElement).getByRole('link', { name: 'Meter Reading' })).toBeVisible();
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Capital Credit Statement' }),
    );
    await expectShown(canvasElement, 'Capital Credit File not found.');
  },
};

/** Pay Bill opens the signed-in payment confirmation. */
export const PayBill: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pay Bill' }));
    const dialog = await within(document.body).findByRole(
      'dialog',
      { name: 'Payment Confirmation' },
      { timeout: 10_000 },
    );
    // It fades in: visible once its entering animation has begun showing it.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** Pay Bill for a member with a cutoff account the co-op does not let pay online. */
export const PayBillCutoffBlock: Story = {
  args: { accountNumber: '3000026', memberNumber: '800004' },
  parameters: { member: MANY },
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
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pay Bill' }));
    const prompt = await within(document.body).findByRole(
      'alertdialog',
      { name: 'Payment not available' },
      { timeout: 10_000 },
    );
    await expect(prompt).toHaveTextContent(CUTOFF_MESSAGE);
  },
};

/** My Meter's link fails: 'Service unavailable, please contact administrator.' */
export const MyMeterUnavailable: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(anyBase(getMyMeterUrl.path), () => errorAnswer(500, 'down')));
    return withoutNewTabs();
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'My Meter' }));
    await expectShown(canvasElement, 'Service unavailable, please contact administrator.');
  },
};

/** Opened with link=mymeter while the browser blocks the new tab: the link to open by hand. */
export const MyMeterBlocked: Story = {
  args: { openMyMeter: true },
  beforeEach: withoutNewTabs,
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(
      await within(canvasElement).findByRole(
        'link',
        { name: /Open My Meter/ },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

/** The linked accounts call fails. */
export const LinkedAccountsFailed: Story = {
  args: { accountNumber: '3000021', memberNumber: '800004' },
  parameters: { member: MANY },
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getLinkedAccounts.path), () =>
        errorAnswer(400, 'The linked accounts service is not available.'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expectShown(
      canvasElement,
      'Failed to load linked accounts: The linked accounts service is not available.',
    );
  },
};

/** A custom menu replaces the payment programs. */
export const CustomMenu: Story = {
  beforeEach({ msw }) {
    msw.use(
      siteConfiguration({
        useCustomMenu: true,
        mcpMenu: [
          { title: 'Budget Plan', moduleLink: 'levelized-billing', position: 1 },
          { title: 'Pay by Phone', moduleLink: '/payment-options', position: 2 },
        ],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(within(canvasElement).getByRole('link', { name: 'Budget Plan' })).toBeVisible();
  },
};

/** ACCOUNT_OVERVIEW_LAYOUT = BASIC: one column, the links as a plain list. */
export const BasicLayout: Story = {
  beforeEach({ msw }) {
    msw.use(configValues({ ACCOUNT_OVERVIEW_LAYOUT: 'BASIC' }));
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(await chartDrawn(canvasElement)).toBeVisible();
    await expect(within(canvasElement).queryByRole('region', { name: 'My Account' })).toBeNull();
  },
};

/** While the account loads. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getAccountInfo.path), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', {
        name: 'Loading the account overview',
      }),
    ).toBeVisible();
  },
};

/** The account cannot be read: the server's text and Try again. */
export const ServiceError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getAccountInfo.path), () =>
        errorAnswer(400, 'The account information is not available right now.'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expectShown(canvasElement, 'The account information is not available right now.');
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

const pad = (value: number) => String(value).padStart(2, '0');
/** dd/MM/yyyy of today plus some days: a date as Spanish (US) writes it. */
function esDay(days: number) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** The overview in Spanish has shown (its translation loads first). */
const readyInSpanish = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('group', { name: 'Acciones de la cuenta' }, { timeout: 10_000 });

/**
 * In Spanish (US), the richest state: member.many's 3000021 — the overdue arrangement warning with
 * its date day first, the arrangement card, the quick links and payment programs, and the linked
 * accounts with their total.
 */
export const InSpanishOverdueArrangementAndLinkedAccounts: Story = {
  args: { accountNumber: '3000021', memberNumber: '800004' },
  parameters: { member: MANY },
  globals: { locale: 'es-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await readyInSpanish(canvasElement);
    await expectShown(
      canvasElement,
      `El pago de $50.00 de su acuerdo de pago venció el ${esDay(-3)} y no se ha recibido.`,
    );
    await expect(canvas.getByRole('button', { name: 'Pagar factura' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Reportar un apagón' })).toBeVisible();
    await expect(
      canvas.getByRole('region', { name: 'Detalles del acuerdo de pago' }),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Programas de pago' })).toBeVisible();
    const linked = canvas.getByRole('region', { name: 'Cuentas vinculadas' });
    await expect(await within(linked).findByText('$757.34')).toBeVisible();
  },
};

/** In Spanish (US) on a 320px phone: the longer words wrap; nothing scrolls sideways. */
export const InSpanishOnAPhone: Story = {
  args: { accountNumber: '3000021', memberNumber: '800004' },
  parameters: { member: MANY },
  globals: { locale: 'es-US', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await readyInSpanish(canvasElement);
    await expect(
      await within(canvas.getByRole('region', { name: 'Cuentas vinculadas' })).findByText(
        '$757.34',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver los acuerdos de pago' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
