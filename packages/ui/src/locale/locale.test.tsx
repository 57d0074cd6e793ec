import { act, render, screen } from '@testing-library/react';
import { startTransition, Suspense, useEffect, useState } from 'react';
import { useLocale as useAriaLocale } from 'react-aria-components';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import {
  DEFAULT_LOCALE,
  isLocale,
  LocaleProvider,
  matchLocale,
  plural,
  preloadCatalogues,
  useCatalogue,
  useLocale,
  type CatalogueTranslations,
  type Locale,
} from '.';
import { loadKitCatalogues } from './kitCatalogues';

const english = { greeting: 'Your account', count: (n: number) => `${n} accounts` };
type Greeting = typeof english;
const spanish: Greeting = { greeting: 'Su cuenta', count: (n: number) => `${n} cuentas` };

/** A translation that loads when the test says so. */
function heldTranslation() {
  let release!: () => void;
  let refuse!: (error: Error) => void;
  const loader = vi.fn(
    () =>
      new Promise<Greeting>((resolve, reject) => {
        release = () => resolve(spanish);
        refuse = reject;
      }),
  );
  const translations: CatalogueTranslations<Greeting> = { name: 'test.greeting', 'es-US': loader };
  return {
    translations,
    loader,
    release: () => release(),
    refuse: (error: Error) => refuse(error),
  };
}

function Greeting({ translations }: { translations: CatalogueTranslations<Greeting> }) {
  const text = useCatalogue(english, translations);
  return (
    <p>
      {text.greeting}, {text.count(2)}
    </p>
  );
}

describe('ui LocaleProvider: the kit’s own wording', () => {
  it('the kit’s own wording is in before anything inside the provider shows: a control that appears later reads Spanish at once', async () => {
    function Later() {
      const [busy, setBusy] = useState(false);
      return (
        <Button isPending={busy} onPress={() => setBusy(true)}>
          Pagar
        </Button>
      );
    }
    render(
      <LocaleProvider locale="es-US">
        <Later />
      </LocaleProvider>,
    );
    const button = await screen.findByRole('button', { name: 'Pagar' });
    act(() => button.click());
    // No waiting, no fallback: the busy button is named in Spanish in the same render.
    expect(screen.getByRole('button', { name: /Pagar/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Cargando')).toBeInTheDocument();
  });

  it('waits for the wording an app adds to a language (react-aria’s strings in the portal); shows anyway if it cannot load', async () => {
    // A module graph of its own: the kit's Spanish is not loaded in it yet.
    vi.resetModules();
    const kit = await import('./kitCatalogues');
    let release!: () => void;
    const held = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    kit.addTranslationLoader('es-US', held);
    kit.addTranslationLoader('es-US', failing);
    kit.addTranslationLoader('en-US', failing);
    let done = false;
    void kit.loadKitCatalogues('es-US')?.then(() => (done = true));
    await vi.waitFor(() => expect(failing).toHaveBeenCalledOnce());
    expect(held).toHaveBeenCalledOnce();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    release();
    await vi.waitFor(() => expect(done).toBe(true));
    expect(kit.loadKitCatalogues('es-US')).toBeUndefined();
    expect(kit.loadKitCatalogues('en-US')).toBeUndefined();
    expect(held).toHaveBeenCalledOnce();
    expect(logged).toHaveBeenCalledWith(
      'A translation could not be loaded; the English wording is shown.',
      expect.any(Error),
    );
  });

  describe('ui locale: the kit’s two languages', () => {
    it('matches a language tag to English (US) or Spanish (US), whatever its region', () => {
      expect(DEFAULT_LOCALE).toBe('en-US');
      expect(matchLocale('es')).toBe('es-US');
      expect(matchLocale('es-MX')).toBe('es-US');
      expect(matchLocale('ES_us')).toBe('es-US');
      expect(matchLocale('es-419')).toBe('es-US');
      expect(matchLocale('en-GB')).toBe('en-US');
      expect(matchLocale(['fr-FR', null, '', 'es-AR', 'en-US'])).toBe('es-US');
      expect(matchLocale(['fr', 'de'])).toBeUndefined();
      expect(matchLocale(undefined)).toBeUndefined();
      expect(isLocale('es-US')).toBe(true);
      expect(isLocale('es')).toBe(false);
    });

    it('counts by the language’s plural rules', () => {
      expect(plural('en-US', 1, { one: 'day', other: 'days' })).toBe('day');
      expect(plural('en-US', 0, { one: 'day', other: 'days' })).toBe('days');
      expect(plural('es-US', 1, { one: 'día', other: 'días' })).toBe('día');
      expect(plural('es-US', 2, { one: 'día', other: 'días' })).toBe('días');
    });

    it('outside any provider, speaks English (US), not the browser’s language', async () => {
      const languages = vi.spyOn(navigator, 'language', 'get').mockReturnValue('es-MX');
      function Both() {
        return (
          <p>
            {useLocale()} {useAriaLocale().locale}
          </p>
        );
      }
      render(
        <>
          <Both />
          <LocaleProvider locale="es-US">
            <Both />
          </LocaleProvider>
        </>,
      );
      expect(screen.getByText(/^en-US/)).toBeInTheDocument();
      // react-aria's own strings and formats follow the provider too.
      expect(await screen.findByText('es-US es-US')).toBeInTheDocument();
      languages.mockRestore();
    });
  });

  describe('ui useCatalogue: a translation loads only when its language is used', () => {
    // The provider shows its content once the kit's own Spanish is in (tested below): in already here.
    beforeAll(async () => {
      await loadKitCatalogues('es-US');
    });

    it('English needs nothing loaded', () => {
      const { translations, loader } = heldTranslation();
      render(<Greeting translations={translations} />);
      expect(screen.getByText('Your account, 2 accounts')).toBeInTheDocument();
      expect(loader).not.toHaveBeenCalled();
    });

    it('Spanish shows the fallback until its catalogue is in, then reads in Spanish; loaded once', async () => {
      const { translations, loader, release } = heldTranslation();
      render(
        <LocaleProvider locale="es-US">
          <Suspense fallback={<p>Cargando</p>}>
            <Greeting translations={translations} />
            <Greeting translations={translations} />
          </Suspense>
        </LocaleProvider>,
      );
      expect(screen.getByText('Cargando')).toBeInTheDocument();
      await act(async () => release());
      expect(await screen.findAllByText('Su cuenta, 2 cuentas')).toHaveLength(2);
      expect(loader).toHaveBeenCalledOnce();
    });

    it('a language switch in a transition keeps the page on screen until the translation is in', async () => {
      const { translations, release } = heldTranslation();
      const switcher: { choose?: (locale: Locale) => void } = {};
      function Page() {
        const [locale, setLocale] = useState<Locale>('en-US');
        useEffect(() => {
          switcher.choose = (next) => startTransition(() => setLocale(next));
        }, []);
        return (
          <LocaleProvider locale={locale}>
            <Suspense fallback={<p>Loading</p>}>
              <Greeting translations={translations} />
            </Suspense>
          </LocaleProvider>
        );
      }
      render(<Page />);
      act(() => switcher.choose?.('es-US'));
      expect(screen.getByText('Your account, 2 accounts')).toBeInTheDocument();
      expect(screen.queryByText('Loading')).not.toBeInTheDocument();
      await act(async () => release());
      expect(await screen.findByText('Su cuenta, 2 cuentas')).toBeInTheDocument();
    });

    it('a translation that cannot load gives the English wording, and says why in the console', async () => {
      const { translations, refuse } = heldTranslation();
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      render(
        <LocaleProvider locale="es-US">
          <Suspense fallback={<p>Cargando</p>}>
            <Greeting translations={translations} />
          </Suspense>
        </LocaleProvider>,
      );
      await act(async () => refuse(new Error('offline')));
      expect(await screen.findByText('Your account, 2 accounts')).toBeInTheDocument();
      expect(logged).toHaveBeenCalledWith(
        'A translation could not be loaded; the English wording is shown.',
        expect.any(Error),
      );
    });

    it('preloadCatalogues loads a language’s catalogues before they are shown', async () => {
      const { translations, loader, release } = heldTranslation();
      const ready = preloadCatalogues('es-US', [translations]);
      expect(loader).toHaveBeenCalledOnce();
      release();
      await ready;
      render(
        <LocaleProvider locale="es-US">
          <Greeting translations={translations} />
        </LocaleProvider>,
      );
      // In at once: no Suspense boundary needed.
      expect(screen.getByText('Su cuenta, 2 cuentas')).toBeInTheDocument();
      await expect(preloadCatalogues('en-US', [translations])).resolves.toBeUndefined();
    });
  });
});
