import { SESSION_TIMEOUT_LOGIN_PATH } from '@coop-portal/api-client';
import { useSession } from '@coop-portal/api-client/react';
import { LinkProvider } from '@coop-portal/ui';
import { useEffect } from 'react';
import { Outlet, useHref, useNavigate } from 'react-router';

/**
 * Around every page, with or without the frame: kit links navigate through the router, and a
 * session that expires or is refused ends on /login?sessionTimeOut=true (doc 1 §4.2).
 */
export function RootLayout() {
  const navigate = useNavigate();
  const session = useSession();
  useEffect(
    () =>
      session.subscribe((event) => {
        if (event.type === 'signedOut' && event.reason !== 'signOut') {
          void navigate(SESSION_TIMEOUT_LOGIN_PATH);
        }
      }),
    [session, navigate],
  );
  return (
    <LinkProvider navigate={(path) => void navigate(path)} useHref={useHref}>
      <Outlet />
    </LinkProvider>
  );
}
