import { createDemoServer } from '@coop-portal/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomePage, HomeTiles } from './HomePage';
import { DEMO_OVERRIDES_KEY, renderPage } from './testing';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

const overrides = (value: object) =>
  localStorage.setItem(DEMO_OVERRIDES_KEY, JSON.stringify(value));

const tileList = () => screen.findByRole('list', { name: 'What you can do here' });
const tileTitles = async () =>
  within(await tileList())
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('doc 1 §2.3 home', () => {
  it('shows the banner with the co-op name as the h1 and a decorative image', async () => {
    await renderPage(<HomePage />);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Prairie Rivers Electric & Water Cooperative',
      }),
    ).toBeVisible();
    expect(document.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('shows every tile of the demo co-op to a guest, Quick Pay opening the Quick Pay dialog', async () => {
    await renderPage(<HomePage />);
    await screen.findByRole('heading', { level: 2, name: 'New Service' });
    expect(await tileTitles()).toEqual([
      'Quick Pay',
      'Payment Options',
      'Online Payments',
      'Services and Products',
      'Account Profile',
      'Pay multiple accounts',
      'Draft Payments',
      'New Service',
      'My Meter',
    ]);
    const quickPay = screen.getByRole('button', { name: 'Pay Now' });
    expect(quickPay.closest('li')).toHaveAttribute('data-opens-dialog', 'quickPay');
    expect(
      screen.getByText(/is a simple, fast and secure way to make payments online/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open My Meter' })).toHaveAttribute(
      'href',
      '/accountoverview?link=mymeter',
    );
    expect(screen.getByRole('list', { name: 'What you can do here' })).not.toHaveAttribute(
      'data-wide',
    );
  });

  it('the Quick Pay tile of a guest opens the Quick Pay dialog, loaded on demand', async () => {
    await renderPage(<HomePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quick Pay' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay Now' })).toHaveFocus());
  });

  it('the Quick Pay tile of a member opens the payment confirmation', async () => {
    await renderPage(<HomePage />, { signedInAs: 'member.demo' });
    const quickPay = await screen.findByRole('button', { name: 'Pay Now' });
    expect(quickPay.closest('li')).toHaveAttribute('data-opens-dialog', 'paymentConfirmation');
    await userEvent.click(quickPay);
    const dialog = await screen.findByRole('dialog', { name: 'Payment Confirmation' });
    expect(await within(dialog).findByRole('textbox', { name: 'Payment Amount' })).toHaveValue(
      '142.37',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('hands the Quick Pay tile to a dialog opener when one is given', async () => {
    const onOpenDialog = vi.fn();
    await renderPage(<HomeTiles onOpenDialog={onOpenDialog} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay Now' }));
    expect(onOpenDialog).toHaveBeenCalledWith('quickPay');
  });

  it('the service-application tile takes the account types to the service type selection', async () => {
    const { router } = await renderPage(<HomePage />);
    const tile = (await screen.findByRole('heading', { level: 2, name: 'New Service' })).closest(
      'li',
    )!;
    expect(within(tile).getByText('Start, stop or move service')).toBeVisible();
    await userEvent.click(within(tile).getByRole('link', { name: 'Open New Service' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/service-type/select-service-type'),
    );
    expect(router.state.location.state).toEqual({
      accountTypes: ['RES', 'FARM', 'COM', 'WATER'],
    });
  });

  it('with no account types the tile is Application For Service, to the application', async () => {
    server.use(http.get('*/v2/applicationforservice/accounttypes', () => HttpResponse.json([])));
    const { router } = await renderPage(<HomePage />);
    await userEvent.click(
      await screen.findByRole('link', { name: 'Open Application For Service' }),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/service-type/application-for-service'),
    );
    expect(router.state.location.state).toBeNull();
  });

  it('when the account types cannot be loaded the tile still shows, as Application For Service', async () => {
    server.use(
      http.get('*/v2/applicationforservice/accounttypes', () =>
        HttpResponse.json(['Account types are not available.'], { status: 400 }),
      ),
    );
    await renderPage(<HomePage />);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Application For Service' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open Application For Service' })).toHaveAttribute(
      'href',
      '/service-type/application-for-service',
    );
  });

  it('without the ApplicationForService feature the tiles are wider and no account types are asked for', async () => {
    const asked = vi.fn();
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('accounttypes')) asked();
    });
    overrides({ features: { ApplicationForService: false } });
    await renderPage(<HomePage />);
    const list = await tileList();
    await waitFor(() => expect(list).toHaveAttribute('data-wide', 'true'));
    expect(
      within(list).queryByRole('heading', { name: /New Service|Application For Service/ }),
    ).toBeNull();
    expect(asked).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });
});
