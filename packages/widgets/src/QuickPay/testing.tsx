// Test helpers of the Quick Pay tests (not part of the package build).
import type { EndpointAnswer, getQuickPayPaymentSettings } from '@coop-portal/api-client';
import {
  CONVENIENCE_FEE_TEXT,
  COOP_NAME,
  CUTOFF_MESSAGE,
  resetDemoStore,
} from '@coop-portal/mocks';
import { createDemoServer } from '@coop-portal/mocks/node';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import { QuickPayDialog, type QuickPayDialogProps } from './QuickPayDialog';

export const API = 'https://api.prairierivers.example';
export const SERVER_ERROR =
  'We are unable to process your request at this time. Please try again later.';

/**
 * The demo backend for the test file that calls this (once, at its top: test files share this
 * module, so the hooks are registered by each file's own call), every form post to the provider
 * caught in `posted` (jsdom cannot navigate), and `countRequests`.
 */
export function setUpQuickPayTests() {
  const server = createDemoServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
    resetDemoStore();
  });
  afterAll(() => server.close());

  /** Every form post to the provider, caught (jsdom cannot navigate). */
  const posted: HTMLFormElement[] = [];
  beforeEach(() => {
    posted.length = 0;
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function submit(
      this: HTMLFormElement,
    ) {
      posted.push(this);
    });
  });

  /** Counts the calls to an endpoint path (any method), e.g. '/pay'. */
  function countRequests(pathEnd: RegExp) {
    const seen: Request[] = [];
    server.events.on('request:start', ({ request }) => {
      if (pathEnd.test(new URL(request.url).pathname)) seen.push(request.clone());
    });
    return seen;
  }

  return { server, posted, countRequests };
}

const pad = (value: number) => String(value).padStart(2, '0');
/** MM/dd/yyyy of today plus some days (the demo co-op's dates move with today). */
export function usDay(days: number) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

export function renderDialog(props: Partial<QuickPayDialogProps> = {}) {
  const user = userEvent.setup();
  const view = render(
    <CoopWidgetProvider apiBaseUrl={API} applicationId="web">
      <QuickPayDialog defaultOpen {...props} />
    </CoopWidgetProvider>,
  );
  return { user, ...view };
}

export const dialog = () => screen.getByRole('dialog', { name: 'Quick Pay' });
export const inDialog = () => within(dialog());
export const accountField = () => inDialog().getByRole('textbox', { name: 'Account Number' });
export const phoneField = () =>
  inDialog().getByRole('textbox', { name: 'Last 4 Digits of Phone Number' });
export const amountField = () => inDialog().getByRole('textbox', { name: 'Payment Amount' });
export const button = (name: string) => inDialog().getByRole('button', { name });
export const stepHeading = (name: string) => inDialog().findByRole('heading', { name, level: 3 });

export type User = ReturnType<typeof userEvent.setup>;

export async function enterAccount(user: User, accountNumber: string, phone: string) {
  if (accountNumber) await user.type(accountField(), accountNumber);
  if (phone) await user.type(phoneField(), phone);
  await user.click(button('Verify'));
}

export async function toVerify(user: User, accountNumber: string, phone: string) {
  await enterAccount(user, accountNumber, phone);
  await stepHeading('Verify');
}

export async function toPay(user: User, accountNumber: string, phone: string) {
  await toVerify(user, accountNumber, phone);
  await user.click(button('Verify'));
  await stepHeading('Pay');
}

export async function payWith(user: User, amount: string) {
  await user.clear(amountField());
  await user.type(amountField(), amount);
  await user.click(button('Pay'));
}

type Settings = EndpointAnswer<typeof getQuickPayPaymentSettings>;
/** The demo co-op's settings for a standard member, with changes. */
export function settings(
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
export async function expectRestriction(option: string, message: string) {
  const focused = document.activeElement as HTMLElement;
  expect(focused).toHaveAttribute('aria-disabled', 'true');
  expect(focused).toHaveTextContent(option);
  await waitFor(() => expect(focused).toHaveAccessibleDescription(message));
  const tooltip = document.getElementById(focused.getAttribute('aria-describedby') ?? '');
  expect(tooltip).toHaveAttribute('role', 'tooltip');
  expect(tooltip).toHaveTextContent(message);
}
