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

  constructor(
    message: string,
    init: {
      kind: ApiErrorKind;
      endpoint: string;
      status?: number;
      body?: unknown;
      cause?: unknown;
    },
  ) {
    super(message, { cause: init.cause });
    this.kind = init.kind;
    this.endpoint = init.endpoint;
    this.status = init.status;
    this.body = init.body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
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

function firstOfList(body: unknown): string | undefined {
  const list = Array.isArray(body)
    ? body
    : body && typeof body === 'object'
      ? ((body as Record<string, unknown>).errors ?? (body as Record<string, unknown>).Errors)
      : undefined;
  if (!Array.isArray(list)) return undefined;
  for (const item of list) {
    const message = messageOf(item);
    if (message) return message;
  }
  return undefined;
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
