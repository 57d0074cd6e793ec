import type { Endpoint, EndpointAnswer, EndpointRequest } from '@coop-portal/api-client';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { today } from '../data/dates';
import { demoSiteUrl, resolveDemoLinks } from '../data/site';
import { readDemoOverrides } from '../overrides';
import { demoStore, type DemoStore } from '../store';
import { anyBase } from './path';
import { readToken, type DemoToken } from './tokens';

/** What a demo handler gets: the request parsed by the contract, today, the store and the token. */
export type DemoContext<E extends Endpoint> = EndpointRequest<E> & {
  request: Request;
  /** Today (local midnight), computed for this request. */
  day: Date;
  store: DemoStore;
  /** The bearer token's holder, when a valid demo token came with the call. */
  token: DemoToken | null;
  /** The API base URL this request came in under (e.g. `http://localhost:4010/api`). */
  apiBase: string;
};

type Answer<E extends Endpoint> = EndpointAnswer<E> | Response;

/** An error answer as the co-op API gives it: a 400 carries a list of messages (doc 1 §8). */
export function errorAnswer(status: number, messages: string | string[]): Response {
  return status === 400
    ? HttpResponse.json(Array.isArray(messages) ? messages : [messages], { status })
    : HttpResponse.json({ message: Array.isArray(messages) ? messages[0] : messages }, { status });
}

/**
 * A refusal for asking too often: 429 with the seconds to wait in Retry-After (the abuse protection
 * of the public capital credit calls).
 */
export function tooManyRequests(retryAfterSeconds: number): Response {
  return HttpResponse.json(
    { message: 'Too many attempts.' },
    { status: 429, headers: { 'Retry-After': String(Math.max(0, Math.ceil(retryAfterSeconds))) } },
  );
}

/** The wait a 429 failure override asks for (Retry-After, seconds). */
export const DEMO_RETRY_AFTER_SECONDS = 600;

/** The reason phrases of the error statuses a failure override is likely to name. */
const reasonPhrases: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/**
 * The answer of a call the failure override names (`failures: { [endpoint id]: status }`): that
 * status, with an error body in the co-op API's shape (`errorAnswer`) carrying the status's reason
 * phrase, so the client words it as for a real failure (500: the generic text; 400: the phrase).
 */
function overriddenFailure(endpoint: Endpoint): Response | undefined {
  const status = readDemoOverrides().failures?.[endpoint.id];
  if (status === undefined) return undefined;
  const answer = errorAnswer(
    status,
    reasonPhrases[status] ?? (status < 500 ? 'Request Failed' : 'Server Error'),
  );
  // Too many requests says when to try again: in 10 minutes.
  if (status === 429) answer.headers.set('Retry-After', String(DEMO_RETRY_AFTER_SECONDS));
  return answer;
}

function first(value: string | readonly string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : value?.[0];
}

function apiBaseOf(request: Request, endpoint: Endpoint): string {
  const url = new URL(request.url);
  const depth = endpoint.path.split('/').filter(Boolean).length;
  const segments = url.pathname.split('/').filter(Boolean);
  const base = segments.slice(0, Math.max(0, segments.length - depth)).join('/');
  return `${url.origin}${base ? `/${base}` : ''}`;
}

function issues(error: { issues: { path: PropertyKey[]; message: string }[] }): string[] {
  return error.issues.map(
    (issue) => `${issue.path.map(String).join('.') || 'request'}: ${issue.message}`,
  );
}

/**
 * A demo handler for one endpoint of the contract, under any API base URL. A call the failure
 * override names (`DemoOverrides.failures`) answers its status before anything else; otherwise the
 * request (path, query, declared headers, body) is parsed with the endpoint's schemas (a bad one
 * answers 400 with the problems); a member
 * or quick-pay call whose bearer token is not a valid demo token answers 401; the answer is typed
 * by the endpoint's response schema; links to the demo co-op's website in it become absolute URLs.
 * Every endpoint handler of the demo co-op is made here, so the failure override works for all of
 * them, dispatched or not.
 */
export function handle<E extends Endpoint>(
  endpoint: E,
  resolve: (context: DemoContext<E>) => Answer<E> | Promise<Answer<E>>,
): HttpHandler {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return http[method](anyBase(endpoint.path), async ({ request, params: rawParams }) => {
    const failure = overriddenFailure(endpoint);
    if (failure) return failure;
    let token: DemoToken | null = null;
    if (endpoint.auth !== 'none') {
      const header = request.headers.get('Authorization');
      if (header) {
        token = readToken(header.replace(/^Bearer\s+/i, ''), endpoint.auth);
        if (!token) {
          return HttpResponse.json(
            { message: 'Authorization has been denied for this request.' },
            { status: 401 },
          );
        }
      }
    }
    const url = new URL(request.url);
    const problems: string[] = [];
    const parse = (schema: Endpoint['params'], value: unknown) => {
      if (!schema) return undefined;
      const result = schema.safeParse(value);
      if (!result.success) problems.push(...issues(result.error));
      return result.success ? result.data : undefined;
    };
    const params = parse(
      endpoint.params,
      Object.fromEntries(Object.entries(rawParams).map(([key, value]) => [key, first(value)])),
    );
    const query = parse(
      endpoint.query,
      Object.fromEntries(
        [...url.searchParams.keys()].map((key) => [key, url.searchParams.get(key)]),
      ),
    );
    // The headers the contract declares (e.g. Idempotency-Key), by the names it gives them.
    const declaredHeaders = endpoint.headers
      ? Object.keys((endpoint.headers._zod.def as { shape?: object }).shape ?? {})
      : [];
    const headers = parse(
      endpoint.headers,
      Object.fromEntries(
        declaredHeaders.map((name) => [name, request.headers.get(name) ?? undefined]),
      ),
    );
    let body: unknown;
    if (endpoint.body) {
      let raw: unknown;
      try {
        raw = await request.json();
      } catch {
        problems.push('request: the body is not JSON');
      }
      body = parse(endpoint.body, raw);
    }
    if (problems.length) return errorAnswer(400, problems);
    const answer = await resolve({
      params,
      query,
      body,
      headers,
      request,
      day: today(),
      store: demoStore(),
      token,
      apiBase: apiBaseOf(request, endpoint),
    } as DemoContext<E>);
    return answer instanceof Response
      ? answer
      : HttpResponse.json(resolveDemoLinks(answer, demoSiteUrl(request.url)) as never);
  });
}
