import { setupWorker } from 'msw/browser';
import { installDemoProvider } from './browserProvider';
import { setDemoSiteUrl } from './data/site';
import { handlers } from './handlers';
import { restoreCarriedDrafts } from './handlers/quickPay';
import { demoStore } from './store';

export interface DemoWorkerOptions {
  /** Where `mockServiceWorker.js` is served (default: beside the page, `./mockServiceWorker.js`). */
  serviceWorkerUrl?: string;
  /** Log each answered request to the console (default: off). */
  verbose?: boolean;
  /**
   * The portal's URL (origin and base path) that payment results return to (default: the folder
   * the service worker is served from).
   */
  portalUrl?: string;
}

/**
 * Starts the demo backend in the browser: the msw service worker answers every API call from the
 * demo co-op. Requests that are not API calls (pages, scripts, images) pass through untouched.
 */
export async function startDemoWorker({
  serviceWorkerUrl = './mockServiceWorker.js',
  verbose = false,
  portalUrl = new URL('.', new URL(serviceWorkerUrl, document.baseURI)).href,
}: DemoWorkerOptions = {}) {
  // The demo co-op's website (links, images, documents) is served beside the portal.
  setDemoSiteUrl(new URL('demo-site/', portalUrl).href);
  // Back from the provider's draft set-up: the page was reloaded and the store started afresh, so
  // the drafts the return carries are put back (see `draftsParam`).
  restoreCarriedDrafts(
    new URLSearchParams(window.location.search).get('encodedParam'),
    demoStore(),
  );
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: serviceWorkerUrl },
    onUnhandledRequest: 'bypass',
    quiet: !verbose,
  });
  // The fake hosted payment provider: forms posted to it are shown over the page (see there).
  installDemoProvider({ portalUrl });
  return worker;
}

export { installDemoProvider, type DemoProviderOptions } from './browserProvider';
