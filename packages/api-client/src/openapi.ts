import * as z from 'zod/mini';
import { endpoints as contractEndpoints } from './contract';
import { errorListSchema } from './contract/common';
import { configKeys, configurationSettingsRequestSchema } from './contract/configuration';
import {
  completeScheduledPayment,
  memberPaymentRequestSchema,
  scheduledPaymentCompletionSchema,
} from './contract/payments';
import { guestOutageAccessSchema, OUTAGE_TOKEN_HEADER, reportGuestOutage } from './contract/outage';
import type { Endpoint, ErrorCatalogue } from './contract/endpoint';
import {
  serviceApplicationAddressSchema,
  serviceApplicationReceiptSchema,
  serviceApplicationSchema,
} from './contract/serviceApplication';
import {
  addPaymentMethod,
  autoPayAccountSchema,
  paymentMethodSchema,
  startPaymentMethod,
} from './contract/paymentMethods';
import { apiMessages } from './messages';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export interface OpenApiOptions {
  /** `info.version` (the package version). */
  version?: string;
  /** The endpoints to describe (default: the whole contract). */
  endpoints?: readonly Endpoint[];
}

const componentPrefix = '#/components/schemas/';

/**
 * Converts a zod schema to JSON Schema (draft 2020-12, as OpenAPI 3.1 uses) and moves its `$defs`
 * into the document's components, so every `$ref` resolves from the document root.
 */
function toSchema(
  schema: z.core.$ZodType,
  io: 'input' | 'output',
  components: Record<string, JsonObject>,
  context: string,
): JsonObject {
  const json = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
    reused: 'inline',
    cycles: 'ref',
  }) as JsonObject;
  delete json.$schema;
  const defs = (json.$defs ?? {}) as Record<string, JsonObject>;
  delete json.$defs;
  // Unnamed definitions (zod numbers them per call) get the operation's name.
  const nameOf = (name: string) => (name.startsWith('__schema') ? `${context}${name}` : name);
  const rewrite = (node: Json): Json => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (node && typeof node === 'object') {
      const out: JsonObject = {};
      for (const [key, value] of Object.entries(node)) {
        // Answers may carry fields the portal does not read (it drops them): stay open.
        if (io === 'output' && key === 'additionalProperties' && value === false) continue;
        out[key] =
          key === '$ref' && typeof value === 'string' && value.startsWith('#/$defs/')
            ? `${componentPrefix}${nameOf(value.slice('#/$defs/'.length))}`
            : rewrite(value);
      }
      return out;
    }
    return node;
  };
  for (const [name, def] of Object.entries(defs)) {
    const { id: _id, ...rest } = rewrite(def) as JsonObject;
    components[nameOf(name)] = rest;
  }
  const { id: _id, ...root } = rewrite(json) as JsonObject;
  return root;
}

function catalogueText(catalogue: ErrorCatalogue): string {
  switch (catalogue.kind) {
    case 'standard':
      return 'Errors (doc 1 §8, doc 3 §8): 400 → the first message of the returned error list; 401 → “Unauthorized access.”; 500 → the generic text; another error with a body → its message; otherwise status plus status text.';
    case 'usageAnalytics':
      return 'Errors (doc 2 §8): 400 → the first item’s code and message (code 3101: Redirect); 500 → the generic text; otherwise the body’s message or the status text.';
    case 'fixed':
      return `Errors: the portal shows “${apiMessages[catalogue.message]}”${catalogue.keep400 ? ', except a 400, whose first message is shown' : ''}.`;
    case 'prefixed':
      return `Errors: the portal shows “${apiMessages[catalogue.prefix]}” followed by the standard message.`;
  }
}

/**
 * The public calls a co-op's API refuses when asked too often (abuse protection of the capital
 * credit pages), with what the portal does: its 429 answer and Retry-After header.
 */
const rateLimitDescriptions: Record<string, string> = {
  validateCapitalCreditLetter:
    'Too many failed letter attempts for the member number (e.g. 5 within 15 minutes): the letter is refused until Retry-After has passed. The portal says “Too many attempts. Please try again in N minutes.” and keeps what was entered.',
  searchUnclaimedCapitalCredits:
    'Too many searches from the caller: refused until Retry-After has passed. The portal says “Too many attempts. Please try again in N minutes.” and keeps the search terms.',
  sendCapitalCreditClaim:
    'Too many claims from the caller: refused until Retry-After has passed. The portal says “Too many attempts. Please try again in N minutes.” and keeps the form as filled.',
};

const retryAfterHeader: JsonObject = {
  description:
    'Seconds to wait before asking again (or an HTTP date); the portal rounds it up to minutes.',
  schema: { type: 'integer', minimum: 0 },
};

function objectShape(schema: z.core.$ZodType | undefined): Record<string, z.core.$ZodType> {
  if (!schema) return {};
  // By def type: a run-time `z.core.$ZodObject` would make esbuild bundle all of zod core and every
  // locale (~80 KB gzip) wherever this module lands.
  const def = schema._zod.def;
  if (def.type === 'object') return (def as z.core.$ZodObjectDef).shape;
  throw new TypeError('Path, query and header parameters must be zod objects.');
}

function security(endpoint: Endpoint): JsonObject[] {
  const requirement: JsonObject = {};
  if (endpoint.auth === 'member') requirement.memberBearer = [];
  if (endpoint.auth === 'quickPay') requirement.quickPayBearer = [];
  if (endpoint.applicationIdHeader) requirement.applicationId = [];
  if (endpoint.applicationIdQuery) requirement.applicationIdQuery = [];
  return Object.keys(requirement).length ? [requirement] : [];
}

/**
 * The contract as an OpenAPI 3.1 document: every endpoint with its method, path, parameters,
 * request and response schemas, auth and error catalogue, so a co-op's back-end team can see
 * exactly what the portal expects.
 */
/**
 * The configuration keys the portal asks for, with the values of the keys chosen here: the
 * description of the configuration settings call's `configKeys`. It lives here, not on the schema,
 * so the browser never downloads it.
 */
const configKeysDescription =
  `The configuration keys asked for. The portal asks for: ${Object.values(configKeys).join(', ')}. ` +
  'Values are Y or N for flags, else text; ACCOUNT_OVERVIEW_LAYOUT is INITIAL (the default when ' +
  'unset: the account overview’s full card grid) or BASIC (its compact one-column layout); ' +
  'PAPERLESS_BY_ACCOUNT is Y (My Profile’s paperless choices per account) or N (the default ' +
  'when unset: member-level switches); SCHEDULED_PAYMENT_MAX_DAYS is the number of days ahead a ' +
  'payment may be scheduled (a whole number; 30 when unset), the earliest due date among the ' +
  'accounts paid being the other limit.';

/**
 * Descriptions of the scheduled payments' fields (doc 2 §2.8), added when the document is made, as
 * the configuration keys' one is: the schemas are in the runtime bundle, these texts are not.
 */
const scheduleDescriptions = (): [z.core.$ZodType, string][] => [
  [
    memberPaymentRequestSchema.shape.paymentDate,
    'The day the payment is made (yyyy-MM-dd), sent when the site allows future-dated payments ' +
      '(allowFutureDatedPayments): a day after today schedules the payment, and the hosted form ' +
      'then returns to /PaymentCallback/schedule/success or /PaymentCallback/schedule/cancel ' +
      '(scheduleCallbackPaths); missing, or today, the payment is made now. Never before today, ' +
      'nor after the earliest due date among the accounts paid.',
  ],
  [
    completeScheduledPayment.body.shape.encodedParam,
    'The encodedParam the API’s schedule success callback sent the browser back with.',
  ],
  [
    scheduledPaymentCompletionSchema.shape.transNo,
    'The scheduled payment’s transaction number (its transNo in the scheduled payments list).',
  ],
];

/**
 * Descriptions of the guest outage calls' parts (ours: the spec has no guest outage calls), added
 * when the document is made, like the configuration keys' description.
 */
function guestOutageDescriptions(): [z.core.$ZodType, string][] {
  const access = guestOutageAccessSchema.shape;
  return [
    [
      reportGuestOutage.headers.shape[OUTAGE_TOKEN_HEADER],
      'The outageToken of the guest’s verification (verifyOutageAccount). A missing, invalid or expired token answers 401 with a message; the guest verifies again.',
    ],
    [
      access.outageToken,
      'A short-lived token for one account: reportGuestOutage sends it in the Outage-Token header.',
    ],
    [
      access.expiresInMinutes,
      'How long the outage token is valid. A report queued on the device while offline is sent with it once the connection returns; a token that has expired by then answers 401.',
    ],
    [
      access.serviceAddress,
      'The account’s service address, as the Quick Pay verification shows it to a guest.',
    ],
    [
      access.outageStatus,
      'Whether an outage is active at the account’s location (doc 2 §3 outage status isActive): Y shows OFF, N shows ON, absent shows N/A.',
    ],
    [
      access.outageInfo,
      'What the report form offers (doc 2 §3 outage info without the phones on file: a guest types the call-back phone).',
    ],
  ];
}

/**
 * Descriptions of the new-service application's fields (ours: doc 1 §2.3 gives the tile and the
 * account types, not the form), added when the document is made.
 */
function serviceApplicationDescriptions(): [z.core.$ZodType, string][] {
  const application = serviceApplicationSchema.shape;
  const address = serviceApplicationAddressSchema.shape;
  return [
    [
      application.accountType,
      'The accountType the applicant chose among getServiceAccountTypes; null when the co-op has no account types.',
    ],
    [
      application.businessName,
      'The business’s name, for a commercial account type; null otherwise (firstName and lastName are then the contact person’s).',
    ],
    [application.phone, 'The applicant’s phone, 10 digits (area code and exchange from 1-9).'],
    [application.email, 'The applicant’s e-mail address, lowercased.'],
    [
      application.serviceAddress,
      'Where service is wanted. A zip outside the co-op’s territory answers 400 with a message saying so.',
    ],
    [application.mailingAddress, 'Where bills are mailed; null when it is the service address.'],
    [
      application.requestedStartDate,
      'The day service should start (yyyy-MM-dd): today to 60 days ahead.',
    ],
    [application.comments, 'Anything the co-op should know, at most 1000 characters.'],
    [application.agreedToTerms, 'The applicant agreed to the co-op’s terms of service.'],
    [address.zip, '5 or 9 digits, without hyphen.'],
    [address.state, 'The state’s postal code, e.g. KS.'],
    [
      serviceApplicationReceiptSchema.shape.confirmationNumber,
      'The application’s confirmation number, shown to the applicant (e.g. AFS-000123).',
    ],
  ];
}

/**
 * Descriptions of the payment methods and auto pay fields (doc 1 §2.2), added when the document is
 * made, so the browser never downloads them.
 */
const paymentMethodDescriptions: [z.core.$ZodType, string][] = [
  [
    paymentMethodSchema.shape.maskedNumber,
    'The number as the hosted provider masked it, e.g. ••••4242; the full number never reaches the portal.',
  ],
  [paymentMethodSchema.shape.cardBrand, 'Cards: the brand, e.g. Visa.'],
  [paymentMethodSchema.shape.bankAccountType, 'Bank accounts: Checking or Savings.'],
  [paymentMethodSchema.shape.expiry, 'Cards: the expiry month, YYYY-MM.'],
  [
    paymentMethodSchema.shape.autoPayAccounts,
    'The accounts whose auto payment uses this method; while there is one, deleting it answers 409 with “Update not allowed. Active Payment setup exists.”',
  ],
  [
    autoPayAccountSchema.shape.draftDay,
    'The day of the month the payment is drafted, 1-28; null when drafted on the billing day.',
  ],
  [
    autoPayAccountSchema.shape.notEligibleMessage,
    'Why an account that is not eligible cannot be enrolled, shown as sent.',
  ],
  [
    startPaymentMethod.body.shape.allowCard,
    'Whether the provider offers cards (site configuration allowCreditDraft).',
  ],
  [
    startPaymentMethod.body.shape.allowBank,
    'Whether the provider offers bank accounts (site configuration allowBankDraft).',
  ],
  [
    addPaymentMethod.body.shape.token,
    'The token the hosted provider returned (query token of the payment-methods success callback). A token already used answers the method it added, so a reload adds nothing twice.',
  ],
];

export function createOpenApiDocument({
  version = '0.0.0',
  endpoints = Object.values(contractEndpoints),
}: OpenApiOptions = {}): JsonObject {
  const described = configurationSettingsRequestSchema.shape.configKeys;
  if (!z.globalRegistry.has(described)) {
    z.globalRegistry.add(described, { description: configKeysDescription });
  }
  for (const [schema, description] of [
    ...scheduleDescriptions(),
    ...guestOutageDescriptions(),
    ...serviceApplicationDescriptions(),
    ...paymentMethodDescriptions,
  ]) {
    if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { description });
  }
  const components: Record<string, JsonObject> = {};
  const paths: Record<string, JsonObject> = {};
  const errorList = toSchema(errorListSchema, 'output', components, 'ErrorList');

  for (const endpoint of endpoints) {
    const parameters: JsonObject[] = [];
    for (const [name, schema] of Object.entries(objectShape(endpoint.params))) {
      parameters.push({
        name,
        in: 'path',
        required: true,
        schema: toSchema(schema, 'input', components, endpoint.id),
      });
    }
    for (const [name, schema] of Object.entries(objectShape(endpoint.query))) {
      parameters.push({
        name,
        in: 'query',
        required: !z.safeParse(schema, undefined).success,
        schema: toSchema(schema, 'input', components, endpoint.id),
      });
    }
    for (const [name, schema] of Object.entries(objectShape(endpoint.headers))) {
      parameters.push({
        name,
        in: 'header',
        required: !z.safeParse(schema, undefined).success,
        schema: toSchema(schema, 'input', components, endpoint.id),
      });
    }
    const operation: JsonObject = {
      operationId: endpoint.id,
      summary: endpoint.summary,
      description: `Spec: ${endpoint.spec}. ${catalogueText(endpoint.errors)}`,
      tags: [endpoint.tag],
      security: security(endpoint),
      ...(parameters.length ? { parameters } : {}),
      ...(endpoint.body
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: toSchema(endpoint.body, 'input', components, `${endpoint.id}Body`),
                },
              },
            },
          }
        : {}),
      responses: {
        '200': {
          description: 'OK',
          content: {
            'application/json': {
              schema: toSchema(endpoint.response, 'output', components, `${endpoint.id}Response`),
            },
          },
        },
        '400': {
          description: 'The request was refused; the portal shows the first message.',
          content: { 'application/json': { schema: errorList } },
        },
        ...(endpoint.auth === 'none'
          ? {}
          : { '401': { description: 'The token is missing, invalid or expired.' } }),
        ...(rateLimitDescriptions[endpoint.id]
          ? {
              '429': {
                description: rateLimitDescriptions[endpoint.id] ?? '',
                headers: { 'Retry-After': retryAfterHeader },
              },
            }
          : {}),
        '500': { description: 'The service failed.' },
      },
      'x-coop-read': endpoint.read,
    };
    const item = paths[endpoint.path] ?? {};
    const method = endpoint.method.toLowerCase();
    if (item[method]) throw new Error(`Two endpoints for ${endpoint.method} ${endpoint.path}`);
    item[method] = operation;
    paths[endpoint.path] = item;
  }

  const tags = [...new Set(endpoints.map((endpoint) => endpoint.tag))].map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Co-op Portal Kit API contract',
      version,
      description:
        'What the Co-op Portal Kit member portal expects of a co-op’s API. Paths are relative to the API base URL of portal-config.json. Paths the specs give are verbatim (/v3/quick-pay/…, /v2/applicationforservice/…, /v2/aclara/member/{memberNumber}); the others are chosen by the contract (see the api-client README).',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/', description: 'The co-op API base URL (portal-config.json apiBaseUrl).' }],
    tags,
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        memberBearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The signed-in member’s access token (token session accessToken).',
        },
        quickPayBearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The short-lived quick-pay token from the Quick Pay verification.',
        },
        applicationId: {
          type: 'apiKey',
          in: 'header',
          name: 'ApplicationId',
          description: 'The co-op’s application id (portal-config.json applicationId).',
        },
        applicationIdQuery: {
          type: 'apiKey',
          in: 'query',
          name: 'applicationId',
          description:
            'The co-op’s application id (portal-config.json applicationId) on a guest’s read: in the query, not a header, so a browser sends the read to an API on another origin without a CORS preflight.',
        },
      },
    },
  };
}
