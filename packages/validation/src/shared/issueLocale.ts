import { en } from 'zod/locales';
import * as z from 'zod/mini';

/**
 * zod/mini loads no locale: on its own, an issue without a message of ours reads "Invalid input".
 * Every check here gives the spec's text, but zod's own type checks do not (a value of the wrong
 * type, e.g. a payment type that is not 'cc' or 'echeck', or a form that is not an object). Classic
 * zod set its English locale when a schema was first made, unless the app had chosen a locale; this
 * does the same, so those messages read as they did. Idempotent; every module that makes schemas
 * calls it when it loads. `en` is imported by name: for `z.locales.en` a bundler would keep every
 * locale.
 */
export function ensureEnglishIssueMessages(): void {
  if (!z.config().localeError) z.config(en());
}
