import { setDemoOverrides } from '@coop-portal/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn, setUpDemoBackend } from '../shared/testing';
import { MyProfile, type MyProfileProps } from './MyProfile';

const { countRequests } = setUpDemoBackend();
afterEach(() => setDemoOverrides());

const members = {
  'member.demo': '800001',
  'member.mfa': '800002',
  'member.states': '800005',
} as const;

async function renderProfile(
  userName: keyof typeof members = 'member.demo',
  props: Partial<MyProfileProps> = {},
) {
  const view = await renderSignedIn(
    userName,
    <MyProfile memberNumber={members[userName]} {...props} />,
  );
  await screen.findByRole('tab', { name: 'Login Info' }, { timeout: 5000 });
  return view;
}

/** The member updates sent from now on (read the list after the actions). */
const watchUpdates = () => {
  const requests = countRequests(/\/details$/);
  return async () =>
    Promise.all(
      requests
        .filter((request) => request.method === 'PUT')
        .map((request) => request.clone().json() as Promise<Record<string, unknown>>),
    );
};

describe('doc 2 §2.3 My profile tabs', () => {
  it('shows Login Info, Paperless Options, Operation RoundUp and Multi-Factor Authentication; Submit All is on the first three', async () => {
    const { user } = await renderProfile();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Login Info',
      'Paperless Options',
      'Operation RoundUp',
      'Multi-Factor Authentication',
    ]);
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue(
      'jordan.rivers@example.com',
    );
    expect(screen.getByRole('textbox', { name: /^Username/ })).toHaveValue('member.demo');
    expect(screen.getByRole('button', { name: 'Submit All' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Multi-Factor Authentication' }));
    expect(screen.queryByRole('button', { name: 'Submit All' })).not.toBeInTheDocument();
  });

  it('hides the MFA tab without ENABLE_MULTI_FACTOR_AUTHENTICATION and the RoundUp tab without PARTICIPATE and PLUSPARTICIPATE', async () => {
    setDemoOverrides({
      config: { ENABLE_MULTI_FACTOR_AUTHENTICATION: 'N', PARTICIPATE: 'N', PLUSPARTICIPATE: 'N' },
    });
    await renderProfile();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Login Info',
      'Paperless Options',
    ]);
  });

  it('opens on Paperless Options when asked (the home tile)', async () => {
    await renderProfile('member.demo', { initialTab: 'paperless' });
    expect(screen.getByRole('tab', { name: 'Paperless Options' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('table', { name: 'Paperless choices by account' })).toBeVisible();
  });

  it('keeps edits when moving between tabs and tells the page there are unsaved changes', async () => {
    const onUnsavedChanges = vi.fn();
    const { user } = await renderProfile('member.demo', { onUnsavedChanges });
    const answer = screen.getByRole('textbox', { name: /^Security Answer/ });
    await user.clear(answer);
    await user.type(answer, 'Bluestem');
    expect(onUnsavedChanges).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByRole('tab', { name: 'Paperless Options' }));
    await user.click(screen.getByRole('tab', { name: 'Login Info' }));
    expect(screen.getByRole('textbox', { name: /^Security Answer/ })).toHaveValue('Bluestem');
  });
});

describe('doc 2 §4 Username check', () => {
  it('checks a changed username on blur: a cross and the exists error when taken, a check mark when free', async () => {
    const { user } = await renderProfile();
    const username = screen.getByRole('textbox', { name: /^Username/ });
    await user.clear(username);
    await user.type(username, 'member.mfa');
    await user.tab();
    expect(await screen.findByText('This username is not available.')).toBeVisible();

    await user.clear(username);
    await user.type(username, 'jordan.rivers');
    await user.tab();
    expect(await screen.findByText('This username is available.')).toBeVisible();
  });

  it('does not check the current username', async () => {
    const checks = countRequests(/\/username\/availability$/);
    const { user } = await renderProfile();
    await user.click(screen.getByRole('textbox', { name: /^Username/ }));
    await user.tab();
    expect(checks).toHaveLength(0);
  });

  it('Submit All with a taken username shows the exists error on the field and sends nothing', async () => {
    const updates = watchUpdates();
    const { user } = await renderProfile();
    const username = screen.getByRole('textbox', { name: /^Username/ });
    await user.clear(username);
    await user.type(username, 'member.mfa');
    await user.click(screen.getByRole('button', { name: 'Submit All' }));
    await waitFor(() => expect(username).toHaveFocus());
    expect(username).toHaveAccessibleDescription(
      expect.stringContaining('The username has already been registered.'),
    );
    expect(await updates()).toHaveLength(0);
  });
});

describe('doc 2 §5 My profile validation and doc 2 §4 Submit All', () => {
  it('refuses a bad email and a password that does not meet the rule, focusing the first invalid field', async () => {
    const { user } = await renderProfile();
    const email = screen.getByRole('textbox', { name: /^Email/ });
    await user.clear(email);
    await user.type(email, 'jordan@');
    await user.type(screen.getByLabelText(/^New Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Submit All' }));
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid email address.'),
    );
    expect(screen.getByLabelText(/^Confirm Password/)).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a confirm password.'),
    );
  });

  it('jumps to Paperless Options when the confirmation is missing there, focusing it', async () => {
    const { user } = await renderProfile('member.demo', { initialTab: 'paperless' });
    await user.click(screen.getByRole('checkbox', { name: 'Paperless Bill for account 3000002' }));
    await user.click(screen.getByRole('tab', { name: 'Login Info' }));
    await user.click(screen.getByRole('button', { name: 'Submit All' }));
    const confirmation = await screen.findByRole('checkbox', {
      name: /I agree to receive my bills and notices electronically/,
    });
    expect(screen.getByRole('tab', { name: 'Paperless Options' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(confirmation).toHaveAccessibleDescription(
      expect.stringContaining('Please select the checkbox to continue.'),
    );
  });

  it('sends the whole member update once, shows the configured success message and returns to Login Info', async () => {
    const updates = watchUpdates();
    const onSaved = vi.fn();
    const { user } = await renderProfile('member.demo', { initialTab: 'paperless', onSaved });
    await user.click(screen.getByRole('checkbox', { name: 'Paperless Bill for account 3000002' }));
    await user.click(
      screen.getByRole('checkbox', {
        name: /I agree to receive my bills and notices electronically/,
      }),
    );
    const submitAll = screen.getByRole('button', { name: 'Submit All' });
    await user.dblClick(submitAll);
    expect(await screen.findByText('Your profile has been updated.')).toBeVisible();
    expect(onSaved).toHaveBeenCalledWith('Your profile has been updated.');
    expect(screen.getByRole('tab', { name: 'Login Info' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const sent = await updates();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      memberNumber: '800001',
      loginId: 'member.demo',
      password: null,
      paperlessAccounts: expect.arrayContaining([
        { accountNumber: '3000002', isEmail: true, isPaperless: true, isPaperlessOther: false },
      ]),
    });
    // Reloaded: the saved choice is what the tab shows now.
    await user.click(screen.getByRole('tab', { name: 'Paperless Options' }));
    expect(
      screen.getByRole('checkbox', { name: 'Paperless Bill for account 3000002' }),
    ).toBeChecked();
  });

  it('a failed save says why and keeps every edit', async () => {
    setDemoOverrides({ failures: { updateMemberDetails: 500 } });
    const { user } = await renderProfile();
    const answer = screen.getByRole('textbox', { name: /^Security Answer/ });
    await user.clear(answer);
    await user.type(answer, 'Bluestem');
    await user.click(screen.getByRole('button', { name: 'Submit All' }));
    expect(await screen.findByText(/Your profile was not saved:/)).toBeVisible();
    expect(answer).toHaveValue('Bluestem');
  });
});

describe('doc 2 §4 Paperless coupling', () => {
  it('ticking Paperless Bill ticks Email and locks it; unticking Paperless Bill frees it', async () => {
    const { user } = await renderProfile('member.demo', { initialTab: 'paperless' });
    const email = screen.getByRole('checkbox', { name: 'Email for account 3000002' });
    const bill = screen.getByRole('checkbox', { name: 'Paperless Bill for account 3000002' });
    expect(email).not.toBeChecked();
    await user.click(bill);
    expect(email).toBeChecked();
    expect(email).toBeDisabled();
    await user.click(bill);
    expect(email).toBeEnabled();
    expect(email).toBeChecked();
  });

  it('select-all per column ticks every account, with the same coupling', async () => {
    const { user } = await renderProfile('member.demo', { initialTab: 'paperless' });
    await user.click(screen.getByRole('checkbox', { name: 'Paperless Bill for all accounts' }));
    for (const account of ['1000001', '3000002', '3000003']) {
      expect(
        screen.getByRole('checkbox', { name: `Paperless Bill for account ${account}` }),
      ).toBeChecked();
      expect(screen.getByRole('checkbox', { name: `Email for account ${account}` })).toBeChecked();
    }
    expect(screen.getByRole('checkbox', { name: 'Email for all accounts' })).toBeChecked();
  });

  it('shows the member-level switches when PAPERLESS_BY_ACCOUNT is N', async () => {
    setDemoOverrides({ config: { PAPERLESS_BY_ACCOUNT: 'N' } });
    await renderProfile('member.demo', { initialTab: 'paperless' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Paperless Bill' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Paperless/Other' })).toBeVisible();
  });

  it('says there is no eligible account when the member has none (member.states)', async () => {
    await renderProfile('member.states', { initialTab: 'paperless' });
    expect(
      screen.getByText('There are no eligible accounts for managing Paperless Options.'),
    ).toBeVisible();
  });
});

describe('doc 2 §4 Stored data removal', () => {
  it('blocks removing stored bank data while an autopay by bank exists (member.demo drafts 3000002)', async () => {
    await renderProfile();
    const group = screen.getByRole('heading', { name: 'Stored Payment Data' }).parentElement!;
    expect(
      within(group).getByRole('checkbox', { name: /stored bank account data/ }),
    ).toBeDisabled();
    expect(
      within(group).getByText('Update not allowed. Active Payment setup exists.'),
    ).toBeVisible();
    expect(within(group).getByRole('checkbox', { name: /stored credit card data/ })).toBeEnabled();
  });
});

describe('doc 2 §2.4 Multi-factor set-up in My Profile', () => {
  it('the MFA tab shows the mode card: Set Up Now for member.demo, Change App and Remove App for member.mfa', async () => {
    const demo = await renderProfile('member.demo', { initialTab: 'mfa' });
    expect(await screen.findByRole('button', { name: 'Set Up Now' })).toBeVisible();
    demo.unmount();
    await renderProfile('member.mfa', { initialTab: 'mfa' });
    expect(await screen.findByRole('button', { name: 'Change App' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove App' })).toBeVisible();
  });
});

describe('doc 2 §2.3 Operation RoundUp tab and doc 2 §5 round-up rules', () => {
  const toggle = (account: string) =>
    screen.getByRole('switch', { name: `RoundUp for account ${account}` });
  const amount = (account: string) =>
    screen.getByRole('textbox', { name: `RoundUp Plus Amount for account ${account}` });
  const expiration = (account: string) =>
    screen.getByRole('group', { name: `Expiration Date for account ${account}` });

  it('lists each account with its round-up; Submit All jumps to the tab and the first invalid field', async () => {
    const updates = watchUpdates();
    const { user } = await renderProfile('member.demo', { initialTab: 'roundUp' });
    expect(toggle('1000001')).toBeChecked();
    expect(toggle('3000002')).not.toBeChecked();
    await user.click(toggle('3000002'));
    await user.click(within(expiration('3000002')).getAllByRole('spinbutton')[0]!);
    await user.keyboard('01012020');
    await user.click(screen.getByRole('tab', { name: 'Login Info' }));
    await user.click(screen.getByRole('button', { name: 'Submit All' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Operation RoundUp' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    expect(expiration('3000002')).toHaveAccessibleDescription(
      /You cannot use an expiration date in the past./,
    );
    await waitFor(() =>
      expect(within(expiration('3000002')).getAllByRole('spinbutton')[0]).toHaveFocus(),
    );
    expect(await updates()).toHaveLength(0);
  });

  it('sends the rows in the member update: amount with $ and commas stripped, expiry as a date', async () => {
    const updates = watchUpdates();
    const { user } = await renderProfile('member.demo', { initialTab: 'roundUp' });
    await user.click(toggle('3000002'));
    await user.clear(amount('3000002'));
    await user.type(amount('3000002'), '1234.5');
    await user.tab();
    expect(amount('3000002')).toHaveValue('1,234.50');
    await user.click(screen.getByRole('button', { name: 'Submit All' }));
    expect(await screen.findByText('Your profile has been updated.')).toBeInTheDocument();
    const [sent] = await updates();
    expect(sent?.['roundupAccounts']).toEqual(
      expect.arrayContaining([
        { accountNumber: '3000002', isRoundup: true, amount: 1234.5, expiration: null },
      ]),
    );
  });

  it('says there is no eligible account when the member has none (member.states)', async () => {
    await renderProfile('member.states', { initialTab: 'roundUp' });
    expect(
      screen.getByText('There are no eligible accounts for managing Operation Roundup.'),
    ).toBeVisible();
  });
});
