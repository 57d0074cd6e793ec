import { findAccount, memberByNumber, type DemoAccount } from '../data/accounts';
import { errorAnswer } from './define';
import type { DemoToken } from './tokens';

/**
 * The demo account of a call, or the error answer: 404 for an unknown account, 403 when a signed-in
 * member asks for someone else's (a call without a token is let through: stories and tests).
 */
export function accountFor(accountNumber: string, token: DemoToken | null): DemoAccount | Response {
  const entry = findAccount(accountNumber);
  if (!entry) return errorAnswer(404, 'Account not found.');
  if (token?.kind === 'member' && token.memberNumber !== entry.memberNumber) {
    return errorAnswer(403, 'This account does not belong to the signed-in member.');
  }
  return entry;
}

/** The same for a member number. */
export function memberFor(memberNumber: string, token: DemoToken | null): Response | undefined {
  if (!memberByNumber(memberNumber)) return errorAnswer(404, 'Member not found.');
  if (token?.kind === 'member' && token.memberNumber !== memberNumber) {
    return errorAnswer(403, 'This is not the signed-in member.');
  }
  return undefined;
}
