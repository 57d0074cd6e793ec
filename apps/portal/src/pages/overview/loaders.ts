import { navigation } from '@coop-portal/validation';
import type { PortalDeps } from '../../app/deps';
import { replaceWith, type Loader } from '../../routing/router';

/** The usage-analytics jump (doc 2 §2.10). */
export const USAGE_ANALYTICS_JUMP_PATH = '/aclarajump';

/** The special view the overview was opened for: the `link` query value, else the path's. */
export function overviewLink(url: URL, params: Readonly<Record<string, string | undefined>>) {
  return url.searchParams.get('link') ?? params['link'] ?? null;
}

/**
 * The account overview's `link` (doc 1 §2.2, doc 2 §2.1), query or path: the detailed usage
 * analysis value goes through the usage-analytics jump (/aclarajump, for the account asked for),
 * replacing the overview's address so Back does not jump again. The my-meter value is the page's
 * (it opens the energy-tracking site); any other value shows the overview.
 */
export function overviewLinkLoader(_deps: PortalDeps): Loader {
  return ({ url, params }) => {
    if (overviewLink(url, params) !== navigation.accountOverviewLinks.detailedUsageAnalysis) {
      return null;
    }
    const account = url.searchParams.get('accountno');
    throw replaceWith(
      account
        ? `${USAGE_ANALYTICS_JUMP_PATH}?accountno=${encodeURIComponent(account)}`
        : USAGE_ANALYTICS_JUMP_PATH,
    );
  };
}
