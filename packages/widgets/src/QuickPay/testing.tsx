// Test helpers of the Quick Pay tests (not part of the package build), with the demo backend's
// set-up and the payment settings the widgets' payment tests share.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import { QuickPayDialog, type QuickPayDialogProps } from './QuickPayDialog';

export { paymentSettings, setUpDemoBackend } from '../shared/testing';

export const API = 'https://api.prairierivers.example';
export const SERVER_ERROR =
  'We are unable to process your request at this time. Please try again later.';

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
