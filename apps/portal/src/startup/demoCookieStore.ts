/*
 * The demo backend's cookie store in the portal's build, in place of msw's own. msw keeps cookies
 * that handlers set in a tough-cookie jar, whose public-suffix list (tldts) made up about a third
 * of the demo backend's download and of its start-up time. The demo co-op's API answers with
 * bearer tokens and never sets a cookie, so its store is always empty; cookies the page itself
 * sends still reach the handlers (msw reads them from the request and the document, not from here).
 */
export const cookieStore = {
  getCookies(): { key: string; value: string }[] {
    return [];
  },
  async setCookie(): Promise<void> {
    // The demo API sets no cookies.
  },
};
