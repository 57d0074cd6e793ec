import type * as z from 'zod/mini';
import type { ClientConfig } from './config';
import type {
  AuthKind,
  Endpoint,
  EndpointInput,
  EndpointResponse,
  HasNoInput,
} from './contract/endpoint';
import { ApiError, failureMessage, retryAfterSeconds, type Failure } from './errors';
import { ensureEnglishIssueMessages } from './issueLocale';
import { apiMessages, type ApiMessages } from './messages';
import { apiUrl } from './url';

// The details of an answer outside the contract (and of a refused input) are in English.
ensureEnglishIssueMessages();

export interface ApiClientOptions extends ClientConfig {
  /** Bearer token for an auth kind, read at call time; `undefined` sends none. */
  getToken?: (kind: Exclude<AuthKind, 'none'>) => string | null | undefined;
  /** Called when a call that needed a token answers 401 (e.g. to sign the member out). */
  onUnauthorized?: (kind: Exclude<AuthKind, 'none'>, error: ApiError) => void;
  /** A co-op's own wording for the client's messages. */
  messages?: Partial<ApiMessages>;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /**
   * Calls wait for this before they are sent, e.g. while an in-browser demo backend starts (its
   * wait counts against the time-out). When it rejects, every call fails as a network error.
   */
  ready?: Promise<unknown>;
}

export interface RequestOptions {
  /** Cancels the call; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Overrides the configured time-out for this call. */
  timeoutMs?: number;
}

type CallArgs<E extends Endpoint> =
  HasNoInput<E> extends true
    ? [input?: EndpointInput<E>, options?: RequestOptions]
    : [input: EndpointInput<E>, options?: RequestOptions];

export interface ApiClient {
  readonly config: Readonly<ClientConfig>;
  /** Calls an endpoint of the contract and returns its answer, checked against its schema. */
  request<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<EndpointResponse<E>>;
  /** The absolute URL a call would use (for form posts and links). */
  url(path: string, query?: Record<string, unknown>): string;
}

function fillPath(template: string, params: Record<string, unknown> | undefined): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`Missing path parameter "${name}" for ${template}`);
    }
    return encodeURIComponent(String(value));
  });
}

function appendQuery(url: URL, query: Record<string, unknown> | undefined) {
  if (!query) return;
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    url.searchParams.append(key, String(value));
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json') || /^[[{"]/.test(text.trimStart())) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function describeIssues(error: z.core.$ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

/**
 * A fetch-based client for the co-op API. Every call has a time-out and honours an abort signal;
 * every answer is checked against the contract; every failure becomes an {@link ApiError} whose
 * message follows the specs' error catalogues.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const messages: ApiMessages = { ...apiMessages, ...options.messages };
  const config: ClientConfig = Object.freeze({
    apiBaseUrl: options.apiBaseUrl,
    applicationId: options.applicationId,
    requestTimeoutMs: options.requestTimeoutMs,
  });

  function url(path: string, query?: Record<string, unknown>): string {
    const target = apiUrl(config.apiBaseUrl, path);
    appendQuery(target, query);
    return target.href;
  }

  function fail(endpoint: Endpoint, label: string, failure: Failure, cause?: unknown): ApiError {
    const { message, code, messageKey, messageDetail } = failureMessage(
      endpoint.errors,
      failure,
      messages,
    );
    return new ApiError(message, {
      kind: failure.kind,
      endpoint: label,
      ...(failure.status === undefined ? {} : { status: failure.status }),
      ...(failure.body === undefined ? {} : { body: failure.body }),
      ...(code === undefined ? {} : { code }),
      ...(messageKey === undefined ? {} : { messageKey }),
      ...(messageDetail === undefined ? {} : { messageDetail }),
      ...(failure.retryAfterSeconds === undefined
        ? {}
        : { retryAfterSeconds: failure.retryAfterSeconds }),
      cause,
    });
  }

  async function request<E extends Endpoint>(
    endpoint: E,
    ...[input, requestOptions = {}]: CallArgs<E>
  ): Promise<EndpointResponse<E>> {
    const label = `${endpoint.method} ${endpoint.path}`;
    const parts = (input ?? {}) as {
      params?: unknown;
      query?: unknown;
      body?: unknown;
      headers?: unknown;
    };
    const params = endpoint.params ? endpoint.params.parse(parts.params) : undefined;
    const query = endpoint.query ? endpoint.query.parse(parts.query) : undefined;
    const body = endpoint.body ? endpoint.body.parse(parts.body) : undefined;
    const extraHeaders = endpoint.headers
      ? (endpoint.headers.parse(parts.headers) as Record<string, unknown>)
      : {};

    const target = apiUrl(
      config.apiBaseUrl,
      fillPath(endpoint.path, params as Record<string, unknown>),
    );
    appendQuery(target, query as Record<string, unknown>);
    if (endpoint.applicationIdQuery) target.searchParams.set('applicationId', config.applicationId);

    const headers = new Headers({ Accept: 'application/json' });
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    if (endpoint.applicationIdHeader) headers.set('ApplicationId', config.applicationId);
    for (const [name, value] of Object.entries(extraHeaders)) {
      if (value !== undefined && value !== null) headers.set(name, String(value));
    }
    if (endpoint.auth !== 'none') {
      const token = options.getToken?.(endpoint.auth);
      if (token) headers.set('Authorization', `Bearer ${token}`);
    }

    const { signal: outer, timeoutMs = config.requestTimeoutMs } = requestOptions;
    outer?.throwIfAborted();
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forwardAbort = () => controller.abort(outer?.reason);
    outer?.addEventListener('abort', forwardAbort, { once: true });

    try {
      let response: Response;
      try {
        if (options.ready) await options.ready;
        response = await (options.fetch ?? globalThis.fetch)(target, {
          method: endpoint.method,
          headers,
          body: body === undefined ? null : JSON.stringify(body),
          signal: controller.signal,
        });
      } catch (cause) {
        if (timedOut) throw fail(endpoint, label, { kind: 'timeout' }, cause);
        if (outer?.aborted) throw outer.reason;
        throw fail(endpoint, label, { kind: 'network' }, cause);
      }

      let payload: unknown;
      try {
        payload = await readBody(response);
      } catch (cause) {
        if (timedOut) throw fail(endpoint, label, { kind: 'timeout' }, cause);
        if (outer?.aborted) throw outer.reason;
        throw fail(endpoint, label, { kind: 'network' }, cause);
      }

      if (!response.ok) {
        const error = fail(endpoint, label, {
          kind: 'http',
          status: response.status,
          statusText: response.statusText,
          body: payload,
          retryAfterSeconds: retryAfterSeconds(response.headers.get('Retry-After')),
        });
        if (response.status === 401 && endpoint.auth !== 'none') {
          options.onUnauthorized?.(endpoint.auth, error);
        }
        throw error;
      }

      const parsed = endpoint.response.safeParse(payload);
      if (!parsed.success) {
        throw fail(
          endpoint,
          label,
          { kind: 'invalid-response', status: response.status, body: payload },
          new Error(`${label} answered outside the contract: ${describeIssues(parsed.error)}`),
        );
      }
      return parsed.data as EndpointResponse<E>;
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', forwardAbort);
    }
  }

  return { config, request, url };
}
