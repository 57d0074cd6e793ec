import { ChevronDownIcon, NativeButton, useCatalogue } from '@coop-portal/ui';
import type { navigation } from '@coop-portal/validation';
import { FrameLink } from './FrameLink';
import { useLazyMenuTrigger } from './lazyMenus';
import { frameMessages, frameTranslations } from './messages';
import * as styles from './header.css';

type MenuEntry = navigation.MenuEntry;

/** A top-level group: its drop-down once the menus are loaded, a placeholder button until then. */
function Group({ group }: { group: navigation.MenuGroup }) {
  const { menus, triggerProps, placeholderProps } = useLazyMenuTrigger();
  if (menus) return <menus.GroupMenu group={group} {...triggerProps} />;
  return (
    <NativeButton className={styles.barButton} {...placeholderProps}>
      {group.label}
      <ChevronDownIcon className={styles.chevron} />
    </NativeButton>
  );
}

/**
 * The main menu on screens 600px wide and more (doc 1 §2.2): a navigation landmark with the
 * top-level links and a drop-down per group (react-aria menus: arrow keys, Enter, Escape; nested
 * groups as sub-menus; a megaMenu group as one wide panel). Under 600px it is hidden and the Menu
 * button opens the same entries (MobileMenu).
 */
export function MainMenu({
  entries,
  currentId,
}: {
  entries: readonly MenuEntry[];
  /** The link of the page being shown (marked aria-current="page"). */
  currentId?: string;
}) {
  const m = useCatalogue(frameMessages, frameTranslations);
  if (entries.length === 0) return null;
  return (
    <nav aria-label={m.menu.label} className={styles.nav}>
      <ul className={styles.bar}>
        {entries.map((entry) => (
          <li key={entry.id} className={styles.barItem}>
            {entry.kind === 'link' ? (
              <FrameLink
                href={entry.href}
                external={entry.external}
                current={entry.id === currentId}
                className={styles.barLink}
              >
                {entry.label}
              </FrameLink>
            ) : (
              <Group group={entry} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
