import { useCurrentUser } from '@coop-portal/api-client/react';
import { OperationRoundUp } from '@coop-portal/widgets';
import { useCatalogue } from '@coop-portal/ui';
import { useState } from 'react';
import * as pageStyles from '../pages.css';
import { UnsavedChangesGuard } from '../UnsavedChangesGuard';
import { roundUpPageMessages, roundUpPageTranslations } from './messages';

/**
 * Operation RoundUp (/operation-roundup; doc 3 §2.3): the OperationRoundUp widget for the signed-in
 * member. Leaving the page with changes not sent yet asks first.
 */
export function OperationRoundUpPage() {
  const m = useCatalogue(roundUpPageMessages, roundUpPageTranslations);
  const memberNumber = useCurrentUser()?.memberNumber;
  const [unsaved, setUnsaved] = useState(false);
  return (
    <>
      <h1 className={pageStyles.pageTitle}>{m.title}</h1>
      {memberNumber ? (
        <OperationRoundUp
          memberNumber={memberNumber}
          showHeading={false}
          onUnsavedChanges={setUnsaved}
        />
      ) : null}
      <UnsavedChangesGuard when={unsaved} />
    </>
  );
}
