import { http, type HttpHandler } from 'msw';

interface Route {
  method: string | RegExp;
  pattern: RegExp;
  handler: HttpHandler;
}

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern that matches at least what msw matches for a handler's path (`*` any text, `:name`
 * one segment, an optional trailing slash, any letter case), against a URL without its query.
 */
function patternOf(path: string): RegExp {
  const source = path
    .split(/(\*|:\w+)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : escape(part)))
    .join('');
  return new RegExp(`^${source}/?$`, 'i');
}

function routeOf(handler: HttpHandler): Route {
  const { method, path } = handler.info;
  if (typeof path !== 'string') {
    throw new TypeError(
      `A demo handler needs a path to be dispatched to (${handler.info.header}).`,
    );
  }
  return { method, pattern: patternOf(path), handler };
}

function methodMatches(method: string | RegExp, actual: string): boolean {
  return method instanceof RegExp ? method.test(actual) : method.toUpperCase() === actual;
}

/**
 * One msw handler in front of many. msw asks every handler in turn to parse each request (its URL
 * against the handler's path, and the page's cookies), and in the browser every request of the
 * page goes through it, scripts and images included: with the demo co-op's ninety handlers that
 * costs more than answering. This handler picks the handlers by method and precompiled path and
 * lets only those run, in their order, so a request costs the same however many endpoints there
 * are. A request that none of them matches stays unhandled, as it would be without it.
 */
export function dispatchTo(handlers: readonly HttpHandler[]): HttpHandler {
  const routes = handlers.map(routeOf);
  const candidates = (request: Request) => {
    const url = new URL(request.url);
    const target = `${url.origin}${url.pathname}`;
    return routes.filter(
      (route) => methodMatches(route.method, request.method) && route.pattern.test(target),
    );
  };
  return http.all(
    ({ request }) => candidates(request).length > 0,
    async ({ request, requestId }) => {
      for (const route of candidates(request)) {
        const result = await route.handler.run({ request, requestId });
        if (result?.response) return result.response;
      }
      return undefined;
    },
  );
}
