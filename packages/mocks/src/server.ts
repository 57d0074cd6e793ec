import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { demoAnswer } from './answer';
import { setDemoPortalUrl } from './handlers/provider';
import { resetDemoStore } from './store';

export interface MockApiServerOptions {
  /** Default: `PORT` from the environment, else 4010. */
  port?: number;
  /** Default: `HOST` from the environment, else `localhost`. */
  host?: string;
  /**
   * Where the payment callbacks send the browser back to (the portal's URL, e.g.
   * `http://localhost:5173/`). Default: the origin of the page that posted to the fake provider.
   */
  portalUrl?: string;
  /** Log each request to the console. */
  log?: boolean;
}

const allowedMethods = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
const allowedHeaders =
  'Authorization, ApplicationId, Content-Type, Accept, Idempotency-Key, Outage-Token, X-Demo-Provider';

/**
 * CORS for a portal or widget page on another origin: any origin may call (the demo holds no real
 * data), with the `ApplicationId` and `Authorization` headers; bearer tokens, no cookies.
 */
function corsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin;
  const requested = request.headers['access-control-request-headers'];
  return {
    'Access-Control-Allow-Origin': origin ?? '*',
    'Access-Control-Allow-Methods': allowedMethods,
    'Access-Control-Allow-Headers': requested ? `${allowedHeaders}, ${requested}` : allowedHeaders,
    'Access-Control-Expose-Headers': 'Location, Retry-After',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin, Access-Control-Request-Headers',
  };
}

const siteFolder = new URL('../public/demo-site/', import.meta.url);
const siteTypes: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

/** A file of the demo co-op's website (`/demo-site/…`), or null when there is none. */
async function siteFile(path: string): Promise<{ body: Buffer; type: string } | null> {
  const name = decodeURIComponent(path.replace(/^\/demo-site\/?/, '')) || 'index.html';
  if (name.split('/').some((part) => part === '..' || part === '')) return null;
  const type = siteTypes[name.split('.').pop() ?? ''];
  if (!type) return null;
  try {
    return { body: await readFile(new URL(name, siteFolder)), type };
  } catch {
    return null;
  }
}

async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

function toRequest(request: IncomingMessage, body: Buffer | undefined): Request {
  const host = request.headers.host ?? 'localhost';
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(`http://${host}${request.url ?? '/'}`, {
    method: request.method ?? 'GET',
    headers,
    body: body ? new Uint8Array(body) : null,
  });
}

async function send(
  response: ServerResponse,
  answer: Response,
  cors: Record<string, string>,
): Promise<void> {
  const headers: Record<string, string> = { ...cors };
  answer.headers.forEach((value, name) => {
    headers[name] = value;
  });
  response.writeHead(answer.status, answer.statusText || undefined, headers);
  response.end(Buffer.from(await answer.arrayBuffer()));
}

function json(
  response: ServerResponse,
  status: number,
  body: unknown,
  cors: Record<string, string>,
) {
  response.writeHead(status, { ...cors, 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * The demo co-op over real HTTP: every handler of the demo backend, with CORS (preflight included)
 * so a portal or a co-op page on another origin can call it. Not started; call `listen` (or use
 * {@link startMockApiServer}).
 */
export function createMockApiServer({ portalUrl, log = false }: MockApiServerOptions = {}): Server {
  resetDemoStore();
  setDemoPortalUrl(portalUrl);
  return createServer((request, response) => {
    const cors = corsHeaders(request);
    if (log) console.log(`${request.method} ${request.url}`);
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors);
      response.end();
      return;
    }
    if (request.method === 'GET' && (request.url === '/' || request.url === '/health')) {
      json(
        response,
        200,
        {
          name: 'Co-op Portal Kit mock API',
          coop: 'Prairie Rivers Electric & Water Cooperative',
          hint: 'Use this URL (optionally with a path prefix such as /api) as apiBaseUrl.',
        },
        cors,
      );
      return;
    }
    const path = (request.url ?? '/').split(/[?#]/)[0] ?? '/';
    if (request.method === 'GET' && path.startsWith('/demo-site/')) {
      void siteFile(path).then((file) => {
        if (file) {
          response.writeHead(200, { ...cors, 'Content-Type': file.type });
          response.end(file.body);
        } else json(response, 404, { message: `No demo page at ${path}` }, cors);
      });
      return;
    }
    readBody(request)
      .then(async (body) => {
        const answer = await demoAnswer(toRequest(request, body));
        if (!answer) {
          json(
            response,
            404,
            { message: `No demo endpoint for ${request.method} ${request.url}` },
            cors,
          );
          return;
        }
        await send(response, answer, cors);
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!response.headersSent) json(response, 500, { message: 'Demo server error.' }, cors);
        else response.end();
      });
  });
}

/** Starts the mock API server; resolves once it listens. */
export async function startMockApiServer(options: MockApiServerOptions = {}): Promise<{
  server: Server;
  url: string;
  close: () => Promise<void>;
}> {
  const env = typeof process === 'undefined' ? {} : process.env;
  const port = options.port ?? Number.parseInt(env.PORT ?? '4010', 10);
  const host = options.host ?? env.HOST ?? 'localhost';
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, not "${String(env.PORT)}".`);
  }
  const server = createMockApiServer(options);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    server,
    url: `http://${host}:${actualPort}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
