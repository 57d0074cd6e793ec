import { useCurrentUser } from '@coop-portal/api-client/react';
import { Alert, Link, Spinner } from '@coop-portal/ui';
import { notifications } from '@coop-portal/validation';
import type { ReactNode } from 'react';
import { useSiteConfigurationData, useSiteSettingsData } from '../../startup/useStartup';
import * as pageStyles from '../pages.css';
import { notificationPagesMessages as m } from './messages';

/**
 * A notification page: its title, then its content for the signed-in member, or — as the menu
 * hides the pages when the Notifications feature or allowSubscribeForNotification is off (doc 1
 * §2.2) — that notifications are not available, with a way back to the account overview.
 */
export function NotificationsGate({
  title,
  children,
}: {
  title: string;
  children: (memberNumber: string) => ReactNode;
}) {
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
