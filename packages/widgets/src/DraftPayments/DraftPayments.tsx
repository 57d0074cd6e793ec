import { configKeys } from '@coop-portal/api-client';
import {
  useConfigurationSettings,
  useDraftPaymentSettings,
  useDraftSetupOptions,
  usePaymentDrafts,
  useSiteConfiguration,
} from '@coop-portal/api-client/react';
import {
  Alert,
  Button,
  cx,
  DataTable,
  Dialog,
  Spinner,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  useCatalogue,
  useFocusOnChange,
  type DataTableColumn,
} from '@coop-portal/ui';
import { drafts, isSettingOn } from '@coop-portal/validation';
import { useState, type ReactNode } from 'react';
import { configurationReader } from '../shared/configuration';
import { ReadFailure } from '../shared/ReadFailure';
import { WidgetSection } from '../shared/WidgetSection';
import * as sectionStyles from '../shared/widgetSection.css';
import * as styles from './DraftPayments.css';
import {
  draftPaymentsMessages,
  draftPaymentsTranslations,
  type DraftPaymentsMessages,
} from './messages';
import { RemoveDrafts } from './RemoveDrafts';
import { SetupDraft, type DraftOptionChoice } from './SetupDraft';

export interface DraftPaymentsProps {
  /** The signed-in member. */
  memberNumber: string;
  /** The account the page was opened for (query accountno): ticked first in Setup New Draft. */
  accountNumber?: string | null;
  /** The page's statuscode query: '0' (back from the hosted page) shows the success result. */
  statusCode?: string | null;
  /** Level of the heading (default 2). */
  headingLevel?: 1 | 2 | 3;
  /** Show the heading (default true). */
  showHeading?: boolean;
  /** Drafts were set up or removed on this page; the success message shown. */
  onUpdated?: (message: string) => void;
  /**
   * A co-op's own wording, rule messages included, in the language the widget speaks (its
   * provider's `locale`): it replaces that language's text.
   */
  messages?: Partial<DraftPaymentsMessages>;
  className?: string;
}

/** The configuration keys the widget reads (doc 3 §2.2, §4, §5, §9). */
export const draftPaymentsConfigKeys = [
  configKeys.draftDaysAfterBillingMax,
  configKeys.preventDraftWhenPastDue,
  configKeys.customDraftSetup,
  configKeys.nachaBankDraft,
  configKeys.paymentProcessor,
  configKeys.enforceNoMoreChecks,
];

const keyLists = { configKeys: [...draftPaymentsConfigKeys], clientKeys: [], webContentKeys: [] };

/** The codes a draft option is initiated with, and the set-up options' draftType they match. */
const optionCodes: Record<drafts.DraftOption, string> = { creditCard: 'CC', bankDraft: 'BANK' };

type DraftAccount = drafts.DraftAccount;

/**
 * Draft Payments (/draft-payments; doc 3 §2.2, §3-§9), or EZ Pay where whecEnabled is on: three
 * tabs. Accounts lists the member's current drafts. Setup New Draft offers a credit card or bank
 * draft (as the site allows), the accounts that can be set up (Select All, a settings panel per
 * ticked account) and those that cannot with the reason, the bank form of the NACHA flow, the
 * authorize checkbox with the forwarding message; Submit posts the hosted card page's form once per
 * intent, or updates a NACHA bank draft directly. Remove Draft removes the selected accounts' drafts
 * after a confirmation. `statusCode` '0' says the set-up succeeded; a failed read says 'Draft
 * payments service unavailable, please contact administrator.'; with neither draft allowed an error
 * banner says so. Rules from `@coop-portal/validation`'s `drafts`; it needs a `CoopWidgetProvider`
 * whose session has the member signed in.
 */
export function DraftPayments({
  memberNumber,
  accountNumber,
  statusCode,
  headingLevel = 2,
  showHeading = true,
  onUpdated,
  messages,
  className,
}: DraftPaymentsProps) {
  const text: DraftPaymentsMessages = {
    ...useCatalogue(draftPaymentsMessages, draftPaymentsTranslations),
    ...messages,
  };
  const siteConfiguration = useSiteConfiguration();
  const configuration = useConfigurationSettings({ body: keyLists });
  const accounts = usePaymentDrafts({ params: { memberNumber } });
  const cardSettings = useDraftPaymentSettings({ params: { memberNumber } });
  const custom = isSettingOn(
    configurationReader(configuration.data).value(configKeys.customDraftSetup),
  );
  const setupOptions = useDraftSetupOptions({ enabled: custom });
  const [tab, setTab] = useState<string>('accounts');
  const [helpOpen, setHelpOpen] = useState(false);
  const [success, setSuccess] = useState<string | null>(statusCode === '0' ? text.updated : null);
  const { ref: successRef } = useFocusOnChange<string | null, HTMLDivElement>(success, {
    shouldFocus: () => success !== null,
  });

  const term = siteConfiguration.data?.whecEnabled ? text.ezPayTerm : text.draftTerm;
  const frame = (content: ReactNode, busy = false) => (
    <WidgetSection
      heading={text.heading(term)}
      headingLevel={headingLevel}
      showHeading={showHeading}
      busy={busy}
      className={cx(sectionStyles.root, className)}
      headingClassName={sectionStyles.heading}
    >
      {content}
    </WidgetSection>
  );

  const reads = [siteConfiguration, configuration, accounts, cardSettings];
  if (reads.some((read) => read.isError)) {
    return frame(<ReadFailure reads={reads} retryLabel={text.retry} className={styles.status} />);
  }
  if (!siteConfiguration.data || !configuration.data || !accounts.data || !cardSettings.data) {
    return frame(<Spinner label={text.loading} showLabel size="sm" />, true);
  }

  const options = drafts.availableDraftOptions(siteConfiguration.data);
  if (options.length === 0) return frame(<Alert tone="error">{text.notAllowed(term)}</Alert>);

  const { value: config } = configurationReader(configuration.data);
  const maxDays = Number(config(configKeys.draftDaysAfterBillingMax));
  const choices: DraftOptionChoice[] = options.map((option) => ({
    option,
    code: optionCodes[option],
    label:
      (custom
        ? setupOptions.data?.find((entry) => entry.draftType === optionCodes[option])?.display
        : undefined) ?? (option === 'creditCard' ? text.creditCard : text.bankDraft),
  }));
  const { withDraft, withoutDraft } = drafts.splitDraftAccounts(accounts.data.results);
  const level = Math.min(headingLevel + 1, 4) as 2 | 3 | 4;

  const updated = (message: string) => {
    // The tab stays as it is: its busy button's announcement still points at the button.
    setSuccess(message);
    onUpdated?.(message);
  };

  const columns: DataTableColumn<DraftAccount>[] = [
    {
      id: 'account',
      header: text.columnAccount,
      cell: (row) => row.accountNumber,
      isRowHeader: true,
    },
    { id: 'address', header: text.columnAddress, cell: (row) => row.serviceAddress ?? '' },
    { id: 'type', header: text.columnType, cell: (row) => row.accountType ?? '' },
    {
      id: 'draftType',
      header: text.columnDraftType(term),
      cell: (row) => row.draft?.draftType ?? '',
    },
    {
      id: 'draftAccount',
      header: text.columnDraftAccount(term),
      cell: (row) => row.draft?.draftAccountNumberMasked ?? '',
    },
    {
      id: 'draftDay',
      header: text.columnDraftDay(term),
      cell: (row) => drafts.draftDayText(row.draft?.draftDay, text),
    },
  ];

  return frame(
    <>
      <div className={styles.introRow}>
        <p className={styles.intro}>{text.intro(term)}</p>
        <Button
          variant="secondary"
          aria-label={text.helpButtonLabel(term)}
          onPress={() => setHelpOpen(true)}
        >
          {text.help}
        </Button>
      </div>
      {success ? (
        <div ref={successRef} tabIndex={-1} className={styles.status}>
          <Alert tone="success">{success}</Alert>
        </div>
      ) : null}
      <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(String(key))}>
        <TabList aria-label={text.tabsLabel(term)}>
          <Tab id="accounts">{text.accountsTab}</Tab>
          <Tab id="setup">{text.setupTab(term)}</Tab>
          <Tab id="remove">{text.removeTab(term)}</Tab>
        </TabList>
        <TabPanel id="accounts" className={styles.panel}>
          <DataTable
            aria-label={text.currentLabel(term)}
            columns={columns}
            rows={withDraft}
            getRowId={(row) => row.accountNumber}
            emptyState={text.noAccounts}
            maxHeight={480}
          />
        </TabPanel>
        <TabPanel id="setup" className={styles.panel}>
          <SetupDraft
            memberNumber={memberNumber}
            accounts={withoutDraft}
            initialAccount={accountNumber ?? null}
            choices={choices}
            nacha={isSettingOn(config(configKeys.nachaBankDraft))}
            preventPastDue={isSettingOn(config(configKeys.preventDraftWhenPastDue))}
            enforceNoMoreChecks={isSettingOn(config(configKeys.enforceNoMoreChecks))}
            maxDaysAfterBilling={Number.isInteger(maxDays) && maxDays > 0 ? maxDays : 28}
            paymentProcessor={config(configKeys.paymentProcessor)}
            acceptedCardTypes={drafts.acceptedCardTypes(cardSettings.data)}
            headingLevel={level}
            term={term}
            text={text}
            onUpdated={updated}
          />
        </TabPanel>
        <TabPanel id="remove" className={styles.panel}>
          <RemoveDrafts
            memberNumber={memberNumber}
            accounts={withDraft}
            term={term}
            text={text}
            onRemoved={updated}
          />
        </TabPanel>
      </Tabs>
      <Dialog
        title={drafts.draftHelpTitle(siteConfiguration.data.whecEnabled, text)}
        size="sm"
        isOpen={helpOpen}
        onOpenChange={setHelpOpen}
        closeLabel={text.helpClose}
        footer={({ close }) => (
          <Button variant="secondary" onPress={close}>
            {text.helpClose}
          </Button>
        )}
      >
        <ul className={styles.helpList}>
          <li>{text.helpAccounts(term)}</li>
          <li>{text.helpSetup(term)}</li>
          <li>{text.helpProvider}</li>
          <li>{text.helpRemove(term)}</li>
        </ul>
      </Dialog>
    </>,
  );
}
