import { useIsLoggedIn } from '@coop-portal/api-client/react';
import { Button, useCatalogue } from '@coop-portal/ui';
import { useNavigate } from '../../routing/hooks';
import * as pageStyles from '../pages.css';
import { quickPayPageMessages, quickPayPageTranslations } from './messages';
import * as styles from './quickPay.css';

/**
 * The payment was canceled at the provider (doc 2 §2.9): 'Your payment has been canceled.'; Done
 * goes to the account overview for a signed-in member (valid token), else home.
 */
export function PaymentCancelPage() {
  const m = useCatalogue(quickPayPageMessages, quickPayPageTranslations).cancel;
  const isLoggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  return (
    <>
      <h1 className={pageStyles.pageTitle}>{m.title}</h1>
      <div className={styles.result}>
        <p className={styles.message}>{m.message}</p>
        <Button onPress={() => void navigate(isLoggedIn ? '/accountoverview' : '/home')}>
          {m.done}
        </Button>
      </div>
    </>
  );
}
