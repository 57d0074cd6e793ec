import { createDemoServer } from '@coop-portal/mocks/node';
import type { Locale } from '@coop-portal/ui';
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { lateFrameMessages } from '../frame/lateMessages';
import { lateFrameMessagesEs } from '../frame/lateMessages.es';
import { pageMessages } from '../pages/messages';
import { pageMessagesEs } from '../pages/messages.es';
import { PortalApp } from '../PortalApp';
import { createRoutes } from '../routes';
import { createPortalMemoryRouter } from '../routing/router';
import { boot } from '../startup/boot';
import { createPortalDeps } from './deps';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

const site = {
  apiBaseUrl: 'http://localhost:3000/api',
  applicationId: 'web',
  requestTimeoutMs: 5_000,
  demoMode: false,
};

const messages = {
  'en-US': {
    'portal.pages': { home: { welcome: 'Welcome to the Harvest Co-op member portal.' } },
    'portal.lateFrame': { footer: { termsOfUse: 'Legal Terms' } },
  },
  'es-US': {
    'portal.pages': { home: { welcome: 'Bienvenido al portal de socios de Harvest Co-op.' } },
  },
};

/** The portal as main.tsx starts it: `portal-config.json` read at start-up, then the home page. */
async function startWith(config: object, locale: Locale = 'en-US') {
  server.use(http.get('*/portal-config.json', () => HttpResponse.json(config)));
  const deps = createPortalDeps(await boot('/'));
  const router = createPortalMemoryRouter(createRoutes(deps), { initialEntries: ['/home'] });
  render(<PortalApp deps={deps} router={router} initialLocale={locale} />);
  return deps.config;
}

describe('DESIGN runtime configuration: the co-op’s wording from portal-config.json (`messages`)', () => {
  it('reads `messages` from the configuration', async () => {
    const config = await startWith({ ...site, messages });
    expect(config.messages).toEqual(messages);
  });

  it('in English, a page and the frame show the co-op’s English wording; the rest is the portal’s', async () => {
    await startWith({ ...site, messages });
    expect(await screen.findByText('Welcome to the Harvest Co-op member portal.')).toBeVisible();
    expect(screen.queryByText(pageMessages.home.welcome)).toBeNull();
    const footer = await screen.findByRole('contentinfo', {}, { timeout: 5_000 });
    expect(await within(footer).findByRole('link', { name: 'Legal Terms' })).toBeVisible();
    expect(within(footer).getByText(lateFrameMessages.footer.aboutUs)).toBeVisible();
  });

  it('in Spanish, the co-op’s Spanish wording; its English wording does not apply', async () => {
    await startWith({ ...site, messages }, 'es-US');
    expect(
      await screen.findByText('Bienvenido al portal de socios de Harvest Co-op.'),
    ).toBeVisible();
    expect(screen.queryByText(pageMessagesEs.home.welcome)).toBeNull();
    const footer = await screen.findByRole('contentinfo', {}, { timeout: 5_000 });
    expect(
      await within(footer).findByRole('link', { name: lateFrameMessagesEs.footer.termsOfUse }),
    ).toBeVisible();
    expect(within(footer).queryByRole('link', { name: 'Legal Terms' })).toBeNull();
  });

  it('unknown names and values of the wrong type are reported in the console; the portal starts and shows the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await startWith({
      ...site,
      messages: {
        'en-US': {
          'portal.pages': { home: { welcome: 'Welcome, members!', greeting: 'Hello' } },
          quickPai: { title: 'Pay' },
          'portal.frame': { header: 7 },
        },
        fr: { 'portal.pages': { home: { welcome: 'Bienvenue' } } },
      },
    });
    expect(await screen.findByText('Welcome, members!')).toBeVisible();
    expect(await screen.findByRole('contentinfo', {}, { timeout: 5_000 })).toBeInTheDocument();
    const at = 'Message override ignored, messages';
    await vi.waitFor(() =>
      expect(warn.mock.calls.map(([line]) => line as string)).toEqual(
        expect.arrayContaining([
          `${at}["en-US"]["portal.frame"]["header"]: expected a string or an object of messages.`,
          `${at}["en-US"]["portal.pages"]["home"]["greeting"]: no such message.`,
          `${at}["en-US"]["quickPai"]: no catalogue has this name.`,
          `${at}["fr"]: not a language of the kit (en-US, es-US).`,
        ]),
      ),
    );
    // Each problem is said once, whether the start-up check or a page met it first.
    const lines = warn.mock.calls.map(([line]) => line as string);
    expect(new Set(lines).size).toBe(lines.length);
  });

  it('a configuration without messages applies none and checks none', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const config = await startWith(site);
    expect(config.messages).toBeUndefined();
    expect(await screen.findByText(pageMessages.home.welcome)).toBeVisible();
    expect(warn).not.toHaveBeenCalled();
  });
});
