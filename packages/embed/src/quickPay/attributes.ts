import type { CoopQuickPayAttributeName } from '../element';

/**
 * The attributes `<coop-quick-pay>` observes: exactly those `CoopQuickPayAttributes` types for
 * pages (element.test.ts fails when the two lists differ).
 */
export const quickPayAttributes = [
  'api-base-url',
  'application-id',
  'account-number',
  'mode',
  'theme',
  'label',
  'request-timeout',
  'lang',
] as const satisfies readonly CoopQuickPayAttributeName[];
