import type { PortalDeps } from '../../app/deps';
import type { Loader } from '../../routing/router';

/**
 * The outage page's loader (doc 2 §2.6): the page's largest content is the account's outage
 * status, read after the account's info. Those reads start here, as soon as the page's code is in
 * (the first script asks for it with the portal's), not once the page renders; the page does not
 * wait for them (a read that fails here is read, and its failure worded, by the page). The reads'
 * code comes with the page's own: apart, it was a copy of the contract and rules the page's code
 * has too.
 */
export function outageStatusLoader(deps: PortalDeps): Loader {
  return ({ url }) => {
    void import('./OutagePage')
      .then(({ prefetchOutageStatus }) => prefetchOutageStatus(deps, url))
      .catch(() => undefined);
    return null;
  };
}
