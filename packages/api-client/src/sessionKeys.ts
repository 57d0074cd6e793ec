// The session's storage keys, on their own (no other import): the portal's first script reads the
// signed-in member's session with them before the rest of the client has loaded.

/**
 * The browser storage keys of the session (the quick-pay token in local storage: doc 1 §4.1). The
 * current user is kept as JSON: `{ user, expiresAt }` (the login answer, and when the session
 * ends in epoch milliseconds or null).
 */
export const sessionStorageKeys = {
  currentUser: 'coop-portal:current-user',
  quickPayToken: 'coop-portal:quick-pay-token',
} as const;
