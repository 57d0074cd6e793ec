import type { ErrorCatalogue } from './contract/endpoint';
import { apiMessages, type ApiMessages } from './messages';

export type ApiErrorKind =
  /** The server answered with an error status. */
  | 'http'
  /** No answer within the configured time-out. */
  | 'timeout'
  /** The request never reached the server (offline, DNS, CORS). */
  | 'network'
  /** The server answered, but not in the shape the contract says. */
  | 'invalid-response';

/** Every failed call ends in one of these, with a message fit to show a person. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status, when the server answered. */
  readonly status: number | undefined;
  /** The answer's body (parsed JSON or text), when there was one. */
  readonly body: unknown;
  /** The endpoint that failed, e.g. `GET /v3/site/settings`. */
  readonly endpoint: string;
  /** The error code the server gave, where a catalogue uses one (doc 2 §8: 3101). */
  readonly code: string | number | undefined;
  /**
   * How long the server asks the caller to wait before trying again, in seconds (its Retry-After
   * header, given as seconds or as a date), when it said so (a 429 or a 503).
   */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    message: string,
    init: {
      kind: ApiErrorKind;
      endpoint: string;
      status?: number;
      body?: unknown;
      cause?: unknown;
      code?: string | number;
      retryAfterSeconds?: number;
    },
  ) {
    super(message, { cause: init.cause });
    this.kind = init.kind;
    this.endpoint = init.endpoint;
    this.status = init.status;
    this.body = init.body;
    this.code = init.code;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

/**
 * The wait a Retry-After header asks for, in seconds: a number of seconds, or an HTTP date (the
 * seconds from `now` until then, 0 when it has passed); `undefined` without a readable value.
 */
export function retryAfterSeconds(
  header: string | null | undefined,
  now: number = Date.now(),
): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * What a person sees for anything a call or a step threw: the error's own message, which for an
 * `ApiError` already follows the error catalogues of doc 1 §8 and doc 3 §8 (400 → the first returned
 * message, 401, 500, the body's message, status and status text); otherwise — not an `Error`, or an
 * `Error` without a message — the fallback, 'Unknown error!' unless the caller names its own.
 */
export function errorMessage(error: unknown, fallback: string = apiMessages.unknown): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

function messageOf(item: unknown): string | undefined {
  if (typeof item === 'string' && item.trim() !== '') return item;
  if (item && typeof item === 'object') {
    const record = item as Record<string, unknown>;
    for (const key of ['message', 'Message', 'errorMessage', 'description']) {
      const value = record[key];
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
  }
  return undefined;
}

function listOf(body: unknown): unknown[] | undefined {
  const list = Array.isArray(body)
    ? body
    : body && typeof body === 'object'
      ? ((body as Record<string, unknown>).errors ?? (body as Record<string, unknown>).Errors)
      : undefined;
  return Array.isArray(list) ? list : undefined;
}

function firstOfList(body: unknown): string | undefined {
  for (const item of listOf(body) ?? []) {
    const message = messageOf(item);
    if (message) return message;
  }
  return undefined;
}

function codeOf(item: unknown): string | number | undefined {
  if (!item || typeof item !== 'object') return undefined;
  const record = item as Record<string, unknown>;
  const code = record.code ?? record.Code ?? record.errorCode;
  return typeof code === 'string' || typeof code === 'number' ? code : undefined;
}

/**
 * The message for an error answer, exactly as the catalogues of doc 1 §8 and doc 3 §8 say:
 * 400 → the first message of the returned error list; 401 → 'Unauthorized access.'; 500 → the
 * generic text; another error with a body → its message; otherwise status plus status text;
 * fallback 'Unknown error!'.
 */
export function httpErrorMessage(
  status: number,
  statusText: string,
  body: unknown,
  messages: ApiMessages = apiMessages,
): string {
  if (status === 400) {
    const first = firstOfList(body) ?? messageOf(body);
    if (first) return first;
  }
  if (status === 401) return messages.unauthorized;
  if (status === 500) return messages.serverError;
  const own = messageOf(body) ?? firstOfList(body);
  if (own) return own;
  const plain = `${status || ''} ${statusText || ''}`.trim();
  return plain !== '' ? plain : messages.unknown;
}

/**
 * doc 2 §8, the usage-analytics service: 400 → the first item's code and message; 500 → the
 * generic text; otherwise the body's message or the status text; fallback 'Unknown error!'. (No
 * 'Unauthorized access.' here: the catalogue does not name it.)
 */
export function usageAnalyticsErrorMessage(
  status: number,
  statusText: string,
  body: unknown,
  messages: ApiMessages = apiMessages,
): { message: string; code?: string | number } {
  if (status === 400) {
    const first = (listOf(body) ?? [body])[0];
    const message = messageOf(first);
    const code = codeOf(first);
    if (message) return code === undefined ? { message } : { message, code };
  }
  if (status === 500) return { message: messages.serverError };
  const own = messageOf(body) ?? firstOfList(body);
  if (own) return { message: own };
  const plain = `${status || ''} ${statusText || ''}`.trim();
  return { message: plain !== '' ? plain : messages.unknown };
}

/** What went wrong, before it is put into words. */
export interface Failure {
  kind: ApiErrorKind;
  status?: number | undefined;
  /** The wait the answer asked for (Retry-After), in seconds. */
  retryAfterSeconds?: number | undefined;
  statusText?: string | undefined;
  body?: unknown;
}

/** The message (and code) for a failure under an endpoint's error catalogue. */
export function failureMessage(
  catalogue: ErrorCatalogue,
  failure: Failure,
  messages: ApiMessages = apiMessages,
): { message: string; code?: string | number } {
  const { kind, status = 0, statusText = '', body } = failure;
  const standard = (): string => {
    if (kind === 'http') return httpErrorMessage(status, statusText, body, messages);
    if (kind === 'invalid-response') return messages.invalidResponse;
    return messages[kind];
  };
  switch (catalogue.kind) {
    case 'standard':
      return { message: standard() };
    case 'usageAnalytics':
      return kind === 'http'
        ? usageAnalyticsErrorMessage(status, statusText, body, messages)
        : { message: standard() };
    case 'fixed': {
      if (catalogue.keep400 && kind === 'http' && status === 400) {
        const first = firstOfList(body) ?? messageOf(body);
        if (first) return { message: first };
      }
      return { message: messages[catalogue.message] };
    }
    case 'prefixed':
      return { message: `${messages[catalogue.prefix]}${standard()}` };
  }
}

/** doc 2 §8: the usage-analytics error that shows the 'Redirect' alert with Continue. */
export function isUsageAnalyticsRedirect(error: unknown): boolean {
  return isApiError(error) && error.code !== undefined && Number(error.code) === 3101;
}
