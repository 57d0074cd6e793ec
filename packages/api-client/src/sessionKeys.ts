// The session's storage keys and stored form, on their own (no other import): the portal's first
// script reads the signed-in member's session with them before the rest of the client has loaded.

/**
 * The browser storage keys of the session (the quick-pay token in local storage: doc 1 §4.1). The
 * current user is kept as JSON: `{ user, expiresAt }` (see `readStoredSession`).
 */
export const sessionStorageKeys = {
  currentUser: 'coop-portal:current-user',
  quickPayToken: 'coop-portal:quick-pay-token',
} as const;

/**
 * The current user as the session keeps it: the login answer (not checked here: the session checks
 * it against the contract) and when the session ends, in epoch milliseconds (null: no end given).
 */
export interface StoredSession {
  user: unknown;
  expiresAt: number | null;
}

/**
 * The stored current user, or null when there is none. Throws when the storage refuses to be read
 * or holds something that is not JSON.
 */
export function readStoredSession(storage: {
  getItem(key: string): string | null;
}): StoredSession | null {
  const raw = storage.getItem(sessionStorageKeys.currentUser);
  if (!raw) return null;
  const value = JSON.parse(raw) as unknown;
  if (!value || typeof value !== 'object') return null;
  const { user, expiresAt } = value as { user?: unknown; expiresAt?: unknown };
  return { user, expiresAt: typeof expiresAt === 'number' ? expiresAt : null };
}

/** Whether a session's time is over (doc 1 §3 expireInMinutes): its end has come. */
export function isSessionOver(expiresAt: number | null, now: number): boolean {
  return expiresAt !== null && expiresAt <= now;
}
