import { useContext, type CSSProperties, type ReactNode } from 'react';
import {
  Header,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  MenuTrigger as AriaMenuTrigger,
  Popover,
  RouterProvider,
  Separator,
  SubmenuTrigger as AriaSubmenuTrigger,
  VisuallyHidden,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuTriggerProps as AriaMenuTriggerProps,
  type Placement,
  type SubmenuTriggerProps as AriaSubmenuTriggerProps,
} from 'react-aria-components';
import { cx } from '../classNames';
import { ChevronRightIcon, TickIcon } from '../icons';
import { LinkRouterContext } from '../Link/NativeLink';
import { composeClassName } from '../internal/renderProps';
import { useKitCatalogue } from '../locale';
import * as styles from './Menu.css';
import { menuMessages } from './messages';

export type MenuTriggerProps = AriaMenuTriggerProps;

/**
 * Opens the `Menu` that follows its trigger button, by click, Enter, Space or the arrow keys, and
 * returns focus to the button when it closes: `<MenuTrigger><Button>…</Button><Menu>…</Menu></MenuTrigger>`.
 */
export function MenuTrigger(props: MenuTriggerProps) {
  return <AriaMenuTrigger {...props} />;
}

export interface MenuProps<T extends object> extends AriaMenuProps<T> {
  /** Where the menu opens from its trigger (default 'bottom start'); it flips when there is no room. */
  placement?: Placement;
}

/**
 * A menu of actions and links in a popover, on react-aria-components: arrow keys move, Enter and
 * Space choose, typing jumps to an item, Escape closes. Use it in a `MenuTrigger`, or as the
 * second child of a `SubmenuTrigger`. Rendered in a portal that follows react-aria's
 * `UNSAFE_PortalProvider`, so it also works inside an embed's shadow root. Items with an `href`
 * navigate through the router given to `LinkProvider`.
 */
export function Menu<T extends object>({
  placement = 'bottom start',
  className,
  ...props
}: MenuProps<T>) {
  // Read while the menu is closed (its items render only when it opens), so that opening it
  // never waits for a translation.
  useKitCatalogue('menu', menuMessages);
  const router = useContext(LinkRouterContext);
  const menu = (
    <Popover placement={placement} offset={4} className={styles.popover}>
      <AriaMenu {...props} className={composeClassName(className, styles.menu)} />
    </Popover>
  );
  // Items with an `href` go through the app's router given to `LinkProvider`, like the kit's
  // links: react-aria's router context is set here, where it is needed, so that pages without a
  // menu do not download react-aria's link handling.
  return router.navigate ? (
    <RouterProvider navigate={router.navigate} useHref={router.useHref}>
      {menu}
    </RouterProvider>
  ) : (
    menu
  );
}

export interface MenuItemProps<T extends object = object> extends Omit<
  AriaMenuItemProps<T>,
  'children'
> {
  children: ReactNode;
  /** Read after a link that opens in a new tab (default '(opens in a new tab)'). */
  newTabLabel?: string;
}

/**
 * An action (`onAction`, or the menu's `onAction` with the item's `id`) or a link (`href`; with
 * `target="_blank"` it says that it opens in a new tab). Shows a check when selected and a chevron
 * when it opens a submenu.
 */
export function MenuItem<T extends object = object>({
  children,
  newTabLabel,
  className,
  textValue,
  ...props
}: MenuItemProps<T>) {
  const messages = useKitCatalogue('menu', menuMessages);
  const opensNewTab = props.href !== undefined && props.target === '_blank';
  return (
    <AriaMenuItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeClassName(className, styles.item)}
    >
      {({ isSelected, selectionMode, hasSubmenu }) => (
        <>
          {selectionMode !== 'none' ? (
            <span className={styles.indicator}>
              {isSelected ? <TickIcon className={styles.indicator} /> : null}
            </span>
          ) : null}
          <span className={styles.label}>
            {children}
            {opensNewTab ? (
              <VisuallyHidden> {newTabLabel ?? messages.newTab}</VisuallyHidden>
            ) : null}
          </span>
          {hasSubmenu ? <ChevronRightIcon className={styles.indicator} /> : null}
        </>
      )}
    </AriaMenuItem>
  );
}

export interface MenuSectionProps {
  /** A visible heading for the group; without one, give `aria-label`. */
  title?: ReactNode;
  'aria-label'?: string;
  children: ReactNode;
  /** Added after the kit's own class (a section has no render props). */
  className?: string;
  style?: CSSProperties;
}

/** A group of items, named by its visible title. */
export function MenuSection({
  title,
  children,
  'aria-label': ariaLabel,
  className,
  style,
}: MenuSectionProps) {
  return (
    <AriaMenuSection aria-label={ariaLabel} className={cx(styles.section, className)} style={style}>
      {title ? <Header className={styles.header}>{title}</Header> : null}
      {children}
    </AriaMenuSection>
  );
}

/** A line between items or sections. */
export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}

export type SubmenuTriggerProps = AriaSubmenuTriggerProps;

/**
 * An item that opens a submenu (right arrow or Enter; left arrow or Escape closes it):
 * `<SubmenuTrigger><MenuItem>Account Services</MenuItem><Menu>…</Menu></SubmenuTrigger>`.
 */
export function SubmenuTrigger(props: SubmenuTriggerProps) {
  return <AriaSubmenuTrigger {...props} />;
}
