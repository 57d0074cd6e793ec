import { verifyQuickPayAccount } from '@coop-portal/api-client';
import { anyBase, NO_MATCH_MESSAGE } from '@coop-portal/mocks';
import { waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  accountField,
  button,
  enterAccount,
  inDialog,
  phoneField,
  renderDialog,
  SERVER_ERROR,
  setUpDemoBackend,
  stepHeading,
  toVerify,
} from './testing';

const { server, countRequests } = setUpDemoBackend();

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
    // The demo's answer waits until the test has pressed again, however slow the machine.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(anyBase(verifyQuickPayAccount.path), async () => {
        await answered;
        return undefined;
      }),
    );
    const { user } = renderDialog();
    await enterAccount(user, '1000001', '1111');
    expect(inDialog().getByRole('progressbar', { name: 'Verifying your account' })).toBeVisible();
    await user.click(button('Verify'));
    answer();
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
