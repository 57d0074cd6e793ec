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
