import { useCurrentUser } from '@coop-portal/api-client/react';
import { Alert, Link, Spinner, useCatalogue } from '@coop-portal/ui';
import { scheduledPayments } from '@coop-portal/validation';
import { ScheduledPayments } from '@coop-portal/widgets';
import { useSiteConfigurationData } from '../../startup/useStartup';
import * as pageStyles from '../pages.css';
import { scheduledPaymentsPageMessages, scheduledPaymentsPageTranslations } from './messages';

/**
 * /scheduled-payments (doc 2 §2.8): the signed-in member's scheduled payments, the
 * ScheduledPayments widget under the page's title. As the menu offers the page only when the site
 * allows future-dated payments (doc 1 §2.2), without it the page says the list is not available,
 * with a way to the account overview.
 */
export function ScheduledPaymentsPage() {
  const m = useCatalogue(scheduledPaymentsPageMessages, scheduledPaymentsPageTranslations).list;
  const configuration = useSiteConfigurationData();
  const memberNumber = useCurrentUser()?.memberNumber;

  let content;
  if (!scheduledPayments.isScheduledPaymentsAvailable(configuration)) {
    content = (
      <Alert tone="info">
        {m.unavailable} <Link href="/accountoverview">{m.accountOverview}</Link>
      </Alert>
    );
  } else if (!memberNumber) {
    content = <Spinner label={m.loading} />;
  } else {
    content = <ScheduledPayments memberNumber={memberNumber} showHeading={false} />;
  }

  return (
    <>
      <h1 className={pageStyles.pageTitle}>{m.title}</h1>
      {content}
    </>
  );
}
