import { createDemoServer } from '@coop-portal/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderScreens } from '../testing';
import { screens } from './screens';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

const where = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('doc 1 §2.3 New Service (/service-type/select-service-type)', () => {
  it('a guest chooses an account type and goes on to its application', async () => {
    const user = userEvent.setup();
    const { router } = await renderScreens(screens, '/service-type/select-service-type');
    expect(await screen.findByRole('heading', { level: 1, name: 'New Service' })).toBeVisible();
    const group = await screen.findByRole(
      'radiogroup',
      { name: 'Account type' },
      { timeout: 5_000 },
    );
    await user.click(within(group).getByRole('radio', { name: 'Farm' }));
    await user.click(screen.getByRole('button', { name: 'Continue to the application' }));
    await waitFor(() =>
      expect(where(router)).toBe('/service-type/application-for-service?accountType=FARM'),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application For Service' }),
    ).toBeVisible();
    expect(await screen.findByText('Applying for: Farm service')).toBeVisible();
  });
});

describe('Application for Service (/service-type/application-for-service)', () => {
  it('keeps the account type of the address, under one title', async () => {
    await renderScreens(screens, '/service-type/application-for-service?accountType=COM');
    expect(
      await screen.findByRole('textbox', { name: 'Business name' }, { timeout: 5_000 }),
    ).toBeVisible();
    expect(screen.getAllByRole('heading', { name: 'Application For Service' })).toHaveLength(1);
  });

  it('without a valid account type sends the applicant back to the choice', async () => {
    const { router } = await renderScreens(
      screens,
      '/service-type/application-for-service?accountType=XYZ',
    );
    await waitFor(() => expect(where(router)).toBe('/service-type/select-service-type'), {
      timeout: 5_000,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'New Service' })).toBeVisible();
  });

  it('Change account type returns to the choice with the type selected', async () => {
    const user = userEvent.setup();
    const { router } = await renderScreens(
      screens,
      '/service-type/application-for-service?accountType=WATER',
    );
    await user.click(
      await screen.findByRole('button', { name: 'Change account type' }, { timeout: 5_000 }),
    );
    await waitFor(() =>
      expect(where(router)).toBe('/service-type/select-service-type?accountType=WATER'),
    );
    const group = await screen.findByRole('radiogroup', { name: 'Account type' });
    expect(within(group).getByRole('radio', { name: 'Water' })).toBeChecked();
  });
});
