import * as z from 'zod/mini';
import { memberParams } from './common';
import { defineEndpoint } from './endpoint';

/** Usage-analytics settings (doc 2 §3). */
export const usageAnalyticsSettingsSchema = z.object({
  aclaraUrl: z.string(),
  clientId: z.string(),
  memberNumber: z.string(),
  accountNumber: z.string(),
  premiseId: z.string(),
  webToken: z.string(),
});

export type UsageAnalyticsSettings = z.output<typeof usageAnalyticsSettingsSchema>;

/** The error code that shows the 'Redirect' alert with Continue (doc 2 §8). */
export const USAGE_ANALYTICS_REDIRECT_CODE = 3101;

export const getUsageAnalyticsSettings = defineEndpoint({
  id: 'getUsageAnalyticsSettings',
  tag: 'Usage',
  summary: 'Settings for the jump to the external usage-analytics provider (aclarajump).',
  spec: 'doc 2 §3, §7, §8',
  method: 'GET',
  path: '/v2/aclara/member/{memberNumber}',
  auth: 'member',
  params: memberParams,
  query: z.object({ accountNumber: z.optional(z.string()) }),
  errors: { kind: 'usageAnalytics' },
  response: usageAnalyticsSettingsSchema,
});
