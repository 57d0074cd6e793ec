import { initiateDraftPayment } from '@coop-portal/api-client';
import { anyBase, setDemoOverrides } from '@coop-portal/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn, setUpDemoBackend } from '../shared/testing';
import { DraftPayments } from './DraftPayments';

const { server, posted, countRequests } = setUpDemoBackend();
afterEach(() => setDemoOverrides({}));

async function renderWidget(props: { statusCode?: string; accountNumber?: string } = {}) {
  const view = await renderSignedIn(
    'member.demo',
    <DraftPayments memberNumber="800001" {...props} />,
  );
  await screen.findByRole('tab', { name: 'Accounts' }, { timeout: 5_000 });
  return view;
}

const tab = (name: string) => screen.getByRole('tab', { name });
const submit = () => screen.getByRole('button', { name: 'Submit' });
const account = (n: string) => screen.getByRole('checkbox', { name: new RegExp(`^Account ${n}`) });
const authorize = () => screen.getByRole('checkbox', { name: /^I authorize/ });

describe('doc 3 §2.2 Draft Payments', () => {
  it('Accounts: the current drafts with their draft type, masked account and day', async () => {
    await renderWidget();
    const table = screen.getByRole('grid', { name: 'Accounts with a Draft' });
    const row = within(table).getByRole('row', { name: /3000002/ });
    expect(row).toHaveTextContent('Bank Draft');
    expect(row).toHaveTextContent('••••6789');
    expect(within(table).queryByRole('row', { name: /1000001/ })).toBeNull();
  });

  it('statuscode 0 shows the success result', async () => {
    await renderWidget({ statusCode: '0' });
    expect(screen.getByText('Your draft information has been updated.')).toBeInTheDocument();
  });

  it('§8 a failed read: Draft payments service unavailable, please contact administrator.', async () => {
    setDemoOverrides({ failures: { getPaymentDrafts: 500 } });
    await renderSignedIn('member.demo', <DraftPayments memberNumber="800001" />);
    expect(
      await screen.findByText(
        'Draft payments service unavailable, please contact administrator.',
        undefined,
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
  });

  it('§6 neither credit nor bank draft allowed: the error banner, no tabs', async () => {
    setDemoOverrides({ config: { allowCreditDraft: false, allowBankDraft: false } });
    await renderSignedIn('member.demo', <DraftPayments memberNumber="800001" />);
    expect(
      await screen.findByText(/Draft is not available at this time/, undefined, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});

describe('doc 3 §4, §5, §7 Setup New Draft', () => {
  it('the card path: 3000003 with its reason; Submit only with an account ticked; one initiation and one hosted post however often Submit is pressed', async () => {
    const initiations = countRequests(/\/drafts\/initiate$/);
    server.use(
      http.post(anyBase(initiateDraftPayment.path), async () => {
        await delay(150);
        return undefined;
      }),
    );
    const { user } = await renderWidget();
    await user.click(tab('Setup New Draft'));
    expect(
      screen.getByText('Account 3000003: Credit Card Payment Restricted.', { exact: false }),
    ).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await user.click(account('1000001'));
    expect(submit()).toBeEnabled();
    await user.click(authorize());
    for (let press = 0; press < 5; press += 1) await user.click(submit()).catch(() => undefined);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(initiations).toHaveLength(1);
    const form = posted[0]!;
    expect(form.action).toMatch(/\/demo-provider\/hosted-draft$/);
    const fields = Object.fromEntries(new FormData(form));
    expect(fields).toMatchObject({
      Accounts: '1000001',
      MemberAccountPairs: '800001:1000001',
      AcceptedCreditCardTypes: 'VI,MC,DI',
      EnableECheck: 'false',
      IsPostbackRequired: 'true',
    });
    expect(String(fields['HostedCCReturn'])).toMatch(/\/PaymentCallback\/drafts\/success$/);
    expect(String(fields['HostedCCCancel'])).toMatch(/\/PaymentCallback\/drafts\/cancel$/);
  });

  it('§5 the authorize checkbox and the first invalid account as Account: {n} {message}', async () => {
    const { user } = await renderWidget({ accountNumber: '1000001' });
    await user.click(tab('Setup New Draft'));
    expect(account('1000001')).toBeChecked();
    await user.click(screen.getByRole('button', { name: /Draft Method/ }));
    await user.click(await screen.findByRole('option', { name: 'Day of the Month' }));
    await user.type(screen.getByRole('textbox', { name: 'Day of the Month' }), '29');
    await user.click(submit());
    expect(
      await screen.findAllByText('Account: 1000001 Day of the Month must be before 29th'),
    ).not.toHaveLength(0);
    expect(
      screen.getAllByText('Please check the authorize checkbox to submit your draft.').length,
    ).toBeGreaterThan(0);
    expect(submit()).toBeDisabled();
  });

  it('§4 NACHA bank draft: the routing number fills the bank name (not DO NOT USE), the update, the message', async () => {
    const onUpdated = vi.fn();
    const { user } = await renderSignedIn(
      'member.demo',
      <DraftPayments memberNumber="800001" onUpdated={onUpdated} />,
    );
    await user.click(
      await screen.findByRole('tab', { name: 'Setup New Draft' }, { timeout: 5_000 }),
    );
    await user.click(screen.getByRole('radio', { name: 'Bank Draft' }));
    await user.click(account('1000001'));
    const routing = screen.getByRole('textbox', { name: 'Routing Number' });
    await user.type(routing, '101205681');
    expect(screen.getByRole('textbox', { name: 'Bank Name' })).toHaveValue('');
    await user.clear(routing);
    await user.type(routing, '101000695');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Bank Name' })).toHaveValue('First Prairie Bank'),
    );
    await user.type(screen.getByRole('textbox', { name: 'Bank Account Number' }), '12345678');
    await user.type(
      screen.getByRole('textbox', { name: 'Confirm Bank Account Number' }),
      '12345678',
    );
    await user.click(authorize());
    await user.click(submit());
    await waitFor(() =>
      expect(onUpdated).toHaveBeenCalledWith('Your draft information has been updated.'),
    );
    expect(await screen.findByText('Your draft information has been updated.')).toBeInTheDocument();
    await user.click(tab('Accounts'));
    const table = screen.getByRole('grid', { name: 'Accounts with a Draft' });
    expect(await within(table).findByRole('row', { name: /1000001/ })).toHaveTextContent(
      '••••5678',
    );
  });
});

describe('doc 3 §4 a bank draft outside the NACHA flow', () => {
  it('has no bank form and posts the hosted page with echeck on and no card codes', async () => {
    setDemoOverrides({ config: { NACHA_BANK_DRAFT: 'N' } });
    const { user } = await renderWidget({ accountNumber: '1000001' });
    await user.click(tab('Setup New Draft'));
    await user.click(screen.getByRole('radio', { name: 'Bank Draft' }));
    expect(screen.queryByRole('textbox', { name: 'Routing Number' })).toBeNull();
    await user.click(authorize());
    await user.click(submit());
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(Object.fromEntries(new FormData(posted[0]!))).toMatchObject({
      Accounts: '1000001',
      EnableECheck: 'true',
      AcceptedCreditCardTypes: '',
    });
  });
});

describe('doc 3 §2.2 Remove Draft', () => {
  it('Remove asks, No keeps the draft, Yes removes it', async () => {
    const { user } = await renderWidget();
    await user.click(tab('Remove Draft'));
    const remove = screen.getByRole('button', { name: 'Remove' });
    expect(remove).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /3000002/ }));
    await user.click(remove);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete draft on selected account(s) ?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await user.click(remove);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByText('Your draft information has been updated.')).toBeInTheDocument();
    expect(
      await screen.findByText('There are no accounts available to remove from draft.'),
    ).toBeInTheDocument();
  });
});
