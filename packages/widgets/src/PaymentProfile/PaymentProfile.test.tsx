import {
  deletePaymentMethod,
  getPaymentMethods,
  setDefaultPaymentMethod,
} from '@coop-portal/api-client';
import { anyBase, errorAnswer, setDemoOverrides } from '@coop-portal/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn, setUpDemoBackend, TEST_API } from '../shared/testing';
import { PaymentProfile } from './PaymentProfile';

const { server, posted, countRequests, holdThenRefuse } = setUpDemoBackend();
afterEach(() => setDemoOverrides());

const today = new Date(2026, 10, 27);
const members = { 'member.demo': '800001', 'member.solo': '800003' } as const;

function renderProfile(
  userName: keyof typeof members = 'member.demo',
  props: Partial<Parameters<typeof PaymentProfile>[0]> = {},
) {
  return renderSignedIn(
    userName,
    <PaymentProfile memberNumber={members[userName]} today={today} {...props} />,
  );
}

const table = () => screen.findByRole('grid', { name: 'Your payment methods' }, { timeout: 5000 });

/** An element's text as shown: without what is hidden from assistive technology. */
function shownText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The body rows as shown, cell by cell (actions left out). */
function shownRows(grid: HTMLElement): string[][] {
  return within(grid)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('rowheader').length > 0)
    .map((row) =>
      [...row.querySelectorAll('[role="rowheader"], [role="gridcell"]')].slice(0, 5).map(shownText),
    );
}

describe('doc 1 §2.2 Payment Profile: the stored methods', () => {
  it('lists each method with type, masked number, expiry, the default first and its auto pay use', async () => {
    await renderProfile();
    expect(shownRows(await table())).toEqual([
      ['Visa ending 4242Default', 'Card (Visa)', '••••4242', 'Expires 09/2028', 'Not used'],
      [
        'Checking account ending 6789',
        'Bank account (Checking, First Prairie Bank)',
        '••••6789',
        '',
        'Used by auto pay for 3000002',
      ],
    ]);
  });

  it('member.solo has none: the empty state, with the way to add one', async () => {
    await renderProfile('member.solo');
    expect(await screen.findByText('You have no saved payment methods yet.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add a payment method' })).toBeEnabled();
  });

  it('a failed read says why and reads again on Try again', async () => {
    server.use(
      http.get(anyBase(getPaymentMethods.path), () =>
        errorAnswer(400, 'Payment methods are being updated.'),
      ),
    );
    const { user } = await renderProfile();
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Payment methods are being updated.',
    );
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await table()).toBeVisible();
  });
});

describe('doc 1 §3 adding a method through the hosted provider', () => {
  it('posts the provider form with the callbacks on the API host; no number is asked for', async () => {
    const { user } = await renderProfile();
    await table();
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add a payment method' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    const form = posted[0]!;
    expect(form.action).toBe(`${TEST_API}/demo-provider/hosted-method`);
    const fields = Object.fromEntries(new FormData(form));
    expect(fields).toMatchObject({
      EnableCreditCard: 'true',
      EnableECheck: 'true',
      HostedCCReturn: `${TEST_API}/PaymentCallback/payment-methods/success`,
      HostedCCCancel: `${TEST_API}/PaymentCallback/payment-methods/cancel`,
    });
    expect(fields.SecurityToken).toMatch(/^demo-sec~/);
  });

  it('back with a token: stores it once and shows the new method', async () => {
    const adds = countRequests(/\/member\/800001\/payment-methods$/);
    const done = vi.fn();
    const started = await fetch(`${TEST_API}/v3/member/800001/payment-methods/initiate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ allowCard: true, allowBank: true }),
    });
    const { transNo } = (await started.json()) as { transNo: string };
    const saved = await fetch(`${TEST_API}/demo-provider/complete`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Demo-Provider': 'fetch' },
      body: new URLSearchParams({ transNo, outcome: 'pay', method: 'cc', HostedCCReturn: '/' }),
    });
    const back = new URL(((await saved.json()) as { location: string }).location);
    const token = back.searchParams.get('token')!;
    await renderProfile('member.demo', {
      returned: { outcome: 'added', token, maskedNumber: '••••1117' },
      onReturnHandled: done,
    });
    expect(
      await screen.findByText('Discover ending 1117 was added to your payment methods.'),
    ).toBeVisible();
    await waitFor(() => expect(shownRows(screen.getByRole('grid'))).toHaveLength(3));
    expect(done).toHaveBeenCalledTimes(1);
    expect(adds.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('a token that is no longer good says so', async () => {
    await renderProfile('member.demo', {
      returned: { outcome: 'added', token: 'stale', maskedNumber: '' },
    });
    expect(
      await screen.findByText(
        'Your payment method was not added: The payment method token is not valid or has expired.',
      ),
    ).toBeVisible();
  });

  it('back after Cancel: says nothing was saved', async () => {
    await renderProfile('member.demo', { returned: { outcome: 'canceled' } });
    expect(
      await screen.findByText('Adding a payment method was canceled. Nothing was saved.'),
    ).toBeVisible();
  });
});

describe('doc 1 §2.2 default and removal; doc 2 §4 the removal block', () => {
  it('Make default moves the default badge', async () => {
    const { user } = await renderProfile();
    const grid = await table();
    await user.click(
      within(grid).getByRole('button', {
        name: 'Make default: Checking account ending 6789',
      }),
    );
    expect(
      await screen.findByText('Checking account ending 6789 is now your default payment method.'),
    ).toBeVisible();
    await waitFor(() => expect(shownRows(grid)[0]![0]).toBe('Checking account ending 6789Default'));
  });

  it('a method an auto payment uses cannot be removed: My Profile’s message, the row stays', async () => {
    const deletes = countRequests(/\/payment-methods\/PM-1002$/);
    const { user } = await renderProfile();
    const grid = await table();
    await user.click(
      within(grid).getByRole('button', { name: 'Remove Checking account ending 6789' }),
    );
    expect(
      await screen.findByText(
        'Checking account ending 6789 was not removed. Update not allowed. Active Payment setup exists.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(shownRows(grid)).toHaveLength(2);
    expect(deletes).toHaveLength(0);
  });

  it('a 409 from the API reads the same, and the row stays', async () => {
    server.use(
      http.delete(anyBase('/v3/member/:memberNumber/payment-methods/:methodId'), () =>
        errorAnswer(409, 'Conflict'),
      ),
    );
    const { user } = await renderProfile();
    const grid = await table();
    await user.click(within(grid).getByRole('button', { name: 'Remove Visa ending 4242' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Payment Method' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText(
        'Visa ending 4242 was not removed. Update not allowed. Active Payment setup exists.',
      ),
    ).toBeVisible();
    expect(shownRows(grid)).toHaveLength(2);
  });

  it('Remove asks first; Cancel keeps it, Remove removes it', async () => {
    const { user } = await renderProfile();
    const grid = await table();
    const remove = within(grid).getByRole('button', { name: 'Remove Visa ending 4242' });
    await user.click(remove);
    let confirm = await screen.findByRole('alertdialog', { name: 'Remove Payment Method' });
    expect(confirm).toHaveTextContent('Remove Visa ending 4242 from your payment methods?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(shownRows(grid)).toHaveLength(2);
    await user.click(remove);
    confirm = await screen.findByRole('alertdialog', { name: 'Remove Payment Method' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText('Visa ending 4242 was removed from your payment methods.'),
    ).toBeVisible();
    await waitFor(() => expect(shownRows(grid)).toHaveLength(1));
  });

  it('a removal refused after the confirmation has closed: the row’s Remove button is busy, keeps focus, then says why', async () => {
    const refuse = holdThenRefuse(deletePaymentMethod);
    const { user } = await renderProfile();
    const grid = await table();
    await user.click(within(grid).getByRole('button', { name: 'Remove Visa ending 4242' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Payment Method' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const button = within(grid).getByRole('button', { name: 'Remove Visa ending 4242' });
    // While the answer is awaited the button is busy, not disabled: focus stays on it.
    await waitFor(() => expect(button).toHaveFocus());
    expect(
      within(button).getByRole('progressbar', { name: 'Removing the payment method' }),
    ).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    refuse();
    expect(await screen.findByText(/^Visa ending 4242 was not removed\. /)).toBeVisible();
    expect(button).toHaveFocus();
    expect(shownRows(grid)).toHaveLength(2);
  });

  it('a slow default: Make default is busy and keeps focus, the row’s Remove waits; a refusal says why', async () => {
    const refuse = holdThenRefuse(setDefaultPaymentMethod);
    const { user } = await renderProfile();
    const grid = await table();
    const button = within(grid).getByRole('button', {
      name: 'Make default: Checking account ending 6789',
    });
    await user.click(button);
    await waitFor(() =>
      expect(
        within(button).getByRole('progressbar', {
          name: 'Making it your default payment method',
        }),
      ).toBeInTheDocument(),
    );
    expect(button).toHaveFocus();
    expect(
      within(grid).getByRole('button', { name: 'Remove Checking account ending 6789' }),
    ).toBeDisabled();
    refuse();
    expect(
      await screen.findByText(
        /^Checking account ending 6789 was not made your default payment method: /,
      ),
    ).toBeVisible();
    expect(button).toHaveFocus();
  });

  it('a failed default keeps the reason on screen', async () => {
    setDemoOverrides({ failures: { setDefaultPaymentMethod: 500 } });
    const { user } = await renderProfile();
    await user.click(
      within(await table()).getByRole('button', {
        name: 'Make default: Checking account ending 6789',
      }),
    );
    expect(
      await screen.findByText(
        'Checking account ending 6789 was not made your default payment method: We are unable to process your request at this time. Please try again later.',
      ),
    ).toBeVisible();
  });
});
