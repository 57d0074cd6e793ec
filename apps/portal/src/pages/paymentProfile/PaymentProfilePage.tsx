import { useCurrentUser } from '@coop-portal/api-client/react';
import { Link, Spinner, useCatalogue } from '@coop-portal/ui';
import { paymentProfile } from '@coop-portal/validation';
import { PaymentProfile } from '@coop-portal/widgets';
import { useSearchParams } from '../../routing/hooks';
import * as pageStyles from '../pages.css';
import { paymentProfilePageMessages, paymentProfilePageTranslations } from './messages';

/**
 * /billpayments/payment-profile (doc 1 §2.2): the member's stored payment methods, the
 * PaymentProfile widget under the page's title. The hosted provider returns here with its token
 * (or canceled=true), which the widget hands on once. The query stays in the address: a change of
 * address is a new view (every navigation reloads it, doc 1 §2.1), which would lose the widget's
 * message; a reload sends the token again, and the API answers the method it already added.
 */
export function PaymentProfilePage() {
  const m = useCatalogue(paymentProfilePageMessages, paymentProfilePageTranslations).paymentProfile;
  const memberNumber = useCurrentUser()?.memberNumber;
  const [params] = useSearchParams();
  const returned = paymentProfile.methodReturn(params);

  return (
    <>
      <h1 className={pageStyles.pageTitle}>{m.title}</h1>
      {memberNumber ? (
        <PaymentProfile
          key={memberNumber}
          memberNumber={memberNumber}
          showHeading={false}
          returned={returned}
        />
      ) : (
        <Spinner label={m.loading} />
      )}
      <p>
        <Link href="/billpayments/auto-pay" variant="standalone">
          {m.autoPay}
        </Link>
      </p>
    </>
  );
}
