// Test helpers shared by the widgets' tests (not part of the package build).
import { resetDemoStore } from '@coop-portal/mocks';
import { createDemoServer } from '@coop-portal/mocks/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';

/**
 * The demo backend for the test file that calls this (once, at its top: test files share this
 * module, so the hooks are registered by each file's own call), every form post to the provider
 * caught in `posted` (jsdom cannot navigate), and `countRequests`.
 */
export function setUpDemoBackend() {
  const server = createDemoServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
    resetDemoStore();
  });
  afterAll(() => server.close());

  /** Every form post to the provider, caught (jsdom cannot navigate). */
  const posted: HTMLFormElement[] = [];
  beforeEach(() => {
    posted.length = 0;
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function submit(
      this: HTMLFormElement,
    ) {
      posted.push(this);
    });
  });

  /** Counts the calls to an endpoint path (any method), e.g. '/pay'. */
  function countRequests(pathEnd: RegExp) {
    const seen: Request[] = [];
    server.events.on('request:start', ({ request }) => {
      if (pathEnd.test(new URL(request.url).pathname)) seen.push(request.clone());
    });
    return seen;
  }

  return { server, posted, countRequests };
}

/**
 * The demo co-op's payment settings for a standard member (member.demo), with changes: Quick Pay's
 * and the signed-in member's answers have the same shape.
 */
export { demoPaymentSettings as paymentSettings } from '@coop-portal/mocks';
