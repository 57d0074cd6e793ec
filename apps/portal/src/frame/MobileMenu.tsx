import { MenuIcon, NativeButton, useCatalogue } from '@coop-portal/ui';
import type { navigation } from '@coop-portal/validation';
import { lazy, useState } from 'react';
import { useLocation } from '../routing/hooks';
import { frameMessages, frameTranslations } from './messages';
import * as styles from './header.css';
import { LazyBoundary } from './LazyBoundary';

const loadPanel = () => import('./MobileMenuPanel');
const MobileMenuPanel = lazy(() =>
  loadPanel().then((module) => ({ default: module.MobileMenuPanel })),
);

/**
 * The Menu button under 600px (doc 1 §2.2: a mobile menu): it opens a panel with the same
 * entries as the main menu. The panel's code loads on first intent (hover, focus or press); the
 * panel closes on every navigation.
 */
export function MobileMenu({
  entries,
  currentId,
}: {
  entries: readonly navigation.MenuEntry[];
  currentId?: string;
}) {
  const m = useCatalogue(frameMessages, frameTranslations);
  const location = useLocation();
  // Open for one location only: any navigation (a new location key) closes the panel.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const isOpen = openAt === location.key;
  if (entries.length === 0) return null;
  return (
    <>
      <NativeButton
        className={styles.mobileButton}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onPress={() => setOpenAt(location.key)}
      >
        <MenuIcon className={styles.menuIcon} />
        {m.menu.mobileButton}
      </NativeButton>
      {isOpen ? (
        <LazyBoundary>
          <MobileMenuPanel
            entries={entries}
            currentId={currentId}
            onClose={() => setOpenAt(null)}
          />
        </LazyBoundary>
      ) : null}
    </>
  );
}
