import { Banner, useCatalogue } from '@coop-portal/ui';
import { navigation } from '@coop-portal/validation';
import { useState } from 'react';
import { frameMessages, frameTranslations } from './messages';
import { ServerHtml } from './ServerHtml';
import { useFrameData } from './useFrameData';

function readClosed(): boolean {
  try {
    return navigation.isAnnouncementClosedValue(
      window.localStorage.getItem(navigation.ANNOUNCEMENT_CLOSED_KEY),
    );
  } catch {
    return false;
  }
}

function rememberClosed() {
  try {
    window.localStorage.setItem(navigation.ANNOUNCEMENT_CLOSED_KEY, 'true');
  } catch {
    // Storage refused (private mode): the banner still closes for this visit.
  }
}

/**
 * The emergency announcement (doc 1 §2.1): shown when announcements are enabled and a message
 * exists, until the visitor closes it; closed, it is remembered in local storage under
 * `mcp_announcementClosed` and stays hidden on later visits. A message with HTML goes through the
 * kit's SafeHtml.
 */
export function AnnouncementBanner() {
  const m = useCatalogue(frameMessages, frameTranslations).announcement;
  const { configuration } = useFrameData();
  const [closed, setClosed] = useState(readClosed);
  const message = configuration?.emergencyAnnouncementMessage ?? '';
  const shown = navigation.isAnnouncementShown({
    displayEmergencyAnnouncement: configuration?.displayEmergencyAnnouncement,
    emergencyAnnouncementMessage: message,
    closed,
  });
  if (!shown) return null;
  return (
    <Banner
      tone="warning"
      label={m.label}
      closeLabel={m.close}
      toneLabel={m.toneLabel}
      onClose={() => {
        rememberClosed();
        setClosed(true);
        // The close button goes away with the banner: keep the keyboard user in the page.
        document.getElementById('main')?.focus();
      }}
    >
      <ServerHtml as="span" html={message} />
    </Banner>
  );
}
