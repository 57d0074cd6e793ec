import { ServiceApplicationForm } from '@coop-portal/widgets';
import { useCatalogue } from '@coop-portal/ui';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from '../../routing/hooks';
import * as pageStyles from '../pages.css';
import { serviceApplicationPageMessages, serviceApplicationPageTranslations } from './messages';
import { CHOICE_PATH, withAccountType } from './paths';

/**
 * Application For Service (/service-type/application-for-service; doc 1 §2.3): the application
 * for the account type of query `accountType`, the ServiceApplicationForm widget. Without a type
 * the co-op has (when it has several), the applicant is sent back to the choice in place of this
 * page; Change account type goes to the choice with the current type selected.
 */
export function ApplicationForServicePage() {
  const m = useCatalogue(serviceApplicationPageMessages, serviceApplicationPageTranslations);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const accountType = params.get('accountType');
  const onChooseAccountType = useCallback(
    ({ automatic }: { automatic: boolean }) =>
      void navigate(withAccountType(CHOICE_PATH, automatic ? null : accountType), {
        replace: automatic,
      }),
    [navigate, accountType],
  );
  return (
    <>
      <h1 className={pageStyles.pageTitle}>{m.applicationTitle}</h1>
      <ServiceApplicationForm
        key={accountType ?? ''}
        accountType={accountType}
        onChooseAccountType={onChooseAccountType}
        showHeading={false}
        headingLevel={1}
      />
    </>
  );
}
