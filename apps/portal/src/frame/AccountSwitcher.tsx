import { useCurrentUser, useIsLoggedIn, useMemberAccounts } from '@coop-portal/api-client/react';
import { navigation } from '@coop-portal/validation';
import { skipToken } from '@tanstack/react-query';
import { lazy, useSyncExternalStore, type ReactNode } from 'react';
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
    stripFailed = true;
    notifyStrip();
    throw error;
  });
  return switcherCode;
}

const MemberAccountSwitcher = lazy(() =>
  loadSwitcherCode().then((module) => ({ default: module.MemberAccountSwitcher })),
);

/*
 * Whether the strip has come in: rendered with the member's accounts (or found it has nothing to
 * show), as MemberAccountSwitcher reports it; or its code failed to load.
 */
let stripIn = false;
let stripFailed = false;
const stripListeners = new Set<() => void>();
const notifyStrip = () => stripListeners.forEach((listener) => listener());
const subscribeStrip = (listener: () => void) => {
  stripListeners.add(listener);
  return () => stripListeners.delete(listener);
};
const stripSettled = () => stripIn || stripFailed;

/** For MemberAccountSwitcher: the strip has come in (true), or left the page (false). */
export function reportStripIn(value: boolean): void {
  if (stripIn === value) return;
  stripIn = value;
  notifyStrip();
}

/**
 * A signed-in member's page (a guarded route's, about one of their accounts) on a page with the
 * account switcher strip (doc 1 §2.1) waits in the frame's main area, `fallback` shown, until the
 * strip has come in (MemberAccountSwitcher reports it in the commit that renders it with the
 * member's accounts): the page then shows in the same frame, below the strip. Before, on a device
 * that had kept no room for the strip, it came in after the page and pushed it down, and a press
 * aimed at the page landed above its target. The page renders meanwhile, hidden, so its own code
 * and reads are not held back; a failed accounts read or strip code does not hold it.
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
  const settled = useSyncExternalStore(subscribeStrip, stripSettled, stripSettled);
  // A failed accounts read shows no strip: the page reports it.
  const waiting = onStripPage && (accounts.isPending || (accounts.isSuccess && !settled));
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
