import { useCurrentUser, useIsLoggedIn } from '@coop-portal/api-client/react';
import { navigation } from '@coop-portal/validation';
import { lazy } from 'react';
import { useLocation } from '../routing/hooks';
import * as styles from './frame.css';
import { LazyBoundary } from './LazyBoundary';
import { rememberedSwitcherRoom } from './switcherRoom';

/** The query parameter that names the account a page is on. */
export const ACCOUNT_QUERY = 'accountno';

const MemberAccountSwitcher = lazy(() =>
  import('./MemberAccountSwitcher').then((module) => ({ default: module.MemberAccountSwitcher })),
);

/**
 * The account switcher strip (doc 1 §2.1) of a signed-in member: its code and the member
 * accounts it reads load once a member is signed in, so a guest's page never downloads them.
 * Meanwhile the room the strip took when last shown to this member stays empty (switcherRoom.ts),
 * so the page below does not move when it comes in.
 */
export function AccountSwitcher() {
  const isLoggedIn = useIsLoggedIn();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  if (!isLoggedIn) return null;
  const room = navigation.isAccountSwitcherPath(pathname)
    ? rememberedSwitcherRoom(user?.memberNumber)
    : 0;
  const placeholder =
    room > 0 ? (
      <div className={styles.switcherRoom} style={{ blockSize: `${room}px` }} aria-hidden="true" />
    ) : null;
  return (
    <LazyBoundary fallback={placeholder}>
      <MemberAccountSwitcher placeholder={placeholder} />
    </LazyBoundary>
  );
}
