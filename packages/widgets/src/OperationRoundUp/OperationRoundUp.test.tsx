import { updateRoundUp } from '@coop-portal/api-client';
import { anyBase, errorAnswer } from '@coop-portal/mocks';
import { screen, waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderSignedIn, setUpDemoBackend } from '../shared/testing';
import { OperationRoundUp } from './OperationRoundUp';

const { server, countRequests } = setUpDemoBackend();

const TODAY = '2026-11-27';
const UPDATED = 'Operation Roundup has been updated successfully for selected accounts.';

async function renderWidget(onUpdated = vi.fn()) {
  const view = await renderSignedIn(
    'member.demo',
    <OperationRoundUp memberNumber="800001" today={TODAY} onUpdated={onUpdated} />,
  );
  await screen.findByRole('table', { name: 'Operation RoundUp' }, { timeout: 5_000 });
  return view;
}

const box = (accountNumber: string) =>
  screen.getByRole('checkbox', { name: `Select account ${accountNumber}` });
const toggle = (accountNumber: string) =>
  screen.getByRole('switch', { name: `RoundUp for account ${accountNumber}` });
const amount = (accountNumber: string) =>
  screen.getByRole('textbox', { name: `RoundUp Plus Amount for account ${accountNumber}` });
const proceed = () => screen.getByRole('button', { name: 'Proceed' });

describe('doc 3 §2.3 Operation RoundUp', () => {
  it('Proceed is unavailable until an account is ticked; only a ticked account can be changed', async () => {
    const { user } = await renderWidget();
    expect(proceed()).toBeDisabled();
    expect(toggle('3000002')).toBeDisabled();
    await user.click(box('3000002'));
    expect(proceed()).toBeEnabled();
    expect(toggle('3000002')).toBeEnabled();
    expect(amount('3000002')).toBeDisabled();
    await user.click(toggle('3000002'));
    expect(amount('3000002')).toBeEnabled();
  });

  it('§4 Select All ticks every account; unticking it puts back the saved values', async () => {
    const { user } = await renderWidget();
    await user.click(screen.getByRole('checkbox', { name: 'Select All' }));
    for (const account of ['1000001', '3000002', '3000003']) expect(box(account)).toBeChecked();
    await user.click(toggle('1000001'));
    expect(toggle('1000001')).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select All' }));
    expect(toggle('1000001')).toBeChecked();
    expect(proceed()).toBeDisabled();
  });

  it('§5 an amount over the maximum: the message on the field, focus on it, nothing sent', async () => {
    const sent = countRequests(/\/roundup$/);
    const { user } = await renderWidget();
    await user.click(box('1000001'));
    await user.clear(amount('1000001'));
    await user.type(amount('1000001'), '100000000');
    await user.click(proceed());
    await waitFor(() => expect(amount('1000001')).toHaveFocus());
    expect(amount('1000001')).toHaveAccessibleDescription(
      expect.stringContaining('You must enter a payment amount less than 99999999.99.'),
    );
    expect(sent).toHaveLength(0);
  });

  it('§8 success: one update for the ticked accounts however often Proceed is pressed, the message, the reloaded accounts', async () => {
    const sent = countRequests(/\/roundup$/);
    server.use(
      http.put(anyBase(updateRoundUp.path), async () => {
        await delay(200);
        return undefined;
      }),
    );
    const onUpdated = vi.fn();
    const { user } = await renderWidget(onUpdated);
    await user.click(box('3000002'));
    await user.click(toggle('3000002'));
    await user.clear(amount('3000002'));
    await user.type(amount('3000002'), '1,250.5');
    const button = proceed();
    for (let press = 0; press < 5; press += 1) button.click();
    expect(await screen.findByText(UPDATED)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(await sent[0]!.json()).toEqual([
      { accountNumber: '3000002', isRoundUp: true, amount: 1250.5, expireDate: null },
    ]);
    expect(onUpdated).toHaveBeenCalledWith(UPDATED);
    await waitFor(() => expect(toggle('3000002')).toBeChecked());
    expect(box('3000002')).not.toBeChecked();
    expect(amount('3000002')).toHaveValue('1,250.50');
  });

  it('§8 a failed update: the error text in an alert, every change kept', async () => {
    server.use(
      http.put(anyBase(updateRoundUp.path), () =>
        errorAnswer(400, 'RoundUp is closed for changes until the next billing cycle.'),
      ),
    );
    const { user } = await renderWidget();
    await user.click(box('3000002'));
    await user.click(toggle('3000002'));
    await user.click(proceed());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'RoundUp is closed for changes until the next billing cycle.',
    );
    expect(box('3000002')).toBeChecked();
    expect(toggle('3000002')).toBeChecked();
    expect(screen.queryByText(UPDATED)).toBeNull();
  });
});
