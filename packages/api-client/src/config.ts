import * as z from 'zod/mini';
import { ensureEnglishIssueMessages } from './issueLocale';
import { apiMessages, type ApiMessages } from './messages';

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
 * A co-op's wording for one catalogue, by message name: a message's text, or an object of them for
 * a group of messages.
 */
export interface PortalMessageTree {
  readonly [message: string]: string | PortalMessageTree;
}

/**
 * A co-op's wording by language (`en-US`, `es-US`), then catalogue name (`quickPay`,
 * `portal.frame`), then message name: the ui kit's `MessageOverrides`.
 */
export interface PortalMessages {
  readonly [language: string]: { readonly [catalogue: string]: PortalMessageTree };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An entry of `messages` left out, and why, in the words of the ui kit's own check. */
function ignored(path: readonly string[], reason: string): void {
  const at = path.map((key) => `[${JSON.stringify(key)}]`).join('');
  console.warn(`Message override ignored, messages${at}: ${reason}.`);
}

/** Keeps the entries of a group that are text or groups. */
function messageTree(group: Record<string, unknown>, path: readonly string[]): PortalMessageTree {
  const kept: [string, string | PortalMessageTree][] = [];
  for (const [key, given] of Object.entries(group)) {
    if (typeof given === 'string') kept.push([key, given]);
    else if (isObject(given)) kept.push([key, messageTree(given, [...path, key])]);
    else ignored([...path, key], 'expected a string or an object of messages');
  }
  return Object.fromEntries(kept);
}

/**
 * `messages` entry by entry: an entry of the wrong type is left out with a warning in the console,
 * never the whole file (the portal starts with the rest). Whether each language, catalogue and
 * message exists is for the ui kit to check, which knows them.
 */
function portalMessages(value: unknown): PortalMessages | undefined {
  if (!isObject(value)) {
    ignored([], 'expected an object of languages');
    return undefined;
  }
  const languages: [string, Record<string, PortalMessageTree>][] = [];
  for (const [language, catalogues] of Object.entries(value)) {
    if (!isObject(catalogues)) {
      ignored([language], 'expected an object of catalogues');
      continue;
    }
    const byName: [string, PortalMessageTree][] = [];
    for (const [name, messages] of Object.entries(catalogues)) {
      if (isObject(messages)) byName.push([name, messageTree(messages, [language, name])]);
      else ignored([language, name], 'expected an object of messages');
    }
    languages.push([language, Object.fromEntries(byName)]);
  }
  return Object.fromEntries(languages);
}

/**
 * `portal-config.json`, served beside `index.html`: one build serves any co-op (DESIGN.md, runtime
 * configuration). Theme overrides are CSS custom property values keyed by token name; `messages` is
 * the co-op's own wording (`PortalMessages`).
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
  messages: z.optional(z.pipe(z.unknown(), z.transform(portalMessages))),
});

export type PortalConfig = z.output<typeof portalConfigSchema>;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  /** What exactly is wrong, for the co-op's web team (shown in small print, logged to the console). */
  readonly details: string;
  /**
   * Which of the client's own messages (`apiMessages`) `message` is, so that it can be said in the
   * reader's language (`errorMessageIn`); undefined for a message of the caller's own.
   */
  readonly messageKey: keyof ApiMessages | undefined;

  constructor(
    message: string,
    details: string,
    options?: ErrorOptions & { messageKey?: keyof ApiMessages },
  ) {
    super(message, options);
    this.details = details;
    this.messageKey = options?.messageKey;
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
    throw new ConfigError(apiMessages.configUnavailable, `${String(url)}: ${details}`, {
      cause,
      messageKey: 'configUnavailable',
    });
  }
  const parsed = portalConfigSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ConfigError(apiMessages.configUnavailable, z.prettifyError(parsed.error), {
      cause: parsed.error,
      messageKey: 'configUnavailable',
    });
  }
  return parsed.data;
}
