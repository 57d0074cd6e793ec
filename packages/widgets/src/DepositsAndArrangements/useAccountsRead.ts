import type { ApiClient, ApiError, MemberAccount } from '@coop-portal/api-client';
import { useApiClient, useMemberAccounts } from '@coop-portal/api-client/react';
import { depositsAndArrangements } from '@coop-portal/validation';
import { skipToken, useQuery, useQueryClient, type FetchQueryOptions } from '@tanstack/react-query';
import type { FailableRead } from '../shared/ReadFailure';

/** A read of one account's items (its deposits, its arrangements): the contract's query options. */
export type AccountQuery<T> = (
  client: ApiClient,
  input: { params: { accountNumber: string } },
) => FetchQueryOptions<T[], ApiError, T[], readonly unknown[]>;

/** One account shown with its read. */
export interface AccountRead<T> {
  account: MemberAccount;
  read: FailableRead;
  /** Its items, once read. */
  items?: T[];
}

export interface AccountsRead<T> {
  /** Every read answered (or failed): the accounts and each account's items. */
  settled: boolean;
  /** The member's accounts could not be read (`accountsRead` says why). */
  accountsFailed: boolean;
  accountsRead: FailableRead;
  /** The accounts shown (`accountsShown`), each with its read. */
  accounts: AccountRead<T>[];
  /** The one account asked for (`accountNumber`, when it is the member's); else undefined. */
  asked?: string;
}

type Outcome<T> = { items: T[] } | { error: unknown };

/**
 * The member's accounts the page is about (all of them, or the account of `accountNumber`), each
 * with its own read of `query`, side by side, so that one account's failure leaves the others
 * shown. Each account's answer is cached under its own read (the contract's query key); one query
 * gathers them (TanStack Query's `useQueries` would add its observer to the code every page loads
 * first).
 */
export function useAccountsRead<T>(
  memberNumber: string,
  accountNumber: string | null | undefined,
  query: AccountQuery<T>,
): AccountsRead<T> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const members = useMemberAccounts({ params: { memberNumber } });
  const shown = members.data
    ? depositsAndArrangements.accountsShown(members.data, accountNumber)
    : [];
  const reads = shown.map((account) =>
    query(client, { params: { accountNumber: account.accountNumber } }),
  );
  const gathered = useQuery({
    queryKey: ['coop-portal', client.config.apiBaseUrl, 'byAccount', reads.map((r) => r.queryKey)],
    queryFn: members.data
      ? () =>
          Promise.all(
            reads.map((read) =>
              queryClient.fetchQuery(read).then(
                (items): Outcome<T> => ({ items }),
                (error: unknown): Outcome<T> => ({ error }),
              ),
            ),
          )
      : skipToken,
    // The reads are the members' own: sign-out clears them as it clears every member read.
    meta: { auth: 'member' },
  });
  const asked = shown.length === 1 && shown[0]?.accountNumber === accountNumber?.trim();
  return {
    ...(asked ? { asked: shown[0]?.accountNumber } : {}),
    settled: members.isError || (members.isSuccess && gathered.isSuccess),
    accountsFailed: members.isError,
    accountsRead: members,
    accounts: shown.map((account, index) => {
      const outcome = gathered.data?.[index];
      const failed = outcome !== undefined && 'error' in outcome;
      return {
        account,
        read: {
          isError: failed,
          isFetching: gathered.isFetching,
          error: failed ? outcome.error : null,
          refetch: () => gathered.refetch(),
        },
        ...(outcome && 'items' in outcome ? { items: outcome.items } : {}),
      };
    }),
  };
}
