import {
  ChevronDownIcon,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  SubmenuTrigger,
  useCatalogue,
} from '@coop-portal/ui';
import type { navigation } from '@coop-portal/validation';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import type { PendingOpen } from './lazyMenus';
import { frameMessages, frameTranslations, type FrameMessages } from './messages';
import * as styles from './header.css';

// The drop-down menus of the header, loaded on first intent (lazyMenus.ts): react-aria menus
// (arrow keys move, Enter and Space choose, Escape closes, focus returns to the button).

type MenuEntry = navigation.MenuEntry;

/** What the real trigger takes over from its placeholder. */
export interface LazyTriggerProps {
  /** The placeholder had the focus: the real button takes it when it mounts. */
  takeFocus?: boolean;
  /** The placeholder was pressed before the menus were there: open as it was asked. */
  pendingOpen?: PendingOpen;
}

/**
 * Takes over from the placeholder when the real trigger mounts: the focus, and an open asked for
 * meanwhile. A pointer press opens the menu (defaultOpen); a key press focuses the button and
 * sends it ArrowDown, so the menu opens on its first item, as a real trigger does.
 */
function useTakeOver({ takeFocus, pendingOpen }: LazyTriggerProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const initial = useRef({ takeFocus, pendingOpen });
  useEffect(() => {
    const { takeFocus: focus, pendingOpen: open } = initial.current;
    const button = ref.current;
    if (!button) return;
    // A menu opened by the pointer takes the focus itself (and gives it back on close).
    if ((focus && open !== 'pointer') || open === 'keyboard') button.focus();
    if (open === 'keyboard') {
      button.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    }
  }, []);
  return { ref, defaultOpen: pendingOpen === 'pointer' };
}

/** The items of a drop-down: links, and nested groups as sub-menus. */
function menuItems(entries: readonly MenuEntry[], m: FrameMessages): ReactNode[] {
  return entries.map((entry) =>
    entry.kind === 'link' ? (
      <MenuItem
        key={entry.id}
        id={entry.id}
        href={entry.href}
        target={entry.external ? '_blank' : undefined}
        rel={entry.external ? 'noopener noreferrer' : undefined}
        newTabLabel={m.menu.newTab}
      >
        {entry.label}
      </MenuItem>
    ) : (
      <SubmenuTrigger key={entry.id}>
        <MenuItem id={entry.id}>{entry.label}</MenuItem>
        <Menu aria-label={entry.label} placement="end top">
          {menuItems(entry.items, m)}
        </Menu>
      </SubmenuTrigger>
    ),
  );
}

/** A megaMenu group's panel: its links, then each sub-group as a titled section. */
function megaItems(entries: readonly MenuEntry[], m: FrameMessages): ReactNode[] {
  return entries.map((entry) =>
    entry.kind === 'group' ? (
      <MenuSection key={entry.id} title={entry.label}>
        {menuItems(entry.items, m)}
      </MenuSection>
    ) : (
      menuItems([entry], m)
    ),
  );
}

/** A top-level group of the main menu: a button and its drop-down (megaMenu: one wide panel). */
export function GroupMenu({
  group,
  ...takeOver
}: { group: navigation.MenuGroup } & LazyTriggerProps) {
  const m = useCatalogue(frameMessages, frameTranslations);
  const { ref, defaultOpen } = useTakeOver(takeOver);
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <AriaButton ref={ref} className={styles.barButton}>
        {group.label}
        <ChevronDownIcon className={styles.chevron} />
      </AriaButton>
      {/* The menu is named by its button (aria-labelledby). */}
      <Menu className={group.megaMenu ? styles.megaMenu : undefined}>
        {group.megaMenu ? megaItems(group.items, m) : menuItems(group.items, m)}
      </Menu>
    </MenuTrigger>
  );
}

/** The profile drop-down: the name button, My Profile and Sign Out. */
export function ProfileMenuTrigger({
  name,
  maxWidth,
  onSignOut,
  ...takeOver
}: { name: string; maxWidth: number; onSignOut: () => void } & LazyTriggerProps) {
  const m = useCatalogue(frameMessages, frameTranslations).header;
  const { ref, defaultOpen } = useTakeOver(takeOver);
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <AriaButton ref={ref} className={styles.profileButton} style={{ maxWidth }}>
        <span className={styles.profileName} title={name}>
          {name}
        </span>
        <ChevronDownIcon className={styles.chevron} />
      </AriaButton>
      {/* The menu is named by its button (the member's name). */}
      <Menu
        placement="bottom end"
        onAction={(key) => {
          if (key === 'sign-out') onSignOut();
        }}
      >
        <MenuItem id="my-profile" href="/my-profile">
          {m.myProfile}
        </MenuItem>
        <MenuItem id="sign-out">{m.signOut}</MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
