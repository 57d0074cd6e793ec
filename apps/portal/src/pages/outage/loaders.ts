import type { PortalDeps } from '../../app/deps';
import type { Loader } from '../../routing/router';

/**
 * The outage page's loader (doc 2 §2.6): the page's largest content is the account's outage
 * status, read after the account's info. Those reads start here, beside the page's code, instead
 * of after it; the page does not wait for them (their code loads on demand, and a read that fails
 * here is read, and its failure worded, by the page).
 */
export function outageStatusLoader(deps: PortalDeps): Loader {
  return ({ url }) => {
    void import('./prefetch')
      .then(({ prefetchOutageStatus }) => prefetchOutageStatus(deps, url))
      .catch(() => undefined);
    return null;
  };
}
