import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentProps,
  type MouseEvent,
  type Ref,
} from 'react';
import type { RouterProvider } from 'react-aria-components';
import { useNativeStates } from '../internal/nativeStates';

/** A link is pressed with Enter (Space scrolls the page). */
const LINK_PRESS_KEYS = ['Enter'] as const;

type RouterProviderProps = ComponentProps<typeof RouterProvider>;
type Navigate = RouterProviderProps['navigate'];
/** The router options a link passes to `navigate` (react-aria's `RouterConfig`, if augmented). */
export type LinkRouterOptions = Parameters<Navigate>[1];

interface LinkRouter {
  navigate: Navigate | null;
  useHref: (href: string) => string;
}

const identity = (href: string) => href;

/** The app's router for the kit's links, set by `LinkProvider`; without one, links are plain. */
export const LinkRouterContext = createContext<LinkRouter>({ navigate: null, useHref: identity });

/**
 * True when a click on `link` should be left to the app's router: the primary button without a
 * modifier key (those open a new tab or window, or download), no other browsing context, no
 * download, and an address on this origin. Anything else is left to the browser.
 */
export function isRouterClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const link = event.currentTarget;
  const target = link.getAttribute('target');
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.altKey &&
    !event.shiftKey &&
    (!target || target === '_self') &&
    !link.hasAttribute('download') &&
    link.origin === link.ownerDocument.defaultView?.location.origin
  );
}

export interface NativeLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  /** Not followed, not focusable, `aria-disabled`. */
  isDisabled?: boolean;
  /** Passed to the router's `navigate` with the path. */
  routerOptions?: LinkRouterOptions;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A native `<a href>` — a link for every browser and assistive technology by construction — that
 * hands same-origin plain clicks to the router of `LinkProvider` (everything else is the
 * browser's: modifier and middle clicks, other targets, downloads, other origins) and carries the
 * kit's state attributes for styling: `data-hovered` (a mouse over it, not a touch),
 * `data-pressed`, `data-focus-visible` (keyboard focus), `data-current`, `data-disabled`.
 */
export function NativeLink({
  href,
  isDisabled = false,
  routerOptions,
  onClick,
  onKeyDown,
  onKeyUp,
  onFocus,
  onBlur,
  onPointerEnter,
  onPointerLeave,
  onPointerDown,
  onPointerUp,
  onPointerCancel,
  ref,
  children,
  ...props
}: NativeLinkProps) {
  const router = useContext(LinkRouterContext);
  const routedHref = router.useHref(href);
  const { hovered, pressed, focusVisible, handlers } = useNativeStates<HTMLAnchorElement>(
    {
      onKeyDown,
      onKeyUp,
      onFocus,
      onBlur,
      onPointerEnter,
      onPointerLeave,
      onPointerDown,
      onPointerUp,
      onPointerCancel,
    },
    LINK_PRESS_KEYS,
  );

  const states = {
    'data-current': props['aria-current'] ? true : undefined,
  };

  if (isDisabled) {
    // As react-aria's Link: a link role, no address, out of the tab order.
    return (
      <span
        {...(props as ComponentProps<'span'>)}
        role="link"
        aria-disabled="true"
        data-disabled="true"
        {...states}
      >
        {children}
      </span>
    );
  }

  return (
    <a
      {...props}
      ref={ref}
      href={routedHref}
      data-hovered={hovered || undefined}
      data-pressed={pressed || undefined}
      data-focus-visible={focusVisible || undefined}
      {...states}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (event.defaultPrevented || !router.navigate || !isRouterClick(event)) return;
        event.preventDefault();
        router.navigate(href, routerOptions);
      }}
      {...handlers}
    >
      {children}
    </a>
  );
}
