import {
  useDeleteMfaSecretMutation,
  useMfaQrCode,
  useMfaStatus,
  useSetMfaSecretMutation,
} from '@coop-portal/api-client/react';
import {
  Alert,
  AlertDialog,
  Button,
  Card,
  cx,
  Dialog,
  Disclosure,
  Form,
  QrCode,
  Spinner,
  TextField,
  useCatalogue,
  useFocusOnChange,
} from '@coop-portal/ui';
import { keepDigitsUpTo, profile } from '@coop-portal/validation';
import { Fragment, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ReadFailure } from '../shared/ReadFailure';
import { useErrorMessage } from '../shared/useErrorMessage';
import {
  multiFactorSetupMessages,
  multiFactorSetupTranslations,
  type MultiFactorSetupMessages,
} from './messages';
import * as styles from './MultiFactorSetup.css';

/** The heading level of the mode card's title (the set-up dialog's steps are titled inside it). */
export type MultiFactorSetupHeadingLevel = 2 | 3 | 4;

export interface MultiFactorSetupProps {
  /** The signed-in member whose sign-in this secures. */
  memberNumber: string;
  /** Level of the mode card's title, to fit the page outline (default 2). */
  headingLevel?: MultiFactorSetupHeadingLevel;
  /**
   * A co-op's own wording for any text, in the language the widget speaks (its provider's
   * `locale`): it replaces that language's text.
   */
  messages?: Partial<MultiFactorSetupMessages>;
  className?: string;
}

/** What the last action did, told in the card (the button pressed may be gone). */
type Outcome = { tone: 'success' | 'error'; message: string } | null;

/** Set Up Now (MFA off) or Change App (MFA on): the same set-up, titled for what it does. */
type SetUpMode = 'setUp' | 'change';

const keepCode = (value: string) => keepDigitsUpTo(value, profile.profileLimits.mfaCodeLength);

/**
 * The Multi-Factor Authentication tab of My Profile (doc 2 §2.3, §2.4, §4, §5, §9): the mode card
 * with the member's state. With MFA off it is titled 'Use an App' and offers Set Up Now; with MFA on
 * it is titled 'App Authenticator' and offers Change App and Remove App. Set-up is a dialog: step 1
 * the QR code (size 150, error correction M) or the manual key behind "Can't scan this code?", step
 * 2 the 6-digit code and 'Verify Code and Activate', enabled once the code is complete. A verified
 * and saved code turns MFA on with a success message; otherwise the status is reloaded and the
 * verification is unsuccessful, and the member may enter another code. Remove App asks first, then
 * shows the server's message and MFA off.
 */
export function MultiFactorSetup({
  memberNumber,
  headingLevel = 2,
  messages,
  className,
}: MultiFactorSetupProps) {
  const errorMessage = useErrorMessage();
  const text: MultiFactorSetupMessages = {
    ...useCatalogue(multiFactorSetupMessages, multiFactorSetupTranslations),
    ...messages,
  };
  const status = useMfaStatus({ params: { memberNumber } });
  const verify = useSetMfaSecretMutation();
  const remove = useDeleteMfaSecretMutation();
  const [setUp, setSetUp] = useState<{ open: boolean; mode: SetUpMode }>({
    open: false,
    mode: 'setUp',
  });
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // react-aria announces a busy button by its id, and that announcement outlives the button for a
  // few seconds: the busy button (Verify Code and Activate, Remove App) and then the outcome that
  // replaces it share one id, so the announcement always points at something (and reads the
  // outcome once the button is gone). Never two elements at once: the button drops the id when the
  // outcome takes it.
  const actionId = useId();
  // The outcome takes focus when it appears: after a set-up or removal the button that started it
  // has been replaced by the other state's buttons.
  const { ref: outcomeRef } = useFocusOnChange<Outcome, HTMLDivElement>(outcome, {
    afterFrame: true,
    shouldFocus: () => outcome !== null,
  });

  if (!status.data) {
    return (
      <div className={cx(styles.root, className)} aria-busy={status.isPending}>
        {status.isPending ? (
          <Spinner label={text.loadingStatus} showLabel size="sm" />
        ) : (
          <ReadFailure reads={[status]} retryLabel={text.retry} className={styles.status} />
        )}
      </div>
    );
  }

  const mfaEnabled = status.data.mfaEnabled;
  const card = profile.mfaModeCard(mfaEnabled);

  const openSetUp = (mode: SetUpMode) => {
    setOutcome(null);
    verify.reset();
    setSetUp({ open: true, mode });
  };

  const confirmRemoval = () => {
    if (remove.isPending) return;
    setOutcome(null);
    remove.mutate(
      { params: { memberNumber } },
      {
        onSuccess: ({ message }) =>
          setOutcome({ tone: 'success', message: message.trim() || text.removed }),
        onError: (error) =>
          setOutcome({ tone: 'error', message: text.removeFailed(errorMessage(error)) }),
      },
    );
  };

  const buttons = card.actions.map((action) => {
    switch (action) {
      case 'setUp':
        return (
          <Button key={action} onPress={() => openSetUp('setUp')}>
            {text.setUpNow}
          </Button>
        );
      case 'change':
        return (
          <Button
            key={action}
            variant="secondary"
            onPress={() => openSetUp('change')}
            isDisabled={remove.isPending}
          >
            {text.changeApp}
          </Button>
        );
      case 'remove':
        return (
          <Button
            key={action}
            variant="secondary"
            onPress={() => {
              setOutcome(null);
              setConfirmingRemoval(true);
            }}
            id={outcome ? undefined : actionId}
            isPending={remove.isPending}
            loadingLabel={text.removing}
          >
            {text.removeApp}
          </Button>
        );
    }
  });

  return (
    <div className={cx(styles.root, className)}>
      <Card
        title={text[card.title]}
        headingLevel={headingLevel}
        description={text.meaning}
        actions={buttons}
      >
        <div className={styles.body}>
          <p className={styles.state}>
            <span className={styles.stateLabel}>{text.statusLabel}:</span>{' '}
            <span className={styles.pill} data-state={mfaEnabled ? 'on' : 'off'}>
              {mfaEnabled ? text.statusOn : text.statusOff}
            </span>
            <span className={styles.stateDetail}>
              {mfaEnabled ? text.statusOnDetail : text.statusOffDetail}
            </span>
          </p>
          {outcome ? (
            <div id={actionId} ref={outcomeRef} tabIndex={-1}>
              <Alert tone={outcome.tone}>{outcome.message}</Alert>
            </div>
          ) : null}
        </div>
      </Card>
      <Dialog
        isOpen={setUp.open}
        onOpenChange={(open) => {
          // The dialog stays while a code is being checked: its answer is told in it.
          if (!open && verify.isPending) return;
          setSetUp((current) => ({ ...current, open }));
        }}
        isDismissable={!verify.isPending}
        title={setUp.mode === 'change' ? text.changeTitle : text.setUpTitle}
      >
        {({ close }) => (
          <SetUpSteps
            memberNumber={memberNumber}
            mode={setUp.mode}
            actionId={actionId}
            verify={verify}
            text={text}
            onCancel={close}
            onActivated={() => {
              setSetUp((current) => ({ ...current, open: false }));
              setOutcome({
                tone: 'success',
                message: setUp.mode === 'change' ? text.changed : text.activated,
              });
            }}
          />
        )}
      </Dialog>
      <AlertDialog
        isOpen={confirmingRemoval}
        onOpenChange={setConfirmingRemoval}
        title={text.removeTitle}
        variant="destructive"
        confirmLabel={text.removeConfirm}
        cancelLabel={text.removeCancel}
        onConfirm={confirmRemoval}
      >
        {text.removeBody}
      </AlertDialog>
    </div>
  );
}

/**
 * The set-up dialog's body: step 1 the QR code of a new secret (or its key, for a member who cannot
 * scan), step 2 the code the app then shows. A new secret is read each time the dialog opens and
 * kept while it is open (it is never read again under the member's eyes: the code they enter must
 * belong to the secret they added).
 */
function SetUpSteps({
  memberNumber,
  mode,
  actionId,
  verify,
  text,
  onCancel,
  onActivated,
}: {
  memberNumber: string;
  mode: SetUpMode;
  /** The verify button's id until the code is activated, then the outcome's. */
  actionId: string;
  verify: ReturnType<typeof useSetMfaSecretMutation>;
  text: MultiFactorSetupMessages;
  onCancel: () => void;
  onActivated: () => void;
}) {
  const errorMessage = useErrorMessage();
  const qr = useMfaQrCode(
    { params: { memberNumber } },
    {
      staleTime: Infinity,
      gcTime: 0,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
  );
  const step1Id = useId();
  const step2Id = useId();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // Once activated the dialog closes; the button stays busy while it fades out.
  const [activated, setActivated] = useState(false);
  // One verify per press, however fast the presses (the busy state renders a moment later).
  const sending = useRef(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const [focusCode, setFocusCode] = useState(0);
  useEffect(() => {
    if (focusCode > 0) codeRef.current?.focus();
  }, [focusCode]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current || !qr.data || !profile.isCompleteMfaCode(code)) return;
    sending.current = true;
    setProblem(null);
    verify.mutate(
      { params: { memberNumber }, body: profile.mfaVerifyRequest(qr.data, code) },
      {
        onSuccess: (answer) => {
          if (profile.isMfaActivated(answer)) {
            setActivated(true);
            onActivated();
            return;
          }
          // doc 2 §4: the status has been read again (the write reloads it); the member may try
          // another code, so the wrong one is cleared.
          setProblem(text.verificationUnsuccessful);
          setCode('');
          setFocusCode((count) => count + 1);
        },
        onError: (error) => {
          setProblem(text.verifyFailed(errorMessage(error)));
          setFocusCode((count) => count + 1);
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  const groups = qr.data ? profile.manualKeyGroups(qr.data.secretNewKey) : [];

  return (
    <div className={styles.steps}>
      {mode === 'change' ? <p className={styles.text}>{text.changeIntro}</p> : null}
      <section className={styles.step} aria-labelledby={step1Id}>
        <h3 id={step1Id} className={styles.stepHeading}>
          {text.step1Heading}
        </h3>
        {qr.isError ? (
          <ReadFailure reads={[qr]} retryLabel={text.retry} className={styles.status} />
        ) : (
          <>
            <p className={styles.text}>{text.step1Text}</p>
            <QrCode
              value={qr.data?.totpUri ?? ''}
              label={text.qrLabel}
              size={150}
              level="M"
              isLoading={qr.isPending}
              messages={{ loading: text.loadingQr }}
              className={styles.qr}
            />
            {qr.data ? (
              <Disclosure title={text.cantScan} headingLevel={4}>
                <div className={styles.step}>
                  <p className={styles.text}>{text.manualKeyText}</p>
                  <code className={styles.key} translate="no">
                    {groups.map((group, index) => (
                      <Fragment key={index}>
                        {index > 0 ? <wbr /> : null}
                        <span className={styles.keyGroup}>{group}</span>
                      </Fragment>
                    ))}
                  </code>
                  <p className={styles.note}>{text.manualKeyNote}</p>
                </div>
              </Disclosure>
            ) : null}
          </>
        )}
      </section>
      <section className={styles.step}>
        <h3 id={step2Id} className={styles.stepHeading}>
          {text.step2Heading}
        </h3>
        <p className={styles.text}>{text.step2Text}</p>
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        <Form onSubmit={submit} className={styles.form}>
          <TextField
            name="code"
            label={text.codeLabel}
            description={text.codeDescription}
            value={code}
            onChange={setCode}
            inputFilter={keepCode}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={profile.profileLimits.mfaCodeLength}
            isRequired
            isDisabled={!qr.data}
            inputRef={codeRef}
          />
          <div className={styles.actions}>
            <Button
              id={activated ? undefined : actionId}
              type="submit"
              isDisabled={!qr.data || !profile.isCompleteMfaCode(code)}
              isPending={verify.isPending || activated}
              loadingLabel={text.verifying}
            >
              {text.verify}
            </Button>
            <Button
              variant="secondary"
              onPress={onCancel}
              isDisabled={verify.isPending || activated}
            >
              {text.cancel}
            </Button>
          </div>
        </Form>
      </section>
    </div>
  );
}
