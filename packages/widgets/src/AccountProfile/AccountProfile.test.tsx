import { setDemoOverrides } from '@coop-portal/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn, setUpDemoBackend } from '../shared/testing';
import { AccountProfile, type AccountProfileProps } from './AccountProfile';

const { countRequests } = setUpDemoBackend();
afterEach(() => setDemoOverrides());

async function renderProfile(props: Partial<AccountProfileProps> = {}) {
  const view = await renderSignedIn(
    'member.demo',
    <AccountProfile accountNumber="1000001" memberNumber="800001" {...props} />,
  );
  await screen.findByRole('heading', { name: 'Name' }, { timeout: 5000 });
  return view;
}

const section = (name: string) => screen.getByRole('region', { name });
/** The profile saves sent from now on (read the list after the actions). */
const watchProfileWrites = () => {
  const requests = countRequests(/\/profile$/);
  return () => requests.filter((request) => request.method === 'PUT');
};

describe('doc 2 §2.2 Account profile sections', () => {
  it('shows each section read-only with an Edit button; one section is edited at a time and Cancel restores the loaded values', async () => {
    const { user } = await renderProfile();
    expect(within(section('Name')).getByText('Dana Rivers')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Edit Name' }));
    const first = screen.getByRole('textbox', { name: /First Name/ });
    expect(screen.getByRole('button', { name: 'Edit Address' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit Phones' })).toBeDisabled();

    await user.clear(first);
    await user.type(first, 'Changed');
    await user.click(within(section('Name')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: /First Name/ })).not.toBeInTheDocument();
    expect(within(section('Name')).queryByText('Changed')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Name' }));
    expect(screen.getByRole('textbox', { name: /First Name/ })).not.toHaveValue('Changed');
  });

  it('has no Edit button in a section whose ALLOW_NAME_UPDATE setting is off', async () => {
    setDemoOverrides({ config: { ALLOW_NAME_UPDATE: 'N' } });
    await renderProfile();
    expect(screen.queryByRole('button', { name: 'Edit Name' })).not.toBeInTheDocument();
    expect(
      within(section('Name')).getByText('This section cannot be changed online.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edit Address' })).toBeEnabled();
  });
});

describe('doc 2 §5 Account profile validation', () => {
  it('refuses an empty first name and a bad zip, focusing the first invalid field', async () => {
    const profileWrites = watchProfileWrites();
    const { user } = await renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Name' }));
    const first = screen.getByRole('textbox', { name: /First Name/ });
    await user.clear(first);
    await user.click(within(section('Name')).getByRole('button', { name: 'Save' }));
    expect(first).toHaveFocus();
    expect(first).toHaveAccessibleDescription('Please enter first name.');

    await user.click(within(section('Name')).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Edit Address' }));
    const zip = screen.getByRole('textbox', { name: /Zip Code/ });
    await user.clear(zip);
    await user.type(zip, '00000');
    await user.click(within(section('Address')).getByRole('button', { name: 'Save' }));
    expect(zip).toHaveFocus();
    expect(zip).toHaveAccessibleDescription(
      'Zip code must be a 5 or 9 digit number(Ex: 98745-4321).',
    );
    expect(profileWrites()).toHaveLength(0);
  });
});

describe('doc 2 §5 Account profile phones', () => {
  it('asks a new phone for its type and a number in the (987) 456-1230 form', async () => {
    const profileWrites = watchProfileWrites();
    const { user } = await renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Phones' }));
    await user.click(screen.getByRole('button', { name: 'Add Phone' }));
    expect(screen.queryByRole('button', { name: 'Add Phone' })).not.toBeInTheDocument();
    const number = screen.getByRole('textbox', { name: /Phone 3 Number/ });
    await user.type(number, '98745');
    await user.click(within(section('Phones')).getByRole('button', { name: 'Save' }));

    const type = screen.getByRole('button', { name: /Phone 3 Type/ });
    expect(type).toHaveFocus();
    expect(type).toHaveAccessibleDescription('Phone type is required.');
    expect(number).toHaveAccessibleDescription('Invalid phone format.(Ex: (987) 456-1230)');
    expect(profileWrites()).toHaveLength(0);
  });

  it('keeps at least one phone: the last one shown has no Delete', async () => {
    const { user } = await renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Phones' }));
    await user.click(screen.getByRole('button', { name: 'Delete Phone 2' }));
    expect(screen.queryByRole('button', { name: /Delete Phone/ })).not.toBeInTheDocument();
  });
});

describe('doc 2 §4 Account profile save', () => {
  it('asks Update All or Update This Account for a shared address, then sends that choice once and shows the success message', async () => {
    const writes = countRequests(/\/profile$/);
    const { user } = await renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Address' }));
    const street = screen.getByRole('textbox', { name: /Street Name/ });
    await user.clear(street);
    await user.type(street, 'Harvest');
    await user.click(within(section('Address')).getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Update Address' });
    await user.click(within(dialog).getByRole('button', { name: 'Update This Account' }));

    expect(await screen.findByText('Your account information has been updated.')).toBeVisible();
    const puts = writes.filter((request) => request.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(await puts[0]!.json()).toMatchObject({ streetName: 'Harvest', updateIndicator: 'ONE' });
    expect(within(section('Address')).getByText('Harvest')).toBeVisible();
  });

  it('after a phone save offers Continue to the notification settings', async () => {
    const onNavigate = vi.fn();
    const { user } = await renderProfile({ onNavigate });
    expect(within(section('Phones')).getByText(/^\(555\) 214-/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Edit Phones' }));
    await user.click(screen.getByRole('button', { name: 'Delete Phone 2' }));
    await user.click(within(section('Phones')).getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Notifications' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(onNavigate).toHaveBeenCalledWith('/manage-notifications');
    await waitFor(() =>
      expect(within(section('Phones')).queryByText(/^\(555\) 214-/)).not.toBeInTheDocument(),
    );
    expect(within(section('Phones')).getByText(/^\(555\) 210-/)).toBeVisible();
  });

  it('keeps the edits and says why when the save fails', async () => {
    setDemoOverrides({ failures: { updateAccountProfile: 500 } });
    const writes = countRequests(/\/profile$/);
    const { user } = await renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Name' }));
    const first = screen.getByRole('textbox', { name: /First Name/ });
    await user.clear(first);
    await user.type(first, 'Morgan');
    await user.click(within(section('Name')).getByRole('button', { name: 'Save' }));

    expect(await within(section('Name')).findByRole('alert')).toHaveTextContent(
      'Your changes were not saved:',
    );
    expect(screen.getByRole('textbox', { name: /First Name/ })).toHaveValue('Morgan');
    expect(writes.filter((request) => request.method === 'PUT')).toHaveLength(1);
  });

  it('shows the review-pending message when changes wait for review', async () => {
    setDemoOverrides({ config: { ALLOW_PROFILE_DB_UPDATE: 'N' } });
    const { user } = await renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Name' }));
    await user.click(within(section('Name')).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('status')
          .map((status) => status.textContent)
          .join(' '),
      ).toMatch(/review/i),
    );
  });
});
