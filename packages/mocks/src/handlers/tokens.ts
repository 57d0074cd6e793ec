import type { AuthKind } from '@coop-portal/api-client';
import { demoMembers } from '../data/accounts';
import { demoStore } from '../store';

/** How long a demo session lasts (the login answer's expireInMinutes). */
export const DEMO_SESSION_MINUTES = 30;

/** Who a demo token belongs to. */
export interface DemoToken {
  kind: Exclude<AuthKind, 'none'>;
  /** member: the username; quick pay: the account number. */
  subject: string;
  memberNumber: string;
}

/**
 * Demo tokens carry who and until when, so a session survives a page reload (the in-memory store
 * does not): `demo-member~member.demo~800001~<expiry ms>`.
 */
export function issueToken(
  kind: DemoToken['kind'],
  subject: string,
  memberNumber: string,
  minutes = DEMO_SESSION_MINUTES,
): string {
  const prefix = kind === 'member' ? 'demo-member' : 'demo-quick-pay';
  return [prefix, subject, memberNumber, Date.now() + minutes * 60_000].join('~');
}

/** The token's holder, or null when it is not a valid, unexpired demo token of that kind. */
export function readToken(token: string, kind: DemoToken['kind']): DemoToken | null {
  const [prefix, subject, memberNumber, expires] = token.split('~');
  if (prefix !== (kind === 'member' ? 'demo-member' : 'demo-quick-pay')) return null;
  if (!subject || !memberNumber || !(Number(expires) > Date.now())) return null;
  if (
    kind === 'member' &&
    !demoMembers.some((member) => member.username === subject) &&
    !demoStore().registered.has(subject)
  ) {
    return null;
  }
  return { kind, subject, memberNumber };
}

/** How long a guest's outage token lasts (long enough for a report queued while offline). */
export const GUEST_OUTAGE_TOKEN_MINUTES = 120;

/** A guest's outage token for one account: `demo-outage~<account>~<expiry ms>`. */
export function issueOutageToken(accountNumber: string, minutes = GUEST_OUTAGE_TOKEN_MINUTES) {
  return ['demo-outage', accountNumber, Date.now() + minutes * 60_000].join('~');
}

/** The account of a valid, unexpired guest outage token, or null. */
export function readOutageToken(token: string | undefined): string | null {
  const [prefix, accountNumber, expires] = (token ?? '').split('~');
  return prefix === 'demo-outage' && accountNumber && Number(expires) > Date.now()
    ? accountNumber
    : null;
}
