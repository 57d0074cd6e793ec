import { useCurrentUser, useMemberAccounts } from '@coop-portal/api-client/react';
import { Alert, Spinner } from '@coop-portal/ui';
import { navigation } from '@coop-portal/validation';
import { skipToken } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { billingPageMessages as m } from './messages';

/**
 * The account a billing page is about (doc 1 §2.1): query `accountno` when it is one of the
 * member's, else the primary account. `content` is what the page shows while there is none yet:
 * a spinner, the accounts' failure, or that the member has no account.
 */
export function useSelectedAccount(): { accountNumber?: string; content?: ReactNode } {
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const memberNumber = user?.memberNumber;
  const accounts = useMemberAccounts(memberNumber ? { params: { memberNumber } } : skipToken);
  const account = navigation.selectedAccount(accounts.data ?? [], params.get('accountno'));
  if (accounts.isError) return { content: <Alert tone="error">{m.accountsFailed}</Alert> };
  if (!memberNumber || accounts.isPending) {
    return { content: <Spinner label={m.loadingAccounts} /> };
  }
  if (!account) return { content: <Alert tone="info">{m.noAccounts}</Alert> };
  return { accountNumber: account.accountNumber };
}

/** The account's history page, the way back from a bill. */
export const historyHref = (accountNumber: string) =>
  `/billpayments/history?accountno=${encodeURIComponent(accountNumber)}`;
