import { pageModuleFor } from '../routing/pageModules';
import { startEarly } from './earlyStart';

/**
 * The portal's first script (index.html loads it ahead of the portal's code; see earlyStart.ts):
 * the runtime configuration, then the start-up reads or the demo backend, on their way while the
 * portal's code downloads. main.tsx reads their answers through `early.fetch`.
 */
export const early = startEarly(import.meta.env.BASE_URL);

// The page of the address opened starts loading now too (its code, its style sheets, the chunks
// it shares with the portal's); the router finds it loaded. For a guarded page and a visitor not
// signed in, the sign-in page shows instead and this page's code waits in the browser's cache.
// A failure here is the router's to report, when it loads the page.
const path = window.location.pathname.slice(import.meta.env.BASE_URL.length - 1);
pageModuleFor(path)?.().catch(() => undefined);
