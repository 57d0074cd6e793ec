import type { MemberAccount } from '@coop-portal/api-client';
import { Alert, cx, Spinner } from '@coop-portal/ui';
import { depositsAndArrangements } from '@coop-portal/validation';
import { createElement, useId, type ReactNode } from 'react';
import { ReadFailure } from '../shared/ReadFailure';
import type { AccountRead, AccountsRead } from './useAccountsRead';
import * as styles from './DepositsAndArrangements.css';

export type HeadingLevel = 2 | 3 | 4 | 5;

/** What both widgets take. */
export interface AccountsWidgetProps {
  /** The signed-in member whose accounts are shown. */
  memberNumber: string;
  /**
   * Only this account, when it is one of the member's (the page's query `accountno`); otherwise
   * every account of the member.
   */
  accountNumber?: string | null;
  /** Level of the widget's heading (default 2); the accounts' headings are one level below. */
  headingLevel?: HeadingLevel;
  /**
   * Show the widget's heading (default true). A page whose own title already names it passes
   * false: the widget is then a region named by its label alone, and the accounts' headings take
   * `headingLevel`.
   */
  showHeading?: boolean;
  className?: string;
}

interface FrameTexts {
  heading: string;
  loading: string;
  retry: string;
  accountHeading: (accountNumber: string) => string;
  accountList: (accountNumbers: readonly string[]) => string;
}

export interface AccountsFrameProps<T> extends Omit<AccountsWidgetProps, 'memberNumber'> {
  data: AccountsRead<T>;
  text: FrameTexts;
  /** No account shown has anything: the empty state, for the account asked for or for all. */
  empty: (accountNumber: string | undefined) => string;
  /** The line naming the accounts without anything, when others have some. */
  without: (accounts: string) => string;
  /** Above the accounts, when at least one has something (an explanation, a summary). */
  intro?: (withItems: depositsAndArrangements.AccountItems<MemberAccount, T>[]) => ReactNode;
  /** What one account holds; `level` is the heading level below the account's heading. */
  renderAccount: (account: MemberAccount, items: T[], level: HeadingLevel) => ReactNode;
}

/** An account's type and service address, in one muted line. */
function accountLine(account: MemberAccount): string {
  return [account.accountType, account.serviceAddress]
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(' · ');
}

/** One account: its heading, its type and address, then its content. */
function AccountSection({
  account,
  level,
  text,
  children,
}: {
  account: MemberAccount;
  level: HeadingLevel;
  text: FrameTexts;
  children: ReactNode;
}) {
  const headingId = useId();
  const line = accountLine(account);
  return (
    <section className={styles.account} aria-labelledby={headingId}>
      {createElement(
        `h${level}`,
        { id: headingId, className: styles.accountHeading },
        text.accountHeading(account.accountNumber),
      )}
      {line ? <p className={styles.muted}>{line}</p> : null}
      {children}
    </section>
  );
}

/**
 * The frame both widgets share: the heading, a spinner while the member's accounts and their
 * reads load, a failed read of the accounts (or of one account, in that account's place) with Try
 * again, the empty state when no account shown has anything, and otherwise each account with
 * something, then one line naming those without.
 */
export function AccountsFrame<T>({
  data,
  text,
  empty,
  without,
  intro,
  renderAccount,
  headingLevel = 2,
  showHeading = true,
  className,
}: AccountsFrameProps<T>) {
  const headingId = useId();
  const accountLevel = (showHeading ? Math.min(headingLevel + 1, 5) : headingLevel) as HeadingLevel;
  const innerLevel = Math.min(accountLevel + 1, 5) as HeadingLevel;

  const frame = (content: ReactNode, busy = false) => (
    <section
      className={cx(styles.root, className)}
      aria-labelledby={showHeading ? headingId : undefined}
      aria-label={showHeading ? undefined : text.heading}
      aria-busy={busy || undefined}
    >
      {showHeading
        ? createElement(
            `h${headingLevel}`,
            { id: headingId, className: styles.heading },
            text.heading,
          )
        : null}
      {content}
    </section>
  );

  if (data.accountsFailed) {
    return frame(
      <ReadFailure reads={[data.accountsRead]} retryLabel={text.retry} className={styles.status} />,
    );
  }
  if (!data.settled) return frame(<Spinner label={text.loading} showLabel size="sm" />, true);

  const failed = data.accounts.filter((entry) => entry.read.isError);
  const read = data.accounts.filter(
    (entry): entry is AccountRead<T> & { items: T[] } => entry.items !== undefined,
  );
  const split = depositsAndArrangements.splitAccounts(
    read.map((entry) => ({ account: entry.account, items: entry.items })),
  );

  if (failed.length === 0 && split.empty) {
    return frame(<Alert tone="info">{empty(data.asked)}</Alert>);
  }

  return frame(
    <>
      {split.withItems.length > 0 ? intro?.(split.withItems) : null}
      {data.accounts.map(({ account, read: accountRead, items }) =>
        accountRead.isError ? (
          <AccountSection
            key={account.accountNumber}
            account={account}
            level={accountLevel}
            text={text}
          >
            <ReadFailure reads={[accountRead]} retryLabel={text.retry} className={styles.status} />
          </AccountSection>
        ) : items && items.length > 0 ? (
          <AccountSection
            key={account.accountNumber}
            account={account}
            level={accountLevel}
            text={text}
          >
            {renderAccount(account, items, innerLevel)}
          </AccountSection>
        ) : null,
      )}
      {split.without.length > 0 ? (
        <p className={styles.muted}>{without(text.accountList(split.without))}</p>
      ) : null}
    </>,
  );
}
