import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import manifest from '../package.json' with { type: 'json' };
import { endpoints } from './contract';
import { createOpenApiDocument } from './openapi';

// The document exactly as the build writes it (tsup.config.ts: the package version as info.version).
const document = createOpenApiDocument({ version: manifest.version });
const committedFile = resolve(import.meta.dirname, '../openapi.json');
const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** The parts of OpenAPI 3.1 the document uses, checked by shape. */
const schemaObject = z.record(z.string(), z.unknown());
const parameter = z.strictObject({
  name: z.string().min(1),
  in: z.enum(['path', 'query', 'header', 'cookie']),
  required: z.boolean(),
  schema: schemaObject,
});
const mediaTypes = z.record(z.string(), z.strictObject({ schema: schemaObject }));
const operation = z.strictObject({
  operationId: z.string().regex(/^[A-Za-z0-9_]+$/),
  summary: z.string().min(1),
  description: z.string().min(1),
  tags: z.array(z.string()).min(1),
  security: z.array(z.record(z.string(), z.array(z.string()))),
  parameters: z.array(parameter).optional(),
  requestBody: z.strictObject({ required: z.boolean(), content: mediaTypes }).optional(),
  responses: z.record(
    z.string().regex(/^[1-5]\d\d$/),
    z.strictObject({
      description: z.string(),
      content: mediaTypes.optional(),
      headers: z
        .record(z.string(), z.strictObject({ description: z.string(), schema: schemaObject }))
        .optional(),
    }),
  ),
  'x-coop-read': z.boolean(),
});
const openApi31 = z.strictObject({
  openapi: z.string().regex(/^3\.1\.\d+$/),
  info: z.object({ title: z.string(), version: z.string(), description: z.string() }),
  servers: z.array(z.object({ url: z.string() })),
  tags: z.array(z.object({ name: z.string() })),
  paths: z.record(z.string().regex(/^\//), z.partialRecord(z.enum(methods), operation)),
  components: z.strictObject({
    schemas: z.record(z.string().regex(/^[A-Za-z0-9._-]+$/), schemaObject),
    securitySchemes: z.record(
      z.string(),
      z.union([
        z.object({ type: z.literal('http'), scheme: z.literal('bearer') }),
        z.object({ type: z.literal('apiKey'), in: z.enum(['header', 'query']), name: z.string() }),
      ]),
    ),
  }),
});

type Doc = z.output<typeof openApi31>;
type Operation = z.output<typeof operation>;

function operations(doc: Doc): [string, string, Operation][] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    methods.flatMap((method) => {
      const op = item[method];
      return op ? [[path, method, op] as [string, string, Operation]] : [];
    }),
  );
}

function refs(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => refs(item, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push(value);
      else refs(value, found);
    }
  }
  return found;
}

/** Inlines components refs so a schema can be read on its own (cycles stop at depth 4). */
function inline(node: unknown, doc: Doc, depth = 0): unknown {
  if (Array.isArray(node)) return node.map((item) => inline(item, doc, depth));
  if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (typeof record.$ref === 'string') {
      const name = record.$ref.replace('#/components/schemas/', '');
      return depth > 4 ? {} : inline(doc.components.schemas[name], doc, depth + 1);
    }
    return Object.fromEntries(
      Object.entries(record).map(([key, value]) => [key, inline(value, doc, depth)]),
    );
  }
  return node;
}

describe('OpenAPI 3.1 document emitted from the contract', () => {
  const doc = openApi31.parse(document);

  it('is an OpenAPI 3.1 document in shape', () => {
    expect(doc.openapi).toBe('3.1.0');
  });

  it('lists every endpoint of the contract once, with its method and path', () => {
    const listed = operations(doc).map(([path, method, op]) => [op.operationId, method, path]);
    const expected = Object.values(endpoints).map((endpoint) => [
      endpoint.id,
      endpoint.method.toLowerCase(),
      endpoint.path,
    ]);
    expect(listed.sort()).toEqual(expected.sort());
    expect(new Set(listed.map(([id]) => id)).size).toBe(listed.length);
  });

  it('declares exactly the path template’s parameters, required', () => {
    for (const [path, , op] of operations(doc)) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      const declared = (op.parameters ?? [])
        .filter((p) => p.in === 'path')
        .map((p) => {
          expect(p.required).toBe(true);
          return p.name;
        })
        .sort();
      expect(declared, `${op.operationId} ${path}`).toEqual(inPath);
    }
  });

  it('every $ref resolves and every security scheme exists', () => {
    for (const ref of refs(doc)) {
      expect(ref.startsWith('#/components/schemas/'), ref).toBe(true);
      expect(doc.components.schemas[ref.replace('#/components/schemas/', '')], ref).toBeDefined();
    }
    for (const [, , op] of operations(doc)) {
      for (const requirement of op.security) {
        for (const name of Object.keys(requirement)) {
          expect(doc.components.securitySchemes[name], name).toBeDefined();
        }
      }
    }
  });

  it('every schema is valid JSON Schema (zod reads each one back)', () => {
    for (const [, , op] of operations(doc)) {
      const schemas = [
        ...(op.parameters ?? []).map((p) => p.schema),
        ...Object.values(op.requestBody?.content ?? {}).map((media) => media.schema),
        ...Object.values(op.responses).flatMap((response) =>
          Object.values(response.content ?? {}).map((media) => media.schema),
        ),
      ];
      for (const schema of schemas) {
        expect(() =>
          z.fromJSONSchema(inline(schema, doc) as Parameters<typeof z.fromJSONSchema>[0]),
        ).not.toThrow();
      }
    }
  });

  it('auth: Quick Pay calls carry the quick-pay bearer and ApplicationId; member calls the member bearer', () => {
    const byId = new Map(operations(doc).map(([, , op]) => [op.operationId, op]));
    expect(byId.get('verifyQuickPayAccount')?.security).toEqual([{ applicationId: [] }]);
    expect(byId.get('getQuickPayPaymentSettings')?.security).toEqual([
      { quickPayBearer: [], applicationId: [] },
    ]);
    expect(byId.get('getAccountInfo')?.security).toEqual([{ memberBearer: [] }]);
  });

  it("a guest's reads carry the application id in the query (no CORS preflight), its writes in the header", () => {
    const byId = new Map(operations(doc).map(([, , op]) => [op.operationId, op]));
    expect(byId.get('getSiteSettings')?.security).toEqual([{ applicationIdQuery: [] }]);
    expect(byId.get('getImageSettings')?.security).toEqual([{ applicationIdQuery: [] }]);
    expect(doc.components.securitySchemes.applicationIdQuery).toMatchObject({
      type: 'apiKey',
      in: 'query',
      name: 'applicationId',
    });
    for (const [, method, op] of operations(doc)) {
      const bearer = op.security.some((s) => 'memberBearer' in s || 'quickPayBearer' in s);
      if (method === 'get' && !bearer && op.security.length > 0) {
        expect(op.security, op.operationId).toEqual([{ applicationIdQuery: [] }]);
      }
    }
  });

  it('an outage report carries a required Idempotency-Key header (never recorded twice)', () => {
    const report = doc.paths['/v3/outages/report']?.post;
    expect(report?.parameters).toEqual([
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: true }),
    ]);
    expect(report?.summary).toContain('Idempotency-Key');
  });

  it('the public capital credit calls describe their 429 with Retry-After (abuse protection)', () => {
    for (const path of [
      '/v3/capital-credits/letters/validate',
      '/v3/capital-credits/unclaimed/search',
      '/v3/capital-credits/unclaimed/claim',
    ]) {
      const refused = doc.paths[path]?.post?.responses['429'];
      expect(refused?.description, path).toMatch(/Retry-After/);
      expect(refused?.headers?.['Retry-After'], path).toBeDefined();
    }
  });

  it('uses the paths the specs give verbatim', () => {
    for (const path of [
      '/v3/quick-pay/verify/account/phone',
      '/v3/quick-pay/member/{memberNumber}/payments/settings',
      '/v3/quick-pay/member/{memberNumber}/pay',
      '/v3/quick-pay/payments/status',
      '/v2/applicationforservice/serviceordertypes/{accountNumber}',
      '/v2/applicationforservice/processserviceorder',
      '/v2/applicationforservice/getserviceorders/{accountNumber}',
      '/v2/aclara/member/{memberNumber}',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });

  it('the committed openapi.json is exactly the one the contract emits (the build rewrites it: run it after a contract change)', () => {
    const committed = JSON.parse(readFileSync(committedFile, 'utf8')) as unknown;
    expect(committed).toEqual(JSON.parse(JSON.stringify(document)));
    expect(openApi31.safeParse(committed).success).toBe(true);
  });

  it('lists all 98 endpoints of the contract (doc 1-3 §7 and the calls §2-§4 imply)', () => {
    expect(Object.keys(endpoints)).toHaveLength(98);
    expect(operations(doc)).toHaveLength(98);
  });
});
