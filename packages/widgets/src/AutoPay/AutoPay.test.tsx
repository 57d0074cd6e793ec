import { getAutoPayments, stopAutoPay } from '@coop-portal/api-client';
import { anyBase, errorAnswer, setDemoOverrides } from '@coop-portal/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderSignedIn, setUpDemoBackend } from '../shared/testing';
import { AutoPay } from './AutoPay';

const { server, countRequests, holdThenRefuse } = setUpDemoBackend();
afterEach(() => setDemoOverrides());

const today = new Date(2026, 10, 27);
const members = { 'member.demo': '800001', 'member.many': '800004' } as const;

function renderAutoPay(userName: keyof typeof members = 'member.demo') {
  return renderSignedIn(userName, <AutoPay memberNumber={members[userName]} today={today} />);
}

const table = () =>
  screen.findByRole('grid', { name: 'Auto payments by account' }, { timeout: 5000 });

/** An element's text as shown: without what is hidden from assistive technology. */
function shownText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function shownRows(grid: HTMLElement): string[][] {
  return within(grid)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('rowheader').length > 0)
    .map((row) =>
      [...row.querySelectorAll('[role="rowheader"], [role="gridcell"]')].slice(0, 4).map(shownText),
    );
}

describe('doc 1 §2.2, §9 Auto Payments: each account', () => {
  it('enrolled accounts show the label, method and day; the others why not, if the data says', async () => {
    await renderAutoPay();
    expect(shownRows(await table())).toEqual([
      ['1000001418 Prairie View Rd, Riverbend, KS 66000', 'Not enrolled', '', ''],
      [
        expect.stringMatching(/^3000002/),
        'Draft Pay Enrolled',
        'Checking account ending 6789',
        'When billed',
      ],
      [
        expect.stringMatching(/^3000003/),
        'Not enrolledPrepaid accounts pay as they use and cannot be enrolled in auto pay.',
        '',
        '',
      ],
    ]);
    const grid = screen.getByRole('grid');
    expect(
      within(grid).getByRole('button', { name: 'Enroll account 1000001 in auto pay' }),
    ).toBeVisible();
    expect(within(grid).queryByRole('button', { name: /Enroll account 3000003/ })).toBeNull();
    expect(
      within(grid).getByRole('button', { name: 'Stop auto pay for account 3000002' }),
    ).toBeVisible();
  });

  it("'EZ Pay Enrolled' when whecEnabled is on", async () => {
    setDemoOverrides({ config: { whecEnabled: true } });
    await renderAutoPay();
    expect(within(await table()).getByText('EZ Pay Enrolled')).toBeVisible();
  });

  it('member.many: a day of the month, and the final billed account says why it cannot enrol', async () => {
    await renderAutoPay('member.many');
    const rows = shownRows(await table());
    expect(rows[0]).toEqual([
      expect.stringMatching(/^3000021/),
      'Draft Pay Enrolled',
      'Checking account ending 4321',
      'Day 15 of each month',
    ]);
    expect(rows.at(-1)![1]).toBe(
      'Not enrolledFinal billed accounts cannot be enrolled in auto pay.',
    );
  });

  it('a failed read says why; Try again reads again', async () => {
    server.use(
      http.get(anyBase(getAutoPayments.path), () => errorAnswer(400, 'Auto pay is being updated.')),
    );
    const { user } = await renderAutoPay();
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Auto pay is being updated.',
    );
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await table()).toBeVisible();
  });

  it('without card or bank drafts allowed, says auto payments are not available', async () => {
    setDemoOverrides({ config: { allowCreditDraft: false, allowBankDraft: false } });
    await renderAutoPay();
    expect(
      await screen.findByText(
        'Auto payments are not available at this time.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
  });
});

describe('doc 3 §5, §9 enrol and stop, each after a confirmation', () => {
  it('Enroll: the default method is chosen; choose a day 1-28, confirm; the row shows the enrolment', async () => {
    const writes = countRequests(/\/account\/1000001\/auto-pay$/);
    const { user } = await renderAutoPay();
    const grid = await table();
    await user.click(
      within(grid).getByRole('button', { name: 'Enroll account 1000001 in auto pay' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Auto Pay for Account 1000001' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(dialog).toHaveTextContent('Day of the Month must be before 29th');
    await user.click(within(dialog).getByRole('button', { name: /Draft day of the month/ }));
    await user.click(await screen.findByRole('option', { name: '12' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(dialog).toHaveTextContent(
      'Pay each bill of account 1000001 automatically from Visa ending 4242 on day 12 of each month?',
    );
    expect(writes).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Enroll' }));
    expect(await screen.findByText('Account 1000001 is enrolled in auto pay.')).toBeVisible();
    await waitFor(() =>
      expect(shownRows(grid)[0]!.slice(1)).toEqual([
        'Draft Pay Enrolled',
        'Visa ending 4242',
        'Day 12 of each month',
      ]),
    );
  });

  it('Stop: asks first; Keep auto pay changes nothing, Stop auto pay stops it', async () => {
    const { user } = await renderAutoPay();
    const grid = await table();
    const stop = within(grid).getByRole('button', { name: 'Stop auto pay for account 3000002' });
    await user.click(stop);
    let confirm = await screen.findByRole('alertdialog', { name: 'Stop Auto Pay' });
    expect(confirm).toHaveTextContent(
      'Stop auto pay for account 3000002? Its bills will no longer be paid automatically.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Keep auto pay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(shownRows(grid)[1]![1]).toBe('Draft Pay Enrolled');
    await user.click(stop);
    confirm = await screen.findByRole('alertdialog', { name: 'Stop Auto Pay' });
    await user.click(within(confirm).getByRole('button', { name: 'Stop auto pay' }));
    expect(await screen.findByText('Auto pay for account 3000002 has been stopped.')).toBeVisible();
    await waitFor(() => expect(shownRows(grid)[1]![1]).toBe('Not enrolled'));
  });

  it('a stop refused after the confirmation has closed: the account’s Stop button is busy, keeps focus, then says why', async () => {
    const refuse = holdThenRefuse(stopAutoPay);
    const { user } = await renderAutoPay();
    const grid = await table();
    await user.click(
      within(grid).getByRole('button', { name: 'Stop auto pay for account 3000002' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Stop Auto Pay' });
    await user.click(within(confirm).getByRole('button', { name: 'Stop auto pay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const button = within(grid).getByRole('button', { name: 'Stop auto pay for account 3000002' });
    // While the answer is awaited the button is busy, not disabled: focus stays on it.
    await waitFor(() => expect(button).toHaveFocus());
    expect(
      within(button).getByRole('progressbar', { name: 'Stopping auto pay' }),
    ).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    refuse();
    expect(await screen.findByText(/^Auto pay for account 3000002 was not stopped/)).toBeVisible();
    expect(button).toHaveFocus();
    expect(shownRows(grid)[1]![1]).toBe('Draft Pay Enrolled');
  });

  it('a failed enrol keeps the reason on screen', async () => {
    setDemoOverrides({ failures: { enrollAutoPay: 500 } });
    const { user } = await renderAutoPay();
    await user.click(
      within(await table()).getByRole('button', { name: 'Enroll account 1000001 in auto pay' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /Draft day of the month/ }));
    await user.click(await screen.findByRole('option', { name: '5' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enroll' }));
    expect(
      await screen.findByText(
        'Account 1000001 was not enrolled in auto pay: We are unable to process your request at this time. Please try again later.',
      ),
    ).toBeVisible();
  });
});
