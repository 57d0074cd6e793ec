import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

export interface DemoWorkerOptions {
  /** Where `mockServiceWorker.js` is served (default: beside the page, `./mockServiceWorker.js`). */
  serviceWorkerUrl?: string;
  /** Log each answered request to the console (default: off). */
  verbose?: boolean;
}

/**
 * Starts the demo backend in the browser: the msw service worker answers every API call from the
 * demo co-op. Requests that are not API calls (pages, scripts, images) pass through untouched.
 */
export async function startDemoWorker({
  serviceWorkerUrl = './mockServiceWorker.js',
  verbose = false,
}: DemoWorkerOptions = {}) {
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: serviceWorkerUrl },
    onUnhandledRequest: 'bypass',
    quiet: !verbose,
  });
  return worker;
}
