import { NotificationPreferences } from '@coop-portal/widgets';
import { notificationPagesMessages as m } from './messages';
import { NotificationsGate } from './NotificationsGate';

/** /manage-notifications (doc 1 §2.2): the member's alerts per account, the widget's. */
export function ManageNotificationsPage() {
  return (
    <NotificationsGate title={m.manageNotificationsTitle}>
      {(memberNumber) => (
        <NotificationPreferences memberNumber={memberNumber} headingLevel={1} showHeading={false} />
      )}
    </NotificationsGate>
  );
}
