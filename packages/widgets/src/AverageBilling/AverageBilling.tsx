import { isApiError, type LevelizedAccount } from '@coop-portal/api-client';
import {
  useLevelizedAccounts,
  useSiteSettings,
  useUpdateLevelizedAccountMutation,
  useUpdateLevelizedAccountsMutation,
} from '@coop-portal/api-client/react';
import {
  Alert,
  AlertDialog,
  Button,
  cx,
  DataTable,
  Select,
  SelectItem,
  Spinner,
  TextField,
  Tooltip,
  useCatalogue,
  useFocusOnChange,
  useLocale,
  type DataTableColumn,
} from '@coop-portal/ui';
import { averageBilling, formatCurrency, navigation } from '@coop-portal/validation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { OutcomeAlert } from '../shared/OutcomeAlert';
import { ReadFailure } from '../shared/ReadFailure';
import { useErrorMessage } from '../shared/useErrorMessage';
import { WidgetSection } from '../shared/WidgetSection';
import * as sectionStyles from '../shared/widgetSection.css';
import * as styles from './AverageBilling.css';
import {
  averageBillingWidgetMessages,
  averageBillingWidgetTranslations,
  type AverageBillingWidgetMessages,
} from './messages';

export interface AverageBillingProps {
  /** The signed-in member. */
  memberNumber: string;
  /** Level of the 'Average Billing' heading (default 2). */
  headingLevel?: 1 | 2 | 3;
  /** Show the heading (default true); a page whose own title says it passes false. */
  showHeading?: boolean;
  /**
   * The co-op does not offer Average Billing (the AverageBilling feature is off): the portal's page
   * goes to the account overview (doc 3 §2.4). The widget says it is not offered.
   */
  onNotOffered?: () => void;
  /** Accounts were updated; the success message shown. */
  onUpdated?: (message: string) => void;
  /** A co-op's own wording. */
  messages?: Partial<AverageBillingWidgetMessages>;
  className?: string;
}

type View = averageBilling.AverageBillingView;
/** A change waiting for Continue: one row's action, or the bulk button's for the selected rows. */
type Change = { action: 'signUp' | 'remove'; accounts: LevelizedAccount[]; bulk: boolean };
type Outcome = { tone: 'success' | 'error'; message: string };

const PAGE_SIZES = [10, 25, 50, 100];

/**
 * Average Billing (/levelized-billing; doc 3 §2.4, §3, §4, §8): the member's accounts with their
 * billing type and, per row, Sign Up, Remove or Not Eligible (its reason in a tooltip, and in the
 * row on a narrow screen) by doc 3 §4's rules, in a table paged by 10 (10, 25, 50, 100). With more
 * than one account, a filter (All, Average Billing, Non-Average Billing) and a search by account
 * number or address; choosing a filter clears the search, and the two filtered views add a select
 * column with 'Remove Selected' / 'Sign Up Selected' and the spec's hint. Each change is confirmed
 * (Continue / Cancel) and sent once; the success message is the spec's, a bulk update returns to
 * All, a refused update (400) shows its message in a warning dialog, and anything else the spec's
 * support text. Rules from `@coop-portal/validation`'s `averageBilling`; it needs a
 * `CoopWidgetProvider` whose session has the member signed in.
 */
export function AverageBilling({
  memberNumber,
  headingLevel = 2,
  showHeading = true,
  onNotOffered,
  onUpdated,
  messages,
  className,
}: AverageBillingProps) {
  const errorMessage = useErrorMessage();
  const text: AverageBillingWidgetMessages = {
    ...useCatalogue(averageBillingWidgetMessages, averageBillingWidgetTranslations),
    ...messages,
  };
  const locale = useLocale();
  const settings = useSiteSettings();
  const accounts = useLevelizedAccounts({ params: { memberNumber } });
  const updateOne = useUpdateLevelizedAccountMutation();
  const updateMany = useUpdateLevelizedAccountsMutation();

  const [view, setView] = useState<View>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]!);
  const [selected, setSelected] = useState<Set<Key>>(new Set());
  /** The change waiting for Continue. */
  const [confirming, setConfirming] = useState<Change | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  /** A 400's message, in the warning dialog. */
  const [refused, setRefused] = useState<string | null>(null);
  // An update under way: a second Continue is the same intent.
  const sending = useRef(false);
  const { ref: outcomeRef } = useFocusOnChange<Outcome | null, HTMLDivElement>(outcome, {
    shouldFocus: () => outcome !== null,
  });

  const offered = settings.data
    ? navigation.isFeatureOn(settings.data.features, 'AverageBilling')
    : undefined;
  useEffect(() => {
    if (offered === false) onNotOffered?.();
  }, [offered, onNotOffered]);

  const frame = (content: ReactNode, busy = false) => (
    <WidgetSection
      heading={text.heading}
      headingLevel={headingLevel}
      showHeading={showHeading}
      busy={busy}
      className={cx(sectionStyles.root, className)}
      headingClassName={sectionStyles.heading}
    >
      {content}
    </WidgetSection>
  );

  if (settings.isError || accounts.isError) {
    return frame(
      <ReadFailure
        reads={[settings, accounts]}
        retryLabel={text.retry}
        className={styles.status}
      />,
    );
  }
  if (offered === false) return frame(<Alert tone="info">{text.notOffered}</Alert>);
  if (!settings.data || !accounts.data) {
    return frame(<Spinner label={text.loading} showLabel size="sm" />, true);
  }

  const all = accounts.data;
  const state = averageBilling.averageBillingViewState(view, all.length, text);
  const shown = averageBilling.filterAverageBillingAccounts(all, view, search);
  const selectedAccounts = shown.filter((account) => selected.has(account.accountNumber));
  const busy = updateOne.isPending || updateMany.isPending;

  const chooseView = (next: View) => {
    setView(next);
    setSearch(averageBilling.averageBillingViewState(next, all.length, text).search);
    setSelected(new Set());
    setPage(1);
  };

  const send = ({ action, accounts: changed, bulk }: Change) => {
    if (sending.current || changed.length === 0) return;
    sending.current = true;
    setOutcome(null);
    const done = {
      onSuccess: () => {
        const message =
          changed.length === 1
            ? text.accountUpdated(changed[0]!.accountNumber)
            : text.accountsUpdated;
        setSelected(new Set());
        if (bulk) chooseView(averageBilling.viewAfterBulkUpdate);
        setOutcome({ tone: 'success', message });
        onUpdated?.(message);
      },
      onError: (error: unknown) => {
        if (isApiError(error) && error.status === 400) setRefused(errorMessage(error));
        else setOutcome({ tone: 'error', message: errorMessage(error, text.loadFailed) });
      },
      onSettled: () => {
        sending.current = false;
      },
    };
    const items = changed.map((account) => averageBilling.levelizedUpdateItem(account, action));
    if (bulk) updateMany.mutate({ params: { memberNumber }, body: items }, done);
    else
      updateOne.mutate(
        { params: { accountNumber: items[0]!.accountNumber }, body: items[0]! },
        done,
      );
  };

  const ask = (change: Change) => {
    setOutcome(null);
    setConfirming(change);
  };

  const actionCell = (account: LevelizedAccount) => {
    const { action, label, reason } = averageBilling.averageBillingActionLabel(account, text);
    if (action === 'notEligible') {
      const why = reason ?? text.notEligibleReason;
      return (
        <div className={styles.notEligible}>
          <Tooltip content={why} isTriggerDisabled>
            <Button
              variant="secondary"
              isDisabled
              aria-label={text.notEligibleLabel(account.accountNumber)}
            >
              {label}
            </Button>
          </Tooltip>
          <span className={styles.reasonNarrow}>{why}</span>
        </div>
      );
    }
    return (
      <Button
        variant={action === 'remove' ? 'danger' : 'secondary'}
        isDisabled={busy}
        aria-label={
          action === 'remove'
            ? text.removeLabel(account.accountNumber)
            : text.signUpLabel(account.accountNumber)
        }
        onPress={() => ask({ action, accounts: [account], bulk: false })}
      >
        {label}
      </Button>
    );
  };

  const columns: DataTableColumn<LevelizedAccount>[] = [
    {
      id: 'accountNumber',
      header: text.columnAccount,
      isRowHeader: true,
      cell: (account) => account.accountNumber,
    },
    {
      id: 'serviceAddress',
      header: text.columnAddress,
      cell: (account) => account.serviceAddress ?? text.notAvailable,
    },
    {
      id: 'estimatedAmount',
      header: text.columnEstimate,
      align: 'end',
      cell: (account) =>
        account.estimatedAmount == null
          ? text.notAvailable
          : formatCurrency(account.estimatedAmount, locale),
    },
    {
      id: 'billingType',
      header: text.columnBillingType,
      cell: (account) => account.billingType ?? text.standardBilling,
    },
    { id: 'action', header: text.columnAction, cell: actionCell },
  ];

  const bulkAction: 'signUp' | 'remove' | undefined =
    view === 'view-enabled' ? 'remove' : view === 'view-non-enabled' ? 'signUp' : undefined;
  const estimateOf = (account: LevelizedAccount) =>
    account.estimatedAmount == null ? null : formatCurrency(account.estimatedAmount, locale);

  return frame(
    <>
      <p className={styles.intro}>{text.intro}</p>
      <OutcomeAlert
        ref={outcomeRef}
        outcome={outcome}
        onDismiss={() => setOutcome(null)}
        dismissLabel={text.dismissLabel}
        className={styles.status}
      />
      {all.length === 0 ? (
        <Alert tone="info">{text.noAccounts}</Alert>
      ) : (
        <>
          {state.showFilterBar ? (
            <div role="group" aria-label={text.filtersLabel} className={styles.filters}>
              <Select
                label={text.filterLabel}
                className={styles.viewField}
                selectedKey={view}
                onSelectionChange={(key) => {
                  if (key !== null) chooseView(key as View);
                }}
              >
                <SelectItem id="all">{text.viewAll}</SelectItem>
                <SelectItem id="view-enabled">{text.viewEnabled}</SelectItem>
                <SelectItem id="view-non-enabled">{text.viewNonEnabled}</SelectItem>
              </Select>
              <TextField
                className={styles.search}
                type="search"
                label={text.searchLabel}
                description={text.searchDescription}
                value={search}
                onChange={(value) => {
                  setSearch(value);
                  setPage(1);
                }}
              />
            </div>
          ) : null}
          {bulkAction && state.bulkLabel ? (
            <div className={styles.bulk}>
              <p className={styles.hint}>{text.bulkHint}</p>
              <Button
                variant={bulkAction === 'remove' ? 'danger' : 'primary'}
                isDisabled={selectedAccounts.length === 0}
                isPending={updateMany.isPending}
                loadingLabel={text.updating}
                onPress={() => ask({ action: bulkAction, accounts: selectedAccounts, bulk: true })}
              >
                {state.bulkLabel}
              </Button>
              <span className={styles.count} aria-live="polite">
                {text.selectedCount(selectedAccounts.length)}
              </span>
            </div>
          ) : null}
          <DataTable
            aria-label={text.tableLabel}
            columns={columns}
            rows={shown}
            getRowId={(account) => account.accountNumber}
            selectionMode={state.showSelectColumn ? 'multiple' : 'none'}
            selectedKeys={selected}
            onSelectionChange={setSelected}
            emptyState={text.noMatches}
            pagination={{
              pageSizeOptions: PAGE_SIZES,
              pageSize,
              onPageSizeChange: (size) => {
                setPageSize(size);
                setPage(1);
              },
              page,
              onPageChange: setPage,
            }}
          />
          {updateOne.isPending ? <Spinner label={text.updating} showLabel size="sm" /> : null}
        </>
      )}
      <AlertDialog
        isOpen={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={confirming?.action === 'remove' ? text.removeTitle : text.signUpTitle}
        variant={confirming?.action === 'remove' ? 'destructive' : undefined}
        confirmLabel={text.continue}
        cancelLabel={text.cancel}
        onConfirm={() => {
          if (confirming) send(confirming);
        }}
      >
        {confirming
          ? confirming.accounts.length === 1
            ? confirming.action === 'remove'
              ? text.removeOne(confirming.accounts[0]!.accountNumber)
              : text.signUpOne(
                  confirming.accounts[0]!.accountNumber,
                  estimateOf(confirming.accounts[0]!),
                )
            : confirming.action === 'remove'
              ? text.removeMany(confirming.accounts.length)
              : text.signUpMany(confirming.accounts.length)
          : null}
      </AlertDialog>
      <AlertDialog
        isOpen={refused !== null}
        onOpenChange={(open) => {
          if (!open) setRefused(null);
        }}
        title={text.refusedTitle}
        confirmLabel={text.ok}
        cancelLabel={null}
      >
        {refused}
      </AlertDialog>
    </>,
  );
}
