import { useCurrentUser } from '@coop-portal/api-client/react';
import { ChevronDownIcon, NativeButton, useCatalogue } from '@coop-portal/ui';
import { navigation } from '@coop-portal/validation';
import { useLazyMenuTrigger } from './lazyMenus';
import { frameMessages, frameTranslations } from './messages';
import * as styles from './header.css';
import { useFrameSignOut } from './useFrameSignOut';

/**
 * The profile drop-down of a signed-in member (doc 1 §2.1): a button with the member's name (at
 * most 250px wide, doc 1 §9; a long name ends in an ellipsis but is read in full), My Profile and
 * Sign Out. Sign-out clears the session and goes to the configured sign-out link when it starts
 * with login, else /home (doc 1 §4.2).
 */
export function ProfileMenu() {
  const m = useCatalogue(frameMessages, frameTranslations).header;
  const user = useCurrentUser();
  const signOut = useFrameSignOut();
  const { menus, triggerProps, placeholderProps } = useLazyMenuTrigger();
  const name =
    user?.loginInfo?.displayName?.trim() ||
    user?.loginInfo?.userName?.trim() ||
    m.profileFallbackName;
  const maxWidth = navigation.frameLimits.profileNameMaxWidthPx;

  if (menus) {
    return (
      <menus.ProfileMenuTrigger
        name={name}
        maxWidth={maxWidth}
        onSignOut={signOut}
        {...triggerProps}
      />
    );
  }
  return (
    <NativeButton className={styles.profileButton} style={{ maxWidth }} {...placeholderProps}>
      <span className={styles.profileName} title={name}>
        {name}
      </span>
      <ChevronDownIcon className={styles.chevron} />
    </NativeButton>
  );
}
