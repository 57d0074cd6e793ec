import { createApiClient, createSession, sessionStorageKeys } from '@coop-portal/api-client';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import { postForm } from '../shared/postForm';
import { QuickPayDialog } from './QuickPayDialog';
import {
  accountField,
  amountField,
  API,
  button,
  dialog,
  enterAccount,
  inDialog,
  phoneField,
  renderDialog,
  setUpDemoBackend,
  stepHeading,
  toPay,
  toVerify,
} from './testing';

const { posted, countRequests } = setUpDemoBackend();

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
    const user = userEvent.setup({ delay: null });
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
    const user = userEvent.setup({ delay: null });
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
    const user = userEvent.setup({ delay: null });
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
    const user = userEvent.setup({ delay: null });
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
