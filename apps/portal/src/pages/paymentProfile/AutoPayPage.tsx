import { useCurrentUser } from '@coop-portal/api-client/react';
import { Link, Spinner, useCatalogue } from '@coop-portal/ui';
import { AutoPay } from '@coop-portal/widgets';
import * as pageStyles from '../pages.css';
import { paymentProfilePageMessages, paymentProfilePageTranslations } from './messages';

/**
 * /billpayments/auto-pay (doc 1 §2.2): the member's auto payments account by account, the AutoPay
 * widget under the page's title, with the way to the stored payment methods it pays from.
 */
export function AutoPayPage() {
  const m = useCatalogue(paymentProfilePageMessages, paymentProfilePageTranslations).autoPay;
  const memberNumber = useCurrentUser()?.memberNumber;
  return (
    <>
      <h1 className={pageStyles.pageTitle}>{m.title}</h1>
      {memberNumber ? (
        <AutoPay key={memberNumber} memberNumber={memberNumber} showHeading={false} />
      ) : (
        <Spinner label={m.loading} />
      )}
      <p>
        <Link href="/billpayments/payment-profile" variant="standalone">
          {m.paymentProfile}
        </Link>
      </p>
    </>
  );
}
