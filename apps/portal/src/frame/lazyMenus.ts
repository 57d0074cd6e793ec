import { useState, useSyncExternalStore, type KeyboardEvent, type PointerEvent } from 'react';
import type * as Menus from './menus';

type MenusModule = typeof Menus;

let loaded: MenusModule | null = null;
let loading: Promise<MenusModule | null> | null = null;
const listeners = new Set<() => void>();

/**
 * Loads the drop-down menus (react-aria menus and popovers) once, on the first sign of intent:
 * the pointer or the focus entering the header, or a press on a menu button. Until then the
 * menu buttons are light placeholders that look and are named the same.
 */
export function loadMenus(): Promise<MenusModule | null> {
  loading ??= import('./menus').then(
    (module) => {
      loaded = module;
      listeners.forEach((listener) => listener());
      return module;
    },
    (error: unknown) => {
      // Offline or a new deployment: the next sign of intent tries again.
      console.error(error);
      loading = null;
      return null;
    },
  );
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const snapshot = () => loaded;

/** The menus module once loaded, else null. */
export function useMenus(): MenusModule | null {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** How the placeholder was asked to open before the menus were there. */
export type PendingOpen = 'pointer' | 'keyboard' | null;

/**
 * A menu button that starts as a placeholder: focusing, hovering or pressing it loads the menus;
 * the real trigger then takes the placeholder's place, keeping focus, and opens at once if the
 * placeholder was pressed (from the keyboard: on its first item, as a real trigger does).
 */
export function useLazyMenuTrigger() {
  const menus = useMenus();
  const [focused, setFocused] = useState(false);
  const [pendingOpen, setPendingOpen] = useState<PendingOpen>(null);
  const open = (how: Exclude<PendingOpen, null>) => {
    setPendingOpen(how);
    void loadMenus();
  };
  return {
    menus,
    /** For the real trigger: take the focus the placeholder had; open as the placeholder was asked. */
    triggerProps: { takeFocus: focused, pendingOpen },
    /** For the placeholder (a native button: no react-aria code before the menus load). */
    placeholderProps: {
      'aria-haspopup': 'menu' as const,
      'aria-expanded': false,
      onFocus: () => {
        setFocused(true);
        void loadMenus();
      },
      onBlur: () => setFocused(false),
      onPointerEnter: () => void loadMenus(),
      // On press start, not press end: the real trigger may replace the placeholder mid-press.
      onPointerDown: (event: PointerEvent) => {
        if (event.button === 0) open('pointer');
      },
      // Enter and Space (a press from the keyboard) and the arrow keys open on the first item.
      onKeyDown: (event: KeyboardEvent) => {
        if (['Enter', ' ', 'ArrowDown', 'ArrowUp'].includes(event.key)) {
          event.preventDefault();
          open('keyboard');
        }
      },
    },
  };
}
