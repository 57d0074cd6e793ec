import type * as z from 'zod/mini';
import { ensureEnglishIssueMessages } from '../issueLocale';
import type { ApiMessages } from '../messages';

// Whoever parses with the contract's schemas (the client, the demo backend) reads English issues.
ensureEnglishIssueMessages();

type MessageKey = keyof ApiMessages;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint:
 * - `none`: anyone (guests);
 * - `member`: a signed-in member's session bearer token;
 * - `quickPay`: the short-lived quick-pay bearer token (doc 1 §6).
 */
export type AuthKind = 'none' | 'member' | 'quickPay';

/** A zod/mini schema (classic zod schemas fit too: both have parse and safeParse). */
type AnySchema = z.ZodMiniType;

/**
 * Which error catalogue turns a failure of this call into a message:
 * - `standard`: doc 1 §8 (Quick Pay) and doc 3 §8 (service request layer);
 * - `usageAnalytics`: doc 2 §8 (400 → the first item's code and message; no 401 text);
 * - `fixed`: every failure says the message under key `message` (e.g. doc 3 §8 'Delinquent File not found.'); with
 *   `keep400`, a 400 keeps the server's first message (doc 3 §8 average-billing update);
 * - `prefixed`: the standard message after `prefix` (doc 2 §8 'Failed to load linked accounts: ').
 */
export type ErrorCatalogue =
  | { kind: 'standard' }
  | { kind: 'usageAnalytics' }
  | { kind: 'fixed'; message: MessageKey; keep400?: boolean }
  | { kind: 'prefixed'; prefix: MessageKey };

/** One call of the contract: method, path, schemas and auth, described once. */
export interface Endpoint<
  Params extends AnySchema | undefined = AnySchema | undefined,
  Query extends AnySchema | undefined = AnySchema | undefined,
  Body extends AnySchema | undefined = AnySchema | undefined,
  Response extends AnySchema = AnySchema,
  Headers extends AnySchema | undefined = AnySchema | undefined,
> {
  /** Stable id, also the OpenAPI operationId. */
  id: string;
  summary: string;
  /** Where the spec defines the call, e.g. 'doc 1 §7'. */
  spec: string;
  method: HttpMethod;
  /** Path template under the API base URL; `{name}` segments come from `params`. */
  path: string;
  auth: AuthKind;
  /** Send the `ApplicationId` header. */
  applicationIdHeader: boolean;
  /**
   * Send the application id as the `applicationId` query parameter instead of the header: a
   * guest's read by GET, which then carries no header a browser must ask a cross-origin API about
   * first (no CORS preflight, one round trip less before the answer).
   */
  applicationIdQuery: boolean;
  params: Params;
  query: Query;
  body: Body;
  /**
   * Request headers the call carries beyond auth and content type, as a zod object by header name
   * (e.g. `Idempotency-Key` on a write that must never happen twice); the caller passes them as
   * the input's `headers`, the OpenAPI document lists them as header parameters.
   */
  headers: Headers;
  response: Response;
  /** A read (cached, retried per the read policy) or a write (never retried). */
  read: boolean;
  errors: ErrorCatalogue;
  /** OpenAPI tag (the feature file). */
  tag: string;
}

/** Declares an endpoint; the optional parts default to "none". */
export function defineEndpoint<
  Response extends AnySchema,
  Params extends AnySchema | undefined = undefined,
  Query extends AnySchema | undefined = undefined,
  Body extends AnySchema | undefined = undefined,
  Headers extends AnySchema | undefined = undefined,
>(definition: {
  id: string;
  summary: string;
  spec: string;
  method: HttpMethod;
  path: string;
  auth: AuthKind;
  applicationIdHeader?: boolean;
  applicationIdQuery?: boolean;
  params?: Params;
  query?: Query;
  body?: Body;
  headers?: Headers;
  response: Response;
  /** Defaults to true for GET, false otherwise (a POST that only reads says `read: true`). */
  read?: boolean;
  errors?: ErrorCatalogue;
  tag: string;
}): Endpoint<Params, Query, Body, Response, Headers> {
  if (definition.applicationIdHeader && definition.applicationIdQuery) {
    throw new TypeError(`${definition.id}: the application id goes in the header or the query.`);
  }
  return {
    applicationIdHeader: definition.auth === 'quickPay' && !definition.applicationIdQuery,
    applicationIdQuery: false,
    read: definition.method === 'GET',
    errors: { kind: 'standard' },
    ...definition,
    params: definition.params as Params,
    query: definition.query as Query,
    body: definition.body as Body,
    headers: definition.headers as Headers,
  };
}

type Part<Key extends string, Schema> = Schema extends AnySchema
  ? { [K in Key]: z.input<Schema> }
  : { [K in Key]?: never };

/** What a caller passes for an endpoint: exactly the parts it declares. */
export type EndpointInput<E extends Endpoint> = Part<'params', E['params']> &
  Part<'query', E['query']> &
  Part<'body', E['body']> &
  Part<'headers', E['headers']>;

export type EndpointResponse<E extends Endpoint> = z.output<E['response']>;

/** What a server may send for an endpoint (the response schema's input: defaults may be left out). */
export type EndpointAnswer<E extends Endpoint> = z.input<E['response']>;

/** What a server receives for an endpoint, after the contract's parsing. */
export type EndpointRequest<E extends Endpoint> = {
  params: E['params'] extends AnySchema ? z.output<E['params']> : undefined;
  query: E['query'] extends AnySchema ? z.output<E['query']> : undefined;
  body: E['body'] extends AnySchema ? z.output<E['body']> : undefined;
  headers: E['headers'] extends AnySchema ? z.output<E['headers']> : undefined;
};

/** True when the endpoint takes no input at all, so the input argument may be left out. */
export type HasNoInput<E extends Endpoint> = E['params'] extends AnySchema
  ? false
  : E['query'] extends AnySchema
    ? false
    : E['body'] extends AnySchema
      ? false
      : E['headers'] extends AnySchema
        ? false
        : true;
