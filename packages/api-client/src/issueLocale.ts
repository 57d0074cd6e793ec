import { en } from 'zod/locales';
import * as z from 'zod/mini';

/**
 * zod/mini loads no locale, so on its own every issue would read "Invalid input". Classic zod
 * configures English when it loads; the contract keeps that wording (the details of an answer
 * outside the contract, of a ConfigError, of a request the contract refuses) by doing the same,
 * unless the app has chosen a locale already. Idempotent. `en` is imported by name: for
 * `z.locales.en` esbuild would bundle every locale (~40 KB gzip).
 */
export function ensureEnglishIssueMessages(): void {
  if (!z.config().localeError) z.config(en());
}
