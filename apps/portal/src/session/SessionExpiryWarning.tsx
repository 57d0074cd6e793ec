import { useSession } from '@coop-portal/api-client/react';
import { lazy, Suspense, useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/** How long before the session ends the member is warned (WCAG 2.2.1 asks for at least 20 s). */
export const SESSION_WARNING_LEAD_MS = 2 * 60_000;

// setTimeout takes at most 2^31-1 ms (~24.8 days).
const MAX_TIMER_MS = 2_147_483_647;

const loadDialog = () => import('./SessionWarningDialog');
const SessionWarningDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.SessionWarningDialog })),
);

/**
 * Warns a signed-in member before the session ends on its own (doc 1 §3 expireInMinutes) and lets
 * them stay signed in (WCAG 2.2.1 timing adjustable): `leadMs` before the end an alert dialog
 * shows the time left, with 'Stay signed in' (a refresh of the session) and 'Sign out'. Unanswered,
 * the session ends and the portal shows /login?sessionTimeOut=true (RootLayout). Nothing shows
 * while MFA is pending or for a session without an expiry. The dialog's code loads while the
 * member is signed in, before it is needed.
 */
export function SessionExpiryWarning({ leadMs = SESSION_WARNING_LEAD_MS }: { leadMs?: number }) {
  const session = useSession();
  const subscribe = useCallback((notify: () => void) => session.subscribe(notify), [session]);
  const readExpiry = useCallback(
    () => (session.isLoggedIn() ? session.expiresAt() : null),
    [session],
  );
  const expiresAt = useSyncExternalStore(subscribe, readExpiry, readExpiry);

  // The expiry the warning is due for: a renewed session (a new expiry) closes it.
  const [dueFor, setDueFor] = useState<number | null>(null);
  const [recheck, setRecheck] = useState(0);
  useEffect(() => {
    if (expiresAt === null) return;
    const warnAt = expiresAt - leadMs;
    const timer = setTimeout(
      () => {
        if (Date.now() >= warnAt) setDueFor(expiresAt);
        else setRecheck((count) => count + 1);
      },
      Math.min(Math.max(warnAt - Date.now(), 0), MAX_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [expiresAt, leadMs, recheck]);

  useEffect(() => {
    if (expiresAt !== null) void loadDialog();
  }, [expiresAt]);

  if (expiresAt === null || dueFor !== expiresAt) return null;
  return (
    <Suspense fallback={null}>
      <SessionWarningDialog expiresAt={expiresAt} />
    </Suspense>
  );
}
