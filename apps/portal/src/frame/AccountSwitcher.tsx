import { useCurrentUser, useIsLoggedIn, useMemberAccounts } from '@coop-portal/api-client/react';
import { navigation } from '@coop-portal/validation';
import { skipToken } from '@tanstack/react-query';
import { lazy, useEffect, useState, type ReactNode } from 'react';
import type * as SwitcherModule from './MemberAccountSwitcher';
import { useLocation } from '../routing/hooks';
import { useRouteHandles } from '../routing/router';
import * as styles from './frame.css';
import { LazyBoundary } from './LazyBoundary';
import { rememberedSwitcherRoom } from './switcherRoom';

/** The query parameter that names the account a page is on. */
export const ACCOUNT_QUERY = 'accountno';

let switcherCode: Promise<typeof SwitcherModule> | undefined;
/** The strip's code, asked for once (again after a failure). */
function loadSwitcherCode() {
  switcherCode ??= import('./MemberAccountSwitcher').catch((error: unknown) => {
    switcherCode = undefined;
    throw error;
  });
  return switcherCode;
}

const MemberAccountSwitcher = lazy(() =>
  loadSwitcherCode().then((module) => ({ default: module.MemberAccountSwitcher })),
);

/** Whether the strip's code has settled, loaded or not (a failure is the strip's to handle). */
let switcherIsSettled = false;

/** Whether the strip's code has settled; asks for it when `wanted` and it has not. */
function useSwitcherCodeSettled(wanted: boolean): boolean {
  const [settled, setSettled] = useState(switcherIsSettled);
  useEffect(() => {
    if (!wanted || settled) return;
    let live = true;
    void loadSwitcherCode()
      .catch(() => undefined)
      .then(() => {
        switcherIsSettled = true;
        if (live) setSettled(true);
      });
    return () => {
      live = false;
    };
  }, [wanted, settled]);
  return settled;
}

/**
 * A signed-in member's page (a guarded route's, about one of their accounts) on a page with the
 * account switcher strip (doc 1 §2.1) waits, in the
 * frame's main area, for what the strip needs — the member's accounts and the strip's code — and
 * shows `fallback` meanwhile: the strip then comes in with the page, not after it, pushing it down
 * (on a device that has not kept the strip's room yet, a press aimed at the page would land above
 * its target). The page renders meanwhile, hidden, so its own code and reads are not held back. A
 * failed read or load does not hold the page: it reports its own failure.
 */
export function WithAccountSwitcher({
  children,
  fallback,
}: {
  children: ReactNode;
  fallback: ReactNode;
}) {
  const isLoggedIn = useIsLoggedIn();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const memberNumber = isLoggedIn ? user?.memberNumber : undefined;
  const memberPage = useRouteHandles().some((handle) => handle?.memberPage === true);
  const onStripPage =
    memberPage && Boolean(memberNumber) && navigation.isAccountSwitcherPath(pathname);
  const accounts = useMemberAccounts(
    onStripPage && memberNumber ? { params: { memberNumber } } : skipToken,
  );
  const codeSettled = useSwitcherCodeSettled(onStripPage);
  const waiting = onStripPage && (accounts.isPending || !codeSettled);
  // The page stays mounted, only not shown: its code and reads go on loading meanwhile.
  return (
    <>
      {waiting ? fallback : null}
      <div style={{ display: waiting ? 'none' : 'contents' }}>{children}</div>
    </>
  );
}

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
