import {
  memberAccountsQuery,
  memberDetailsQuery,
  useApiClient,
  useSession,
} from '@coop-portal/api-client/react';
import { Spinner, useCatalogue } from '@coop-portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from '../../routing/hooks';
import { useRouteTitles } from '../../routing/handle';
import * as pageStyles from '../pages.css';
import { ACCOUNT_OVERVIEW_PATH } from './loaders';
import { signInPageMessages, signInPageTranslations } from './messages';

/**
 * The external login redirect (doc 1 §2.6), once its loader has kept the token in the session and
 * taken the query string out of the address bar: 'Please wait...' while the member's accounts and
 * details load, then the account overview (replacing this page in the history). A token the API
 * refuses ends the session, and the portal shows the login page (doc 1 §4.2).
 */
export function ExternalRedirectPage() {
  const m = useCatalogue(signInPageMessages, signInPageTranslations);
  const [title] = useRouteTitles();
  const session = useSession();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    const memberNumber = session.getCurrentUser()?.memberNumber;
    if (!memberNumber) return;
    let cancelled = false;
    const input = { params: { memberNumber } };
    void Promise.allSettled([
      queryClient.fetchQuery(memberAccountsQuery(api, input)),
      queryClient.fetchQuery(memberDetailsQuery(api, input)),
    ]).then(() => {
      if (!cancelled && session.isLoggedIn()) {
        void navigate(ACCOUNT_OVERVIEW_PATH, { replace: true });
      }
    });
    return () => {
      cancelled = true;
    };
  }, [session, api, queryClient, navigate]);

  return (
    <>
      <h1 className={pageStyles.pageTitle}>{title}</h1>
      <Spinner label={m.externalRedirectWaiting} showLabel />
    </>
  );
}
