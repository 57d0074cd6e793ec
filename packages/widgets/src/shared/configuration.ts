import type { ConfigurationSettings } from '@coop-portal/api-client';

/** A text value as set, trimmed; null when missing or blank. */
export const textOrNull = (value: string | null | undefined): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * Reads a configuration settings answer (doc 1 §7, doc 2 §7): `value(key)` is a configuration or
 * client key's value (null when not set), `content(key)` a web content's text (null when blank).
 */
export function configurationReader(settings: ConfigurationSettings | undefined) {
  return {
    value: (key: string): string | null =>
      settings?.configSettings[key] ?? settings?.clientSettings[key] ?? null,
    content: (key: string): string | null => textOrNull(settings?.webContents[key]),
  };
}
