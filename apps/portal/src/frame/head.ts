/**
 * What the frame adds to the document head from the site settings (doc 1 §2.1): the favicon, the
 * co-op's custom stylesheet and custom script (the analytics tag is in analytics.ts). Plain DOM
 * helpers, each idempotent, so a re-render or React's strict mode adds nothing twice.
 */
import { navigation } from '@coop-portal/validation';

/**
 * A URL the portal may load a resource from: http(s), or a path of this site (a link that does not
 * leave the portal: no other scheme, not protocol-relative).
 */
export function isLoadableUrl(value: string): boolean {
  const url = value.trim();
  if (url === '') return false;
  return /^https?:\/\//i.test(url) || !navigation.isExternalLink(url);
}

/** A path of the portal resolved against the base URL ('custom.css' → '/custom.css'); another
 * site's address and an absolute path stay as they are. */
function portalUrl(path: string, baseUrl: string): string {
  return navigation.isExternalLink(path) || path.startsWith('/') ? path : `${baseUrl}${path}`;
}

// ---------------------------------------------------------------------------------------------
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

// ---------------------------------------------------------------------------------------------
// Custom stylesheet (doc 1 §2.1: an optional custom stylesheet is applied).

const FLAG_ON = /^(?:true|y|yes|1|on)$/i;

/** The file the portal loads when `featureFlagCustomCss` is switched on without naming one. */
export const CUSTOM_CSS_FILE = 'custom.css';

/**
 * The stylesheet `featureFlagCustomCss` asks for, or null: a URL (http/https) or a path of the
 * portal ('/branding/coop.css', 'theme.css') is loaded as it is; a switched-on flag ('true', 'Y',
 * 'yes', '1', 'on') loads `custom.css` beside index.html; anything else ('false', 'N', blank, a
 * foreign scheme) loads nothing.
 */
export function customStylesheetUrl(
  value: string | null | undefined,
  baseUrl: string = import.meta.env.BASE_URL,
): string | null {
  const setting = (value ?? '').trim();
  if (setting === '') return null;
  if (FLAG_ON.test(setting)) return portalUrl(CUSTOM_CSS_FILE, baseUrl);
  if (
    /^https?:\/\//i.test(setting) ||
    setting.startsWith('/') ||
    /\.css(?:[?#].*)?$/i.test(setting)
  )
    return isLoadableUrl(setting) ? portalUrl(setting, baseUrl) : null;
  return null;
}

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

// ---------------------------------------------------------------------------------------------
// Custom script (doc 1 §2.1: a custom script file is loaded after each navigation).

/** The meta element in index.html that names the co-op's custom script (empty: none). */
export const CUSTOM_SCRIPT_META = 'coop-custom-script';

/**
 * The custom script named by `<meta name="coop-custom-script" content="custom.js">` in index.html,
 * or null when the content is empty (the default) or not a URL the portal may load.
 */
export function customScriptUrl(
  doc: Document = document,
  baseUrl: string = import.meta.env.BASE_URL,
): string | null {
  const content = doc
    .querySelector<HTMLMetaElement>(`meta[name="${CUSTOM_SCRIPT_META}"]`)
    ?.content.trim();
  return content && isLoadableUrl(content) ? portalUrl(content, baseUrl) : null;
}

/** Runs the custom script once more: the previous script element is replaced by a fresh one. */
export function loadCustomScript(url: string, doc: Document = document): void {
  doc.head.querySelector('script[data-coop-custom-script]')?.remove();
  const script = doc.createElement('script');
  script.src = url;
  script.dataset.coopCustomScript = '';
  doc.head.append(script);
}
