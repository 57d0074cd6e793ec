import {
  useResetPasswordMutation,
  useSiteConfiguration,
  useValidateResetLink,
} from '@coop-portal/api-client/react';
import {
  Alert,
  Button,
  cx,
  Form,
  Link,
  PasswordField,
  Spinner,
  TextField,
  useCatalogue,
  useFocusOnChange,
} from '@coop-portal/ui';
import { password, validateForm } from '@coop-portal/validation';
import { skipToken } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useErrorMessage } from '../shared/useErrorMessage';
import {
  passwordRecoveryMessages,
  passwordRecoveryTranslations,
  type PasswordRecoveryMessages,
} from './messages';
import * as styles from './PasswordRecovery.css';
import { recoveryPasswordStrength, Title, type RecoveryHeadingLevel } from './shared';

/** Where Reset Password went wrong: the link (on load) or the reset itself. */
export type ResetPasswordStage = 'link' | 'reset';

export interface ResetPasswordErrorDetail {
  stage: ResetPasswordStage;
  message: string;
}

export interface ResetPasswordProps {
  /** The link's one-time code: the `otc` query parameter of /reset-password. */
  otc: string | null | undefined;
  /** Where the link after a successful reset goes (default '/login'). */
  signInHref?: string;
  /** Where the link after an invalid link or a failed reset goes (default '/home'). */
  homeHref?: string;
  /**
   * Whether pasting into the password fields is allowed. By default the site configuration's
   * allowPasswordPasting decides (doc 2 §5); until it has loaded, pasting is blocked.
   */
  allowPasswordPasting?: boolean;
  /** The title's heading level: 1 when the widget is the page (default 2). */
  headingLevel?: RecoveryHeadingLevel;
  /**
   * A co-op's own wording for any text, the doc 2 §5 rule messages included, in the language the widget
   * speaks (its provider's `locale`): it replaces that language's text.
   */
  messages?: Partial<PasswordRecoveryMessages>;
  /** The password was reset (code 2011): the server's message. */
  onReset?: (detail: { message: string }) => void;
  /** The link is invalid, or the reset failed: the message shown. */
  onError?: (detail: ResetPasswordErrorDetail) => void;
  className?: string;
}

interface Values {
  password: string;
  confirmPassword: string;
}

const emptyValues: Values = { password: '', confirmPassword: '' };

/**
 * Reset Password (doc 2 §2.5, §4, §5, §8): the emailed link (`/reset-password?otc=…`) is validated
 * on load; a valid link shows the form — the member name read-only, New Password with a strength
 * meter and Confirm Password, both with show/hide toggles, pasting only when the site allows it —
 * checked by the doc 2 §5 rules (validation's `password`). Submit resets the password with
 * `{ membername, password, cnfpassword, otc }`; code 2011 shows the server's message and a link to
 * sign in. An invalid link, or a failed reset, shows the error and a link home.
 */
export function ResetPassword(props: ResetPasswordProps) {
  // Another link is another reset: nothing typed or answered carries over.
  return <ResetPasswordView key={props.otc ?? ''} {...props} />;
}

function ResetPasswordView({
  otc,
  signInHref = '/login',
  homeHref = '/home',
  allowPasswordPasting,
  headingLevel = 2,
  messages,
  onReset,
  onError,
  className,
}: ResetPasswordProps) {
  const errorMessage = useErrorMessage();
  const text: PasswordRecoveryMessages = {
    ...useCatalogue(passwordRecoveryMessages, passwordRecoveryTranslations),
    ...messages,
  };
  const code = otc?.trim() ?? '';
  const headingId = useId();

  // Validated anew on every visit (a link is used once), and never again while the member types.
  const link = useValidateResetLink(code ? { query: { otc: code } } : skipToken, {
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const configuration = useSiteConfiguration();
  const allowPaste = password.isPasswordPasteAllowed(
    allowPasswordPasting ?? configuration.data?.allowPasswordPasting,
  );

  const [values, setValues] = useState<Values>(emptyValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const reset = useResetPasswordMutation();

  const linkError = code === '' ? text.missingLink : link.isError ? errorMessage(link.error) : null;
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (linkError === null || reported.current === linkError) return;
    reported.current = linkError;
    onError?.({ stage: 'link', message: linkError });
    // onError is the host's; only a new link error should call it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkError]);

  // The outcome replaces the form: focus moves to it.
  // The result takes focus when it replaces the form.
  const { ref: resultRef } = useFocusOnChange<boolean, HTMLDivElement>(done !== null, {
    shouldFocus: () => done !== null,
    afterFrame: true,
  });

  const fail = (message: string) => {
    setFailure(message);
    onError?.({ stage: 'reset', message });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending || !link.data) return;
    setFailure(null);
    const result = validateForm(password.createResetPasswordSchema(text), values);
    setErrors(result.errors);
    if (!result.data) return;
    reset.mutate(
      {
        body: {
          membername: link.data.memberName,
          password: result.data.password,
          cnfpassword: result.data.confirmPassword,
          otc: code,
        },
      },
      {
        onSuccess: (answer) => {
          if (password.isResetPasswordSuccess(answer.code)) {
            // The hidden form keeps no password.
            setValues(emptyValues);
            setDone(answer.message);
            onReset?.({ message: answer.message });
          } else {
            fail(answer.message || errorMessage(null));
          }
        },
        onError: (error) => fail(errorMessage(error)),
      },
    );
  };

  const homeLink = (
    <p className={styles.linkLine}>
      <Link href={homeHref} variant="standalone">
        {text.toHome}
      </Link>
    </p>
  );

  let body;
  if (linkError !== null) {
    body = (
      <div className={styles.result}>
        <Alert tone="error">{linkError}</Alert>
        {homeLink}
      </div>
    );
  } else if (!link.data) {
    body = <Spinner label={text.checkingLink} showLabel />;
  } else {
    const strength = recoveryPasswordStrength(text);
    body = (
      <>
        {done !== null ? (
          <div ref={resultRef} tabIndex={-1} className={styles.result}>
            <Alert tone="success">{done}</Alert>
            <p className={styles.linkLine}>
              <Link href={signInHref} variant="standalone">
                {text.toSignIn}
              </Link>
            </p>
          </div>
        ) : null}
        {/* Hidden, not removed, once reset (see styles.formArea). */}
        <div className={styles.formArea} hidden={done !== null}>
          <p className={styles.intro}>{text.resetIntro}</p>
          {failure ? (
            <div className={styles.result}>
              <Alert tone="error">{failure}</Alert>
              {homeLink}
            </div>
          ) : null}
          <Form
            onSubmit={submit}
            validationErrors={errors}
            errorSummaryTitle={text.errorSummaryTitle}
            errorSummaryHeadingLevel={(headingLevel + 1) as 2 | 3 | 4}
            className={styles.fields}
          >
            <TextField
              name="membername"
              label={text.memberNameLabel}
              value={link.data.memberName}
              autoComplete="name"
              isReadOnly
            />
            <PasswordField
              name="password"
              label={text.newPasswordLabel}
              description={text.passwordRules}
              value={values.password}
              onChange={(next) => setValues((current) => ({ ...current, password: next }))}
              autoComplete="new-password"
              allowPaste={allowPaste}
              showStrength
              strength={strength}
              messages={{
                strength: text.strengthLabel,
                showPassword: text.showNewPassword,
                hidePassword: text.hideNewPassword,
              }}
              isRequired
            />
            <PasswordField
              name="confirmPassword"
              label={text.confirmPasswordLabel}
              value={values.confirmPassword}
              onChange={(next) => setValues((current) => ({ ...current, confirmPassword: next }))}
              autoComplete="new-password"
              allowPaste={allowPaste}
              messages={{
                showPassword: text.showConfirmPassword,
                hidePassword: text.hideConfirmPassword,
              }}
              isRequired
            />
            <div className={styles.actions}>
              <Button
                type="submit"
                isPending={reset.isPending}
                loadingLabel={text.resettingPassword}
              >
                {text.resetPassword}
              </Button>
            </div>
          </Form>
        </div>
      </>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={!linkError && !link.data ? true : undefined}
      className={cx(styles.root, className)}
    >
      <Title level={headingLevel} id={headingId}>
        {text.resetPasswordTitle}
      </Title>
      {body}
    </section>
  );
}
