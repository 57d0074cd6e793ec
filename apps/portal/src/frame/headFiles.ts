/**
 * Puts the co-op's favicon, custom stylesheet and custom script (head.ts says which) in the
 * document head (doc 1 §2.1). Plain DOM helpers, each idempotent, so a re-render or React's strict
 * mode adds nothing twice. Loaded only when a setting asks for one of them (HeadEffects).
 */
import { isLoadableUrl } from './head';

// Favicon (doc 1 §2.1: it follows the dark or light colour scheme).

const FAVICON_SELECTOR = 'link[rel="icon"][data-coop-favicon]';

/**
 * index.html links a light and a dark icon (public/favicon-light.svg, favicon-dark.svg), each with
 * its `prefers-color-scheme` media query, so the browser follows the colour scheme. A configured
 * `portalFavIconPath` wins: both links then point at it. Unset again, the built-in icons return.
 */
export function applyFavicon(path: string | null | undefined, doc: Document = document): void {
  const configured = path && isLoadableUrl(path) ? path.trim() : null;
  for (const link of Array.from(doc.querySelectorAll<HTMLLinkElement>(FAVICON_SELECTOR))) {
    const builtIn = (link.dataset.coopFavicon ||= link.getAttribute('href') ?? '');
    const href = configured ?? builtIn;
    if (link.getAttribute('href') !== href) link.setAttribute('href', href);
  }
}

// Custom stylesheet (doc 1 §2.1: an optional custom stylesheet is applied).

/** Adds (once) or removes the custom stylesheet link, last in the head so its rules win. */
export function applyCustomStylesheet(url: string | null, doc: Document = document): void {
  const existing = doc.head.querySelector<HTMLLinkElement>('link[data-coop-custom-css]');
  if (!url) {
    existing?.remove();
    return;
  }
  if (existing?.getAttribute('href') === url) return;
  existing?.remove();
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = url;
  link.dataset.coopCustomCss = '';
  doc.head.append(link);
}

// Custom script (doc 1 §2.1: a custom script file is loaded after each navigation).

/** Runs the custom script once more: the previous script element is replaced by a fresh one. */
export function loadCustomScript(url: string, doc: Document = document): void {
  doc.head.querySelector('script[data-coop-custom-script]')?.remove();
  const script = doc.createElement('script');
  script.src = url;
  script.dataset.coopCustomScript = '';
  doc.head.append(script);
}
