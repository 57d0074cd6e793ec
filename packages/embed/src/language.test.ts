import type { Locale } from '@coop-portal/ui/locales';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import type { EmbedLocale } from './core';
import { embedLocale } from './language';

afterEach(() => {
  document.documentElement.removeAttribute('lang');
  document.body.innerHTML = '';
});

describe('the embeds’ language: the element’s lang, else the page’s', () => {
  it('English (US) with no language set, or one the kit does not speak', () => {
    const element = document.createElement('coop-quick-pay');
    document.body.append(element);
    expect(embedLocale(element)).toBe('en-US');
    element.setAttribute('lang', 'fr');
    expect(embedLocale(element)).toBe('en-US');
  });

  it('Spanish (US) for any Spanish tag, on the element or above it', () => {
    document.documentElement.setAttribute('lang', 'es-419');
    const section = document.createElement('section');
    const element = document.createElement('coop-quick-pay');
    section.append(element);
    document.body.append(section);
    expect(embedLocale(element)).toBe('es-US');
    section.setAttribute('lang', 'en');
    expect(embedLocale(element)).toBe('en-US');
    element.setAttribute('lang', 'ES');
    expect(embedLocale(element)).toBe('es-US');
  });

  it('mount()’s locale option is the kit’s Locale', () => {
    expectTypeOf<EmbedLocale>().toEqualTypeOf<Locale>();
  });
});
