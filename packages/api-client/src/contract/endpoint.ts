import type * as z from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint:
 * - `none`: anyone (guests);
 * - `member`: a signed-in member's session bearer token;
 * - `quickPay`: the short-lived quick-pay bearer token (doc 1 §6).
 */
export type AuthKind = 'none' | 'member' | 'quickPay';

type AnySchema = z.ZodType;

/** One call of the contract: method, path, schemas and auth, described once. */
export interface Endpoint<
  Params extends AnySchema | undefined = AnySchema | undefined,
  Query extends AnySchema | undefined = AnySchema | undefined,
  Body extends AnySchema | undefined = AnySchema | undefined,
  Response extends AnySchema = AnySchema,
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
  params: Params;
  query: Query;
  body: Body;
  response: Response;
}

/** Declares an endpoint; the optional parts default to "none". */
export function defineEndpoint<
  Response extends AnySchema,
  Params extends AnySchema | undefined = undefined,
  Query extends AnySchema | undefined = undefined,
  Body extends AnySchema | undefined = undefined,
>(definition: {
  id: string;
  summary: string;
  spec: string;
  method: HttpMethod;
  path: string;
  auth: AuthKind;
  applicationIdHeader?: boolean;
  params?: Params;
  query?: Query;
  body?: Body;
  response: Response;
}): Endpoint<Params, Query, Body, Response> {
  return {
    applicationIdHeader: false,
    ...definition,
    params: definition.params as Params,
    query: definition.query as Query,
    body: definition.body as Body,
  };
}

type Part<Key extends string, Schema> = Schema extends AnySchema
  ? { [K in Key]: z.input<Schema> }
  : { [K in Key]?: never };

/** What a caller passes for an endpoint: exactly the parts it declares. */
export type EndpointInput<E extends Endpoint> = Part<'params', E['params']> &
  Part<'query', E['query']> &
  Part<'body', E['body']>;

export type EndpointResponse<E extends Endpoint> = z.output<E['response']>;

/** True when the endpoint takes no input at all, so the input argument may be left out. */
export type HasNoInput<E extends Endpoint> = E['params'] extends AnySchema
  ? false
  : E['query'] extends AnySchema
    ? false
    : E['body'] extends AnySchema
      ? false
      : true;
