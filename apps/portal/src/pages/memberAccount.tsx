import { useCurrentUser, useMemberAccounts } from '@coop-portal/api-client/react';
import type { MemberAccount } from '@coop-portal/api-client';
import { Alert, Link, Spinner, useCatalogue, type CatalogueTranslations } from '@coop-portal/ui';
import { navigation } from '@coop-portal/validation';
import { skipToken } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from '../routing/hooks';

/** The wording the member's account pages share while they find the account they are about. */
export const memberAccountMessages = {
  /** While the member's accounts load. */
  loadingAccounts: 'Loading your accounts',
  /** The member's accounts could not be read. */
  accountsFailed: 'Your accounts could not be loaded. Please try again later.',
  /** The member has no account on their login. */
  noAccounts: 'There are no accounts on your login.',
  /** Back to the list the member came from (query isFromViewAllAccounts). */
  backToAllAccounts: 'Back to All Accounts',
};

export type MemberAccountMessages = typeof memberAccountMessages;

/** Its translations, each loaded the first time the portal speaks that language. */
export const memberAccountTranslations: CatalogueTranslations<MemberAccountMessages> = {
  name: 'portal.memberAccount',
  'es-US': () => import('./memberAccount.es').then((module) => module.memberAccountMessagesEs),
};

/** The account a member's page is about, or what the page shows while there is none. */
export interface SelectedAccount {
  account?: MemberAccount;
  memberNumber?: string;
  /** A spinner while the accounts load, their failure, or that the member has no account. */
  content?: ReactNode;
}

/**
 * The account a member's page is about (doc 1 §2.1): query `accountno` when it is one of the
 * member's, else the primary account. Until there is one, `content` is what the page shows, in the
 * portal's language (`messages`, a page's own wording in that language, wins).
 */
export function useSelectedAccount(
  messages: Partial<MemberAccountMessages> = {},
  {
    requestedAccountNumber,
  }: {
    /** The account asked for, when not query `accountno` (e.g. kept in the history entry's state). */
    requestedAccountNumber?: string | null;
  } = {},
): SelectedAccount {
  const m = { ...useCatalogue(memberAccountMessages, memberAccountTranslations), ...messages };
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const memberNumber = user?.memberNumber;
  const accounts = useMemberAccounts(memberNumber ? { params: { memberNumber } } : skipToken);
  const account = navigation.selectedAccount(
    accounts.data ?? [],
    requestedAccountNumber === undefined ? params.get('accountno') : requestedAccountNumber,
  );
  if (accounts.isError) return { content: <Alert tone="error">{m.accountsFailed}</Alert> };
  if (!memberNumber || accounts.isPending) {
    return { content: <Spinner label={m.loadingAccounts} /> };
  }
  if (!account) return { memberNumber, content: <Alert tone="info">{m.noAccounts}</Alert> };
  return { account, memberNumber };
}

/**
 * 'Back to All Accounts' when the member came from the list of all their accounts (query
 * `isFromViewAllAccounts=true`, which the list's actions pass).
 */
export function BackToAllAccounts({ label }: { label?: string }) {
  const m = useCatalogue(memberAccountMessages, memberAccountTranslations);
  const [params] = useSearchParams();
  if (params.get('isFromViewAllAccounts') !== 'true') return null;
  return (
    <p>
      <Link href="/view-all-accounts">{label ?? m.backToAllAccounts}</Link>
    </p>
  );
}
