import { useCurrentUser } from '@coop-portal/api-client/react';
import { DraftPayments } from '@coop-portal/widgets';
import { useSearchParams } from '../../routing/hooks';

/**
 * Draft Payments (/draft-payments; doc 3 §2.2): the DraftPayments widget for the signed-in member,
 * its heading the page's title ('Draft Payments', or 'EZ Pay' where whecEnabled is on). Query
 * accountno ticks that account in Setup New Draft; statuscode 0 (the hosted page's return) shows
 * the success result.
 */
export function DraftPaymentsPage() {
  const memberNumber = useCurrentUser()?.memberNumber;
  const [params] = useSearchParams();
  return memberNumber ? (
    <DraftPayments
      memberNumber={memberNumber}
      accountNumber={params.get('accountno')}
      statusCode={params.get('statuscode')}
      headingLevel={1}
    />
  ) : null;
}
