import type { Locale } from './locales';

const rules = new Map<Locale, Intl.PluralRules>();

/**
 * The form of a word for a count, by the language's own plural rules (`Intl.PluralRules`): `one`
 * for 1 in English and Spanish, `other` for 0, 2 and the rest. For a catalogue's interpolations
 * ("1 character", "3 caracteres"), instead of a hand-written `count === 1` test.
 */
export function plural<T>(locale: Locale, count: number, forms: { one: T; other: T }): T {
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale);
    rules.set(locale, rule);
  }
  return rule.select(count) === 'one' ? forms.one : forms.other;
}
