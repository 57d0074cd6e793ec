import { isHomePath, startEarly } from './earlyStart';

/** The path opened, without the base URL. */
const path = window.location.pathname.slice(import.meta.env.BASE_URL.length - 1);

/**
 * The portal's first script (index.html loads it ahead of the portal's code; see earlyStart.ts):
 * the runtime configuration, then the start-up reads or the demo backend, on their way while the
 * portal's code downloads. main.tsx reads their answers through `early.fetch`.
 */
export const early = startEarly(import.meta.env.BASE_URL, { path });

// In the build, index.html names the portal's code in a modulepreload link, not a script (see
// firstScript() in vite.config.ts): it downloads beside this script, and runs once the start-up
// reads are on their way. Run at once, its parsing would hold those reads back by as long (a
// phone parses the portal's code in about half a second). The dev server loads main.tsx itself.
const portalCode = document.querySelector<HTMLLinkElement>('link[data-coop-portal-code]');

if (portalCode) {
  void early.started.then(() => {
    void import(/* @vite-ignore */ portalCode.href).then((code: Record<string, () => void>) => {
      // The chunk the build's entry only starts (portalStart() in vite.config.ts) is started here.
      const start = portalCode.dataset.coopPortalStart;
      if (start) code[start]!();
    });
    // Home's code loads with the frame (routes.tsx, pageCodeAfterFrame): opened first, it is asked
    // for beside the portal's. A failure here is the router's to report, when it loads the page.
    if (isHomePath(path)) import('../pages/HomePage').catch(() => undefined);
  });
}
