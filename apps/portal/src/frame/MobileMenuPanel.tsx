import { Dialog, Disclosure, useCatalogue } from '@coop-portal/ui';
import type { navigation } from '@coop-portal/validation';
import { FrameLink } from './FrameLink';
import { LanguageSwitch } from './LanguageSwitch';
import { frameMessages, frameTranslations } from './messages';
import * as styles from './mobileMenu.css';

type MenuEntry = navigation.MenuEntry;

function EntryList({
  entries,
  level,
  currentId,
}: {
  entries: readonly MenuEntry[];
  level: 3 | 4 | 5 | 6;
  currentId: string | undefined;
}) {
  return (
    <ul className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.id}>
          {entry.kind === 'link' ? (
            <FrameLink
              href={entry.href}
              external={entry.external}
              current={entry.id === currentId}
              className={styles.link}
            >
              {entry.label}
            </FrameLink>
          ) : (
            <Disclosure title={entry.label} headingLevel={level} className={styles.group}>
              <EntryList
                entries={entry.items}
                level={Math.min(level + 1, 6) as 4 | 5 | 6}
                currentId={currentId}
              />
            </Disclosure>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The mobile menu panel: a full-screen dialog (focus moves in, stays in, and returns to the Menu
 * button) listing the main menu's entries, groups as expandable sections, and the language switch.
 * The Menu button closes it on every navigation (a link chosen here included).
 */
export function MobileMenuPanel({
  entries,
  currentId,
  onClose,
}: {
  entries: readonly MenuEntry[];
  currentId: string | undefined;
  onClose: () => void;
}) {
  const m = useCatalogue(frameMessages, frameTranslations);
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={m.menu.mobileTitle}
      closeLabel={m.menu.closeMobile}
      closeOnOutsideClick
    >
      <nav aria-label={m.menu.label}>
        <EntryList entries={entries} level={3} currentId={currentId} />
      </nav>
      <LanguageSwitch className={styles.languageSwitch} />
    </Dialog>
  );
}
