import { getResponse } from 'msw';
import { handlers } from './handlers';

/**
 * The demo backend's answer to one request, without a server or a service worker (what
 * `pnpm mock-api` sends, and what a test needs to sign a demo member in before its page opens).
 * Undefined when no endpoint of the demo co-op matches the request.
 */
export function demoAnswer(request: Request): Promise<Response | undefined> {
  return getResponse(handlers, request);
}
