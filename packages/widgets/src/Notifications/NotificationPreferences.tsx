import { useNotifications, useUpdateNotificationsMutation } from '@coop-portal/api-client/react';
import {
  Alert,
  Button,
  Checkbox,
  CheckboxGroup,
  cx,
  DismissibleAlert,
  Link,
  Spinner,
  useCatalogue,
} from '@coop-portal/ui';
import { notifications } from '@coop-portal/validation';
import { useId, useState, type FormEvent } from 'react';
import { ReadFailure } from '../shared/ReadFailure';
import { useErrorMessage } from '../shared/useErrorMessage';
import {
  notificationsMessages,
  notificationsTranslations,
  type NotificationsWidgetMessages,
} from './messages';
import * as styles from './Notifications.css';
import { Heading, type NotificationsHeadingLevel } from './shared';

export interface NotificationPreferencesProps {
  /** The signed-in member whose preferences these are. */
  memberNumber: string;
  /** The member's accounts in the order to show them (others follow in the answer's order). */
  accountNumbers?: readonly string[];
  /** Where Manage Contacts is (default '/manage-contacts'). */
  contactsHref?: string;
  /** Level of the 'Manage Notifications' heading (default 2). */
  headingLevel?: NotificationsHeadingLevel;
  /**
   * Show the title (default true). A page whose own title already says it passes false (and
   * `headingLevel={1}`): the region is then named by the title alone, its parts' headings one
   * level under `headingLevel`.
   */
  showHeading?: boolean;
  /** A co-op's own wording, in the language the widget speaks (its provider's `locale`). */
  messages?: Partial<NotificationsWidgetMessages>;
  /** The preferences were saved; the server's message. */
  onSaved?: (message: string) => void;
  className?: string;
}

type Data = NonNullable<ReturnType<typeof useNotifications>['data']>;

/**
 * Manage Notifications (doc 1 §2.2): per account, which alerts (the subscriptions the API lists:
 * new bill, payment due, payment received, outage…) go by email and by text message. Alerts go to
 * every verified email address and mobile phone of Manage Contacts (the widget says which, and
 * links there); a channel without a verified contact cannot be turned on. Save sends every choice
 * in one call per press; a failed save keeps the choices and says why. Rules from
 * `@coop-portal/validation`'s `notifications`.
 */
export function NotificationPreferences(props: NotificationPreferencesProps) {
  const text: NotificationsWidgetMessages = {
    ...useCatalogue(notificationsMessages, notificationsTranslations),
    ...props.messages,
  };
  const read = useNotifications({ params: { memberNumber: props.memberNumber } });
  const headingId = useId();
  const level = props.headingLevel ?? 2;
  const rootClass = cx(styles.root, props.className);
  const showHeading = props.showHeading ?? true;
  const named = showHeading
    ? { 'aria-labelledby': headingId }
    : { 'aria-label': text.preferencesHeading };
  const heading = showHeading ? (
    <Heading level={level} id={headingId}>
      {text.preferencesHeading}
    </Heading>
  ) : null;

  if (read.isPending || read.isError) {
    return (
      <section className={rootClass} {...named} aria-busy={read.isPending}>
        {heading}
        {read.isPending ? (
          <Spinner label={text.loadingPreferences} showLabel size="sm" />
        ) : (
          <ReadFailure reads={[read]} retryLabel={text.retry} className={styles.status} />
        )}
      </section>
    );
  }
  return (
    <section className={rootClass} {...named}>
      {heading}
      <PreferencesForm {...props} data={read.data} text={text} level={level} />
    </section>
  );
}

function PreferencesForm({
  memberNumber,
  accountNumbers = [],
  contactsHref = '/manage-contacts',
  onSaved,
  data,
  text,
  level,
}: NotificationPreferencesProps & {
  data: Data;
  text: NotificationsWidgetMessages;
  level: NotificationsHeadingLevel;
}) {
  const errorMessage = useErrorMessage();
  const [choices, setChoices] = useState(() => notifications.choicesOf(data.subscriptions));
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useUpdateNotificationsMutation();

  const groups = notifications.alertsByAccount(data.subscriptions, data.contacts, accountNumbers);
  const emails = notifications.receivers(data.contacts, 'email').join(', ');
  const texts = notifications.receivers(data.contacts, 'sms').join(', ');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    setSaved(null);
    setFailure(null);
    save.mutate(
      {
        params: { memberNumber },
        body: notifications.notificationsToSave(data, choices),
      },
      {
        onSuccess: ({ message }) => {
          setSaved(message);
          onSaved?.(message);
        },
        onError: (error) => setFailure(text.saveFailed(errorMessage(error))),
      },
    );
  };

  if (groups.length === 0) return <p className={styles.intro}>{text.noAlerts}</p>;

  return (
    <>
      <p className={styles.intro}>{text.preferencesIntro}</p>
      <div className={styles.receivers}>
        <p className={styles.note}>{emails ? text.emailsGoTo(emails) : text.noEmailContact}</p>
        <p className={styles.note}>{texts ? text.textsGoTo(texts) : text.noTextContact}</p>
        <p className={styles.note}>
          <Link href={contactsHref} variant="standalone">
            {text.manageContacts}
          </Link>
        </p>
      </div>
      <form onSubmit={submit} className={styles.section}>
        {groups.map((group) => (
          <AccountAlerts
            key={group.accountNumber ?? 'member'}
            group={group}
            choices={choices}
            onChange={(id, value) => setChoices((current) => ({ ...current, [id]: value }))}
            text={text}
            level={level}
          />
        ))}
        {failure ? (
          <DismissibleAlert
            tone="error"
            onDismiss={() => setFailure(null)}
            dismissLabel={text.dismiss}
          >
            {failure}
          </DismissibleAlert>
        ) : null}
        {saved ? <Alert tone="success">{saved}</Alert> : null}
        <div className={styles.actions}>
          <Button type="submit" isPending={save.isPending} loadingLabel={text.saving}>
            {text.save}
          </Button>
        </div>
      </form>
    </>
  );
}

function AccountAlerts({
  group,
  choices,
  onChange,
  text,
  level,
}: {
  group: notifications.AccountAlerts;
  choices: notifications.AlertChoices;
  onChange: (notificationId: string, value: { email: boolean; sms: boolean }) => void;
  text: NotificationsWidgetMessages;
  level: NotificationsHeadingLevel;
}) {
  const headingId = useId();
  const title = group.accountNumber
    ? text.accountHeading(group.accountNumber)
    : text.memberAlertsHeading;
  return (
    <section className={styles.account} aria-labelledby={headingId}>
      <Heading level={level} offset={1} id={headingId}>
        {title}
      </Heading>
      <div className={styles.alerts}>
        {group.alerts.map((alert) => {
          const choice = choices[alert.notificationId] ?? { email: false, sms: false };
          const value = (['email', 'sms'] as const).filter((channel) => choice[channel]);
          return (
            <CheckboxGroup
              key={alert.notificationId}
              label={alert.description}
              orientation="horizontal"
              value={value}
              onChange={(next) =>
                onChange(alert.notificationId, {
                  email: next.includes('email'),
                  sms: next.includes('sms'),
                })
              }
            >
              {alert.channels.map((channel) => (
                <Checkbox
                  key={channel.channel}
                  value={channel.channel}
                  // A channel without a verified contact cannot be turned on; one already on can
                  // still be turned off.
                  isDisabled={!channel.offered && !choice[channel.channel]}
                >
                  {channel.channel === 'email' ? text.email : text.text}
                </Checkbox>
              ))}
            </CheckboxGroup>
          );
        })}
      </div>
    </section>
  );
}
