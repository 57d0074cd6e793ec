import { render, screen } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Alert } from '../Alert';
import { kitCatalogues } from '../catalogues';
import { Spinner } from '../Spinner';
import {
  catalogueShapes,
  checkMessageOverrides,
  LocaleProvider,
  MessageOverridesProvider,
  namedCatalogue,
  useCatalogue,
  useKitCatalogue,
  warnAboutMessageOverrides,
  type CatalogueTranslations,
  type Locale,
  type MessageOverrides,
} from '.';
import { alertMessages } from '../Alert/messages';

const english = {
  title: 'Pay your bill',
  intro: 'Pay with a card or a bank account.',
  amountDue: (amount: string, date: string) => `${amount} is due on ${date}`,
  steps: { account: 'Account', pay: 'Pay' },
};
type Billing = typeof english;
const spanish: Billing = {
  title: 'Pague su factura',
  intro: 'Pague con tarjeta o cuenta bancaria.',
  amountDue: (amount: string, date: string) => `${amount} vence el ${date}`,
  steps: { account: 'Cuenta', pay: 'Pagar' },
};
const billingTranslations: CatalogueTranslations<Billing> = {
  name: 'test.billing',
  'es-US': () => Promise.resolve(spanish),
};

/** Every catalogue the component reads, for identity checks. */
const seen: Billing[] = [];

function Bill() {
  const text = useCatalogue(english, billingTranslations);
  seen.push(text);
  return (
    <div>
      <h1>{text.title}</h1>
      <p>{text.intro}</p>
      <p>{text.amountDue('$42.50', '11/26/2026')}</p>
      <p>
        {text.steps.account} · {text.steps.pay}
      </p>
    </div>
  );
}

function renderIn(locale: Locale, overrides: MessageOverrides | undefined, ui = <Bill />) {
  return render(
    <LocaleProvider locale={locale}>
      <MessageOverridesProvider overrides={overrides}>
        <Suspense fallback="loading">{ui}</Suspense>
      </MessageOverridesProvider>
    </LocaleProvider>,
  );
}

const coopWording: MessageOverrides = {
  'en-US': { 'test.billing': { title: 'Pay your Harvest Co-op bill', steps: { pay: 'Submit' } } },
  'es-US': { 'test.billing': { title: 'Pague su factura de Harvest Co-op' } },
};

afterEach(() => {
  seen.length = 0;
  vi.restoreAllMocks();
});

describe('ui MessageOverridesProvider: a co-op’s own wording on top of a catalogue', () => {
  it('replaces the English wording in English, and nothing else', () => {
    renderIn('en-US', coopWording);
    expect(screen.getByRole('heading', { name: 'Pay your Harvest Co-op bill' })).toBeVisible();
    expect(screen.getByText('Account · Submit')).toBeVisible();
    expect(screen.getByText('Pay with a card or a bank account.')).toBeVisible();
    expect(screen.getByText('$42.50 is due on 11/26/2026')).toBeVisible();
  });

  it('replaces the Spanish wording in Spanish, and nothing else (not with the English override)', async () => {
    renderIn('es-US', coopWording);
    expect(
      await screen.findByRole('heading', { name: 'Pague su factura de Harvest Co-op' }),
    ).toBeVisible();
    expect(screen.getByText('Cuenta · Pagar')).toBeVisible();
    expect(screen.getByText('Pague con tarjeta o cuenta bancaria.')).toBeVisible();
    expect(screen.getByText('$42.50 vence el 11/26/2026')).toBeVisible();
  });

  it('a message with values takes a template: {0}, {1}… are its values in order, shown as text, never HTML', () => {
    const { container } = renderIn('en-US', {
      'en-US': { 'test.billing': { amountDue: 'Due {1}: <b>{0}</b> ({2})' } },
    });
    expect(screen.getByText('Due 11/26/2026: <b>$42.50</b> ({2})')).toBeVisible();
    expect(container.querySelector('b')).toBeNull();
  });

  it('no overrides, or none for this catalogue or language: the very same catalogue object', async () => {
    renderIn('en-US', undefined);
    renderIn('en-US', { 'en-US': { 'test.other': { title: 'Elsewhere' } } });
    renderIn('en-US', { 'es-US': { 'test.billing': { title: 'Solo en español' } } });
    expect(seen.length).toBeGreaterThanOrEqual(3);
    for (const catalogue of seen) expect(catalogue).toBe(english);
    seen.length = 0;
    renderIn('es-US', { 'en-US': { 'test.billing': { title: 'Only in English' } } });
    await screen.findByText('Pague con tarjeta o cuenta bancaria.');
    expect(seen.at(-1)).toBe(spanish);
  });

  it('the same overrides give the same catalogue on every render, so effects that depend on it do not run again', () => {
    const effect = vi.fn();
    function Watcher() {
      const text = useCatalogue(english, billingTranslations);
      useEffect(() => effect(text), [text]);
      return <p>{text.title}</p>;
    }
    const view = renderIn('en-US', coopWording, <Watcher />);
    view.rerender(
      <LocaleProvider locale="en-US">
        <MessageOverridesProvider overrides={coopWording}>
          <Suspense fallback="loading">
            <Watcher />
          </Suspense>
        </MessageOverridesProvider>
      </LocaleProvider>,
    );
    expect(screen.getByText('Pay your Harvest Co-op bill')).toBeVisible();
    expect(effect).toHaveBeenCalledOnce();
    // A group left as it is keeps its identity.
    renderIn('en-US', { 'en-US': { 'test.billing': { title: 'New title' } } }, <Watcher />);
    expect((effect.mock.calls[1] as [Billing])[0].steps).toBe(english.steps);
  });

  it('an unknown message or a value of the wrong kind is ignored with a warning, once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const overrides = {
      'en-US': {
        'test.billing': {
          titel: 'Typo',
          intro: 42,
          steps: 'Not a group',
          amountDue: { text: 'Not text' },
          title: 'Still applied',
        },
      },
    } as unknown as MessageOverrides;
    renderIn('en-US', overrides);
    renderIn('en-US', overrides);
    expect(screen.getAllByRole('heading', { name: 'Still applied' })).toHaveLength(2);
    expect(screen.getAllByText('Pay with a card or a bank account.')).toHaveLength(2);
    expect(screen.getAllByText('Account · Pay')).toHaveLength(2);
    const at = 'Message override ignored, messages["en-US"]["test.billing"]';
    expect(warn.mock.calls.map(([line]) => line as string).sort()).toEqual(
      [
        `${at}["titel"]: no such message.`,
        `${at}["intro"]: expected a string.`,
        `${at}["steps"]: expected an object of messages.`,
        `${at}["amountDue"]: expected a string.`,
      ].sort(),
    );
  });

  it('a catalogue given as text instead of messages is ignored with a warning; the page still shows', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderIn('en-US', { 'en-US': { 'test.billing': 'Pay' } } as unknown as MessageOverrides);
    expect(screen.getByRole('heading', { name: 'Pay your bill' })).toBeVisible();
    expect(warn).toHaveBeenCalledWith(
      'Message override ignored, messages["en-US"]["test.billing"]: expected an object of messages.',
    );
  });

  it('a provider without overrides keeps those of an enclosing one', () => {
    render(
      <MessageOverridesProvider overrides={coopWording}>
        <MessageOverridesProvider>
          <Bill />
        </MessageOverridesProvider>
      </MessageOverridesProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Pay your Harvest Co-op bill' })).toBeVisible();
  });
});

describe('ui MessageOverridesProvider: the kit’s own wording (`kit.<component>`)', () => {
  const kitWording: MessageOverrides = {
    'en-US': {
      'kit.spinner': { label: 'One moment' },
      'kit.alert': { toneLabels: { error: 'Oops' } },
    },
    'es-US': { 'kit.spinner': { label: 'Un momento' } },
  };

  it('a kit component’s default label can be overridden, in each language', async () => {
    renderIn('en-US', kitWording, <Spinner />);
    expect(screen.getByRole('progressbar', { name: 'One moment' })).toBeInTheDocument();
    renderIn('es-US', kitWording, <Spinner />);
    expect(await screen.findByRole('progressbar', { name: 'Un momento' })).toBeInTheDocument();
  });

  it('a label given as a prop still wins over the co-op’s default', () => {
    renderIn('en-US', kitWording, <Spinner label="Loading your bills" />);
    expect(screen.getByRole('progressbar', { name: 'Loading your bills' })).toBeInTheDocument();
  });

  it('a nested message of a kit catalogue (the alert’s tone names)', () => {
    renderIn('en-US', kitWording, <Alert tone="error">Payment failed</Alert>);
    expect(screen.getByText('Oops:')).toBeInTheDocument();
  });

  it('no overrides: the kit’s own catalogue object', () => {
    const read: unknown[] = [];
    function Reader() {
      read.push(useKitCatalogue('alert', alertMessages));
      return null;
    }
    renderIn('en-US', undefined, <Reader />);
    renderIn('en-US', { 'en-US': { 'kit.spinner': { label: 'One moment' } } }, <Reader />);
    expect(read.length).toBeGreaterThanOrEqual(2);
    for (const catalogue of read) expect(catalogue).toBe(alertMessages);
  });
});

describe('ui checkMessageOverrides: every override a configuration names must exist', () => {
  const shapes = catalogueShapes([...kitCatalogues, namedCatalogue(billingTranslations, english)]);

  it('describes each catalogue: text, template or group', () => {
    expect(shapes['test.billing']).toEqual({
      title: 'text',
      intro: 'text',
      amountDue: 'template',
      steps: { account: 'text', pay: 'text' },
    });
    expect(shapes['kit.spinner']).toEqual({ label: 'text' });
  });

  it('two catalogues with one name are an error', () => {
    expect(() =>
      catalogueShapes([
        namedCatalogue(billingTranslations, english),
        namedCatalogue(billingTranslations, english),
      ]),
    ).toThrow('Two catalogues are named "test.billing".');
  });

  it('finds nothing wrong with valid overrides, or none', () => {
    expect(checkMessageOverrides(coopWording, shapes)).toEqual([]);
    expect(checkMessageOverrides(undefined, shapes)).toEqual([]);
    expect(
      checkMessageOverrides({ 'es-US': { 'kit.alert': { toneLabels: { error: 'Ay' } } } }, shapes),
    ).toEqual([]);
  });

  it('reports an unknown language, catalogue or message, and a value of the wrong kind', () => {
    expect(
      checkMessageOverrides(
        {
          fr: { 'test.billing': { title: 'Payez' } },
          'es-US': {
            quickPai: { title: 'Pago' },
            'test.billing': { titel: 'x', steps: { pay: 3 }, amountDue: null },
            'kit.dialog': 'Cerrar',
          },
          'en-US': ['not', 'an', 'object'],
        },
        shapes,
      ),
    ).toEqual([
      'Message override ignored, messages["fr"]: not a language of the kit (en-US, es-US).',
      'Message override ignored, messages["es-US"]["quickPai"]: no catalogue has this name.',
      'Message override ignored, messages["es-US"]["test.billing"]["titel"]: no such message.',
      'Message override ignored, messages["es-US"]["test.billing"]["steps"]["pay"]: expected a string.',
      'Message override ignored, messages["es-US"]["test.billing"]["amountDue"]: expected a string.',
      'Message override ignored, messages["es-US"]["kit.dialog"]: expected an object of messages.',
      'Message override ignored, messages["en-US"]: expected an object of catalogues.',
    ]);
    expect(checkMessageOverrides('Pay', shapes)).toEqual([
      'Message override ignored, messages: expected an object of languages.',
    ]);
  });

  it('warnAboutMessageOverrides warns once per problem, and a component meeting it later says nothing more', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const overrides = {
      'en-US': { 'test.billing': { heading: 'Bills' }, billing: { title: 'Bills' } },
    } as MessageOverrides;
    warnAboutMessageOverrides(overrides, shapes);
    warnAboutMessageOverrides(overrides, shapes);
    renderIn('en-US', overrides);
    expect(warn.mock.calls).toEqual([
      ['Message override ignored, messages["en-US"]["test.billing"]["heading"]: no such message.'],
      ['Message override ignored, messages["en-US"]["billing"]: no catalogue has this name.'],
    ]);
  });
});
