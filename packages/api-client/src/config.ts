import * as z from 'zod/mini';
import { ensureEnglishIssueMessages } from './issueLocale';
import { apiMessages } from './messages';

// A ConfigError's details name the problems in English.
ensureEnglishIssueMessages();

/** What a client needs to talk to a co-op's API. */
export interface ClientConfig {
  /** Base URL of the co-op API, absolute or relative to the page (e.g. `/api`). */
  apiBaseUrl: string;
  /** Sent as the `ApplicationId` header (and query value) where the contract asks for it. */
  applicationId: string;
  /** Every request ends after this many milliseconds. */
  requestTimeoutMs: number;
}

export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/**
 * `portal-config.json`, served beside `index.html`: one build serves any co-op (DESIGN.md, runtime
 * configuration). Theme overrides are CSS custom property values keyed by token name.
 */
export const portalConfigSchema = z.object({
  apiBaseUrl: z.string().check(z.trim(), z.minLength(1)),
  applicationId: z.string().check(z.trim(), z.minLength(1)),
  requestTimeoutMs: z._default(
    z.number().check(z.int(), z.positive(), z.maximum(600_000)),
    DEFAULT_REQUEST_TIMEOUT_MS,
  ),
  demoMode: z._default(z.boolean(), false),
  theme: z.optional(z.record(z.string(), z.string())),
});

export type PortalConfig = z.output<typeof portalConfigSchema>;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  /** What exactly is wrong, for the co-op's web team (shown in small print, logged to the console). */
  readonly details: string;

  constructor(message: string, details: string, options?: ErrorOptions) {
    super(message, options);
    this.details = details;
  }
}

/** Reads and checks `portal-config.json`; a missing or malformed file ends in a clear ConfigError. */
export async function loadPortalConfig(
  url: string | URL,
  {
    fetch: fetchImpl = globalThis.fetch,
    signal,
  }: { fetch?: typeof fetch; signal?: AbortSignal } = {},
): Promise<PortalConfig> {
  let raw: unknown;
  try {
    const response = await fetchImpl(url, {
      signal: signal ?? null,
      cache: 'no-cache',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    raw = await response.json();
  } catch (cause) {
    const details = cause instanceof Error ? cause.message : String(cause);
    throw new ConfigError(apiMessages.configUnavailable, `${String(url)}: ${details}`, { cause });
  }
  const parsed = portalConfigSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ConfigError(apiMessages.configUnavailable, z.prettifyError(parsed.error), {
      cause: parsed.error,
    });
  }
  return parsed.data;
}
