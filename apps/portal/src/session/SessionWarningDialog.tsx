import { useRefreshSession } from '@coop-portal/api-client/react';
import { Alert, AlertDialog, useCatalogue } from '@coop-portal/ui';
import { useEffect, useState } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { useFrameSignOut } from '../frame/useFrameSignOut';
import { sessionMessages, sessionTranslations, type SessionMessages } from './messages';

/** What is announced politely as time runs out: at 1 minute and at 30 seconds left. */
function announcementFor(secondsLeft: number, m: SessionMessages): string {
  if (secondsLeft <= 30) return m.announcement(30);
  if (secondsLeft <= 60) return m.announcement(60);
  return '';
}

/**
 * The session warning itself (loaded on demand): an alert dialog that names the time left,
 * counting down, and offers 'Stay signed in' (focused; POST /v3/auth/refresh keeps the new token
 * and expiry in the session, which closes the dialog) or 'Sign out' (as the header's Sign Out).
 * Escape does not dismiss it: the member chooses. The time left is announced politely at 1 minute
 * and at 30 seconds.
 */
export function SessionWarningDialog({ expiresAt }: { expiresAt: number }) {
  const m = useCatalogue(sessionMessages, sessionTranslations);
  const signOut = useFrameSignOut();
  const refresh = useRefreshSession();
  const [renewFailed, setRenewFailed] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const interval = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(interval);
  }, []);
  const secondsLeft = Math.max(0, Math.ceil((expiresAt - now) / 1000));

  const stay = () => {
    setRenewFailed(false);
    // Success renews the session (and closes the dialog); a 401 ends it (the login page follows).
    refresh.mutate({}, { onError: (error) => setRenewFailed(error.status !== 401) });
  };

  return (
    <AlertDialog
      title={m.warningTitle}
      isOpen
      confirmLabel={m.staySignedIn}
      cancelLabel={m.signOut}
      buttonOrder="confirm-first"
      autoFocusButton="confirm"
      isDismissable={false}
      isConfirmPending={refresh.isPending}
      loadingLabel={m.renewing}
      onConfirm={stay}
      onCancel={signOut}
    >
      <p>{m.warning(secondsLeft)}</p>
      {renewFailed ? <Alert tone="error">{m.renewFailed}</Alert> : null}
      <VisuallyHidden elementType="span" role="status">
        {announcementFor(secondsLeft, m)}
      </VisuallyHidden>
    </AlertDialog>
  );
}
