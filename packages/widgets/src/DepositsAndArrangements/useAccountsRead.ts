import type { ApiClient, ApiError, MemberAccount } from '@coop-portal/api-client';
import { useApiClient, useMemberAccounts } from '@coop-portal/api-client/react';
import { depositsAndArrangements } from '@coop-portal/validation';
import { useQueries, type UseQueryOptions } from '@tanstack/react-query';
import type { FailableRead } from '../shared/ReadFailure';

/** A read of one account's items (its deposits, its arrangements). */
export type AccountQuery<T> = (
  client: ApiClient,
  input: { params: { accountNumber: string } },
) => UseQueryOptions<T[], ApiError, T[], readonly unknown[]>;

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

/**
 * The member's accounts the page is about (all of them, or the account of `accountNumber`), each
 * with its own read of `query`, side by side, so that one account's failure leaves the others
 * shown.
 */
export function useAccountsRead<T>(
  memberNumber: string,
  accountNumber: string | null | undefined,
  query: AccountQuery<T>,
): AccountsRead<T> {
  const client = useApiClient();
  const members = useMemberAccounts({ params: { memberNumber } });
  const shown = members.data
    ? depositsAndArrangements.accountsShown(members.data, accountNumber)
    : [];
  const reads = useQueries({
    queries: shown.map((account) =>
      query(client, { params: { accountNumber: account.accountNumber } }),
    ),
  });
  const asked = shown.length === 1 && shown[0]?.accountNumber === accountNumber?.trim();
  return {
    ...(asked ? { asked: shown[0]?.accountNumber } : {}),
    settled: members.isError || (members.isSuccess && reads.every((read) => !read.isPending)),
    accountsFailed: members.isError,
    accountsRead: members,
    accounts: shown.map((account, index) => {
      const read = reads[index]!;
      return { account, read, ...(read.data ? { items: read.data } : {}) };
    }),
  };
}
