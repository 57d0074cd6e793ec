import { createDemoServer } from '@coop-portal/mocks/node';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PortalApp } from '../PortalApp';
import { createRoutes } from '../routes';
import { createPortalMemoryRouter } from '../routing/router';
import { createPortalDeps } from './deps';
import { initialLocale, LOCALE_STORAGE_KEY, rememberLocale } from './locale';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = 'en';
});

const config = {
  apiBaseUrl: 'http://localhost:3000/api',
  applicationId: 'web',
  requestTimeoutMs: 5_000,
  demoMode: false,
};

describe('the portal’s language: the member’s choice, else the browser’s', () => {
  it('starts in the language remembered on this device, else the browser’s first one it speaks, else English (US)', () => {
    expect(initialLocale(localStorage, ['fr-FR', 'es-MX', 'en-US'])).toBe('es-US');
    expect(initialLocale(localStorage, ['fr-FR'])).toBe('en-US');
    expect(initialLocale(localStorage, [])).toBe('en-US');
    rememberLocale('en-US', localStorage);
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en-US');
    expect(initialLocale(localStorage, ['es-MX'])).toBe('en-US');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'klingon');
    expect(initialLocale(localStorage, ['es'])).toBe('es-US');
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(initialLocale(refusing, ['es'])).toBe('es-US');
  });

  it('the header’s switch shows the portal in Spanish (US) at once, sets <html lang>, and is remembered; and back', async () => {
    const user = userEvent.setup();
    const deps = createPortalDeps(config);
    const router = createPortalMemoryRouter(createRoutes(deps), { initialEntries: ['/home'] });
    render(<PortalApp deps={deps} router={router} />);
    expect(document.documentElement.lang).toBe('en-US');
    const toSpanish = await screen.findByRole('button', { name: 'Español' });
    expect(toSpanish).toHaveAttribute('lang', 'es');
    await user.click(toSpanish);
    const toEnglish = await screen.findByRole('button', { name: 'English' });
    expect(toEnglish).toHaveAttribute('lang', 'en');
    await waitFor(() => expect(document.documentElement.lang).toBe('es-US'));
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('es-US');
    await user.click(toEnglish);
    expect(await screen.findByRole('button', { name: 'Español' })).toBeVisible();
    expect(document.documentElement.lang).toBe('en-US');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en-US');
  });
});
