// The three notification pages share one module (one chunk): a member who opens one usually opens
// the others, and the gate, the widgets and their rules download once for all three.
import { useCurrentUser, useNotifications } from '@coop-portal/api-client/react';
import { Alert, Button, Link, Spinner, useCatalogue } from '@coop-portal/ui';
import { notifications } from '@coop-portal/validation';
import {
  NotificationContacts,
  NotificationPreferences,
  useErrorMessage,
} from '@coop-portal/widgets';
import { useId, type ReactNode } from 'react';
import { useSiteConfigurationData, useSiteSettingsData } from '../../startup/useStartup';
import * as pageStyles from '../pages.css';
import { notificationPagesMessages, notificationPagesTranslations } from './messages';
import * as styles from './NotificationPages.css';

/**
 * A notification page: its title, then its content for the signed-in member, or — as the menu
 * hides the pages when the Notifications feature or allowSubscribeForNotification is off (doc 1
 * §2.2) — that notifications are not available, with a way back to the account overview.
 */
function NotificationsGate({
  title,
  children,
}: {
  title: string;
  children: (memberNumber: string) => ReactNode;
}) {
  const m = useCatalogue(notificationPagesMessages, notificationPagesTranslations);
  const settings = useSiteSettingsData();
  const configuration = useSiteConfigurationData();
  const memberNumber = useCurrentUser()?.memberNumber;

  let content;
  if (!notifications.isNotificationsAvailable(settings.features, configuration)) {
    content = (
      <Alert tone="info">
        {m.unavailable} <Link href="/accountoverview">{m.accountOverview}</Link>
      </Alert>
    );
  } else if (!memberNumber) {
    content = <Spinner label={m.loading} />;
  } else {
    content = children(memberNumber);
  }
  return (
    <>
      <h1 className={pageStyles.pageTitle}>{title}</h1>
      {content}
    </>
  );
}

function Part({
  title,
  text,
  summary,
  href,
}: {
  title: string;
  text: string;
  summary: string | null;
  href: string;
}) {
  const headingId = useId();
  return (
    <section className={styles.part} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.partHeading}>
        {title}
      </h2>
      <p className={styles.text}>{text}</p>
      {summary ? <p className={styles.text}>{summary}</p> : null}
      <p className={styles.text}>
        <Link href={href} variant="standalone">
          {title}
        </Link>
      </p>
    </section>
  );
}

function Overview({ memberNumber }: { memberNumber: string }) {
  const m = useCatalogue(notificationPagesMessages, notificationPagesTranslations);
  const errorMessage = useErrorMessage();
  const read = useNotifications({ params: { memberNumber } });
  if (read.isPending) return <Spinner label={m.loading} />;
  if (read.isError) {
    return (
      <div>
        <Alert tone="error">{errorMessage(read.error)}</Alert>
        <Button variant="secondary" isPending={read.isFetching} onPress={() => void read.refetch()}>
          {m.retry}
        </Button>
      </div>
    );
  }
  const { subscriptions, contacts } = read.data;
  const summary = notifications.notificationsSummary(subscriptions, contacts);
  return (
    <div className={styles.parts}>
      <Part
        title={m.manageNotificationsTitle}
        text={m.manageNotificationsText}
        summary={subscriptions.length > 0 ? m.alertsOn(summary.alertsOn) : null}
        href="/manage-notifications"
      />
      <Part
        title={m.manageContactsTitle}
        text={m.manageContactsText}
        summary={
          contacts.length > 0 ? m.contactsCount(summary.verifiedContacts, summary.contacts) : null
        }
        href="/manage-contacts"
      />
    </div>
  );
}

/** /notifications (doc 1 §2.2): the member's alerts and contacts at a glance, with their pages. */
export function NotificationsPage() {
  const m = useCatalogue(notificationPagesMessages, notificationPagesTranslations);
  return (
    <NotificationsGate title={m.notificationsTitle}>
      {(memberNumber) => (
        <>
          <p className={pageStyles.intro}>{m.overviewIntro}</p>
          <Overview memberNumber={memberNumber} />
        </>
      )}
    </NotificationsGate>
  );
}

/** /manage-notifications (doc 1 §2.2): the member's alerts per account, the widget's. */
export function ManageNotificationsPage() {
  const m = useCatalogue(notificationPagesMessages, notificationPagesTranslations);
  return (
    <NotificationsGate title={m.manageNotificationsTitle}>
      {(memberNumber) => (
        <NotificationPreferences memberNumber={memberNumber} headingLevel={1} showHeading={false} />
      )}
    </NotificationsGate>
  );
}

/** /manage-contacts (doc 1 §2.2): where the member's alerts go, the widget's. */
export function ManageContactsPage() {
  const m = useCatalogue(notificationPagesMessages, notificationPagesTranslations);
  return (
    <NotificationsGate title={m.manageContactsTitle}>
      {(memberNumber) => (
        <NotificationContacts memberNumber={memberNumber} headingLevel={1} showHeading={false} />
      )}
    </NotificationsGate>
  );
}
