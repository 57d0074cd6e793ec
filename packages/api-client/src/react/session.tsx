import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { Session } from '../session';

const SessionContext = createContext<Session | null>(null);

/**
 * Sign-out clears the member's and the quick-pay answers from the query cache (sign-out clears
 * both tokens and the cache: no member data outlives the session). Public answers (site settings,
 * configuration: auth 'none') stay, so the page around the member area keeps working while it goes
 * to the sign-out page.
 */
export function bindSessionToQueryClient(session: Session, queryClient: QueryClient): () => void {
  return session.subscribe((event) => {
    if (event.type !== 'signedOut') return;
    queryClient.removeQueries({ predicate: (query) => query.meta?.['auth'] !== 'none' });
    queryClient.getMutationCache().clear();
  });
}

/**
 * Makes the session available to the hooks below and clears the query cache when it ends. Place
 * it inside the QueryClientProvider.
 */
export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  const queryClient = useQueryClient();
  useEffect(() => bindSessionToQueryClient(session, queryClient), [session, queryClient]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The session of the nearest {@link SessionProvider}. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession: no session here. Wrap the tree in <SessionProvider>.');
  return session;
}

function useSessionValue<T>(read: (session: Session) => T): T {
  const session = useSession();
  const subscribe = useCallback((notify: () => void) => session.subscribe(notify), [session]);
  const snapshot = useCallback(() => read(session), [session, read]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

const readUser = (session: Session) => session.getCurrentUser();
const readLoggedIn = (session: Session) => session.isLoggedIn();
const readMfaPending = (session: Session) => session.isMfaPending();

/** The current user (doc 1 §3), re-rendering on sign-in and sign-out. */
export const useCurrentUser = () => useSessionValue(readUser);
/** doc 1 §3: a current user exists with a valid access token. */
export const useIsLoggedIn = () => useSessionValue(readLoggedIn);
/** A login is waiting for its second factor (doc 1 §4.2). */
export const useIsMfaPending = () => useSessionValue(readMfaPending);

/** Signs out: clears the current user, the quick-pay token and (through the provider) the cache. */
export function useSignOut() {
  const session = useSession();
  return useCallback(() => session.signOut('signOut'), [session]);
}
