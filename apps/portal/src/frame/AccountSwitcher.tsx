import { useCurrentUser, useIsLoggedIn, useMemberAccounts } from '@coop-portal/api-client/react';
import { navigation } from '@coop-portal/validation';
import { skipToken } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type * as SwitcherModule from './MemberAccountSwitcher';
import { useLocation } from '../routing/hooks';
import { useRouteHandles } from '../routing/router';
import * as styles from './frame.css';
import { LazyBoundary } from './LazyBoundary';
import { rememberedSwitcherRoom } from './switcherRoom';

/** The query parameter that names the account a page is on. */
export const ACCOUNT_QUERY = 'accountno';

/** The strip's code: loaded (`module`), or settled without it (a failed load), or neither yet. */
interface SwitcherCode {
  module?: typeof SwitcherModule;
  settled: boolean;
}

let switcherCode: SwitcherCode = { settled: false };
let switcherLoad: Promise<unknown> | undefined;
const switcherListeners = new Set<() => void>();

function settleSwitcherCode(next: SwitcherCode) {
  switcherCode = next;
  for (const listener of switcherListeners) listener();
}

/** Asks for the strip's code, once: a failed load leaves the page without the strip. */
function loadSwitcherCode() {
  switcherLoad ??= import('./MemberAccountSwitcher').then(
    (module) => settleSwitcherCode({ module, settled: true }),
    (error: unknown) => {
      console.error(error);
      settleSwitcherCode({ settled: true });
    },
  );
}

const subscribeToSwitcherCode = (listener: () => void) => {
  switcherListeners.add(listener);
  return () => switcherListeners.delete(listener);
};

/**
 * The strip's code, asked for when `wanted`. The strip and the page it holds back read this one
 * store: when the code comes in, both render in the same pass (the strip rendered directly, not
 * through React.lazy, whose Suspense boundary can show its content a frame or more later).
 */
function useSwitcherCode(wanted: boolean): SwitcherCode {
  const code = useSyncExternalStore(subscribeToSwitcherCode, () => switcherCode);
  useEffect(() => {
    if (wanted && !code.settled) loadSwitcherCode();
  }, [wanted, code.settled]);
  return code;
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
  const code = useSwitcherCode(onStripPage);
  const waiting = onStripPage && (accounts.isPending || !code.settled);
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
  const code = useSwitcherCode(isLoggedIn);
  if (!isLoggedIn) return null;
  const room = navigation.isAccountSwitcherPath(pathname)
    ? rememberedSwitcherRoom(user?.memberNumber)
    : 0;
  const placeholder =
    room > 0 ? (
      <div className={styles.switcherRoom} style={{ blockSize: `${room}px` }} aria-hidden="true" />
    ) : null;
  // Until the code is in, the room; if it cannot load, nothing (the page stays usable).
  if (!code.module) return code.settled ? null : placeholder;
  const { MemberAccountSwitcher } = code.module;
  return (
    <LazyBoundary>
      <MemberAccountSwitcher placeholder={placeholder} />
    </LazyBoundary>
  );
}
