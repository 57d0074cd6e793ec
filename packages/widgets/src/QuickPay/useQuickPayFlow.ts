import {
  quickPayPaymentSettingsQuery,
  useApiClient,
  useVerifyQuickPayAccount,
} from '@coop-portal/api-client/react';
import { useCatalogue, useFocusOnChange, useLocale, type Locale } from '@coop-portal/ui';
import { quickPay } from '@coop-portal/validation';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type RefObject } from 'react';
import { useErrorMessage } from '../shared/useErrorMessage';
import type { AccountValues } from './AccountStep';
import {
  quickPayDialogMessages,
  quickPayDialogTranslations,
  type QuickPayDialogMessages,
} from './messages';
import type {
  QuickPayErrorDetail,
  QuickPayPaymentStartedDetail,
  QuickPaySettings,
  QuickPayStep,
  QuickPayVerification,
  QuickPayVerifiedDetail,
} from './types';

/** What Quick Pay takes, in a dialog or in the page. */
export interface QuickPayFlowProps {
  /** Prefills the account number: its first 12 characters, when they are digits (doc 1 §2.5). */
  accountNumber?: string | null;
  /** Prefills the last 4 phone digits: the first 4 characters, when they are digits. */
  phoneLastFour?: string | null;
  /**
   * A co-op's own wording for any text of Quick Pay, rule messages included, in the language the
   * widget speaks (its provider's `locale`): it replaces that language's text.
   */
  messages?: Partial<QuickPayDialogMessages>;
  /** The account was verified (step 2 shows). */
  onVerified?: (detail: QuickPayVerifiedDetail) => void;
  /** The payment was initiated and the form is being posted to the provider. */
  onPaymentStarted?: (detail: QuickPayPaymentStartedDetail) => void;
  /** A call failed; Quick Pay shows the message. */
  onError?: (detail: QuickPayErrorDetail) => void;
  /** The step changed. */
  onStepChange?: (step: QuickPayStep) => void;
}

/** Where the flow is: each step with what it was reached with. */
export type QuickPayStage =
  | { step: 'account' }
  | { step: 'verify'; verification: QuickPayVerification }
  | { step: 'pay'; verification: QuickPayVerification; settings: QuickPaySettings };

/** The recent-payment question (doc 1 §2.5), asked before the Pay step. */
export interface RecentPayment {
  prompt: string;
  verification: QuickPayVerification;
  settings: QuickPaySettings;
}

/** The state of one Quick Pay flow and what can be done with it; the shells lay it out. */
export interface QuickPayFlow {
  text: QuickPayDialogMessages;
  /** The language the flow speaks: its dates and amounts are formatted for it. */
  locale: Locale;
  stage: QuickPayStage;
  /** Step 1's fields. */
  values: AccountValues;
  setValues: (values: AccountValues) => void;
  /** The last call's failure, shown above the step. */
  error: string | null;
  dismissError: () => void;
  isVerifying: boolean;
  isLoadingSettings: boolean;
  isPaying: boolean;
  setPaying: (isPaying: boolean) => void;
  /** The ids of the steps' forms, which the footer's action button submits. */
  formIds: { account: string; pay: string };
  /** Verifies step 1's valid values (doc 1 §2.5). */
  submitAccount: (values: quickPay.QuickPayAccountValues) => void;
  /** Step 2's Verify: reads the payment settings, then the recent-payment question or step 3. */
  loadSettings: (verification: QuickPayVerification) => Promise<void>;
  /** Step 2's Back (and the recent-payment question's Cancel): step 1 with empty fields. */
  back: () => void;
  /** A call failed on a step: shows the message and tells the host. */
  fail: (step: QuickPayStep, message: string) => void;
  recentPayment: RecentPayment | null;
  /** The recent-payment question's Continue: step 3. */
  continueToPay: () => void;
  onPaymentStarted?: (detail: QuickPayPaymentStartedDetail) => void;
  /** Anything typed, or past step 1: leaving asks the quit question first. */
  isMidWay: boolean;
  /** The host's prefill changed since step 1 was filled from it. */
  hasNewPrefill: boolean;
  /** Step 1 still shows the last prefill as it was given. */
  isUntouched: boolean;
  /** Fills step 1 from the host's new prefill. */
  applyNewPrefill: () => void;
  /** Back to step 1 with the host's prefill, its heading taking focus (a step change). */
  startOver: () => void;
  /** Back to step 1 with the host's prefill, with no step change (the flow is put away). */
  reset: () => void;
}

const emptyAccount: AccountValues = { accountNumber: '', phoneLastFourDigits: '' };

export interface UseQuickPayFlow {
  flow: QuickPayFlow;
  /** For the step heading: it takes focus when the step changes. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/**
 * The Quick Pay flow (doc 1 §2.5, §4.1, §8): step 1 verifies the account, step 2 confirms it and
 * reads the payment settings (the recent-payment question first when there was a recent payment),
 * step 3 pays through the hosted-payment hand-off. Answers that arrive after the flow went back or
 * was reset are ignored. Every rule comes from `@coop-portal/validation` and every call goes through
 * `@coop-portal/api-client`.
 */
export function useQuickPayFlow({
  accountNumber,
  phoneLastFour,
  messages,
  onVerified,
  onPaymentStarted,
  onError,
  onStepChange,
}: QuickPayFlowProps): UseQuickPayFlow {
  const errorMessage = useErrorMessage();
  const text: QuickPayDialogMessages = {
    ...useCatalogue(quickPayDialogMessages, quickPayDialogTranslations),
    ...messages,
  };
  const locale = useLocale();
  const api = useApiClient();
  const queryClient = useQueryClient();

  const prefill = (): AccountValues =>
    quickPay.quickPayPrefill({ accountno: accountNumber, phone: phoneLastFour });
  const [values, setValues] = useState<AccountValues>(prefill);
  const [stage, setStage] = useState<QuickPayStage>({ step: 'account' });
  const [error, setError] = useState<string | null>(null);
  const [recentPayment, setRecentPayment] = useState<RecentPayment | null>(null);
  const [isLoadingSettings, setLoadingSettings] = useState(false);
  // Busy flags of our own (not the mutation's), so a step's button stops being busy in the same
  // render that replaces the step: a busy button that stays focused announces the change by its
  // id, which must still exist.
  const [isVerifying, setVerifying] = useState(false);
  const [isPaying, setPaying] = useState(false);
  const accountFormId = useId();
  const payFormId = useId();
  // Answers that arrive after the flow was reset (Back, Cancel, close) are ignored.
  const run = useRef(0);

  const verify = useVerifyQuickPayAccount();

  // The host's prefill (e.g. the route's query) as step 1 last took it.
  const prefillKey = `${accountNumber ?? ''}|${phoneLastFour ?? ''}`;
  const [shownPrefill, setShownPrefill] = useState(() => ({ key: prefillKey, values }));

  // The new step's heading takes focus, so keyboard and screen reader users start there.
  const focus = useFocusOnChange<QuickPayStep, HTMLHeadingElement>(stage.step, {
    onChange: onStepChange,
  });

  const fail = (step: QuickPayStep, message: string) => {
    setError(message);
    onError?.({ step, message });
  };

  const toAccountStep = (account: AccountValues) => {
    run.current += 1;
    verify.reset();
    setStage({ step: 'account' });
    setValues(account);
    setError(null);
    setRecentPayment(null);
    setLoadingSettings(false);
    setVerifying(false);
    setPaying(false);
  };

  const submitAccount = (input: quickPay.QuickPayAccountValues) => {
    const current = ++run.current;
    setError(null);
    setVerifying(true);
    verify.mutate(
      { body: input },
      {
        onSuccess: (verification) => {
          if (current !== run.current) return;
          setVerifying(false);
          setStage({ step: 'verify', verification });
          onVerified?.({
            accountNumber: verification.account.accountNumber,
            memberNumber: verification.memberNumber,
          });
        },
        onError: (failure) => {
          if (current !== run.current) return;
          setVerifying(false);
          fail('account', errorMessage(failure));
        },
      },
    );
  };

  const loadSettings = async (verification: QuickPayVerification) => {
    const current = ++run.current;
    setError(null);
    setLoadingSettings(true);
    let settings: QuickPaySettings;
    try {
      settings = await queryClient.fetchQuery({
        ...quickPayPaymentSettingsQuery(api, {
          params: { memberNumber: verification.memberNumber },
          query: { applicationId: api.config.applicationId },
        }),
        staleTime: 0,
      });
    } catch (failure) {
      if (current !== run.current) return;
      setLoadingSettings(false);
      fail('verify', errorMessage(failure));
      return;
    }
    if (current !== run.current) return;
    setLoadingSettings(false);
    const prompt = quickPay.recentPaymentPrompt(settings.paymentSettings.lastPayment, text, locale);
    if (prompt) setRecentPayment({ prompt, verification, settings });
    else setStage({ step: 'pay', verification, settings });
  };

  const continueToPay = () => {
    if (recentPayment) {
      setStage({
        step: 'pay',
        verification: recentPayment.verification,
        settings: recentPayment.settings,
      });
    }
    setRecentPayment(null);
  };

  const flow: QuickPayFlow = {
    text,
    locale,
    stage,
    values,
    setValues,
    error,
    dismissError: () => setError(null),
    isVerifying,
    isLoadingSettings,
    isPaying,
    setPaying,
    formIds: { account: accountFormId, pay: payFormId },
    submitAccount,
    loadSettings,
    back: () => toAccountStep(emptyAccount),
    fail,
    recentPayment,
    continueToPay,
    onPaymentStarted,
    isMidWay:
      stage.step !== 'account' || values.accountNumber !== '' || values.phoneLastFourDigits !== '',
    hasNewPrefill: prefillKey !== shownPrefill.key,
    isUntouched:
      stage.step === 'account' &&
      values.accountNumber === shownPrefill.values.accountNumber &&
      values.phoneLastFourDigits === shownPrefill.values.phoneLastFourDigits,
    applyNewPrefill: () => {
      const next = prefill();
      setShownPrefill({ key: prefillKey, values: next });
      setValues(next);
    },
    startOver: () => toAccountStep(prefill()),
    reset: () => {
      toAccountStep(prefill());
      focus.resetTo('account');
    },
  };
  return { flow, headingRef: focus.ref };
}
