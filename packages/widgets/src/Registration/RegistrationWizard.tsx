import {
  type AuthenticationTypes,
  type ConfigurationSettings,
  type RegisterMemberRequest,
} from '@coop-portal/api-client';
import {
  authenticationTypesQuery,
  useApiClient,
  useConfigurationSettings,
  useRegisterMemberMutation,
  useVerifyRegistrationAccountMutation,
  useVerifyRegistrationCodeMutation,
} from '@coop-portal/api-client/react';
import {
  Alert,
  Button,
  cx,
  DismissibleAlert,
  Link,
  Spinner,
  Stepper,
  useCatalogue,
  useFocusOnChange,
} from '@coop-portal/ui';
import { registration } from '@coop-portal/validation';
import { skipToken, useQueryClient } from '@tanstack/react-query';
import { createElement, useId, useRef, useState } from 'react';
import { useErrorMessage } from '../shared/useErrorMessage';
import { AccountStage } from './AccountStage';
import { CodeStage } from './CodeStage';
import { CompleteStage, type SecretQuestion } from './CompleteStage';
import {
  registrationConfigKeys,
  registrationConfiguration,
  registrationWebContentKeys,
  type RegistrationConfiguration,
} from './configuration';
import {
  registrationWizardMessages,
  registrationWizardTranslations,
  type RegistrationWizardMessages,
} from './messages';
import * as styles from './RegistrationWizard.css';
import {
  emptySendCodeValues,
  SendCodeStage,
  type CodeTarget,
  type SendCodeValues,
} from './SendCodeStage';

/** The wizard's stages: the four of doc 1 §2.8, then the success screen. */
export type RegistrationStage = 'account' | 'sendCode' | 'enterCode' | 'complete' | 'success';

export interface RegistrationCompleteDetail {
  accountNumber: string;
  memberNumber: string;
  loginId: string;
  email: string;
}

export interface RegistrationWizardProps {
  /**
   * The co-op's configuration values (a configuration settings answer holding the registration
   * keys, e.g. the portal's start-up values). Without it the wizard reads the keys it needs itself.
   */
  configurationSettings?: ConfigurationSettings;
  /** Where the success screen's sign-in link goes (default '/login'). */
  loginHref?: string;
  /** The level of the stage headings (default 2; a page whose title they are passes 1). */
  headingLevel?: 1 | 2 | 3;
  /**
   * A co-op's own wording for any text, rule messages included, in the language the widget
   * speaks (its provider's `locale`): it replaces that language's text.
   */
  messages?: Partial<RegistrationWizardMessages>;
  /** The stage changed. */
  onStageChange?: (stage: RegistrationStage) => void;
  /** The member was registered (the success screen shows). */
  onRegistered?: (detail: RegistrationCompleteDetail) => void;
  className?: string;
}

type Stage =
  | { step: 'account' }
  | { step: 'sendCode'; types: AuthenticationTypes; mode: registration.SendCodeMode }
  | { step: 'enterCode'; types: AuthenticationTypes; target: CodeTarget }
  | {
      step: 'complete';
      types: AuthenticationTypes;
      emailOnFile: string | null | undefined;
      secretQuestions: SecretQuestion[];
    }
  | { step: 'success'; email: string };

const keyLists = {
  configKeys: [...registrationConfigKeys],
  clientKeys: [],
  webContentKeys: [...registrationWebContentKeys],
};

/**
 * Registration (doc 1 §2.8, §4.3, §5.3, §5.4, §8): five stages — 'Registration' (account number),
 * 'Send Verification Code' (where the code goes), 'Enter Verification Code', 'Complete
 * Registration' (the register member form as the configuration shapes it), then a success screen
 * naming the email on file with a link to sign in. Every rule comes from `@coop-portal/validation`
 * and every call goes through `@coop-portal/api-client`; it needs only a `CoopWidgetProvider`, and
 * leaves only through `loginHref` and its callbacks, so it works outside the portal.
 */
export function RegistrationWizard({
  configurationSettings,
  loginHref = '/login',
  headingLevel = 2,
  messages,
  onStageChange,
  onRegistered,
  className,
}: RegistrationWizardProps) {
  const errorMessage = useErrorMessage();
  const text: RegistrationWizardMessages = {
    ...useCatalogue(registrationWizardMessages, registrationWizardTranslations),
    ...messages,
  };
  const ownSettings = useConfigurationSettings(
    configurationSettings ? skipToken : { body: keyLists },
  );
  const settings = configurationSettings ?? ownSettings.data;
  const rootClass = cx(styles.root, className);

  if (!settings) {
    return (
      <section className={rootClass} aria-busy={ownSettings.isError ? undefined : true}>
        {createElement(`h${headingLevel}`, { className: styles.heading }, text.titleAccount)}
        {ownSettings.isError ? (
          <div className={styles.loading}>
            <Alert tone="error">{errorMessage(ownSettings.error)}</Alert>
            <Button
              variant="secondary"
              isPending={ownSettings.isFetching}
              onPress={() => void ownSettings.refetch()}
            >
              {text.retry}
            </Button>
          </div>
        ) : (
          <Spinner label={text.loading} showLabel size="sm" />
        )}
      </section>
    );
  }

  return (
    <Wizard
      text={text}
      configuration={registrationConfiguration(settings)}
      loginHref={loginHref}
      headingLevel={headingLevel}
      onStageChange={onStageChange}
      onRegistered={onRegistered}
      className={rootClass}
    />
  );
}

interface WizardProps {
  text: RegistrationWizardMessages;
  configuration: RegistrationConfiguration;
  loginHref: string;
  headingLevel: 1 | 2 | 3;
  onStageChange: RegistrationWizardProps['onStageChange'];
  onRegistered: RegistrationWizardProps['onRegistered'];
  className: string;
}

function Wizard({
  text,
  configuration,
  loginHref,
  headingLevel,
  onStageChange,
  onRegistered,
  className,
}: WizardProps) {
  const errorMessage = useErrorMessage();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const verifyAccount = useVerifyRegistrationAccountMutation();
  const verifyCode = useVerifyRegistrationCodeMutation();
  const register = useRegisterMemberMutation();

  const [stage, setStage] = useState<Stage>({ step: 'account' });
  const [accountValue, setAccountValue] = useState('');
  /** The account number whose lookup failed: Next stays disabled until it changes (§4.3). */
  const [failedAccount, setFailedAccount] = useState<string | null>(null);
  const [accountNumber, setAccountNumber] = useState('');
  const [sendValues, setSendValues] = useState<SendCodeValues>(emptySendCodeValues);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Busy flags of our own, so a stage's button stops being busy in the render that replaces it.
  const [busy, setBusy] = useState(false);
  // Answers that arrive after the member went back are ignored.
  const run = useRef(0);

  // Each stage's main button (and the success screen's link) carries this same id: a busy button
  // that has focus is announced by its id, which must still point at something after the stage
  // that owned it is gone.
  const actionId = useId();
  const summaryLevel = (headingLevel + 1) as 2 | 3 | 4;
  // The new stage's heading takes focus, so keyboard and screen reader users start there.
  const { ref: headingRef } = useFocusOnChange(stage.step, { onChange: onStageChange });
  const accountRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  const go = (next: Stage) => {
    setError(null);
    setBusy(false);
    setStage(next);
  };

  const lookUpAccount = async (number: string) => {
    const current = ++run.current;
    setError(null);
    setBusy(true);
    let types: AuthenticationTypes;
    try {
      types = await queryClient.fetchQuery({
        ...authenticationTypesQuery(api, { params: { accountNumber: number } }),
        staleTime: 0,
      });
    } catch (failure) {
      if (current !== run.current) return;
      setBusy(false);
      setError(errorMessage(failure));
      setFailedAccount(accountValue);
      // The button is disabled now: the field takes focus, ready for another number.
      accountRef.current?.focus();
      return;
    }
    if (current !== run.current) return;
    setAccountNumber(number);
    setSendValues(emptySendCodeValues);
    go({
      step: 'sendCode',
      types,
      mode: registration.destinationSendCodeMode(types, configuration.allowUserProvidedContact),
    });
  };

  const sendCode = (types: AuthenticationTypes, target: CodeTarget) => {
    const current = ++run.current;
    setError(null);
    setBusy(true);
    verifyAccount.mutate(
      { body: { accountNumber, validatorResource: target.validatorResource } },
      {
        onSuccess: () => {
          if (current !== run.current) return;
          setCode('');
          go({ step: 'enterCode', types, target });
        },
        onError: (failure) => {
          if (current !== run.current) return;
          setBusy(false);
          setError(errorMessage(failure));
        },
      },
    );
  };

  const checkCode = (types: AuthenticationTypes, target: CodeTarget, verificationCode: string) => {
    const current = ++run.current;
    setError(null);
    setBusy(true);
    verifyCode.mutate(
      { body: { accountNumber, verificationCode, validatorResource: target.validatorResource } },
      {
        onSuccess: (answer) => {
          if (current !== run.current) return;
          go({
            step: 'complete',
            types,
            emailOnFile: answer.email,
            secretQuestions: answer.secretQuestions,
          });
        },
        onError: (failure) => {
          if (current !== run.current) return;
          setBusy(false);
          setError(errorMessage(failure));
          // doc 1 §8: a bad code refocuses the code field, ready for another try.
          codeRef.current?.focus();
          codeRef.current?.select();
        },
      },
    );
  };

  const registerMember = (request: RegisterMemberRequest) => {
    const current = ++run.current;
    setError(null);
    setBusy(true);
    register.mutate(
      { body: request },
      {
        onSuccess: () => {
          if (current !== run.current) return;
          go({ step: 'success', email: request.email });
          onRegistered?.({
            accountNumber: request.accountNumber,
            memberNumber: request.memberNumber,
            loginId: request.loginId,
            email: request.email,
          });
        },
        onError: (failure) => {
          if (current !== run.current) return;
          setBusy(false);
          setError(errorMessage(failure));
        },
      },
    );
  };

  const back = (to: Stage) => {
    run.current += 1;
    go(to);
  };

  const steps = [
    { id: 'account', label: text.stepAccount },
    { id: 'sendCode', label: text.stepSendCode },
    { id: 'enterCode', label: text.stepEnterCode },
    { id: 'complete', label: text.stepComplete },
  ] as const;
  const title = {
    account: text.titleAccount,
    sendCode: text.titleSendCode,
    enterCode: text.titleEnterCode,
    complete: text.titleComplete,
    success: text.titleSuccess,
  }[stage.step];

  return (
    <section className={className} data-stage={stage.step}>
      {createElement(
        `h${headingLevel}`,
        { ref: headingRef, tabIndex: -1, className: styles.heading },
        title,
      )}
      <Stepper
        steps={steps}
        currentStep={stage.step === 'success' ? 'complete' : stage.step}
        isComplete={stage.step === 'success'}
        messages={{ label: text.stepperLabel }}
      />
      {error ? (
        <DismissibleAlert
          tone="error"
          onDismiss={() => setError(null)}
          dismissLabel={text.dismissLabel}
        >
          {error}
        </DismissibleAlert>
      ) : null}
      {stage.step === 'account' ? (
        <AccountStage
          text={text}
          actionId={actionId}
          summaryLevel={summaryLevel}
          label={configuration.controlNumberLabel ?? text.accountNumberLabel}
          value={accountValue}
          onChange={setAccountValue}
          onNext={(number) => void lookUpAccount(number)}
          isBusy={busy}
          isBlocked={failedAccount !== null && failedAccount === accountValue}
          inputRef={accountRef}
        />
      ) : null}
      {stage.step === 'sendCode' ? (
        <SendCodeStage
          text={text}
          actionId={actionId}
          summaryLevel={summaryLevel}
          mode={stage.mode}
          destinations={registration.codeDestinations(stage.types)}
          values={sendValues}
          onChange={setSendValues}
          onSend={(target) => sendCode(stage.types, target)}
          onBack={() => back({ step: 'account' })}
          isBusy={busy}
        />
      ) : null}
      {stage.step === 'enterCode' ? (
        <CodeStage
          text={text}
          actionId={actionId}
          summaryLevel={summaryLevel}
          destination={stage.target.description}
          value={code}
          onChange={setCode}
          onVerify={(verificationCode) => checkCode(stage.types, stage.target, verificationCode)}
          onBack={() =>
            back({
              step: 'sendCode',
              types: stage.types,
              mode: registration.destinationSendCodeMode(
                stage.types,
                configuration.allowUserProvidedContact,
              ),
            })
          }
          isBusy={busy}
          inputRef={codeRef}
        />
      ) : null}
      {stage.step === 'complete' ? (
        <CompleteStage
          text={text}
          actionId={actionId}
          summaryLevel={summaryLevel}
          configuration={configuration}
          accountNumber={accountNumber}
          memberNumber={stage.types.memberNumber}
          emailOnFile={stage.emailOnFile}
          secretQuestions={stage.secretQuestions}
          onRegister={registerMember}
          isBusy={busy}
        />
      ) : null}
      {stage.step === 'success' ? (
        <>
          <p className={styles.text}>{text.registered(stage.email)}</p>
          <p className={styles.text}>{text.signInPrompt}</p>
          <div className={styles.actions}>
            <Link id={actionId} href={loginHref} variant="standalone">
              {text.signIn}
            </Link>
          </div>
        </>
      ) : null}
    </section>
  );
}
