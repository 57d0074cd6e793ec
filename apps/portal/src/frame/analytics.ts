// Analytics (doc 1 §2.1: when a code is set, the script is loaded and a page_view carrying the
// path is sent on each navigation). Loaded by HeadEffects only when the co-op has an analytics
// code, so a portal without one never downloads it. Plain DOM helpers, each idempotent.

import { startWebVitals } from './webVitals';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** The Google tag's address for a measurement id. */
export function googleTagUrl(code: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(code.trim())}`;
}

/**
 * Loads the Google tag once and configures it without its automatic page view: the portal sends
 * one `page_view` per navigation itself ({@link sendPageView}).
 */
export function ensureGoogleTag(code: string, doc: Document = document): void {
  const id = code.trim();
  if (doc.querySelector(`script[data-coop-analytics]`)) return;
  const win = (doc.defaultView ?? window) as Window;
  win.dataLayer = win.dataLayer ?? [];
  const dataLayer = win.dataLayer;
  win.gtag =
    win.gtag ??
    function gtag() {
      // The Google tag reads the `arguments` object itself, not an array.
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
  win.gtag('js', new Date());
  win.gtag('config', id, { send_page_view: false });
  const script = doc.createElement('script');
  script.async = true;
  script.src = googleTagUrl(id);
  script.dataset.coopAnalytics = id;
  doc.head.append(script);
}

/** One page view, carrying the path (without the query, so account numbers stay out of it). */
export function sendPageView(pagePath: string, win: Window = window): void {
  win.gtag?.('event', 'page_view', { page_path: pagePath });
}

/**
 * A navigation with analytics on: the tag (loaded once), a page view for the path, and the Core Web
 * Vitals reports (started once; see webVitals.ts).
 */
export function trackNavigation(code: string, pagePath: string, currentPath: () => string): void {
  ensureGoogleTag(code);
  sendPageView(pagePath);
  void startWebVitals(currentPath);
}
