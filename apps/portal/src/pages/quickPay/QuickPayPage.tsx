import { Alert, useCatalogue } from '@coop-portal/ui';
import { navigation } from '@coop-portal/validation';
import { QuickPayDialog } from '@coop-portal/widgets';
import { useNavigate, useSearchParams } from '../../routing/hooks';
import { useSiteSettingsData } from '../../startup/useStartup';
import * as pageStyles from '../pages.css';
import { quickPayPageMessages, quickPayPageTranslations } from './messages';

/**
 * Quick Pay (doc 1 §2.5, doc 3 §2.12): the Quick Pay dialog, its fields prefilled from the query
 * (accountno: the first 12 characters, phone: the first 4, when they are digits — the widget's
 * rule). Closing the dialog goes home. With the QuickPay feature off: 'Service unavailable, please
 * contact administrator.' (A signed-in member never gets here: the route's loader sends them to
 * /accountoverview.)
 */
export function QuickPayPage() {
  const m = useCatalogue(quickPayPageMessages, quickPayPageTranslations).quickPay;
  const settings = useSiteSettingsData();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const available = navigation.isFeatureOn(settings.features, 'QuickPay');
  return (
    <>
      <h1 className={pageStyles.pageTitle}>{m.title}</h1>
      {available ? (
        <QuickPayDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) void navigate('/home');
          }}
          accountNumber={params.get('accountno')}
          phoneLastFour={params.get('phone')}
        />
      ) : (
        <Alert tone="error">{m.serviceUnavailable}</Alert>
      )}
    </>
  );
}
