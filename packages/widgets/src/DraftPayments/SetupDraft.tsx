import { paymentCallbackPaths } from '@coop-portal/api-client';
import {
  useApiClient,
  useFinancialInstitutions,
  useInitiateDraftPaymentMutation,
  useUpdateDraftAccountsMutation,
} from '@coop-portal/api-client/react';
import {
  Alert,
  Button,
  Checkbox,
  DatePicker,
  dateValueToIso,
  Disclosure,
  DismissibleAlert,
  Form,
  parseIsoDate,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  TextField,
  type DateValue,
} from '@coop-portal/ui';
import { drafts, validateFormByPath } from '@coop-portal/validation';
import { createElement, useId, useRef, useState, type FormEvent } from 'react';
import { postForm } from '../shared/postForm';
import { useErrorMessage } from '../shared/useErrorMessage';
import * as styles from './DraftPayments.css';
import type { DraftPaymentsMessages } from './messages';

/** A draft option offered, with the code it is initiated with and its label. */
export interface DraftOptionChoice {
  option: drafts.DraftOption;
  code: string;
  label: string;
}

export interface SetupDraftProps {
  memberNumber: string;
  /** The member's accounts without a draft (doc 3 §4). */
  accounts: drafts.DraftAccount[];
  /** Ticked at first, when it can be set up. */
  initialAccount: string | null;
  choices: DraftOptionChoice[];
  /** The bank draft is entered here and updated directly (the NACHA flow). */
  nacha: boolean;
  preventPastDue: boolean;
  enforceNoMoreChecks: boolean;
  maxDaysAfterBilling: number;
  paymentProcessor: string | null;
  /** The accepted card codes (VI, MC, AX, DI) of the payment settings. */
  acceptedCardTypes: string;
  headingLevel: 2 | 3 | 4;
  term: string;
  text: DraftPaymentsMessages;
  /** A NACHA bank draft was set up: the message to show. */
  onUpdated: (message: string) => void;
}

interface Panel {
  draftMethod: drafts.DraftMethod;
  dayOfMonth: string;
  daysAfter: string;
  draftStartDate: string | null;
}

/** No messages before Submit is pressed. */
const noErrors: Record<string, string> = {};

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/**
 * Setup New Draft (doc 3 §2.2, §4, §5, §7): the draft option, the accounts (Select All, a settings
 * panel per ticked account, the accounts that cannot be set up with their reason), the NACHA bank
 * form, the authorize checkbox with the forwarding message, and Submit, enabled only with an
 * account ticked and, once pressed, no invalid field.
 */
export function SetupDraft({
  memberNumber,
  accounts,
  initialAccount,
  choices,
  nacha,
  preventPastDue,
  enforceNoMoreChecks,
  maxDaysAfterBilling,
  paymentProcessor,
  acceptedCardTypes,
  headingLevel,
  term,
  text,
  onUpdated,
}: SetupDraftProps) {
  const errorMessage = useErrorMessage();
  const api = useApiClient();
  const ids = useId();
  const [option, setOption] = useState<drafts.DraftOption>(choices[0]?.option ?? 'creditCard');
  const eligibility = (choice: drafts.DraftOption) =>
    accounts.map((account) => ({
      account,
      ineligible: drafts.draftIneligibility(account, {
        draftOption: choice,
        preventPastDue,
        enforceNoMoreChecks,
        messages: text,
      }),
    }));
  const listed = eligibility(option);
  const eligible = listed.filter((entry) => !entry.ineligible).map((entry) => entry.account);
  const ineligible = listed.filter((entry) => entry.ineligible);

  const [ticked, setTicked] = useState<ReadonlySet<string>>(() =>
    eligible.some((account) => account.accountNumber === initialAccount) && initialAccount
      ? new Set([initialAccount])
      : new Set(),
  );
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(ticked);
  const [panels, setPanels] = useState<Record<string, Panel>>({});
  const [bank, setBank] = useState(drafts.emptyBankForm);
  const [authorized, setAuthorized] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [untickedAll, setUntickedAll] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [forwarding, setForwarding] = useState(false);
  // One initiation (or update) per intent, however often Submit is pressed.
  const intent = useRef(false);
  const postTarget = useRef<HTMLDivElement>(null);

  const bankForm = option === 'bankDraft' && nacha;
  const institutions = useFinancialInstitutions({ enabled: bankForm });
  const initiate = useInitiateDraftPaymentMutation();
  const update = useUpdateDraftAccountsMutation();

  const panelOf = (account: drafts.DraftAccount): Panel =>
    panels[account.accountNumber] ?? {
      draftMethod: 'WHEN_BILLED',
      dayOfMonth: '',
      daysAfter: '',
      draftStartDate:
        typeof account.eligibleDraftDate === 'string' ? account.eligibleDraftDate : null,
    };
  const tickedAccounts = eligible.filter((account) => ticked.has(account.accountNumber));
  const values = {
    accounts: tickedAccounts.map((account) => ({
      accountNumber: account.accountNumber,
      ...panelOf(account),
      window: drafts.billedDayWindow(account) ?? null,
    })),
    ...bank,
    draftAuthorize: authorized,
  };
  const schema = drafts.createDraftSetupSchema({
    draftOption: option,
    nacha,
    maxDaysAfterBilling,
    ...(institutions.data ? { institutions: institutions.data } : {}),
    messages: text,
  });
  const live = validateFormByPath(schema, values);
  // Once Submit was pressed, the messages follow the fields as they change (a new errors object
  // only when the messages change, so the form keeps its own state between keystrokes).
  const liveKey = JSON.stringify(live.errors);
  const [shown, setShown] = useState({ key: '{}', errors: {} as Record<string, string> });
  if (attempted && shown.key !== liveKey) setShown({ key: liveKey, errors: live.errors });
  const errors = attempted ? shown.errors : noErrors;
  const listError = errors['accounts'] ?? (untickedAll ? text.accountRequired : undefined);

  const tick = (accountNumbers: readonly string[], on: boolean) => {
    const next = new Set(ticked);
    for (const accountNumber of accountNumbers) {
      if (on) next.add(accountNumber);
      else next.delete(accountNumber);
    }
    setTicked(next);
    setUntickedAll(next.size === 0 && ticked.size > 0);
    setExpanded((open) => {
      const shown = new Set(open);
      for (const accountNumber of accountNumbers) {
        if (on) shown.add(accountNumber);
        else shown.delete(accountNumber);
      }
      return shown;
    });
  };

  const changePanel = (account: drafts.DraftAccount, change: Partial<Panel>) =>
    setPanels((current) => ({
      ...current,
      [account.accountNumber]: { ...panelOf(account), ...change },
    }));

  const chooseOption = (next: drafts.DraftOption) => {
    setOption(next);
    // Changing the draft option clears the bank form (doc 3 §4), and unticks accounts that cannot
    // be set up with the new option.
    setBank(drafts.emptyBankForm());
    const stillEligible = new Set(
      eligibility(next)
        .filter((entry) => !entry.ineligible)
        .map((entry) => entry.account.accountNumber),
    );
    setTicked((current) => new Set([...current].filter((n) => stillEligible.has(n))));
  };

  const changeRouting = (value: string) => {
    const routing = digitsOnly(value).slice(0, drafts.draftLimits.routingNumberLength);
    // The bank name is filled from the routing number unless the institution is 'DO NOT USE'.
    const name =
      routing.length === drafts.draftLimits.routingNumberLength && institutions.data
        ? drafts.resolveBankName(routing, institutions.data)
        : undefined;
    setBank((current) => ({
      ...current,
      bankTransitNumber: routing,
      ...(name ? { bankName: name } : {}),
    }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (intent.current || tickedAccounts.length === 0) return;
    setAttempted(true);
    const result = validateFormByPath(schema, values);
    if (!result.success) {
      // Open the panels whose fields have a message, so focus can reach the first one.
      const invalid = Object.keys(result.errors)
        .map((key) => /^accounts\.(\d+)\./.exec(key)?.[1])
        .filter((index): index is string => index !== undefined)
        .map((index) => tickedAccounts[Number(index)]?.accountNumber)
        .filter((accountNumber): accountNumber is string => accountNumber !== undefined);
      setExpanded((open) => new Set([...open, ...invalid]));
      return;
    }
    intent.current = true;
    setFailure(null);
    const requests = result.data.accounts.map((setup) => drafts.draftRequestAccount(setup));
    const [first] = requests;
    if (!first) return;
    if (drafts.draftSubmission({ draftOption: option, nacha }) === 'bankDraftUpdate') {
      update.mutate(
        {
          params: { memberNumber },
          body: {
            draftAccounts: requests,
            memberNumber,
            draftType: result.data.accountType,
            bankAccountNumber: result.data.bankAccountNumber,
            routingNumber: result.data.bankTransitNumber,
            bankName: result.data.bankName,
          },
        },
        {
          onSuccess: (answer) => {
            setTicked(new Set());
            setExpanded(new Set());
            setPanels({});
            setBank(drafts.emptyBankForm());
            setAuthorized(false);
            setAttempted(false);
            onUpdated(answer.message?.trim() || text.updated);
          },
          onError: (error) => setFailure(text.setupFailed(errorMessage(error))),
          onSettled: () => {
            intent.current = false;
          },
        },
      );
      return;
    }
    const code = choices.find((choice) => choice.option === option)?.code ?? option;
    initiate
      .mutateAsync({
        params: { memberNumber, accountNumber: first.accountNumber },
        body: {
          accountsToDraft: requests,
          paymentType: 'DRAFT',
          draftOption: code,
          amount: 0,
          removeDraft: false,
        },
      })
      .then((initiation) => {
        setForwarding(true);
        const fields = drafts.buildHostedDraftForm({
          initiation,
          memberNumber,
          accountNumbers: requests.map((request) => request.accountNumber),
          draftOption: option,
          returnUrl: api.url(paymentCallbackPaths.draftSuccess),
          cancelUrl: api.url(paymentCallbackPaths.draftCancel),
          acceptedCardTypes,
        });
        if (postTarget.current) postForm(postTarget.current, initiation.actionUrl, fields);
      })
      .catch((error: unknown) => {
        intent.current = false;
        setFailure(text.setupFailed(errorMessage(error)));
      });
  };

  const subheading = (id: string, label: string) =>
    createElement(`h${headingLevel}`, { id, className: styles.subheading }, label);
  const listId = `${ids}-list`;
  const listErrorId = `${ids}-list-error`;
  const allTicked = eligible.length > 0 && tickedAccounts.length === eligible.length;
  const busy = initiate.isPending || update.isPending || forwarding;

  return (
    <Form
      onSubmit={submit}
      validationErrors={errors}
      errorSummaryTitle={text.errorSummaryTitle}
      errorSummaryHeadingLevel={headingLevel}
      fieldIds={{ accounts: listId }}
      className={styles.form}
    >
      {failure ? (
        <DismissibleAlert
          tone="error"
          onDismiss={() => setFailure(null)}
          dismissLabel={text.dismissLabel}
        >
          {failure}
        </DismissibleAlert>
      ) : null}
      {choices.length > 1 ? (
        <RadioGroup
          label={text.optionLabel(term)}
          orientation="horizontal"
          value={option}
          onChange={(value) => chooseOption(value as drafts.DraftOption)}
          isDisabled={busy}
        >
          {choices.map((choice) => (
            <Radio key={choice.option} value={choice.option}>
              {choice.label}
            </Radio>
          ))}
        </RadioGroup>
      ) : null}

      <div className={styles.section}>
        {subheading(`${ids}-eligible`, text.eligibleHeading)}
        {eligible.length === 0 ? (
          <Alert tone="info">{text.noEligibleAccounts}</Alert>
        ) : (
          <>
            <Checkbox
              isSelected={allTicked}
              isIndeterminate={tickedAccounts.length > 0 && !allTicked}
              onChange={(on) =>
                tick(
                  eligible.map((account) => account.accountNumber),
                  on,
                )
              }
              isDisabled={busy}
            >
              {text.selectAll}
            </Checkbox>
            <div
              id={listId}
              role="group"
              aria-label={text.eligibleListLabel(term)}
              aria-describedby={listError ? listErrorId : undefined}
              tabIndex={-1}
              className={styles.accountList}
            >
              <ul className={styles.plainList}>
                {eligible.map((account) => {
                  const index = tickedAccounts.indexOf(account);
                  const panel = panelOf(account);
                  const window = drafts.billedDayWindow(account);
                  const days = window
                    ? drafts.draftDayWindow(window)
                    : {
                        first: drafts.draftLimits.dayOfMonthMin,
                        last: drafts.draftLimits.dayOfMonthMax,
                      };
                  const name = (field: string) => `accounts.${index}.${field}`;
                  return (
                    <li key={account.accountNumber} className={styles.accountItem}>
                      <Checkbox
                        isSelected={index !== -1}
                        onChange={(on) => tick([account.accountNumber], on)}
                        description={account.serviceAddress ?? undefined}
                        isDisabled={busy}
                      >
                        {text.accountLabel(account.accountNumber)}
                      </Checkbox>
                      {index !== -1 ? (
                        <Disclosure
                          title={text.settingsTitle(account.accountNumber)}
                          headingLevel={Math.min(headingLevel + 1, 6) as 3 | 4 | 5}
                          isExpanded={expanded.has(account.accountNumber)}
                          onExpandedChange={(open) =>
                            setExpanded((current) => {
                              const next = new Set(current);
                              if (open) next.add(account.accountNumber);
                              else next.delete(account.accountNumber);
                              return next;
                            })
                          }
                        >
                          <div className={styles.settings}>
                            <Select
                              label={text.methodLabel(term)}
                              selectedKey={panel.draftMethod}
                              onSelectionChange={(key) => {
                                if (key !== null) {
                                  changePanel(account, { draftMethod: key as drafts.DraftMethod });
                                }
                              }}
                              isDisabled={busy}
                            >
                              {drafts.draftMethods.map((method) => (
                                <SelectItem key={method} id={method}>
                                  {text.methodLabels[method]}
                                </SelectItem>
                              ))}
                            </Select>
                            {panel.draftMethod === 'DAY_OF_MONTH' ? (
                              <TextField
                                name={name('dayOfMonth')}
                                label={text.dayOfMonthLabel}
                                description={text.dayOfMonthDescription(days.first, days.last)}
                                value={panel.dayOfMonth}
                                onChange={(value) => changePanel(account, { dayOfMonth: value })}
                                inputFilter={digitsOnly}
                                maxLength={drafts.draftLimits.dayFieldMaxLength}
                                inputMode="numeric"
                                isDisabled={busy}
                              />
                            ) : null}
                            {panel.draftMethod === 'DAYS_AFTER_BILLING' ? (
                              <TextField
                                name={name('daysAfter')}
                                label={text.daysAfterLabel}
                                description={text.daysAfterDescription(maxDaysAfterBilling)}
                                value={panel.daysAfter}
                                onChange={(value) => changePanel(account, { daysAfter: value })}
                                inputFilter={digitsOnly}
                                maxLength={drafts.draftLimits.dayFieldMaxLength}
                                inputMode="numeric"
                                isDisabled={busy}
                              />
                            ) : null}
                            <DatePicker
                              name={name('draftStartDate')}
                              label={text.startDateLabel(term)}
                              value={parseIsoDate(panel.draftStartDate)}
                              minValue={parseIsoDate(drafts.draftLimits.minimumStartDate)}
                              minValueMessage={text.startDateTooEarly}
                              onChange={(value: DateValue | null) =>
                                changePanel(account, { draftStartDate: dateValueToIso(value) })
                              }
                              isDisabled={busy}
                            />
                          </div>
                        </Disclosure>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </div>
            {listError ? (
              <p id={listErrorId} className={styles.listError}>
                {listError}
              </p>
            ) : null}
          </>
        )}
      </div>

      {ineligible.length > 0 ? (
        <div className={styles.section}>
          {subheading(`${ids}-ineligible`, text.ineligibleHeading)}
          <ul className={styles.reasons}>
            {ineligible.map(({ account, ineligible: reason }) => (
              <li key={account.accountNumber}>
                {text.ineligibleItem(account.accountNumber, reason?.message ?? '')}
                {account.serviceAddress ? (
                  <span className={styles.address}> ({account.serviceAddress})</span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {bankForm && eligible.length > 0 ? (
        <div className={styles.section}>
          {subheading(`${ids}-bank`, text.bankHeading)}
          <div className={styles.bankForm}>
            <RadioGroup
              label={text.accountTypeLabel}
              orientation="horizontal"
              value={bank.accountType}
              onChange={(value) =>
                setBank((current) => ({ ...current, accountType: value as drafts.BankAccountType }))
              }
              isDisabled={busy}
            >
              <Radio value="Checking">{text.checking}</Radio>
              <Radio value="Savings">{text.savings}</Radio>
            </RadioGroup>
            <TextField
              name="bankAccountNumber"
              label={text.bankAccountLabel}
              value={bank.bankAccountNumber}
              onChange={(value) => setBank((current) => ({ ...current, bankAccountNumber: value }))}
              maxLength={drafts.draftLimits.bankAccountMaxLength}
              inputMode="numeric"
              autoComplete="off"
              isDisabled={busy}
            />
            <TextField
              name="confirmBankAccountNumber"
              label={text.confirmBankAccountLabel}
              value={bank.confirmBankAccountNumber}
              onChange={(value) =>
                setBank((current) => ({ ...current, confirmBankAccountNumber: value }))
              }
              maxLength={drafts.draftLimits.bankAccountMaxLength}
              inputMode="numeric"
              autoComplete="off"
              allowPaste={false}
              isDisabled={busy}
            />
            <TextField
              name="bankTransitNumber"
              label={text.routingLabel}
              description={text.routingDescription}
              value={bank.bankTransitNumber}
              onChange={changeRouting}
              maxLength={drafts.draftLimits.routingNumberLength}
              inputMode="numeric"
              autoComplete="off"
              isDisabled={busy}
            />
            <TextField
              name="bankName"
              label={text.bankNameLabel}
              value={bank.bankName}
              onChange={(value) => setBank((current) => ({ ...current, bankName: value }))}
              maxLength={drafts.draftLimits.bankNameMaxLength}
              isDisabled={busy}
            />
          </div>
        </div>
      ) : null}

      {eligible.length > 0 ? (
        <>
          <Checkbox
            name="draftAuthorize"
            isSelected={authorized}
            onChange={setAuthorized}
            description={
              bankForm ? undefined : drafts.draftForwardingMessage(paymentProcessor, text)
            }
            isDisabled={busy}
          >
            {text.authorize(term)}
          </Checkbox>
          <div className={styles.actions}>
            <Button
              type="submit"
              isDisabled={tickedAccounts.length === 0 || (attempted && !live.success)}
              isPending={busy}
              loadingLabel={forwarding ? text.forwardingStarted : text.submitting}
            >
              {text.submit}
            </Button>
          </div>
        </>
      ) : null}
      <div ref={postTarget} className={styles.hidden} />
    </Form>
  );
}
