import { demoSiteSettings, demoSiteUrl, resolveDemoLinks } from '@coop-portal/mocks';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import { setUpDemoBackend } from '../shared/testing';
import { ContactDetails } from './ContactDetails';

const API = 'https://api.prairierivers.example';
/** The demo co-op's settings as the API answers them (its links on its stand-in website). */
const settings = resolveDemoLinks(demoSiteSettings, demoSiteUrl(API));

setUpDemoBackend();

describe('doc 1 §2.1 footer contact details in Spanish (US): the provider’s locale="es-US"', () => {
  it('names each detail in Spanish; what the co-op wrote is shown as given', async () => {
    render(
      <CoopWidgetProvider apiBaseUrl={API} applicationId="web" locale="es-US">
        <ContactDetails />
      </CoopWidgetProvider>,
    );
    const region = await screen.findByRole('region', { name: 'Contáctenos' });
    await within(region).findByRole('link', { name: '(555) 010-2000' });
    const inRegion = within(region);
    expect(
      inRegion
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    ).toEqual([
      ['Dirección', '1200 Cooperative Way, Riverbend, KS 66000'],
      ['Teléfono', '(555) 010-2000'],
      ['Horario de atención', 'Monday to Friday, 7:30 a.m. to 4:30 p.m.'],
      ['Correo electrónico', 'memberservices@prairierivers.coop.example'],
      ['Número de emergencia para cortes del servicio', '1-800-555-0199'],
    ]);
    expect(inRegion.getByRole('link', { name: 'Conéctese con nosotros' })).toHaveAttribute(
      'href',
      settings.coopContactUsLink,
    );
    expect(
      inRegion.getByRole('link', {
        name: 'Visitar el sitio web de Prairie Rivers Electric & Water Cooperative',
      }),
    ).toHaveAttribute('href', settings.coopWebsiteUrl);
  });
});
