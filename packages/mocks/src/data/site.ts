/**
 * The demo co-op's stand-in website: static pages, images and documents in this package's
 * `public/demo-site/` folder, served beside the demo backend (by the portal in demo mode, by
 * Storybook, and by `pnpm mock-api`). Every link, image and document of the demo co-op points
 * there, so the demo never sends a visitor or a request to a host that does not exist.
 *
 * The demo data names them with {@link demoSite}; the answers carry absolute URLs, resolved
 * against where the site is served ({@link setDemoSiteUrl}, or `/demo-site/` on the API's origin).
 */
const MARK = 'demo-site:';

/**
 * A page, image or document of the demo co-op's website, e.g. `demoSite('images/linecrew.svg')`;
 * a bare `#section` or `?query` is on its home page.
 */
export const demoSite = (path = '') => `${MARK}${/^[#?]|^$/.test(path) ? 'index.html' : ''}${path}`;

let siteUrlOverride: string | undefined;

/** Where the demo co-op's website is served (default: `/demo-site/` on the API's origin). */
export function setDemoSiteUrl(url: string | undefined) {
  siteUrlOverride = url;
}

/** The demo website's address for an answer to `requestUrl`. */
export function demoSiteUrl(requestUrl: string): string {
  return siteUrlOverride ?? new URL('/demo-site/', requestUrl).href;
}

/** `value` with every demo-site link in it made absolute against `siteUrl`. */
export function resolveDemoLinks<T>(value: T, siteUrl: string): T {
  if (typeof value === 'string') {
    return (value.startsWith(MARK) ? new URL(value.slice(MARK.length), siteUrl).href : value) as T;
  }
  if (Array.isArray(value))
    return value.map((item: unknown) => resolveDemoLinks(item, siteUrl)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, resolveDemoLinks(item, siteUrl)]),
    ) as T;
  }
  return value;
}
