import { NotificationContacts } from '@coop-portal/widgets';
import { notificationPagesMessages as m } from './messages';
import { NotificationsGate } from './NotificationsGate';

/** /manage-contacts (doc 1 §2.2): where the member's alerts go, the widget's. */
export function ManageContactsPage() {
  return (
    <NotificationsGate title={m.manageContactsTitle}>
      {(memberNumber) => (
        <NotificationContacts memberNumber={memberNumber} headingLevel={1} showHeading={false} />
      )}
    </NotificationsGate>
  );
}
