import { errorMessage } from '@coop-portal/api-client';
import { useNotifications } from '@coop-portal/api-client/react';
import { Alert, Button, Link, Spinner } from '@coop-portal/ui';
import { useId } from 'react';
import * as pageStyles from '../pages.css';
import { notificationPagesMessages as m } from './messages';
import * as styles from './NotificationsPage.css';
import { NotificationsGate } from './NotificationsGate';

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
  const alertsOn = subscriptions.reduce(
    (count, subscription) => count + Number(subscription.email) + Number(subscription.sms),
    0,
  );
  const verified = contacts.filter((contact) => contact.verified).length;
  return (
    <div className={styles.parts}>
      <Part
        title={m.manageNotificationsTitle}
        text={m.manageNotificationsText}
        summary={subscriptions.length > 0 ? m.alertsOn(alertsOn) : null}
        href="/manage-notifications"
      />
      <Part
        title={m.manageContactsTitle}
        text={m.manageContactsText}
        summary={contacts.length > 0 ? m.contactsCount(verified, contacts.length) : null}
        href="/manage-contacts"
      />
    </div>
  );
}

/** /notifications (doc 1 §2.2): the member's alerts and contacts at a glance, with their pages. */
export function NotificationsPage() {
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
