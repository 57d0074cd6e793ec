import { searchUnclaimedCapitalCredits, sendCapitalCreditClaim } from '@coop-portal/api-client';
import { anyBase, tooManyRequests } from '@coop-portal/mocks';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { delay, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import { setUpDemoBackend, TEST_API } from '../shared/testing';
import { UnclaimedCapitalCredits } from './UnclaimedCapitalCredits';

const { server, countRequests } = setUpDemoBackend();

function renderWidget(onClaimed = vi.fn()) {
  const user = userEvent.setup({ delay: null });
  render(
    <CoopWidgetProvider apiBaseUrl={TEST_API} applicationId="web">
      <UnclaimedCapitalCredits onClaimed={onClaimed} />
    </CoopWidgetProvider>,
  );
  return { user, onClaimed };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const searchButton = () => screen.getByRole('button', { name: 'Search' });
const results = () => screen.findByRole('grid', { name: 'Unclaimed capital credits found' });

async function searchFor(user: UserEvent, lastName: string) {
  await user.type(field(/^Last Name/), lastName);
  await user.click(searchButton());
}

async function choose(user: UserEvent, label: RegExp, option: string) {
  await user.click(screen.getByRole('button', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function openClaim(user: UserEvent) {
  await searchFor(user, 'jensen');
  await results();
  await user.click(
    screen.getByRole('button', { name: 'Claim the capital credit of Harold Jensen' }),
  );
  return screen.findByRole('heading', { name: 'Claim form' });
}

async function fillClaim(user: UserEvent) {
  await user.type(field(/^Name/), 'Harold Jensen Jr');
  await user.type(screen.getByLabelText(/^Last 4 Digits of SSN/), '4321');
  await user.type(field(/^Phone/), '9874561230');
  await choose(user, /Contact Preference$/, 'Phone');
  await user.type(field(/^Address 1/), '12 Old Mill Rd');
  await user.type(field(/^City/), 'Riverbend');
  await choose(user, /State$/, 'Kansas');
  await user.type(field(/^Zip/), '66000-1234');
}

describe('doc 3 §2.10 Unclaimed Capital Credits, step 1', () => {
  it('§5 Unclaimed search: Search is unavailable until a name holds more than spaces; the terms go trimmed', async () => {
    const sent = countRequests(/\/unclaimed\/search$/);
    const { user } = renderWidget();
    expect(
      await screen.findByText(/^Former members with unclaimed capital credits can search/),
    ).toBeVisible();
    expect(searchButton()).toBeDisabled();
    await user.type(field(/^First Name/), '   ');
    expect(searchButton()).toBeDisabled();
    await user.type(field(/^Company Name/), ' Prairie Feed ');
    expect(searchButton()).toBeEnabled();
    await user.click(searchButton());
    const grid = await results();
    expect(within(grid).getAllByRole('rowheader')).toHaveLength(1);
    expect(within(grid).getByRole('rowheader', { name: 'Prairie Feed & Grain Co' })).toBeVisible();
    expect(await sent[0]?.json()).toEqual({
      firstName: '',
      lastName: '',
      companyName: 'Prairie Feed',
    });
  });

  it('§2.10, §9 jensen: Name, Address, City/State, Zip and Claim, paged by 10 (10, 25, 50, 100)', async () => {
    const { user } = renderWidget();
    await searchFor(user, 'jensen');
    const grid = await results();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Address', 'City/State', 'Zip', 'Claim']);
    expect(within(grid).getAllByRole('rowheader')).toHaveLength(3);
    expect(within(grid).getAllByText('Riverbend, KS')).toHaveLength(2);
    expect(screen.getByRole('button', { name: /Rows per page$/ })).toHaveTextContent('10');
    await user.click(screen.getByRole('button', { name: /Rows per page$/ }));
    expect(
      (await screen.findAllByRole('option')).map((option) => option.textContent?.trim()),
    ).toEqual(['10', '25', '50', '100']);
  });

  it('§8 no result: the spec’s sentence followed by the terms used', async () => {
    const { user } = renderWidget();
    await user.type(field(/^First Name/), 'Ann ');
    await searchFor(user, 'Nobody');
    expect(
      await screen.findByText('There were no unclaimed capital credits found matching Ann Nobody'),
    ).toBeInTheDocument();
  });

  it('abuse protection: a refused search (429) says how long to wait and keeps the terms', async () => {
    server.use(http.post(anyBase(searchUnclaimedCapitalCredits.path), () => tooManyRequests(60)));
    const { user } = renderWidget();
    await searchFor(user, 'jensen');
    expect(
      await screen.findByText('Too many attempts. Please try again in 1 minute.'),
    ).toBeInTheDocument();
    expect(field(/^Last Name/)).toHaveValue('jensen');
  });
});

describe('doc 3 §2.10 step 2, §4 Unclaimed credits: the claim', () => {
  it('§4 Claim opens the contact form; Cancel returns to the results, terms and page kept', async () => {
    const { user } = renderWidget();
    const heading = await openClaim(user);
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      screen.getByText(
        /^You are claiming the unclaimed capital credit of Harold Jensen, 12 Old Mill Rd Riverbend, KS 66000\./,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(await results()).getAllByRole('rowheader')).toHaveLength(3);
    expect(field(/^Last Name/)).toHaveValue('jensen');
  });

  it('§5 Claim form: the spec’s messages; Email makes the e-mail required; nothing is sent', async () => {
    const sent = countRequests(/\/unclaimed\/claim$/);
    const { user } = renderWidget();
    await openClaim(user);
    await user.click(screen.getByRole('button', { name: 'Submit Claim' }));
    for (const message of [
      'Phone number is required.',
      'Contact preference is required.',
      'Address 1 is required.',
      'City is required.',
      'State is required.',
    ]) {
      expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    }
    await user.type(screen.getByLabelText(/^Last 4 Digits of SSN/), '12');
    await user.type(field(/^Phone/), '98745');
    await user.type(field(/^Zip/), '00000');
    await choose(user, /Contact Preference$/, 'Email');
    await user.click(screen.getByRole('button', { name: 'Submit Claim' }));
    for (const message of [
      'SSN must be 4 numeric digits',
      'Invalid phone format. (Ex: (987) 456-1230)',
      'Zip code must be a 5 or 9 digit number. (Ex: *****-4321)',
      'Email address is required.',
    ]) {
      expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    }
    await user.type(field(/^Email/), 'harold@');
    await user.click(screen.getByRole('button', { name: 'Submit Claim' }));
    expect((await screen.findAllByText('Invalid e-mail address.')).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/^Comments/)).toHaveAttribute('maxlength', '1000');
    expect(sent).toHaveLength(0);
  });

  it('§4 a claim is sent once; success hides the form and shows the server’s message; the SSN is typed hidden', async () => {
    const sent = countRequests(/\/unclaimed\/claim$/);
    server.use(
      http.post(anyBase(sendCapitalCreditClaim.path), async () => {
        await delay(150);
        return undefined;
      }),
    );
    const { user, onClaimed } = renderWidget();
    await openClaim(user);
    expect(screen.getByLabelText(/^Last 4 Digits of SSN/)).toHaveAttribute('type', 'password');
    await fillClaim(user);
    await user.click(screen.getByRole('button', { name: 'Submit Claim' }));
    await user.click(screen.getByRole('button', { name: 'Submit Claim' }));
    const message =
      'Thank you, Harold Jensen Jr. Your claim has been sent; member services will contact you.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(await sent[0]?.json()).toMatchObject({
      memberNumber: '710221',
      ssn: '4321',
      phone: '(987) 456-1230',
      contactPref: 'Phone',
      state: 'KS',
      zip: '660001234',
      email: null,
    });
    expect(onClaimed).toHaveBeenCalledWith(
      message,
      expect.objectContaining({ memberNumber: '710221' }),
    );
    expect(screen.queryByRole('button', { name: 'Submit Claim' })).not.toBeInTheDocument();
    expect(screen.queryByText('4321')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the search' }));
    expect(within(await results()).getAllByRole('rowheader')).toHaveLength(3);
  });

  it('a refused claim (429, or the server’s message) keeps the form as filled', async () => {
    server.use(http.post(anyBase(sendCapitalCreditClaim.path), () => tooManyRequests(900)));
    const { user } = renderWidget();
    await openClaim(user);
    await fillClaim(user);
    await user.click(screen.getByRole('button', { name: 'Submit Claim' }));
    expect(
      await screen.findByText('Too many attempts. Please try again in 15 minutes.'),
    ).toBeInTheDocument();
    expect(field(/^Address 1/)).toHaveValue('12 Old Mill Rd');
    expect(screen.getByRole('button', { name: 'Submit Claim' })).toBeEnabled();
  });
});
