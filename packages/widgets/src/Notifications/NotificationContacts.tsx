import {
  useAddNotificationContactMutation,
  useDeleteNotificationContactMutation,
  useNotifications,
  useVerifyNotificationContactMutation,
} from '@coop-portal/api-client/react';
import {
  Alert,
  AlertDialog,
  Button,
  cx,
  DismissibleAlert,
  Form,
  MaskedPhoneField,
  Radio,
  RadioGroup,
  Spinner,
  TextField,
  useCatalogue,
  useFocusOnChange,
} from '@coop-portal/ui';
import {
  formatUsPhone,
  notifications,
  validateForm,
  withoutUsCountryCode,
} from '@coop-portal/validation';
import { useId, useState, type FormEvent, type Ref } from 'react';
import { ReadFailure } from '../shared/ReadFailure';
import { useErrorMessage } from '../shared/useErrorMessage';
import {
  notificationsMessages,
  notificationsTranslations,
  type NotificationsWidgetMessages,
} from './messages';
import * as styles from './Notifications.css';
import { Heading, type NotificationsHeadingLevel } from './shared';

export interface NotificationContactsProps {
  /** The signed-in member whose contacts these are. */
  memberNumber: string;
  /** Level of the 'Manage Contacts' heading (default 2). */
  headingLevel?: NotificationsHeadingLevel;
  /**
   * Show the title (default true). A page whose own title already says it passes false (and
   * `headingLevel={1}`): the region is then named by the title alone, its parts' headings one
   * level under `headingLevel`.
   */
  showHeading?: boolean;
  /** A co-op's own wording, in the language the widget speaks (its provider's `locale`). */
  messages?: Partial<NotificationsWidgetMessages>;
  className?: string;
}

type Contact = notifications.Contact;
/** What the widget last did, told in one alert above the list. */
type Outcome = { tone: 'success' | 'error'; message: string } | null;

/**
 * Manage Contacts (doc 1 §2.2): the email addresses and mobile phones that receive the member's
 * alerts, each verified or not. A member adds one (an email address or a US mobile phone, checked
 * by `@coop-portal/validation`'s `notifications`), enters the 6-digit code the server sends to it
 * to verify it (also later, from the list), and removes one after a confirmation.
 */
export function NotificationContacts({
  memberNumber,
  headingLevel = 2,
  showHeading = true,
  messages,
  className,
}: NotificationContactsProps) {
  const errorMessage = useErrorMessage();
  const text: NotificationsWidgetMessages = {
    ...useCatalogue(notificationsMessages, notificationsTranslations),
    ...messages,
  };
  const read = useNotifications({ params: { memberNumber } });
  const headingId = useId();
  const listId = useId();
  // The contact being verified; the last one stays in `verifyTarget` so that its form stays in the
  // page, hidden, once done (react-aria keeps a busy button's announcement, pointing at the button,
  // for a while: the button must still exist). The add form is hidden, not removed, likewise.
  const [verifyTarget, setVerifyTarget] = useState<Contact | null>(null);
  const [isVerifying, setIsVerifying] = useState(false);
  const verifying = isVerifying ? verifyTarget : null;
  const startVerifying = (contact: Contact) => {
    setVerifyTarget(contact);
    setIsVerifying(true);
  };
  const [removing, setRemoving] = useState<Contact | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const remove = useDeleteNotificationContactMutation();
  // Focus follows the change: to the verification form when it replaces the add form (and back),
  // to the outcome when there is one (a contact verified or removed: the pressed button is gone).
  const { ref: formHeadingRef } = useFocusOnChange<string | null, HTMLHeadingElement>(
    verifying?.contactId ?? null,
    { afterFrame: true, shouldFocus: () => outcome === null },
  );
  const { ref: outcomeRef } = useFocusOnChange<Outcome, HTMLDivElement>(outcome, {
    afterFrame: true,
    shouldFocus: () => outcome !== null,
  });
  const rootClass = cx(styles.root, className);

  const named = showHeading
    ? { 'aria-labelledby': headingId }
    : { 'aria-label': text.contactsHeading };
  const heading = showHeading ? (
    <Heading level={headingLevel} id={headingId}>
      {text.contactsHeading}
    </Heading>
  ) : null;
  if (read.isPending || read.isError) {
    return (
      <section className={rootClass} {...named} aria-busy={read.isPending}>
        {heading}
        {read.isPending ? (
          <Spinner label={text.loadingContacts} showLabel size="sm" />
        ) : (
          <ReadFailure reads={[read]} retryLabel={text.retry} className={styles.status} />
        )}
      </section>
    );
  }

  const contacts = read.data.contacts;
  const confirmRemove = (contact: Contact) => {
    setOutcome(null);
    remove.mutate(
      { params: { memberNumber, contactId: contact.contactId } },
      {
        onSuccess: () => {
          if (verifying?.contactId === contact.contactId) setIsVerifying(false);
          setOutcome({ tone: 'success', message: text.removed(contact.value) });
        },
        onError: (error) => {
          setOutcome({ tone: 'error', message: errorMessage(error) });
        },
      },
    );
  };

  return (
    <section className={rootClass} {...named}>
      {heading}
      <p className={styles.intro}>{text.contactsIntro}</p>
      {outcome ? (
        <div ref={outcomeRef} tabIndex={-1}>
          {outcome.tone === 'error' ? (
            <DismissibleAlert
              tone="error"
              onDismiss={() => setOutcome(null)}
              dismissLabel={text.dismiss}
            >
              {outcome.message}
            </DismissibleAlert>
          ) : (
            <Alert tone="success">{outcome.message}</Alert>
          )}
        </div>
      ) : null}
      {contacts.length === 0 ? (
        <p className={styles.note}>{text.noContacts}</p>
      ) : (
        <ul className={styles.list} aria-label={text.contactsLabel} id={listId}>
          {contacts.map((contact) => (
            <li key={contact.contactId} className={styles.contact}>
              <span className={styles.contactText}>
                <span className={styles.contactValue}>{contact.value}</span>
                <span className={styles.contactMeta}>
                  {contact.type === 'Email' ? text.emailType : text.smsType} ·{' '}
                  {contact.verified ? text.verified : text.notVerified}
                </span>
              </span>
              <span className={styles.actions}>
                {contact.verified ? null : (
                  <Button
                    variant="secondary"
                    aria-label={text.verifyContact(contact.value)}
                    onPress={() => {
                      setOutcome(null);
                      startVerifying(contact);
                    }}
                  >
                    {text.verify}
                  </Button>
                )}
                <Button
                  variant="secondary"
                  aria-label={text.removeContact(contact.value)}
                  onPress={() => setRemoving(contact)}
                >
                  {text.remove}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {verifyTarget ? (
        <div hidden={!isVerifying}>
          <VerifyForm
            key={verifyTarget.contactId}
            memberNumber={memberNumber}
            contact={verifyTarget}
            text={text}
            level={headingLevel}
            headingRef={isVerifying ? formHeadingRef : undefined}
            onDone={(message) => {
              setIsVerifying(false);
              if (message) setOutcome({ tone: 'success', message });
            }}
          />
        </div>
      ) : null}
      <div hidden={isVerifying}>
        <AddForm
          memberNumber={memberNumber}
          contacts={contacts}
          text={text}
          level={headingLevel}
          headingRef={isVerifying ? undefined : formHeadingRef}
          onAdded={(contact) => {
            setOutcome(null);
            startVerifying(contact);
          }}
        />
      </div>
      <AlertDialog
        isOpen={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={text.removeTitle}
        variant="destructive"
        confirmLabel={text.removeConfirm}
        cancelLabel={text.removeCancel}
        onConfirm={() => {
          if (removing && !remove.isPending) confirmRemove(removing);
        }}
      >
        {removing ? text.removeBody(removing.value) : null}
      </AlertDialog>
    </section>
  );
}

function AddForm({
  memberNumber,
  contacts,
  text,
  level,
  headingRef,
  onAdded,
}: {
  memberNumber: string;
  contacts: readonly Contact[];
  text: NotificationsWidgetMessages;
  level: NotificationsHeadingLevel;
  headingRef: Ref<HTMLHeadingElement> | undefined;
  onAdded: (contact: Contact) => void;
}) {
  const errorMessage = useErrorMessage();
  const headingId = useId();
  const [type, setType] = useState<notifications.ContactType>('Email');
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const add = useAddNotificationContactMutation();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    setFailure(null);
    const result = validateForm(notifications.createContactSchema(text), { type, value });
    const listed =
      result.data && notifications.isContactListed(contacts, result.data.type, result.data.value);
    setErrors(listed ? { value: text.alreadyListed } : result.errors);
    if (!result.data || listed) return;
    add.mutate(
      { params: { memberNumber }, body: result.data },
      {
        onSuccess: (contact) => {
          setValue('');
          onAdded(contact);
        },
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={level} offset={1} id={headingId} headingRef={headingRef}>
        {text.addHeading}
      </Heading>
      {failure ? (
        <DismissibleAlert
          tone="error"
          onDismiss={() => setFailure(null)}
          dismissLabel={text.dismiss}
        >
          {failure}
        </DismissibleAlert>
      ) : null}
      <Form
        onSubmit={submit}
        validationErrors={errors}
        errorSummaryTitle={text.errorSummaryTitle}
        errorSummaryHeadingLevel={(level + 2) as 3 | 4 | 5}
        className={styles.form}
      >
        <RadioGroup
          label={text.contactType}
          orientation="horizontal"
          value={type}
          onChange={(next) => {
            setType(next as notifications.ContactType);
            setValue('');
            setErrors({});
          }}
        >
          <Radio value="Email">{text.emailType}</Radio>
          <Radio value="SMS">{text.smsType}</Radio>
        </RadioGroup>
        {type === 'Email' ? (
          <TextField
            name="value"
            label={text.emailLabel}
            type="email"
            inputMode="email"
            value={value}
            onChange={setValue}
            autoComplete="email"
            spellCheck="false"
            maxLength={notifications.notificationsLimits.emailMaxLength}
            isRequired
          />
        ) : (
          <MaskedPhoneField
            name="value"
            label={text.phoneLabel}
            description={text.phoneDescription}
            value={value}
            onChange={(phone) => setValue(phone)}
            format={formatUsPhone}
            normalizePasted={withoutUsCountryCode}
            autoComplete="tel-national"
            isRequired
          />
        )}
        <div className={styles.actions}>
          <Button type="submit" isPending={add.isPending} loadingLabel={text.adding}>
            {text.add}
          </Button>
        </div>
      </Form>
    </section>
  );
}

function VerifyForm({
  memberNumber,
  contact,
  text,
  level,
  headingRef,
  onDone,
}: {
  memberNumber: string;
  contact: Contact;
  text: NotificationsWidgetMessages;
  level: NotificationsHeadingLevel;
  headingRef: Ref<HTMLHeadingElement> | undefined;
  /** The contact is verified (the message to tell), or the member cancelled (undefined). */
  onDone: (message?: string) => void;
}) {
  const errorMessage = useErrorMessage();
  const headingId = useId();
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const verify = useVerifyNotificationContactMutation();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (verify.isPending) return;
    setFailure(null);
    const result = validateForm(notifications.createVerificationCodeSchema(text), { code });
    setErrors(result.errors);
    if (!result.data) return;
    verify.mutate(
      { params: { memberNumber, contactId: contact.contactId }, body: result.data },
      {
        onSuccess: ({ verified }) => {
          if (verified) onDone(text.verifiedNow(contact.value));
          else setErrors({ code: text.codeWrong });
        },
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={level} offset={1} id={headingId} headingRef={headingRef}>
        {text.verifyHeading(contact.value)}
      </Heading>
      <p className={styles.note}>{text.codeSent(contact.value)}</p>
      {failure ? (
        <DismissibleAlert
          tone="error"
          onDismiss={() => setFailure(null)}
          dismissLabel={text.dismiss}
        >
          {failure}
        </DismissibleAlert>
      ) : null}
      <Form
        onSubmit={submit}
        validationErrors={errors}
        errorSummaryTitle={text.errorSummaryTitle}
        errorSummaryHeadingLevel={(level + 2) as 3 | 4 | 5}
        className={styles.form}
      >
        <TextField
          name="code"
          label={text.codeLabel}
          value={code}
          onChange={setCode}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={notifications.notificationsLimits.codeLength}
          isRequired
        />
        <div className={styles.actions}>
          <Button type="submit" isPending={verify.isPending} loadingLabel={text.verifying}>
            {text.verify}
          </Button>
          <Button variant="secondary" onPress={() => onDone()} isDisabled={verify.isPending}>
            {text.cancel}
          </Button>
        </div>
      </Form>
    </section>
  );
}
