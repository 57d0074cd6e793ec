import type { CurrentUser } from '@coop-portal/api-client';
import {
  siteSettingsQuery,
  useApiClient,
  useLogin,
  useSession,
  useSiteConfiguration,
  useVerifyMfaLogin,
} from '@coop-portal/api-client/react';
import {
  Alert,
  Button,
  DismissibleAlert,
  Form,
  Link,
  PasswordField,
  TextField,
  useCatalogue,
} from '@coop-portal/ui';
import { keepDigitsUpTo, navigation, signIn, validateForm } from '@coop-portal/validation';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useErrorMessage } from '../shared/useErrorMessage';
import { loadMember } from './loadMember';
import { useLoginImages } from './LoginImages';
import { signInFormMessages, signInFormTranslations, type SignInFormMessages } from './messages';
import { SignInHelp } from './SignInHelp';
import * as styles from './SignInForm.css';

/** The step the widget shows: username and password, or the 6-digit code (doc 1 §4.2). */
export type SignInStep = 'credentials' | 'code';

/** The member is signed in (and their accounts and details are loaded). */
export interface SignedInDetail {
  memberNumber: string;
  /**
   * Where to go now (doc 1 §2.7), a path of the same origin starting with '/': the returnUrl when
   * `signIn.isSafeReturnUrl` allows it, else '/aclarajump' when the AclaraAce feature is on, else
   * '/accountoverview'.
   */
  path: string;
}

export interface SignInErrorDetail {
  step: SignInStep;
  /** The text the widget shows (the server's error). */
  message: string;
}

export interface SignInFormProps {
  /** The page's `returnUrl` query value; followed only when it is a same-origin relative path. */
  returnUrl?: string | null;
  /** Show 'You have successfully logged out' (the page's `sessionTimeOut` query, doc 1 §2.7). */
  showLoggedOutNotice?: boolean;
  /** The registration page (default '/register'). */
  registerHref?: string;
  /** The forgot-password page (default '/forgot-password'). */
  forgotPasswordHref?: string;
  /** Show the login images of the image settings (default true). */
  showImages?: boolean;
  /** Open the help dialog at first (stories). */
  defaultHelpOpen?: boolean;
  /**
   * A co-op's own wording for any text, rule messages included, in the language the widget speaks
   * (its provider's `locale`): it replaces that language's text.
   */
  messages?: Partial<SignInFormMessages>;
  /** Signed in: the host goes to `path`. The Sign In / Verify button stays busy until it does. */
  onSignedIn?: (detail: SignedInDetail) => void;
  /** A login or code check failed; the widget shows the message. */
  onError?: (detail: SignInErrorDetail) => void;
  /** The step changed (the code step appears, or Back returns to the credentials). */
  onStepChange?: (step: SignInStep) => void;
}

type MfaModel = NonNullable<CurrentUser['mfaAuthenticateModel']>;

type Stage = { step: 'credentials' } | { step: 'code'; userName: string; model: MfaModel };

interface Credentials {
  username: string;
  password: string;
}

const keepCode = (value: string) => keepDigitsUpTo(value, signIn.signInLimits.mfaCodeLength);

/** '/path' for a path with or without its leading slash. */
const rooted = (path: string) => (path.startsWith('/') ? path : `/${path}`);

/**
 * Sign-in (doc 1 §2.7, §4.2, §5.2, §8): username and password; with MFA on, the username is
 * disabled, the password hidden and a 6-digit code appears with Verify (enabled only while the code
 * is complete) and Back (back to the credentials). A failed login shows the server's error, clears
 * the password, focuses the username and ends the spinner. After sign-in the member's accounts and
 * details are loaded, then `onSignedIn` says where to go. Around the form: 'You have successfully
 * logged out' when asked, the notice for first-time users of the previous application, the links
 * to register and to the forgot-password page, the help dialog and the login images. Password paste
 * follows the site configuration's `allowPasswordPasting`; spaces never enter the password.
 */
export function SignInForm({
  returnUrl,
  showLoggedOutNotice = false,
  registerHref = '/register',
  forgotPasswordHref = '/forgot-password',
  showImages = true,
  defaultHelpOpen,
  messages,
  onSignedIn,
  onError,
  onStepChange,
}: SignInFormProps) {
  const errorMessage = useErrorMessage();
  const text: SignInFormMessages = {
    ...useCatalogue(signInFormMessages, signInFormTranslations),
    ...messages,
  };
  const api = useApiClient();
  const queryClient = useQueryClient();
  const session = useSession();
  const { data: configuration } = useSiteConfiguration();
  const images = useLoginImages(showImages);

  const [stage, setStage] = useState<Stage>({ step: 'credentials' });
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  // Answers that arrive after Back (or a newer attempt) are ignored.
  const run = useRef(0);

  const login = useLogin();
  const verifyCode = useVerifyMfaLogin();

  // Focus moves after the render that shows the field (the code field appears with its step).
  const usernameRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const [focusRequest, setFocusRequest] = useState<{ field: 'username' | 'code' } | null>(null);
  useEffect(() => {
    if (!focusRequest) return;
    const input = (focusRequest.field === 'code' ? codeRef : usernameRef).current;
    input?.focus();
  }, [focusRequest]);
  const focusField = (field: 'username' | 'code') => setFocusRequest({ field });

  const toStep = (next: Stage) => {
    setStage(next);
    onStepChange?.(next.step);
  };

  const fail = (step: SignInStep, failure: unknown) => {
    const message = errorMessage(failure);
    setBusy(false);
    setError(message);
    onError?.({ step, message });
  };

  /** Signed in: load the member's accounts and details, then say where to go. */
  const finish = async (user: CurrentUser, current: number) => {
    const [settings] = await Promise.allSettled([
      queryClient.ensureQueryData(siteSettingsQuery(api)),
      loadMember(queryClient, api, user.memberNumber),
    ]);
    if (current !== run.current) return;
    if (!session.isLoggedIn()) {
      // The session ended while loading (a 401): the host's session handling takes over.
      setBusy(false);
      return;
    }
    const features = settings.status === 'fulfilled' ? settings.value.features : [];
    const path = signIn.pathAfterSignIn({
      returnUrl,
      aclaraEnabled: navigation.isFeatureOn(features, 'AclaraAce'),
    });
    onSignedIn?.({ memberNumber: user.memberNumber, path: rooted(path) });
  };

  const submitCredentials = () => {
    const result = validateForm(signIn.createSignInSchema(text), values);
    setErrors(result.errors);
    if (!result.success) return;
    const { username, password } = result.data;
    const current = ++run.current;
    setError(null);
    setBusy(true);
    login.mutate(
      { body: { userName: username, password } },
      {
        onSuccess: (user) => {
          if (current !== run.current) return;
          if (user.accessToken) {
            void finish(user, current);
            return;
          }
          if (user.memberMfaEnabled && user.mfaAuthenticateModel) {
            // doc 1 §4.2: the code step. The session holds the login as pending meanwhile.
            setBusy(false);
            setCode('');
            toStep({ step: 'code', userName: username, model: user.mfaAuthenticateModel });
            focusField('code');
            return;
          }
          // Neither signed in nor asked for a code: 'Unknown error!', in the form's language.
          fail('credentials', null);
        },
        onError: (failure) => {
          if (current !== run.current) return;
          // doc 1 §4.2, §8: show the server's error, clear the password, focus the username.
          fail('credentials', failure);
          setValues((previous) => ({ ...previous, password: '' }));
          focusField('username');
        },
      },
    );
  };

  const submitCode = (codeStage: Extract<Stage, { step: 'code' }>) => {
    if (!signIn.isCompleteMfaCode(code)) return;
    const current = ++run.current;
    setError(null);
    setBusy(true);
    verifyCode.mutate(
      {
        body: {
          userName: codeStage.userName,
          token: code,
          encryptedMember: codeStage.model.encryptedMember,
          encryptedUserName: codeStage.model.encryptedUserName,
        },
      },
      {
        onSuccess: (user) => {
          if (current !== run.current) return;
          void finish(user, current);
        },
        onError: (failure) => {
          if (current !== run.current) return;
          // doc 1 §8: show the error. The code is cleared (Verify is disabled again) for a retry.
          fail('code', failure);
          setCode('');
          focusField('code');
        },
      },
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    if (stage.step === 'credentials') submitCredentials();
    else submitCode(stage);
  };

  /** doc 1 §4.2: Back resets to the credentials step (the pending login is dropped). */
  const back = () => {
    run.current += 1;
    login.reset();
    verifyCode.reset();
    if (session.isMfaPending()) session.signOut('signOut');
    setBusy(false);
    setError(null);
    setErrors({});
    setCode('');
    setValues((previous) => ({ ...previous, password: '' }));
    toStep({ step: 'credentials' });
    focusField('username');
  };

  const isCodeStep = stage.step === 'code';
  const allowPaste = configuration?.allowPasswordPasting === true;
  const { right, background } = images;

  return (
    <div className={styles.root} data-background={background ? '' : undefined}>
      {background ? (
        <img
          className={styles.backgroundImage}
          src={background}
          alt=""
          decoding="async"
          onError={() => images.failed(background)}
        />
      ) : null}
      <div className={styles.layout} data-right-image={right ? '' : undefined}>
        <div className={styles.card}>
          {showLoggedOutNotice ? <Alert tone="success">{text.loggedOut}</Alert> : null}
          {error ? (
            <DismissibleAlert
              tone="error"
              onDismiss={() => setError(null)}
              dismissLabel={text.dismissLabel}
            >
              {error}
            </DismissibleAlert>
          ) : null}
          {isCodeStep ? null : (
            <Alert tone="info" title={text.firstTimeTitle}>
              {text.firstTimeNotice}
            </Alert>
          )}
          <Form
            aria-label={text.formLabel}
            onSubmit={submit}
            validationErrors={errors}
            errorSummaryTitle={text.errorSummaryTitle}
            errorSummaryHeadingLevel={2}
            className={styles.fields}
          >
            {isCodeStep ? <h2 className={styles.stepHeading}>{text.mfaTitle}</h2> : null}
            <TextField
              name="username"
              label={text.usernameLabel}
              value={values.username}
              onChange={(username) => setValues((previous) => ({ ...previous, username }))}
              autoComplete="username"
              maxLength={signIn.signInLimits.usernameMaxLength}
              isRequired
              isDisabled={isCodeStep}
              inputRef={usernameRef}
            />
            {isCodeStep ? (
              <TextField
                name="code"
                label={text.mfaCodeLabel}
                description={text.mfaCodeDescription}
                value={code}
                onChange={setCode}
                inputFilter={keepCode}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={signIn.signInLimits.mfaCodeLength}
                isRequired
                inputRef={codeRef}
              />
            ) : (
              <PasswordField
                name="password"
                label={text.passwordLabel}
                value={values.password}
                onChange={(password) => setValues((previous) => ({ ...previous, password }))}
                autoComplete="current-password"
                maxLength={signIn.signInLimits.passwordMaxLength}
                allowPaste={allowPaste}
                isRequired
              />
            )}
            <div className={styles.actions}>
              {isCodeStep ? (
                <>
                  <Button
                    type="submit"
                    isDisabled={!signIn.isCompleteMfaCode(code)}
                    isPending={isBusy}
                    loadingLabel={text.verifying}
                  >
                    {text.verify}
                  </Button>
                  <Button variant="secondary" onPress={back} isDisabled={isBusy}>
                    {text.back}
                  </Button>
                </>
              ) : (
                <Button type="submit" isPending={isBusy} loadingLabel={text.signingIn}>
                  {text.signIn}
                </Button>
              )}
            </div>
          </Form>
          {isCodeStep ? null : (
            <ul className={styles.links} aria-label={text.linksLabel}>
              <li>
                <span className={styles.linkPrompt}>{text.registerPrompt}</span>{' '}
                <Link href={registerHref} variant="standalone">
                  {text.register}
                </Link>
              </li>
              <li>
                <Link href={forgotPasswordHref} variant="standalone">
                  {text.forgotPassword}
                </Link>
              </li>
            </ul>
          )}
          <SignInHelp text={text} defaultOpen={defaultHelpOpen} />
        </div>
        {right ? (
          <img
            className={styles.rightImage}
            src={right}
            alt=""
            decoding="async"
            onError={() => images.failed(right)}
          />
        ) : null}
      </div>
    </div>
  );
}
