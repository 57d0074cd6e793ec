import type { ApiClientOptions } from './client';
import { currentUserSchema, type CurrentUser } from './contract/currentUser';
import type { AuthKind } from './contract/endpoint';
import { ensureEnglishIssueMessages } from './issueLocale';
import { isSessionOver, readStoredSession, sessionStorageKeys } from './sessionKeys';

// A stored or signed-in user outside the contract is described in English.
ensureEnglishIssueMessages();

export {
  isSessionOver,
  readStoredSession,
  sessionStorageKeys,
  type StoredSession,
} from './sessionKeys';

/** Where the app sends a member whose session ended on its own (doc 1 §2.7, §4.2, §8). */
export const SESSION_TIMEOUT_LOGIN_PATH = '/login?sessionTimeOut=true';

/** The part of the Web Storage API the session uses. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Why a session ended: the member signed out, the session's time ran out (expireInMinutes), or a
 * member call answered 401 (the app then shows /login?sessionTimeOut).
 */
export type SignOutReason = 'signOut' | 'expired' | 'unauthorized';

export type SessionEvent =
  | { type: 'signedIn'; user: CurrentUser }
  | { type: 'mfaPending'; user: CurrentUser }
  | { type: 'signedOut'; reason: SignOutReason }
  | { type: 'quickPayToken'; token: string | null };

interface StoredUser {
  user: CurrentUser;
  /** Epoch milliseconds; null when the API gave no expiry. */
  expiresAt: number | null;
}

export interface Session {
  /** The current user, or null (none, or expired: an expired one is signed out on read). */
  getCurrentUser(): CurrentUser | null;
  /** doc 1 §3: a current user exists with a valid (present, unexpired) access token. */
  isLoggedIn(): boolean;
  /** A login answered "MFA on" and the code is not verified yet (doc 1 §4.2). */
  isMfaPending(): boolean;
  /** When the session ends on its own (epoch ms), or null. */
  expiresAt(): number | null;
  /**
   * Keeps the answer of login or MFA verify. An answer with MFA on and no access token is kept as
   * pending: the user does not count as logged in until verified.
   */
  signIn(user: CurrentUser): void;
  /** Clears the current user and the quick-pay token, then tells the listeners. */
  signOut(reason?: SignOutReason): void;
  getQuickPayToken(): string | null;
  /** Keeps the quick-pay token in local storage (doc 1 §4.1); null removes it. */
  setQuickPayToken(token: string | null): void;
  /** The bearer token for an auth kind (for `createApiClient({ getToken })`). */
  tokenFor(kind: Exclude<AuthKind, 'none'>): string | undefined;
  /**
   * A call of this auth kind answered 401. A member call signs the member out ('unauthorized'),
   * except while MFA is pending, where nothing happens (doc 1 §4.2); a quick-pay call drops the
   * quick-pay token.
   */
  handleUnauthorized(kind: Exclude<AuthKind, 'none'>): void;
  /** Listens to sign-in, sign-out and quick-pay token changes; returns the remover. */
  subscribe(listener: (event: SessionEvent) => void): () => void;
  /** `getToken` and `onUnauthorized` for {@link createApiClient}. */
  clientOptions(): Required<Pick<ApiClientOptions, 'getToken' | 'onUnauthorized'>>;
  /** Stops the expiry timer (tests, or a widget being unmounted). */
  dispose(): void;
}

export interface SessionOptions {
  /** Defaults to `window.localStorage`; an in-memory store where there is none (Node). */
  storage?: KeyValueStorage;
  /** The clock (tests). */
  now?: () => number;
}

function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

function defaultStorage(): KeyValueStorage {
  try {
    if (typeof localStorage !== 'undefined' && localStorage) return localStorage;
  } catch {
    // Storage can throw when blocked (privacy settings): fall back to memory.
  }
  return memoryStorage();
}

// setTimeout takes at most 2^31-1 ms (~24.8 days).
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The member's session and the quick-pay token (doc 1 §3, §4.1, §4.2). Framework-free; the React
 * entry binds it to the query cache so sign-out clears cached answers too.
 */
export function createSession({
  storage = defaultStorage(),
  now = Date.now,
}: SessionOptions = {}): Session {
  const listeners = new Set<(event: SessionEvent) => void>();
  let cached: StoredUser | null | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const emit = (event: SessionEvent) => {
    for (const listener of [...listeners]) listener(event);
  };

  function read(): StoredUser | null {
    if (cached !== undefined) return cached;
    cached = null;
    try {
      const stored = readStoredSession(storage);
      const user = stored ? currentUserSchema.safeParse(stored.user) : null;
      if (stored && user?.success) cached = { user: user.data, expiresAt: stored.expiresAt };
    } catch {
      cached = null;
    }
    schedule();
    return cached;
  }

  function schedule() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const expiresAt = cached?.user.accessToken ? cached.expiresAt : null;
    if (expiresAt === null || expiresAt === undefined) return;
    const wait = Math.min(Math.max(expiresAt - now(), 0), MAX_TIMER_MS);
    timer = setTimeout(() => {
      if (cached?.user.accessToken && expired(cached)) signOut('expired');
      else schedule();
    }, wait);
  }

  function expired(stored: StoredUser): boolean {
    return isSessionOver(stored.expiresAt, now());
  }

  function current(): CurrentUser | null {
    const stored = read();
    if (!stored) return null;
    if (stored.user.accessToken && expired(stored)) {
      signOut('expired');
      return null;
    }
    return stored.user;
  }

  function signOut(reason: SignOutReason = 'signOut') {
    cached = null;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    try {
      storage.removeItem(sessionStorageKeys.currentUser);
      storage.removeItem(sessionStorageKeys.quickPayToken);
    } catch {
      // Nothing more to clear.
    }
    emit({ type: 'signedOut', reason });
  }

  function isMfaPending(): boolean {
    const user = current();
    return !!user && user.memberMfaEnabled && !user.accessToken;
  }

  const session: Session = {
    getCurrentUser: current,
    isLoggedIn() {
      const user = current();
      return !!user && typeof user.accessToken === 'string' && user.accessToken !== '';
    },
    isMfaPending,
    expiresAt() {
      return current() ? (read()?.expiresAt ?? null) : null;
    },
    signIn(input) {
      const user = currentUserSchema.parse(input);
      const expiresAt =
        user.accessToken && user.expireInMinutes ? now() + user.expireInMinutes * 60_000 : null;
      cached = { user, expiresAt };
      try {
        storage.setItem(sessionStorageKeys.currentUser, JSON.stringify(cached));
      } catch {
        // Kept in memory only.
      }
      schedule();
      emit(user.accessToken ? { type: 'signedIn', user } : { type: 'mfaPending', user });
    },
    signOut,
    getQuickPayToken() {
      try {
        return storage.getItem(sessionStorageKeys.quickPayToken);
      } catch {
        return null;
      }
    },
    setQuickPayToken(token) {
      try {
        if (token) storage.setItem(sessionStorageKeys.quickPayToken, token);
        else storage.removeItem(sessionStorageKeys.quickPayToken);
      } catch {
        // Not kept.
      }
      emit({ type: 'quickPayToken', token });
    },
    tokenFor(kind) {
      if (kind === 'quickPay') return session.getQuickPayToken() ?? undefined;
      return current()?.accessToken ?? undefined;
    },
    handleUnauthorized(kind) {
      if (kind === 'quickPay') {
        session.setQuickPayToken(null);
        return;
      }
      if (isMfaPending()) return;
      if (current() !== null) signOut('unauthorized');
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    clientOptions() {
      return {
        getToken: (kind) => session.tokenFor(kind),
        onUnauthorized: (kind) => session.handleUnauthorized(kind),
      };
    },
    dispose() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      listeners.clear();
    },
  };
  return session;
}
