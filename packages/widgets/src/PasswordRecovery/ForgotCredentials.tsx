import {
  useRecoverUsernameMutation,
  useRequestPasswordResetMutation,
} from '@coop-portal/api-client/react';
import {
  Alert,
  Button,
  cx,
  DismissibleAlert,
  Form,
  Link,
  TextField,
  useCatalogue,
  useFocusOnChange,
} from '@coop-portal/ui';
import { password, validateForm } from '@coop-portal/validation';
import { useId, useState, type FormEvent } from 'react';
import { useErrorMessage } from '../shared/useErrorMessage';
import {
  passwordRecoveryMessages,
  passwordRecoveryTranslations,
  type PasswordRecoveryMessages,
} from './messages';
import * as styles from './PasswordRecovery.css';
import { Title, type RecoveryHeadingLevel } from './shared';

/** Which credential the member has forgotten. */
export type ForgotCredentialsMode = 'password' | 'username';

/** What a request sent (or why it failed): the server's message. */
export interface ForgotCredentialsDetail {
  mode: ForgotCredentialsMode;
  message: string;
}

export interface ForgotCredentialsProps {
  /**
   * 'password' (Forgot Password: the username, then a reset link is emailed) or 'username'
   * (Forgot Username: the email address on file, then the username is emailed to it).
   */
  mode: ForgotCredentialsMode;
  /** Where the password mode's 'Forgot your username?' link goes (default '/forgot-username'). */
  forgotUsernameHref?: string;
  /** Where the username mode's 'Forgot your password?' link goes (default '/forgot-password'). */
  forgotPasswordHref?: string;
  /** Where the link after a sent request goes (default '/login'). */
  signInHref?: string;
  /** The title's heading level: 1 when the widget is the page (default 2). */
  headingLevel?: RecoveryHeadingLevel;
  /**
   * A co-op's own wording for any text, rule messages included, in the language the widget
   * speaks (its provider's `locale`): it replaces that language's text.
   */
  messages?: Partial<PasswordRecoveryMessages>;
  /** The request was sent; the widget shows the server's message and the sign-in link. */
  onSent?: (detail: ForgotCredentialsDetail) => void;
  /** The request failed; the widget shows the server's message in an alert. */
  onError?: (detail: ForgotCredentialsDetail) => void;
  className?: string;
}

/**
 * The combined forgot username / forgot password component (doc 2 §2.5; doc 3 §2.12). Forgot
 * Password embeds it in `mode="password"`, /forgot-username in `mode="username"`. The spec shows
 * neither its fields nor its calls; this one asks for one thing and makes one call:
 *
 * - password: the username → `requestPasswordReset({ userName })`; the server emails a reset link
 *   (a /reset-password?otc= link) to the address on file.
 * - username: the email address on file → `recoverUsername({ email })`; the server emails the
 *   username to it.
 *
 * Each mode links to the other. Success replaces the form with the server's message and a link to
 * sign in; a failure shows the server's message in an alert above the form, which keeps what was
 * typed. Links are plain hrefs (props), routed by the host's `LinkProvider` when there is one.
 */
export function ForgotCredentials(props: ForgotCredentialsProps) {
  // A new mode is a new form: nothing typed or answered carries over.
  return <ForgotCredentialsForm key={props.mode} {...props} />;
}

function ForgotCredentialsForm({
  mode,
  forgotUsernameHref = '/forgot-username',
  forgotPasswordHref = '/forgot-password',
  signInHref = '/login',
  headingLevel = 2,
  messages,
  onSent,
  onError,
  className,
}: ForgotCredentialsProps) {
  const errorMessage = useErrorMessage();
  const text: PasswordRecoveryMessages = {
    ...useCatalogue(passwordRecoveryMessages, passwordRecoveryTranslations),
    ...messages,
  };
  const isPasswordMode = mode === 'password';
  const field = isPasswordMode ? 'username' : 'email';
  const headingId = useId();

  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const requestReset = useRequestPasswordResetMutation();
  const recoverUsername = useRecoverUsernameMutation();
  const isSending = requestReset.isPending || recoverUsername.isPending;

  // The answer replaces the form: focus moves to it, so keyboard and screen reader users are there.
  // The result takes focus when it replaces the form.
  const { ref: resultRef } = useFocusOnChange<boolean, HTMLDivElement>(sent !== null, {
    shouldFocus: () => sent !== null,
    afterFrame: true,
  });

  const succeed = ({ message }: { message: string }) => {
    setSent(message);
    onSent?.({ mode, message });
  };
  const fail = (error: unknown) => {
    const message = errorMessage(error);
    setFailure(message);
    onError?.({ mode, message });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    setFailure(null);
    if (isPasswordMode) {
      const result = validateForm(password.createForgotPasswordSchema(text), { username: value });
      setErrors(result.errors);
      if (!result.data) return;
      requestReset.mutate(
        { body: { userName: result.data.username } },
        { onSuccess: succeed, onError: fail },
      );
    } else {
      const result = validateForm(password.createForgotUsernameSchema(text), { email: value });
      setErrors(result.errors);
      if (!result.data) return;
      recoverUsername.mutate(
        { body: { email: result.data.email } },
        { onSuccess: succeed, onError: fail },
      );
    }
  };

  const title = isPasswordMode ? text.forgotPasswordTitle : text.forgotUsernameTitle;

  return (
    <section aria-labelledby={headingId} className={cx(styles.root, className)} data-mode={mode}>
      <Title level={headingLevel} id={headingId}>
        {title}
      </Title>
      {sent !== null ? (
        <div ref={resultRef} tabIndex={-1} className={styles.result}>
          <Alert tone="success">{sent}</Alert>
          <p className={styles.linkLine}>
            <Link href={signInHref} variant="standalone">
              {text.toSignIn}
            </Link>
          </p>
        </div>
      ) : null}
      {/* Hidden, not removed, once sent (see styles.formArea). */}
      <div className={styles.formArea} hidden={sent !== null}>
        <p className={styles.intro}>
          {isPasswordMode ? text.forgotPasswordIntro : text.forgotUsernameIntro}
        </p>
        {failure ? (
          <DismissibleAlert
            tone="error"
            onDismiss={() => setFailure(null)}
            dismissLabel={text.dismissLabel}
          >
            {failure}
          </DismissibleAlert>
        ) : null}
        <Form
          onSubmit={submit}
          validationErrors={errors}
          errorSummaryTitle={text.errorSummaryTitle}
          errorSummaryHeadingLevel={(headingLevel + 1) as 2 | 3 | 4}
          className={styles.fields}
        >
          {isPasswordMode ? (
            <TextField
              name={field}
              label={text.usernameLabel}
              value={value}
              onChange={setValue}
              autoComplete="username"
              autoCorrect="off"
              spellCheck="false"
              isRequired
            />
          ) : (
            <TextField
              name={field}
              label={text.emailLabel}
              type="email"
              inputMode="email"
              value={value}
              onChange={setValue}
              autoComplete="email"
              spellCheck="false"
              isRequired
            />
          )}
          <div className={styles.actions}>
            <Button
              type="submit"
              isPending={isSending}
              loadingLabel={isPasswordMode ? text.sendingResetLink : text.sendingUsername}
            >
              {isPasswordMode ? text.sendResetLink : text.sendUsername}
            </Button>
          </div>
        </Form>
        <p className={styles.linkLine}>
          <Link
            href={isPasswordMode ? forgotUsernameHref : forgotPasswordHref}
            variant="standalone"
          >
            {isPasswordMode ? text.toForgotUsername : text.toForgotPassword}
          </Link>
        </p>
      </div>
    </section>
  );
}
