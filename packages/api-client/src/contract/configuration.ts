import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';

const tag = 'Site';

export { configKeys, webContentKeys } from './configKeys';

/** The three key lists of a configuration settings call (doc 1 §7, doc 2 §7). */
export const configurationSettingsRequestSchema = z.object({
  // Described in the OpenAPI document by `configKeysDescription` (openapi.ts), so the text stays
  // out of the code every first page loads.
  configKeys: z._default(z.array(z.string()), []),
  clientKeys: z._default(z.array(z.string()), []),
  webContentKeys: z._default(z.array(z.string()), []),
});

const values = z.record(z.string(), z.nullable(z.string()));

/** The values asked for, by key; a key the co-op has not set answers null or is left out. */
export const configurationSettingsSchema = z.object({
  configSettings: values,
  clientSettings: values,
  webContents: values,
});

export type ConfigurationSettings = z.output<typeof configurationSettingsSchema>;

export const getConfigurationSettings = defineEndpoint({
  id: 'getConfigurationSettings',
  tag,
  summary:
    'Configuration settings for three key lists (config keys, client keys, web content keys).',
  spec: 'doc 1 §7, doc 2 §7 (path not shown)',
  method: 'POST',
  path: '/v3/configuration/settings',
  auth: 'none',
  applicationIdHeader: true,
  read: true,
  body: configurationSettingsRequestSchema,
  response: configurationSettingsSchema,
});
