import { getQuickPayPaymentSettings, sessionStorageKeys } from '@coop-portal/api-client';
import { anyBase } from '@coop-portal/mocks';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  accountField,
  button,
  inDialog,
  phoneField,
  renderDialog,
  setUpDemoBackend,
  stepHeading,
  toPay,
  toVerify,
  usDay,
} from './testing';

const { server, countRequests } = setUpDemoBackend();

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
