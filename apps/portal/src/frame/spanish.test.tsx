import { createDemoServer } from '@coop-portal/mocks/node';
import { LocaleProvider } from '@coop-portal/ui';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPortalDeps } from '../app/deps';
import { screens as notificationScreens } from '../pages/notifications/screens';
import { renderScreens, testConfig } from '../pages/testing';
import { PortalApp } from '../PortalApp';
import { createRoutes } from '../routes';
import { createPortalMemoryRouter } from '../routing/router';
import { sessionMessages, sessionTranslations } from '../session/messages';
import OfflineBanner from './OfflineBanner';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = 'en';
});

const COOP = 'Prairie Rivers Electric & Water Cooperative';

function renderInSpanish(path: string) {
  const deps = createPortalDeps(testConfig);
  const router = createPortalMemoryRouter(createRoutes(deps), { initialEntries: [path] });
  render(<PortalApp deps={deps} router={router} initialLocale="es-US" />);
  return { router, deps };
}

describe('doc 1 §2.1 page frame and §2.3 home in Spanish (US)', () => {
  it('the frame, the home page and the document title read in Spanish; English shows English again', async () => {
    const user = userEvent.setup();
    renderInSpanish('/home');
    const footer = await screen.findByRole('contentinfo', {}, { timeout: 5_000 });
    expect(document.documentElement.lang).toBe('es-US');

    // The frame: skip link, header (sign-in link, main menu, language switch) and footer.
    expect(screen.getByRole('link', { name: 'Ir al contenido principal' })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
    const menu = within(header).getByRole('navigation', { name: 'Menú principal' });
    expect(within(menu).getByRole('link', { name: 'Inicio' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Menú' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Términos de uso' })).toHaveAttribute(
      'href',
      '/legal-terms',
    );
    expect(within(footer).getByText('Versión 0.0.0-demo')).toBeVisible();
    // What the co-op gives stays as given.
    expect(within(footer).getByText(`© 2026 ${COOP}. All rights reserved.`)).toBeVisible();

    // The home page: the co-op's name as given, the portal's wording and the tiles in Spanish.
    expect(await screen.findByRole('heading', { level: 1, name: COOP })).toBeVisible();
    expect(
      screen.getByText(
        'Pague su factura, consulte su consumo y administre sus cuentas, todo en un solo lugar.',
      ),
    ).toBeVisible();
    const tiles = await screen.findByRole('list', { name: 'Lo que puede hacer aquí' });
    expect(within(tiles).getByRole('heading', { level: 2, name: 'Pago rápido' })).toBeVisible();
    expect(within(tiles).getByRole('button', { name: 'Pagar ahora' })).toBeVisible();
    expect(within(tiles).getByRole('link', { name: 'Abrir Mi medidor' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`Inicio | ${COOP}`));

    // Back to English with the header's switch: the frame, the page and the title follow.
    await user.click(within(header).getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(within(header).getByRole('button', { name: 'Español' })).toBeVisible();
    expect(screen.getByRole('list', { name: 'What you can do here' })).toBeVisible();
    expect(within(footer).getByRole('link', { name: 'Terms Of Use' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`Home | ${COOP}`));
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('doc 1 §2.7 the sign-in page reads in Spanish: its title, its form', async () => {
    renderInSpanish('/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' }, { timeout: 5_000 }),
    ).toBeVisible();
    expect(await screen.findByRole('textbox', { name: 'Nombre de usuario' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    // No sign-in link in the header on the sign-in page; the title follows the language.
    expect(
      within(screen.getByRole('banner')).queryByRole('link', { name: 'Iniciar sesión' }),
    ).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Iniciar sesión | ${COOP}`));
  });

  it('doc 1 §2.2 a signed-in page in Spanish: /notifications with its counts', async () => {
    await renderScreens(notificationScreens, '/notifications', {
      signedInAs: 'member.demo',
      initialLocale: 'es-US',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notificaciones' }, { timeout: 5_000 }),
    ).toBeVisible();
    const contacts = await screen.findByRole(
      'region',
      { name: 'Administrar contactos' },
      { timeout: 5_000 },
    );
    expect(within(contacts).getByText('2 de 2 contactos están verificados.')).toBeVisible();
    const alerts = screen.getByRole('region', { name: 'Administrar notificaciones' });
    expect(within(alerts).getByText('13 alertas están activadas.')).toBeVisible();
    expect(
      within(alerts).getByRole('link', { name: 'Administrar notificaciones' }),
    ).toHaveAttribute('href', '/manage-notifications');
  });
});

describe('the session warning and the offline note in Spanish (US)', () => {
  it('the time left is counted in Spanish words, by the plural rules; English unchanged', async () => {
    const es = await sessionTranslations['es-US']();
    expect(es.warning(120)).toBe(
      'Por su seguridad, su sesión se cerrará en 2 minutos. ¿Desea mantener la sesión iniciada?',
    );
    expect(es.warning(65)).toContain('en 1 minuto 5 segundos.');
    expect(es.warning(61)).toContain('en 1 minuto 1 segundo.');
    expect(es.announcement(30)).toBe('Su sesión se cerrará en 30 segundos.');
    expect(sessionMessages.warning(65)).toBe(
      'For your security, you will be signed out in 1 minute 5 seconds. Do you want to stay signed in?',
    );
    expect(sessionMessages.announcement(60)).toBe('1 minute left before you are signed out.');
  });

  it('the offline note gives the time as Spanish writes it', async () => {
    const readAt = new Date(2026, 10, 27, 15, 5).getTime();
    vi.spyOn(Date, 'now').mockReturnValue(readAt);
    function Reader() {
      const read = useQuery({ queryKey: ['balance'], queryFn: () => Promise.resolve('$12.00') });
      return <p>{read.data}</p>;
    }
    render(
      <LocaleProvider locale="es-US">
        <QueryClientProvider client={new QueryClient()}>
          <Suspense fallback={null}>
            <OfflineBanner />
            <Reader />
          </Suspense>
        </QueryClientProvider>
      </LocaleProvider>,
    );
    expect(await screen.findByText('$12.00')).toBeVisible();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Está sin conexión\. La información que ve es de las 3:05\sp\.\s?m\.$/,
    );
  });
});
