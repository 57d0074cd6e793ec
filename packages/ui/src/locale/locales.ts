/** The languages the kit speaks, as BCP 47 tags: English (US), the default, and Spanish (US). */
export const LOCALES = ['en-US', 'es-US'] as const;

/** One of the kit's languages. */
export type Locale = (typeof LOCALES)[number];

/** The language of the kit when nothing chooses another: English (US), the spec's own wording. */
export const DEFAULT_LOCALE = 'en-US' satisfies Locale;

/** Whether a value is one of the kit's languages, written exactly ('es-US', not 'es' or 'es-us'). */
export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The language part of a tag, in lower case: 'es' for 'es-MX', 'ES_us' or 'es-419'. */
const languageOf = (tag: string) => tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';

/**
 * The kit's language for language tags in order of preference (a browser's `navigator.languages`,
 * an element's `lang`, a member's stored choice): the first tag whose language the kit speaks,
 * whatever its region ('es', 'es-MX' and 'es-419' are Spanish (US); 'en-GB' is English (US)), or
 * undefined when none is, so that the caller decides what comes next (the host page's language, the
 * browser's, the default).
 */
export function matchLocale(
  tags: string | readonly (string | null | undefined)[] | null | undefined,
): Locale | undefined {
  const list = typeof tags === 'string' ? [tags] : (tags ?? []);
  for (const tag of list) {
    if (!tag) continue;
    const language = languageOf(tag);
    const locale = LOCALES.find((candidate) => languageOf(candidate) === language);
    if (locale) return locale;
  }
  return undefined;
}
