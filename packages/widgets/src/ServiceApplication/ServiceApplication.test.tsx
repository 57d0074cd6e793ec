import { createSession } from '@coop-portal/api-client';
import { anyBase, setDemoOverrides } from '@coop-portal/mocks';
import { formatUsDate } from '@coop-portal/validation';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import { memoryStorage, setUpDemoBackend, TEST_API } from '../shared/testing';
import { ServiceApplication } from './ServiceApplication';
import { ServiceApplicationForm } from './ServiceApplicationForm';
import { ServiceTypeChoice } from './ServiceTypeChoice';

const { server, countRequests } = setUpDemoBackend();
afterEach(() => setDemoOverrides());

type User = ReturnType<typeof userEvent.setup>;

/** A widget for a guest: no one signed in. */
function renderGuest(widget: ReactNode) {
  const user = userEvent.setup({ delay: null });
  const view = render(
    <CoopWidgetProvider
      apiBaseUrl={TEST_API}
      applicationId="web"
      session={createSession({ storage: memoryStorage() })}
    >
      {widget}
    </CoopWidgetProvider>,
  );
  return { user, ...view };
}

const onlyTypes = (types: { accountType: string; description: string }[]) =>
  server.use(
    http.get(anyBase('/v2/applicationforservice/accounttypes'), () => HttpResponse.json(types)),
  );

const inAWeek = formatUsDate(new Date(Date.now() + 7 * 86_400_000))!;

/** Types into a field at once (as a paste): the form's checks, not the typing, are tested. */
async function put(user: User, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

async function fill(user: User, { zip = '66603' }: { zip?: string } = {}) {
  await put(user, await screen.findByRole('textbox', { name: 'First name' }), 'Ada');
  await put(user, screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
  await put(user, screen.getByRole('textbox', { name: /^Phone number/ }), '7855550142');
  await put(user, screen.getByRole('textbox', { name: 'Email address' }), 'ada@example.com');
  await put(user, screen.getByRole('textbox', { name: 'Address 1' }), '905 Lake St');
  await put(user, screen.getByRole('textbox', { name: 'City' }), 'Topeka');
  await user.click(screen.getByRole('button', { name: /State$/ }));
  await user.click(await screen.findByRole('option', { name: 'Kansas' }));
  await put(user, screen.getByRole('textbox', { name: 'Zip code' }), zip);
  const date = screen.getByRole('group', { name: 'Requested start date' });
  await user.click(within(date).getAllByRole('spinbutton')[0]!);
  await user.keyboard(inAWeek.replaceAll('/', ''));
  await user.click(screen.getByRole('checkbox', { name: /^I confirm that the information/ }));
}

describe('doc 1 §2.3 Application for service account types', () => {
  it('offers the co-op’s account types and continues with the one chosen', async () => {
    const onContinue = vi.fn();
    const { user } = renderGuest(<ServiceTypeChoice onContinue={onContinue} />);
    const group = await screen.findByRole('radiogroup', { name: 'Account type' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Residential', 'Farm', 'Commercial', 'Water']);
    await user.click(screen.getByRole('button', { name: 'Continue to the application' }));
    expect(await screen.findAllByText('Please choose an account type.')).not.toHaveLength(0);
    expect(onContinue).not.toHaveBeenCalled();
    await user.click(within(group).getByRole('radio', { name: 'Farm' }));
    await user.click(screen.getByRole('button', { name: 'Continue to the application' }));
    expect(onContinue).toHaveBeenCalledWith(
      { accountType: 'FARM', description: 'Farm' },
      { automatic: false },
    );
  });

  it('goes straight on with the only type, or without one when there is none', async () => {
    onlyTypes([{ accountType: 'RES', description: 'Residential' }]);
    const onContinue = vi.fn();
    const first = renderGuest(<ServiceTypeChoice onContinue={onContinue} />);
    await waitFor(() =>
      expect(onContinue).toHaveBeenCalledWith(
        { accountType: 'RES', description: 'Residential' },
        { automatic: true },
      ),
    );
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    first.unmount();
    onlyTypes([]);
    renderGuest(<ServiceTypeChoice onContinue={onContinue} />);
    await waitFor(() => expect(onContinue).toHaveBeenLastCalledWith(null, { automatic: true }));
    expect(onContinue).toHaveBeenCalledTimes(2);
  });

  it('a failed read says so with a way to try again', async () => {
    setDemoOverrides({ failures: { getServiceAccountTypes: 500 } });
    renderGuest(<ServiceTypeChoice onContinue={vi.fn()} />);
    expect(
      await screen.findByText(
        'We are unable to process your request at this time. Please try again later.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

describe('Application for Service form', () => {
  it('sends the applicant back to the choice without a valid account type', async () => {
    const onChoose = vi.fn();
    renderGuest(<ServiceApplicationForm accountType="NOPE" onChooseAccountType={onChoose} />);
    await waitFor(() => expect(onChoose).toHaveBeenCalledWith({ automatic: true }));
    expect(screen.queryByRole('textbox', { name: 'First name' })).not.toBeInTheDocument();
  });

  it('says what is missing and moves focus to the first invalid field', async () => {
    const { user } = renderGuest(
      <ServiceApplicationForm accountType="RES" onChooseAccountType={vi.fn()} />,
    );
    expect(await screen.findByText('Applying for: Residential service')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    const first = screen.getByRole('textbox', { name: 'First name' });
    await waitFor(() => expect(first).toHaveFocus());
    expect(first).toHaveAccessibleDescription(expect.stringContaining('Please enter first name.'));
    expect(screen.getByRole('textbox', { name: 'Zip code' })).toHaveAccessibleDescription(
      expect.stringContaining('Zip code is required.'),
    );
    for (const message of [
      'Phone number is required.',
      'Email address is required.',
      'Address 1 is required.',
      'City is required.',
      'State is required.',
      'Please choose a start date.',
      'Please select the checkbox to continue.',
    ]) {
      expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    }
  });

  it('asks a business for its name, and for a mailing address when it differs', async () => {
    const { user } = renderGuest(
      <ServiceApplicationForm accountType="COM" onChooseAccountType={vi.fn()} />,
    );
    expect(await screen.findByRole('textbox', { name: 'Business name' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Contact person' })).toBeVisible();
    expect(screen.getAllByRole('textbox', { name: 'Address 1' })).toHaveLength(1);
    await user.click(
      screen.getByRole('checkbox', {
        name: 'My mailing address is the same as the service address',
      }),
    );
    expect(screen.getAllByRole('textbox', { name: 'Address 1' })).toHaveLength(2);
  });

  it('files one application however often Submit is pressed, then shows its confirmation number', async () => {
    const posts = countRequests(/\/v2\/applicationforservice\/application$/);
    const onSubmitted = vi.fn();
    const { user } = renderGuest(
      <ServiceApplicationForm
        accountType="FARM"
        onChooseAccountType={vi.fn()}
        onSubmitted={onSubmitted}
      />,
    );
    await fill(user);
    const submit = screen.getByRole('button', { name: 'Submit application' });
    await user.click(submit);
    await user.click(submit);
    const number = await screen.findByText(/^Your confirmation number is AFS-\d+\.$/);
    expect(number.closest('[tabindex="-1"]')).toHaveFocus();
    expect(screen.getByText(/^What happens next:/)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'First name' })).not.toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(onSubmitted).toHaveBeenCalledWith({
      confirmationNumber: expect.stringMatching(/^AFS-/),
      accountType: 'FARM',
    });
    expect(await posts[0]!.json()).toMatchObject({
      accountType: 'FARM',
      phone: '7855550142',
      serviceAddress: { zip: '66603', state: 'KS' },
      mailingAddress: null,
      agreedToTerms: true,
    });
    expect(posts[0]!.headers.get('Idempotency-Key')).toMatch(/^[\da-f-]{36}$/);
  });

  it('a zip outside the territory shows the server’s message and keeps what was typed', async () => {
    const { user } = renderGuest(
      <ServiceApplicationForm accountType="RES" onChooseAccountType={vi.fn()} />,
    );
    await fill(user, { zip: '90210' });
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(
      await screen.findByText(/^Zip code 90210 is outside our service territory\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    expect(screen.getByRole('textbox', { name: 'Zip code' })).toHaveValue('90210');
  });

  it('too many attempts says how long to wait', async () => {
    setDemoOverrides({ failures: { submitServiceApplication: 429 } });
    const { user } = renderGuest(
      <ServiceApplicationForm accountType="RES" onChooseAccountType={vi.fn()} />,
    );
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(
      await screen.findByText('Too many attempts. Please try again in 10 minutes.'),
    ).toBeInTheDocument();
  });
});

describe('Application for Service in one widget', () => {
  it('chooses the type, then applies, and can change the type', async () => {
    const { user } = renderGuest(<ServiceApplication />);
    const group = await screen.findByRole('radiogroup', { name: 'Account type' });
    await user.click(within(group).getByRole('radio', { name: 'Water' }));
    await user.click(screen.getByRole('button', { name: 'Continue to the application' }));
    expect(await screen.findByText('Applying for: Water service')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Change account type' }));
    expect(
      within(await screen.findByRole('radiogroup', { name: 'Account type' })).getByRole('radio', {
        name: 'Water',
      }),
    ).toBeChecked();
  });
});
