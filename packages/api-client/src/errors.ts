import { ConfigError } from './config';
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

/** One of the client's own messages, by its key in `apiMessages`; or a text the server gave. */
export type ApiMessagePart = { key: keyof ApiMessages } | { text: string };

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
  /**
   * Which of the client's own messages (`apiMessages`) `message` is, so that it can be said in the
   * reader's language (`errorMessageIn`); undefined when the text is the server's (a 400's returned
   * message, the body's message, its status text), which is shown as given in every language.
   */
  readonly messageKey: keyof ApiMessages | undefined;
  /**
   * What follows the message of `messageKey` when that is a prefix ('Failed to load linked
   * accounts: ' plus the standard message): one of the client's own messages, or the server's text.
   */
  readonly messageDetail: ApiMessagePart | undefined;

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
      messageKey?: keyof ApiMessages;
      messageDetail?: ApiMessagePart;
    },
  ) {
    super(message, { cause: init.cause });
    this.kind = init.kind;
    this.endpoint = init.endpoint;
    this.status = init.status;
    this.body = init.body;
    this.code = init.code;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.messageKey = init.messageKey;
    this.messageDetail = init.messageDetail;
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

/**
 * `errorMessage` in another wording of the client's messages, e.g. Spanish (`apiMessagesEs` from
 * `@coop-portal/api-client/es`): a message the client wrote itself (an `ApiError` or a
 * `ConfigError` with a `messageKey`) is said in `messages`; a text the server sent stays exactly as
 * given, and so does any other error's message; otherwise the fallback, `messages.unknown` unless
 * the caller names its own (already in the reader's language).
 */
export function errorMessageIn(
  messages: ApiMessages,
  error: unknown,
  fallback: string = messages.unknown,
): string {
  if (error instanceof ApiError && error.messageKey) {
    const detail = error.messageDetail;
    const rest = !detail ? '' : 'key' in detail ? messages[detail.key] : detail.text;
    return `${messages[error.messageKey]}${rest}`;
  }
  if (error instanceof ConfigError && error.messageKey) return messages[error.messageKey];
  return errorMessage(error, fallback);
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
 * A failure put into words: the text, and which of the client's own messages it is (none when the
 * text is the server's).
 */
export interface FailureWording {
  message: string;
  /** The error code the server gave, where a catalogue uses one (doc 2 §8). */
  code?: string | number;
  /** The key in `apiMessages` of the client's own message; absent for the server's text. */
  messageKey?: keyof ApiMessages;
  /** What follows a prefix (`messageKey` of a prefixed catalogue): the client's or the server's. */
  messageDetail?: ApiMessagePart;
}

/** One of the client's own messages, with its key. */
function own(messages: ApiMessages, key: keyof ApiMessages): FailureWording {
  return { message: messages[key], messageKey: key };
}

/**
 * What both catalogues say after their own cases: 500 → the generic text; another error with a
 * body → its message; otherwise status plus status text; fallback 'Unknown error!'.
 */
function otherWording(
  status: number,
  statusText: string,
  body: unknown,
  messages: ApiMessages,
): FailureWording {
  if (status === 500) return own(messages, 'serverError');
  const server = messageOf(body) ?? firstOfList(body);
  if (server) return { message: server };
  const plain = `${status || ''} ${statusText || ''}`.trim();
  return plain !== '' ? { message: plain } : own(messages, 'unknown');
}

function httpWording(
  status: number,
  statusText: string,
  body: unknown,
  messages: ApiMessages,
): FailureWording {
  if (status === 400) {
    const first = firstOfList(body) ?? messageOf(body);
    if (first) return { message: first };
  }
  if (status === 401) return own(messages, 'unauthorized');
  return otherWording(status, statusText, body, messages);
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
  return httpWording(status, statusText, body, messages).message;
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
  const { message, code } = usageAnalyticsWording(status, statusText, body, messages);
  return code === undefined ? { message } : { message, code };
}

function usageAnalyticsWording(
  status: number,
  statusText: string,
  body: unknown,
  messages: ApiMessages,
): FailureWording {
  if (status === 400) {
    const first = (listOf(body) ?? [body])[0];
    const message = messageOf(first);
    const code = codeOf(first);
    if (message) return code === undefined ? { message } : { message, code };
  }
  return otherWording(status, statusText, body, messages);
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

/**
 * The message (and code) for a failure under an endpoint's error catalogue, with the key of the
 * client's own message it is (none when the text is the server's).
 */
export function failureMessage(
  catalogue: ErrorCatalogue,
  failure: Failure,
  messages: ApiMessages = apiMessages,
): FailureWording {
  const { kind, status = 0, statusText = '', body } = failure;
  const standard = (): FailureWording => {
    if (kind === 'http') return httpWording(status, statusText, body, messages);
    return own(messages, kind === 'invalid-response' ? 'invalidResponse' : kind);
  };
  switch (catalogue.kind) {
    case 'standard':
      return standard();
    case 'usageAnalytics':
      return kind === 'http'
        ? usageAnalyticsWording(status, statusText, body, messages)
        : standard();
    case 'fixed': {
      if (catalogue.keep400 && kind === 'http' && status === 400) {
        const first = firstOfList(body) ?? messageOf(body);
        if (first) return { message: first };
      }
      return own(messages, catalogue.message);
    }
    case 'prefixed': {
      const rest = standard();
      return {
        message: `${messages[catalogue.prefix]}${rest.message}`,
        messageKey: catalogue.prefix,
        messageDetail: rest.messageKey ? { key: rest.messageKey } : { text: rest.message },
      };
    }
  }
}

/** doc 2 §8: the usage-analytics error that shows the 'Redirect' alert with Continue. */
export function isUsageAnalyticsRedirect(error: unknown): boolean {
  return isApiError(error) && error.code !== undefined && Number(error.code) === 3101;
}
