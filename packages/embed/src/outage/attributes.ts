import type { CoopOutageAttributeName } from '../element';

/**
 * The attributes `<coop-outage>` observes: exactly those `CoopOutageAttributes` types for pages
 * (element.test.ts fails when the two lists differ).
 */
export const outageAttributes = [
  'api-base-url',
  'application-id',
  'account-number',
  'mode',
  'theme',
  'label',
  'request-timeout',
  'lang',
] as const satisfies readonly CoopOutageAttributeName[];
