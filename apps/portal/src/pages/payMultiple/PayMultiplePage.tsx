import { useCurrentUser } from '@coop-portal/api-client/react';
import { scheduledPayments } from '@coop-portal/validation';
import { PayMultipleAccounts } from '@coop-portal/widgets';
import { useCatalogue } from '@coop-portal/ui';
import { useSiteConfigurationData } from '../../startup/useStartup';
import * as pageStyles from '../pages.css';
import { payMultiplePageMessages, payMultiplePageTranslations } from './messages';

/**
 * Pay Multiple Accounts (/billpayments/pay-multiple): the member's accounts, an amount for each
 * selected one and one payment for them all through the hosted provider, whose return shows
 * /payment-success with each account's result. Where the site allows future-dated payments
 * (doc 1 §3), a later payment date schedules it: the provider's return goes to the schedule
 * result pages (doc 2 §2.8). The route table guards it (signed-in members only).
 */
export function PayMultiplePage() {
  const m = useCatalogue(payMultiplePageMessages, payMultiplePageTranslations);
  const memberNumber = useCurrentUser()?.memberNumber;
  const configuration = useSiteConfigurationData();
  return (
    <>
      <h1 className={pageStyles.pageTitle}>{m.title}</h1>
      {memberNumber ? (
        <PayMultipleAccounts
          memberNumber={memberNumber}
          showHeading={false}
          allowFutureDatedPayments={scheduledPayments.isScheduledPaymentsAvailable(configuration)}
        />
      ) : null}
    </>
  );
}
