import { useSession } from '@coop-portal/api-client/react';
import { UsageAnalyticsJump } from '@coop-portal/widgets';
import { useNavigate, useSearchParams } from '../../routing/hooks';
import { useRouteTitles } from '../../routing/handle';
import * as pageStyles from '../pages.css';
import { ACCOUNT_OVERVIEW_PATH } from './loaders';

/**
 * The usage-analytics jump (aclarajump, doc 2 §2.10, §8): the UsageAnalyticsJump widget posts the
 * member's settings to the provider. After the 'Redirect' alert (code 3101) and on any other
 * failure the member goes to the account overview — unless the failure ended the session, which the
 * portal answers with the login page. `?accountno=` names the account, as elsewhere in the portal.
 */
export function AclaraJumpPage() {
  const [title] = useRouteTitles();
  const [query] = useSearchParams();
  const session = useSession();
  const navigate = useNavigate();
  const toOverview = () => {
    if (session.isLoggedIn()) void navigate(ACCOUNT_OVERVIEW_PATH, { replace: true });
  };
  return (
    <>
      <h1 className={pageStyles.pageTitle}>{title}</h1>
      <UsageAnalyticsJump
        accountNumber={query.get('accountno')}
        onContinue={toOverview}
        onFailed={toOverview}
      />
    </>
  );
}
