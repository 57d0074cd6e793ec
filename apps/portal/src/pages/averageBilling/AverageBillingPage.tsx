import { useCurrentUser } from '@coop-portal/api-client/react';
import { AverageBilling } from '@coop-portal/widgets';
import { useCatalogue } from '@coop-portal/ui';
import { useCallback } from 'react';
import { useNavigate } from '../../routing/hooks';
import * as pageStyles from '../pages.css';
import { averageBillingPageMessages, averageBillingPageTranslations } from './messages';

/**
 * Average Billing (/levelized-billing; doc 3 §2.4): the AverageBilling widget for the signed-in
 * member; when the co-op does not offer it (the AverageBilling feature is off) the page goes to
 * the account overview in its place.
 */
export function AverageBillingPage() {
  const m = useCatalogue(averageBillingPageMessages, averageBillingPageTranslations);
  const memberNumber = useCurrentUser()?.memberNumber;
  const navigate = useNavigate();
  const toOverview = useCallback(() => {
    void navigate('/accountoverview', { replace: true });
  }, [navigate]);
  return (
    <>
      <h1 className={pageStyles.pageTitle}>{m.title}</h1>
      {memberNumber ? (
        <AverageBilling memberNumber={memberNumber} showHeading={false} onNotOffered={toOverview} />
      ) : null}
    </>
  );
}
