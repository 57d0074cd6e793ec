import { useCurrentUser } from '@coop-portal/api-client/react';
import { PayMultipleAccounts } from '@coop-portal/widgets';
import * as pageStyles from '../pages.css';
import { payMultiplePageMessages as m } from './messages';

/**
 * Pay Multiple Accounts (/billpayments/pay-multiple): the member's accounts, an amount for each
 * selected one and one payment for them all through the hosted provider, whose return shows
 * /payment-success with each account's result. The route table guards it (signed-in members only).
 */
export function PayMultiplePage() {
  const memberNumber = useCurrentUser()?.memberNumber;
  return (
    <>
      <h1 className={pageStyles.pageTitle}>{m.title}</h1>
      {memberNumber ? (
        <PayMultipleAccounts memberNumber={memberNumber} showHeading={false} />
      ) : null}
    </>
  );
}
