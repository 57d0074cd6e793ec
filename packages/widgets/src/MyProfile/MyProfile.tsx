import { configKeys, webContentKeys } from '@coop-portal/api-client';
import {
  useConfigurationSettings,
  useMemberDetails,
  useRegisteredAutopayments,
  useSiteConfiguration,
  useSiteSettings,
  useUpdateMemberDetailsMutation,
} from '@coop-portal/api-client/react';
import {
  Alert,
  Button,
  cx,
  Form,
  SafeHtml,
  Spinner,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  useCatalogue,
  useFocusOnChange,
} from '@coop-portal/ui';
import { isSettingOn, navigation, password, profile, roundUp } from '@coop-portal/validation';
import { createElement, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { MultiFactorSetup } from '../MultiFactorSetup';
import { RoundUpTable } from '../RoundUpTable';
import { configurationReader } from '../shared/configuration';
import { ReadFailure } from '../shared/ReadFailure';
import { useUsernameAvailability } from '../shared/SignInDetails';
import { useErrorMessage } from '../shared/useErrorMessage';
import { LoginInfoTab } from './LoginInfoTab';
import { myProfileMessages, myProfileTranslations, type MyProfileMessages } from './messages';
import * as styles from './MyProfile.css';
import { PaperlessTab } from './PaperlessTab';

export type MyProfileTab = profile.MyProfilePageTab;

export interface MyProfileProps {
  /** The signed-in member. */
  memberNumber: string;
  /** The tab shown first (default Login Info); the portal opens Paperless Options from the home tile. */
  initialTab?: MyProfileTab;
  /** Level of the 'My Profile' heading (default 2); the tabs' sections use the next one. */
  headingLevel?: 1 | 2 | 3;
  /**
   * Show the 'My Profile' heading (default true). A page whose own title already says it passes
   * false: the profile is then named by its label alone.
   */
  showHeading?: boolean;
  /**
   * Told whether the member has edits not saved yet, each time that changes: a page asks before it
   * is left while there are (the widget itself asks the browser before the page unloads).
   */
  onUnsavedChanges?: (unsaved: boolean) => void;
  /** The profile was saved; the success message shown. */
  onSaved?: (message: string) => void;
  /** A co-op's own wording, in the language the widget speaks (its provider's `locale`). */
  messages?: Partial<MyProfileMessages>;
  className?: string;
}

/** The configuration keys the widget reads (doc 2 §7, §2.3). */
export const myProfileConfigKeys = [
  configKeys.paperlessByAccount,
  configKeys.displayAnnualMeetingNotice,
  configKeys.paperlessBillingOption,
  configKeys.paperlessOtherOption,
  configKeys.displayMarketingEmailSignup,
  configKeys.paperlessConfirmationText,
  configKeys.participate,
  configKeys.plusParticipate,
  configKeys.sendPaymentEmail,
  configKeys.sendServiceOrderEmail,
  configKeys.enableMfa,
] as const;

/** The web contents the widget reads. */
export const myProfileWebContentKeys = [
  webContentKeys.marketingEmailSignupText,
  webContentKeys.myProfileUpdateSuccess,
] as const;

const keyLists = {
  configKeys: [...myProfileConfigKeys],
  clientKeys: [],
  webContentKeys: [...myProfileWebContentKeys],
};

interface FormValues {
  loginInfo: profile.LoginInfoValues;
  paperless: profile.PaperlessValues;
  roundUp: roundUp.RoundUpTableRow[];
}

const noErrors: Record<profile.MyProfileTab, Record<string, string>> = {
  loginInfo: {},
  paperless: {},
  roundUp: {},
};

/**
 * My Profile (doc 2 §2.3, §4, §5): the member's sign-in details, paperless choices and second
 * factor in tabs — Login Info, Paperless Options, Operation RoundUp (with the RoundUp feature and
 * PARTICIPATE or PLUSPARTICIPATE) and Multi-Factor Authentication (with
 * ENABLE_MULTI_FACTOR_AUTHENTICATION). Moving between tabs keeps every edit. Submit All (hidden on
 * the MFA tab) checks the username if it changed, validates Login Info, then Paperless, then
 * RoundUp, and on an error opens the first invalid tab with focus on its first invalid field;
 * otherwise it sends the whole member update once, shows the configured success message, reloads
 * and returns to the first tab. A failed save keeps every edit and says why. While edits are not
 * saved, the browser asks before the page unloads and `onUnsavedChanges` tells the page.
 */
export function MyProfile({
  memberNumber,
  initialTab = 'loginInfo',
  headingLevel = 2,
  showHeading = true,
  onUnsavedChanges,
  onSaved,
  messages,
  className,
}: MyProfileProps) {
  const errorMessage = useErrorMessage();
  const text: MyProfileMessages = {
    ...useCatalogue(myProfileMessages, myProfileTranslations),
    ...messages,
  };
  const headingId = useId();
  const settings = useSiteSettings();
  const siteConfiguration = useSiteConfiguration();
  const configuration = useConfigurationSettings({ body: keyLists });
  const details = useMemberDetails({ params: { memberNumber } });
  const autopayments = useRegisteredAutopayments({ params: { memberNumber } });
  const update = useUpdateMemberDetailsMutation();

  const [tab, setTab] = useState<MyProfileTab>(initialTab);
  /** The member's edits; null while the form shows the loaded details as they are. */
  const [draft, setDraft] = useState<FormValues | null>(null);
  const [errors, setErrors] = useState(noErrors);
  const [usernameTaken, setUsernameTaken] = useState(false);
  const [checking, setChecking] = useState(false);
  const [success, setSuccess] = useState<{ message: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // A Submit All under way (its username check or its save): further presses are the same intent.
  const submitting = useRef(false);
  const { ref: successRef } = useFocusOnChange<{ message: string } | null, HTMLDivElement>(
    success,
    {
      shouldFocus: () => success !== null,
    },
  );

  const loaded = useMemo(
    (): FormValues | null =>
      details.data
        ? {
            ...profile.myProfileFormValues(details.data),
            roundUp: roundUp.roundUpTableRows(details.data.accounts),
          }
        : null,
    [details.data],
  );
  const values = draft ?? loaded;
  const unsaved =
    draft !== null && loaded !== null && JSON.stringify(draft) !== JSON.stringify(loaded);

  useEffect(() => {
    onUnsavedChanges?.(unsaved);
  }, [unsaved, onUnsavedChanges]);
  useEffect(() => {
    if (!unsaved) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  const currentUsername = details.data?.loginId ?? '';
  const availability = useUsernameAvailability((name) =>
    profile.shouldCheckUsernameAvailability(name, currentUsername),
  );

  const level = headingLevel;
  const sectionLevel = (showHeading ? Math.min(level + 1, 4) : Math.max(level, 2)) as 2 | 3 | 4;
  const heading = showHeading
    ? createElement(`h${level}`, { className: styles.heading, id: headingId }, text.heading)
    : null;
  const frame = (content: React.ReactNode, busy = false) => (
    <section
      className={cx(styles.root, className)}
      aria-labelledby={showHeading ? headingId : undefined}
      aria-label={showHeading ? undefined : text.heading}
      aria-busy={busy || undefined}
    >
      {heading}
      {content}
    </section>
  );

  const reads = [settings, siteConfiguration, configuration, details, autopayments];
  if (reads.some((read) => read.isError)) {
    return frame(<ReadFailure reads={reads} retryLabel={text.retry} />);
  }
  if (
    !settings.data ||
    !siteConfiguration.data ||
    !configuration.data ||
    !details.data ||
    !autopayments.data ||
    !values ||
    !loaded
  ) {
    return frame(<Spinner label={text.loading} showLabel />, true);
  }

  const memberDetails = details.data;
  const { value: config, content } = configurationReader(configuration.data);
  const on = (key: string) => isSettingOn(config(key));
  const participate = on(configKeys.participate);
  const plusParticipate = on(configKeys.plusParticipate);
  const tabs = profile.myProfileTabsShown({
    roundUpFeature: navigation.isFeatureOn(settings.data.features, 'RoundUp'),
    participate,
    plusParticipate,
    multiFactor: on(configKeys.enableMfa),
  });
  const shownTab = tabs.includes(tab) ? tab : 'loginInfo';
  const roundUpShown = tabs.includes('roundUp');
  const paperlessByAccount = on(configKeys.paperlessByAccount);
  const annualMeetingNotice = on(configKeys.displayAnnualMeetingNotice);
  const marketingOffered = on(configKeys.displayMarketingEmailSignup);
  const removal = profile.storedDataRemoval(
    autopayments.data.map((entry) => entry.paymentMethod),
    text,
  );
  const storedData = {
    card: memberDetails.paymentTypes.includes('Credit') ? removal.card : null,
    bank: memberDetails.paymentTypes.includes('Check') ? removal.bank : null,
  };
  const tabLabels: Record<MyProfileTab, string> = {
    loginInfo: text.loginInfoTab,
    paperless: text.paperlessTab,
    roundUp: text.roundUpTab,
    mfa: text.mfaTab,
  };

  const edit = (patch: Partial<FormValues>) => {
    setSuccess(null);
    setNotice(null);
    setDraft((current) => ({ ...(current ?? values), ...patch }));
  };
  const editLogin = (patch: Partial<profile.LoginInfoValues>) => {
    if ('loginId' in patch) setUsernameTaken(false);
    edit({ loginInfo: { ...values.loginInfo, ...patch } });
  };
  const editPaperless = (patch: Partial<profile.PaperlessValues>) =>
    edit({ paperless: { ...values.paperless, ...patch } });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current) return;
    if (!unsaved) {
      // Nothing changed since the details were read (or since the last save): nothing to send.
      if (!success) setNotice(text.noChanges);
      return;
    }
    submitting.current = true;
    setNotice(null);
    setSuccess(null);
    setFailure(null);
    setChecking(true);
    const taken = await availability.isTaken(values.loginInfo.loginId.trim());
    setChecking(false);
    setUsernameTaken(taken);
    const roundUpRows = roundUpShown ? values.roundUp : [];
    const result = profile.validateMyProfile(
      { loginInfo: values.loginInfo, paperless: values.paperless, roundUp: { rows: roundUpRows } },
      {
        loginInfo: { usernameTaken: taken, messages: text },
        paperlessLoaded: loaded.paperless,
        roundUp: { plusParticipate },
        messages: text,
      },
    );
    setErrors(result.errors);
    if (!result.success) {
      submitting.current = false;
      if (result.firstInvalidTab) setTab(result.firstInvalidTab);
      return;
    }
    update.mutate(
      {
        params: { memberNumber },
        body: profile.buildMemberUpdateRequest(
          { loginInfo: values.loginInfo, paperless: values.paperless, roundUp: roundUpRows },
          {
            memberNumber,
            loaded: memberDetails,
            paperlessByAccount,
            annualMeetingNotice,
            marketingEmail: marketingOffered,
            roundUp: { shown: roundUpShown, plusParticipate },
            removal: {
              card: storedData.card !== null && !storedData.card.disabled,
              bank: storedData.bank !== null && !storedData.bank.disabled,
            },
          },
        ),
      },
      {
        onSuccess: (answer) => {
          const message =
            content(webContentKeys.myProfileUpdateSuccess) ?? answer.message ?? text.updated;
          setDraft(null);
          setErrors(noErrors);
          setTab('loginInfo');
          setSuccess({ message });
          onSaved?.(message);
        },
        onError: (error) => setFailure(text.saveFailed(errorMessage(error))),
        onSettled: () => {
          submitting.current = false;
        },
      },
    );
  };

  const tabErrors = shownTab === 'mfa' ? {} : errors[shownTab];
  const shownErrors =
    shownTab === 'loginInfo' && usernameTaken && !tabErrors.loginId
      ? { ...tabErrors, loginId: text.usernameTaken }
      : tabErrors;

  return frame(
    <>
      {success ? (
        <div ref={successRef} tabIndex={-1} className={styles.message}>
          <Alert tone="success">
            <SafeHtml html={success.message} as="span" />
          </Alert>
        </div>
      ) : null}
      <Tabs
        selectedKey={shownTab}
        onSelectionChange={(key) => setTab(key as MyProfileTab)}
        className={styles.tabs}
      >
        <TabList aria-label={text.tabsLabel}>
          {tabs.map((id) => (
            <Tab key={id} id={id}>
              {tabLabels[id]}
            </Tab>
          ))}
        </TabList>
        {profile.isSubmitAllShown(shownTab) ? (
          <Form
            onSubmit={(event) => void submit(event)}
            validationErrors={shownErrors}
            errorSummaryTitle={text.errorSummaryTitle}
            errorSummaryHeadingLevel={sectionLevel}
            className={styles.form}
          >
            <TabPanel id="loginInfo">
              <LoginInfoTab
                text={text}
                values={values.loginInfo}
                onChange={editLogin}
                secretQuestions={memberDetails.secretQuestions
                  .filter((question) => question.visible !== false)
                  .flatMap((question) =>
                    question.id != null && question.description
                      ? [{ id: question.id, description: question.description }]
                      : [],
                  )}
                availability={availability.statusOf(values.loginInfo.loginId.trim())}
                onUsernameBlur={() => availability.onBlur(values.loginInfo.loginId.trim())}
                allowPasswordPaste={password.isPasswordPasteAllowed(
                  siteConfiguration.data.allowPasswordPasting,
                )}
                confirmationEmails={{
                  payment: on(configKeys.sendPaymentEmail),
                  serviceOrder: on(configKeys.sendServiceOrderEmail),
                }}
                storedData={storedData}
                headingLevel={sectionLevel}
              />
            </TabPanel>
            <TabPanel id="paperless">
              <PaperlessTab
                text={text}
                values={values.paperless}
                onChange={editPaperless}
                loaded={loaded.paperless}
                byAccount={paperlessByAccount}
                offers={{
                  paperlessBill: on(configKeys.paperlessBillingOption),
                  paperlessOther: on(configKeys.paperlessOtherOption),
                }}
                annualMeetingNotice={annualMeetingNotice}
                marketing={{
                  offered: marketingOffered,
                  text: content(webContentKeys.marketingEmailSignupText),
                }}
                confirmationText={config(configKeys.paperlessConfirmationText)}
              />
            </TabPanel>
            {roundUpShown ? (
              <TabPanel id="roundUp">
                <div className={styles.group}>
                  <p>{text.roundUpIntro}</p>
                  <RoundUpTable
                    rows={values.roundUp}
                    savedRows={loaded.roundUp}
                    onRowsChange={(rows) => edit({ roundUp: rows })}
                    errors={errors.roundUp}
                    participate={participate}
                    plusParticipate={plusParticipate}
                    isDisabled={update.isPending}
                  />
                </div>
              </TabPanel>
            ) : null}
            {failure ? <Alert tone="error">{failure}</Alert> : null}
            {notice ? <Alert tone="info">{notice}</Alert> : null}
            <div className={styles.actions}>
              <Button
                type="submit"
                isPending={update.isPending || checking}
                loadingLabel={checking ? text.usernameChecking : text.submitting}
              >
                {text.submitAll}
              </Button>
              <p className={styles.hint}>
                {text.submitAllHint(
                  tabs.filter(profile.isSubmitAllShown).map((id) => tabLabels[id]),
                )}
              </p>
            </div>
          </Form>
        ) : (
          // Outside the form: the set-up dialog's own form must not submit the profile.
          <TabPanel id="mfa">
            <MultiFactorSetup memberNumber={memberNumber} headingLevel={sectionLevel} />
          </TabPanel>
        )}
      </Tabs>
    </>,
    update.isPending,
  );
}
