import {
  createContext,
  useContext,
  useEffect,
  useState,
  type AnchorHTMLAttributes,
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type Ref,
} from 'react';
import type { RouterProvider } from 'react-aria-components';

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

/*
 * How the member last interacted, for `data-focus-visible`: the focus ring shows after keyboard
 * use (and for focus moved by script or a screen reader), not after a pointer press. One pair of
 * capturing listeners per document, added by the first link that mounts.
 */
let lastInput: 'keyboard' | 'pointer' | null = null;
const tracked = new WeakSet<Document>();

function trackInput(doc: Document) {
  if (tracked.has(doc)) return;
  tracked.add(doc);
  doc.addEventListener(
    'keydown',
    (event) => {
      if (!event.metaKey && !event.ctrlKey && !event.altKey) lastInput = 'keyboard';
    },
    true,
  );
  doc.addEventListener('pointerdown', () => (lastInput = 'pointer'), true);
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
  const [hovered, setHovered] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [focusVisible, setFocusVisible] = useState(false);

  useEffect(() => {
    trackInput(document);
  }, []);

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
      onKeyDown={(event: KeyboardEvent<HTMLAnchorElement>) => {
        onKeyDown?.(event);
        if (!event.metaKey && !event.ctrlKey && !event.altKey) setFocusVisible(true);
        if (event.key === 'Enter' && !event.repeat) setPressed(true);
      }}
      onKeyUp={(event: KeyboardEvent<HTMLAnchorElement>) => {
        onKeyUp?.(event);
        if (event.key === 'Enter') setPressed(false);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        setFocusVisible(lastInput !== 'pointer');
      }}
      onBlur={(event: FocusEvent<HTMLAnchorElement>) => {
        onBlur?.(event);
        setFocusVisible(false);
        setPressed(false);
      }}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        onPointerEnter?.(event);
        if (event.pointerType !== 'touch') setHovered(true);
      }}
      onPointerLeave={(event: PointerEvent<HTMLAnchorElement>) => {
        onPointerLeave?.(event);
        setHovered(false);
        setPressed(false);
      }}
      onPointerDown={(event: PointerEvent<HTMLAnchorElement>) => {
        onPointerDown?.(event);
        if (event.button === 0) setPressed(true);
      }}
      onPointerUp={(event: PointerEvent<HTMLAnchorElement>) => {
        onPointerUp?.(event);
        setPressed(false);
      }}
      onPointerCancel={(event: PointerEvent<HTMLAnchorElement>) => {
        onPointerCancel?.(event);
        setPressed(false);
      }}
    >
      {children}
    </a>
  );
}
