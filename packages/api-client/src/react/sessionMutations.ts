import type { login, refreshSession, verifyMfaLogin, verifyQuickPayAccount } from '../contract';
import type { WriteOptions } from './endpointHooks';
import {
  useLoginMutation,
  useRefreshSessionMutation,
  useVerifyMfaLoginMutation,
} from './hooks/auth';
import { useVerifyQuickPayAccountMutation } from './hooks/quickPay';
import { useSession } from './session';

// The session's writes, apart from session.tsx: the provider and the session readers are on every
// page, and need none of these endpoints (or their schemas) for that.

/** Login that keeps the answer in the session (pending when MFA is on). */
export function useLogin(options: WriteOptions<typeof login> = {}) {
  const session = useSession();
  return useLoginMutation({
    ...options,
    onSuccess: (...args) => {
      session.signIn(args[0]);
      return options.onSuccess?.(...args);
    },
  });
}

/** MFA verify that completes the sign-in. */
export function useVerifyMfaLogin(options: WriteOptions<typeof verifyMfaLogin> = {}) {
  const session = useSession();
  return useVerifyMfaLoginMutation({
    ...options,
    onSuccess: (...args) => {
      session.signIn(args[0]);
      return options.onSuccess?.(...args);
    },
  });
}

/** Extends the session before it expires and keeps the new token and expiry (WCAG 2.2.1). */
export function useRefreshSession(options: WriteOptions<typeof refreshSession> = {}) {
  const session = useSession();
  return useRefreshSessionMutation({
    ...options,
    onSuccess: (...args) => {
      session.signIn(args[0]);
      return options.onSuccess?.(...args);
    },
  });
}

/** Quick Pay verification that keeps the quick-pay token in local storage (doc 1 §4.1). */
export function useVerifyQuickPayAccount(options: WriteOptions<typeof verifyQuickPayAccount> = {}) {
  const session = useSession();
  return useVerifyQuickPayAccountMutation({
    ...options,
    onSuccess: (...args) => {
      session.setQuickPayToken(args[0].quickPayToken);
      return options.onSuccess?.(...args);
    },
  });
}
