import { useSession } from '@coop-portal/api-client/react';
import { MyProfile } from '@coop-portal/widgets';
import { useCatalogue } from '@coop-portal/ui';
import { useState } from 'react';
import { useLocation } from '../../routing/hooks';
import * as pageStyles from '../pages.css';
import { UnsavedChangesGuard } from '../UnsavedChangesGuard';
import { profilePageMessages, profilePageTranslations } from './messages';

/** Whether the navigation state asks for the paperless tab (doc 1 §2.4's Paperless tile). */
const opensPaperless = (state: unknown) =>
  typeof state === 'object' &&
  state !== null &&
  (state as { isPaperless?: unknown }).isPaperless === true;

/**
 * /my-profile (doc 2 §2.3): the MyProfile widget for the signed-in member; navigation state
 * `isPaperless` opens its Paperless Options tab. Leaving the page with unsaved edits asks first.
 */
export function MyProfilePage() {
  const m = useCatalogue(profilePageMessages, profilePageTranslations);
  const { state } = useLocation();
  // The route is for signed-in members only (its guard sends others to sign in).
  const memberNumber = useSession().getCurrentUser()?.memberNumber;
  const [unsaved, setUnsaved] = useState(false);

  return (
    <>
      <h1 className={pageStyles.pageTitle}>{m.myProfileTitle}</h1>
      {memberNumber ? (
        <MyProfile
          memberNumber={memberNumber}
          initialTab={opensPaperless(state) ? 'paperless' : 'loginInfo'}
          showHeading={false}
          headingLevel={2}
          onUnsavedChanges={setUnsaved}
        />
      ) : null}
      <UnsavedChangesGuard when={unsaved} />
    </>
  );
}
