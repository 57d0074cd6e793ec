// Where a call goes, on its own (no other import): the portal's first script builds its start-up
// reads' addresses with it before the rest of the client has loaded.

/**
 * The address of an API path under the API base URL: the path is appended to the base's own path
 * (so 'https://api.example.coop/coop/' and '/v3/site/settings' give
 * 'https://api.example.coop/coop/v3/site/settings'); a relative base is taken from the page's
 * address. The query is left empty.
 */
export function apiUrl(base: string, path: string): URL {
  const absoluteBase = new URL(base, typeof location === 'undefined' ? undefined : location.href);
  const prefix = absoluteBase.pathname.replace(/\/+$/, '');
  const url = new URL(absoluteBase.href);
  url.pathname = `${prefix}/${path.replace(/^\/+/, '')}`;
  url.search = '';
  return url;
}
