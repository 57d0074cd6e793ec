import { getSiteSettings } from '@coop-portal/api-client';
import { anyBase, demoSiteSettings, demoSiteUrl, resolveDemoLinks } from '@coop-portal/mocks';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import { ContactDetails } from './ContactDetails';
import { setUpDemoBackend } from '../shared/testing';

const API = 'https://api.prairierivers.example';
/** The demo co-op's settings as the API answers them (its links on its stand-in website). */
const settings = resolveDemoLinks(demoSiteSettings, demoSiteUrl(API));

const { server } = setUpDemoBackend();

function renderWidget() {
  return render(
    <CoopWidgetProvider apiBaseUrl={API} applicationId="web">
      <ContactDetails />
    </CoopWidgetProvider>,
  );
}

describe('doc 1 §2.1 footer contact details', () => {
  it('shows the demo co-op’s address, phone, hours, email, emergency number and links', async () => {
    renderWidget();
    const region = await screen.findByRole('region', { name: 'Contact Us' });
    const address = await within(region).findByText('1200 Cooperative Way, Riverbend, KS 66000');
    expect(address).toBeVisible();
    expect(within(region).getByRole('link', { name: '(555) 010-2000' })).toHaveAttribute(
      'href',
      'tel:5550102000',
    );
    expect(within(region).getByText('Monday to Friday, 7:30 a.m. to 4:30 p.m.')).toBeVisible();
    expect(
      within(region).getByRole('link', { name: 'memberservices@prairierivers.coop.example' }),
    ).toHaveAttribute('href', 'mailto:memberservices@prairierivers.coop.example');
    expect(within(region).getByText('Emergency outage number')).toBeVisible();
    expect(within(region).getByRole('link', { name: '1-800-555-0199' })).toHaveAttribute(
      'href',
      'tel:18005550199',
    );
    expect(within(region).getByRole('link', { name: 'Connect with Us' })).toHaveAttribute(
      'href',
      settings.coopContactUsLink,
    );
    expect(
      within(region).getByRole('link', {
        name: 'Visit the Prairie Rivers Electric & Water Cooperative website',
      }),
    ).toHaveAttribute('href', settings.coopWebsiteUrl);
  });

  it('leaves out what the co-op has not set', async () => {
    server.use(
      http.get(anyBase(getSiteSettings.path), () =>
        HttpResponse.json({ coopName: 'Tiny Co-op', phoneNumber: '555-0100' }),
      ),
    );
    renderWidget();
    expect(await screen.findByRole('link', { name: '555-0100' })).toBeVisible();
    expect(screen.queryByText('Address')).not.toBeInTheDocument();
    expect(screen.queryByText('Emergency outage number')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Connect with Us' })).not.toBeInTheDocument();
  });

  it('says it is loading while the settings load', () => {
    renderWidget();
    expect(screen.getByRole('progressbar', { name: 'Loading contact details' })).toBeVisible();
  });

  it('doc 1 §8: a failed call shows the catalogue message and can be tried again', async () => {
    let calls = 0;
    server.use(
      http.get(anyBase(getSiteSettings.path), () => {
        calls += 1;
        return calls <= 3
          ? HttpResponse.json({ message: 'boom' }, { status: 500 })
          : HttpResponse.json(settings);
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderWidget();
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent(
      'We are unable to process your request at this time. Please try again later.',
    );
    expect(calls).toBe(3);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: '(555) 010-2000' })).toBeVisible();
  });
});
