import type { SiteSettings } from '@coop-portal/api-client';
import { ChatIcon, NativeButton, useCatalogue } from '@coop-portal/ui';
import { lazy, useState } from 'react';
import { lateFrameMessages, lateFrameTranslations } from './lateMessages';
import * as styles from './webChat.css';
import { LazyBoundary } from './LazyBoundary';

const loadPanel = () => import('./WebChatPanel');
const WebChatPanel = lazy(() => loadPanel().then((module) => ({ default: module.WebChatPanel })));

/**
 * The web chat's launcher (doc 1 §2.1), loaded once web chat is on (see WebChat): a button that
 * opens the 'Virtual Agent' panel, whose code loads on first intent. The conversation (the
 * member's choices) lasts while the page is open.
 */
export function WebChatLauncher({ chat }: { chat: NonNullable<SiteSettings['webChatSetting']> }) {
  const m = useCatalogue(lateFrameMessages, lateFrameTranslations).webChat;
  const [isOpen, setOpen] = useState(false);
  const [choices, setChoices] = useState<string[]>([]);
  return (
    <>
      {/* Room at the end of the page, so the launcher never covers the footer's last line. */}
      <div className={styles.launcherRoom} />
      <aside aria-label={m.title} className={styles.launcherArea}>
        <NativeButton
          className={styles.launcher}
          aria-label={m.open}
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          onPress={() => setOpen(true)}
        >
          <ChatIcon className={styles.launcherIcon} />
          <span className={styles.launcherText}>{m.launcher}</span>
        </NativeButton>
        {isOpen ? (
          <LazyBoundary>
            <WebChatPanel
              setting={chat}
              choices={choices}
              onChoose={(label) => setChoices((previous) => [...previous, label])}
              onClose={() => setOpen(false)}
            />
          </LazyBoundary>
        ) : null}
      </aside>
    </>
  );
}
