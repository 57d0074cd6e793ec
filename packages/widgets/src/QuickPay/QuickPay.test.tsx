import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import { QuickPay, type QuickPayProps } from './QuickPay';
import { API, setUpDemoBackend } from './testing';

const { posted } = setUpDemoBackend();

describe('QuickPay: the Quick Pay flow in the page instead of a dialog', () => {
  function renderInline(props: Partial<QuickPayProps> = {}) {
    const user = userEvent.setup({ delay: null });
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
    const { user } = renderInline({ onVerified, onPaymentStarted });
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
    expect(region()).toBeVisible();
  });

  it('Start over on the Pay step asks the quit question; No keeps the step, Yes goes back to step 1 with the prefill', async () => {
    const onStepChange = vi.fn();
    const { user } = renderInline({ accountNumber: '1000001', onStepChange });
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
    const user = userEvent.setup({ delay: null });
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
