import type { AccountInfo, UsageRequest } from '@coop-portal/api-client';
import { Card, DescriptionList, Link, Spinner, useLocale } from '@coop-portal/ui';
import { accountOverview, formatDate } from '@coop-portal/validation';
import { lazy, Suspense } from 'react';
import * as styles from './AccountOverview.css';
import type { AccountOverviewWidgetMessages } from './messages';
import { OverviewLinkItem, type NavigateWithState } from './OverviewLink';

// The usage card's figures come with the Billed Usage Summary's chart, loaded on demand.
const UsageCardBody = lazy(() =>
  import('./BilledUsage').then((module) => ({ default: module.UsageCardBody })),
);

interface CardBaseProps {
  text: AccountOverviewWidgetMessages;
  headingLevel: 2 | 3 | 4;
}

/** My Account (doc 2 §2.1, §3, §4): the account's type, status, member, power and meters. */
export function MyAccountCard({
  account,
  card,
  text,
  headingLevel,
}: CardBaseProps & { account: AccountInfo; card: accountOverview.AccountCard }) {
  // The power status in the widget's language: ON, OFF or N/A in English.
  const powerStatus = { ON: text.powerOn, OFF: text.powerOff, 'N/A': text.notAvailable };
  return (
    <Card
      title={text.myAccount}
      headingLevel={headingLevel}
      className={styles.card}
      actions={
        <Link
          href={accountOverview.accountPageHref('/account-profile', account.accountNumber)}
          variant="standalone"
        >
          {text.editAccountProfile}
        </Link>
      }
    >
      <DescriptionList
        items={[
          { id: 'type', term: text.accountTypeLabel, details: account.accountType },
          { id: 'status', term: text.statusLabel, details: card.statusLabel || text.notAvailable },
          { id: 'member', term: text.memberNumberLabel, details: account.memberNumber },
          { id: 'power', term: text.powerLabel, details: powerStatus[card.powerStatus] },
          {
            id: 'meters',
            term: text.metersLabel,
            details: account.meters.length > 0 ? account.meters.join(', ') : text.noMeters,
          },
        ]}
      />
    </Card>
  );
}

/** My Bill (doc 2 §2.1): the amount due or prepaid balance, due date, past due, cutoff, draft. */
export function MyBillCard({
  account,
  card,
  text,
  headingLevel,
}: CardBaseProps & { account: AccountInfo; card: accountOverview.AccountCard }) {
  const locale = useLocale();
  const draftDate = account.autoPayExists ? formatDate(account.draftDate, locale) : undefined;
  return (
    <Card
      title={text.myBill}
      headingLevel={headingLevel}
      className={styles.card}
      actions={
        <Link
          href={accountOverview.accountPageHref('/billpayments/history', account.accountNumber)}
          variant="standalone"
        >
          {text.accountHistory}
        </Link>
      }
    >
      <DescriptionList
        items={[
          { id: 'amount', term: card.amountLabel, details: card.amount },
          { id: 'due', term: text.dueDateLabel, details: card.dueDate },
          ...(card.pastDueAmount
            ? [{ id: 'past-due', term: text.pastDueAmountLabel, details: card.pastDueAmount }]
            : []),
          ...(card.cutoffDate
            ? [{ id: 'cutoff', term: text.cutoffDateLabel, details: card.cutoffDate }]
            : []),
          ...(card.autoPayLabel
            ? [{ id: 'auto-pay', term: text.autoPayTerm, details: card.autoPayLabel }]
            : []),
          ...(draftDate ? [{ id: 'draft', term: text.draftDateLabel, details: draftDate }] : []),
        ]}
      />
    </Card>
  );
}

/**
 * Budget Billing (doc 2 §2.1): for a Budget or Average billed account the year-to-date budget
 * difference and the net balance; for any other account a usage card — the latest billed month,
 * the monthly average and the total of the Billed Usage Summary's months — or why there is none.
 */
export function BudgetOrUsageCard({
  account,
  usageRequest,
  text,
  headingLevel,
}: CardBaseProps & {
  account: AccountInfo;
  /** The Billed Usage Summary's request; none when the account's usage is not shown. */
  usageRequest: UsageRequest | undefined;
}) {
  const locale = useLocale();
  const usageShown = usageRequest !== undefined;
  const budget = accountOverview.budgetBillingCard(account, text, locale);
  if (budget) {
    return (
      <Card
        title={budget.title}
        headingLevel={headingLevel}
        className={styles.card}
        actions={
          <Link href="/levelized-billing" variant="standalone">
            {text.manageAverageBilling}
          </Link>
        }
      >
        <DescriptionList
          items={[
            {
              id: 'difference',
              term: text.yearToDateDifferenceLabel,
              details: budget.yearToDateBudgetDifference,
            },
            { id: 'net', term: text.netBalanceLabel, details: budget.netAccountBalance },
          ]}
        />
      </Card>
    );
  }

  const body = usageRequest ? (
    <Suspense fallback={<Spinner label={text.usageLoading} size="sm" />}>
      <UsageCardBody request={usageRequest} text={text} emptyClassName={styles.muted} />
    </Suspense>
  ) : (
    <p className={styles.muted}>{text.usageNotViewable}</p>
  );
  return (
    <Card
      title={text.usage}
      headingLevel={headingLevel}
      className={styles.card}
      actions={
        usageShown ? (
          <Link
            href={accountOverview.accountPageHref('/usage-tracker', account.accountNumber)}
            variant="standalone"
          >
            {text.usageTracker}
          </Link>
        ) : undefined
      }
    >
      {body}
    </Card>
  );
}

/** Arrangement Details (doc 2 §2.1, §3): only for an account with an arrangement. */
export function ArrangementCard({
  account,
  text,
  headingLevel,
}: CardBaseProps & { account: AccountInfo }) {
  const locale = useLocale();
  const details = accountOverview.arrangementDetails(account, undefined, locale);
  if (!details) return null;
  return (
    <Card
      title={text.arrangementDetails}
      headingLevel={headingLevel}
      className={styles.card}
      actions={
        <Link
          href={accountOverview.accountPageHref(
            '/billpayments/view-arrangements',
            account.accountNumber,
          )}
          variant="standalone"
        >
          {text.viewArrangements}
        </Link>
      }
    >
      {details.notation ? <p className={styles.muted}>{details.notation}</p> : null}
      <DescriptionList
        items={[
          { id: 'balance', term: text.arrangementBalanceLabel, details: details.balance },
          { id: 'next', term: text.nextPaymentLabel, details: details.nextPaymentAmount },
          {
            id: 'due',
            term: text.nextPaymentDueLabel,
            details: (
              <>
                {details.nextPaymentDueDate ?? text.notAvailable}
                {details.overdue ? (
                  <>
                    {' '}
                    <span className={styles.badge} data-tone="warning">
                      {text.overdue}
                    </span>
                  </>
                ) : null}
              </>
            ),
          },
        ]}
      />
    </Card>
  );
}

export interface LinksCardProps extends CardBaseProps {
  title: string;
  links: readonly accountOverview.QuickLink[];
  onNavigate?: NavigateWithState;
  onOpenCapitalCredit: (link: accountOverview.CapitalCreditPdfLink) => void;
  /** A plain bulleted list without the card (the compact layout). */
  plain?: boolean;
}

/** Quick Links or Payment Programs (doc 2 §2.1): a card of links, or a plain list. */
export function LinksCard({
  title,
  links,
  onNavigate,
  onOpenCapitalCredit,
  plain = false,
  headingLevel,
}: LinksCardProps) {
  const items = links.map((link) => (
    <OverviewLinkItem
      key={link.id}
      link={link}
      onNavigate={onNavigate}
      onOpenCapitalCredit={onOpenCapitalCredit}
      className={plain ? styles.plainLinkItem : undefined}
    />
  ));
  if (plain) {
    return (
      <Card title={title} headingLevel={headingLevel} as="section" variant="outlined">
        <ul className={styles.plainLinks}>{items}</ul>
      </Card>
    );
  }
  return (
    <Card title={title} headingLevel={headingLevel} className={styles.card}>
      <ul className={styles.linkList} aria-label={title}>
        {items}
      </ul>
    </Card>
  );
}
