import { ServiceTypeChoice } from '@coop-portal/widgets';
import { useCatalogue } from '@coop-portal/ui';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from '../../routing/hooks';
import * as pageStyles from '../pages.css';
import { serviceApplicationPageMessages, serviceApplicationPageTranslations } from './messages';
import { APPLICATION_PATH, withAccountType } from './paths';

/**
 * New Service (/service-type/select-service-type; doc 1 §2.3): the account type choice, the
 * ServiceTypeChoice widget. The type chosen goes to the application in the address
 * (`?accountType=`); going straight on (one type, or none) replaces this page in the history, so
 * Back does not return to a page that only forwards. Query `accountType` selects a type chosen
 * before.
 */
export function SelectServiceTypePage() {
  const m = useCatalogue(serviceApplicationPageMessages, serviceApplicationPageTranslations);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const onContinue = useCallback(
    (type: { accountType: string } | null, { automatic }: { automatic: boolean }) =>
      void navigate(withAccountType(APPLICATION_PATH, type?.accountType), { replace: automatic }),
    [navigate],
  );
  return (
    <>
      <h1 className={pageStyles.pageTitle}>{m.choiceTitle}</h1>
      <ServiceTypeChoice
        accountType={params.get('accountType')}
        onContinue={onContinue}
        showHeading={false}
        headingLevel={1}
      />
    </>
  );
}
