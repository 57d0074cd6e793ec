import { useMemo, type ComponentProps, type ReactNode } from 'react';
import type { RouterProvider } from 'react-aria-components';
import { cx } from '../classNames';
import { ExternalLinkIcon } from '../icons';
import { useKitCatalogue } from '../locale';
import * as styles from './Link.css';
import { linkMessages } from './messages';
import { LinkRouterContext, NativeLink, type NativeLinkProps } from './NativeLink';

export type LinkVariant = 'inline' | 'standalone';
export const linkVariants = ['inline', 'standalone'] as const satisfies readonly LinkVariant[];

/**
 * Whether a link opens in a new tab when `isExternal` is not given: an absolute `http(s)://` or
 * protocol-relative `//` address (another site). `mailto:`, `tel:` and app paths open in place.
 * Whether a link leaves the portal (for routing and menus) is `@coop-portal/validation`'s
 * `navigation.isExternalLink`; this is only the link's own default.
 */
export function opensInNewTabByDefault(href: string): boolean {
  return /^(https?:)?\/\//i.test(href.trim());
}

export interface LinkProps extends Omit<
  NativeLinkProps,
  'className' | 'children' | 'target' | 'rel' | 'href' | 'ref'
> {
  /** Where the link goes: an app path (`/accountoverview`) or an absolute URL. */
  href: string;
  /** `inline` (default) inside running text; `standalone` on its own, bold, with a 24 px target. */
  variant?: LinkVariant;
  /**
   * Open in a new tab with `rel="noopener noreferrer"` and say so. Defaults to true for an absolute
   * `http(s)` address and false for anything else; set it to override.
   */
  isExternal?: boolean;
  /** What an external link tells screen readers (default 'opens in a new tab'). */
  externalLabel?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A native `<a href>`: a link for every browser and assistive technology by construction (Enter
 * follows it, the context menu and middle click open it elsewhere, screen readers list it), with
 * none of react-aria's press handling to download on every page. Internal paths go through the
 * router given to `LinkProvider`, so the kit works with any router: a plain left click (or Enter)
 * on a same-origin address calls its `navigate`; modifier and middle clicks, downloads and other
 * origins are left to the browser. Without a `LinkProvider` they are plain links. External links
 * open in a new tab with `rel="noopener noreferrer"`, show an arrow icon and tell screen readers
 * they open in a new tab.
 */
export function Link({
  href,
  variant = 'inline',
  isExternal,
  externalLabel,
  className,
  children,
  ...props
}: LinkProps) {
  const messages = useKitCatalogue('link', linkMessages);
  const external = isExternal ?? opensInNewTabByDefault(href);
  return (
    <NativeLink
      {...props}
      href={href}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      data-variant={variant}
      data-external={external || undefined}
      className={cx(styles.link({ variant }), className)}
    >
      {children}
      {/* A real space before the icon keeps the name and the note apart for every tool. */}
      {external ? (
        <>
          {' '}
          <ExternalLinkIcon className={styles.externalIcon} />
          <span className={styles.visuallyHidden}>{`(${externalLabel ?? messages.newTab})`}</span>
        </>
      ) : null}
    </NativeLink>
  );
}

export type LinkProviderProps = ComponentProps<typeof RouterProvider>;

/**
 * Connects every kit `Link` (and every react-aria link: menu items, tabs…) below it to the app's
 * router: `navigate(path, routerOptions)` is called for a plain click on a same-origin link instead
 * of a full page load, and `useHref` turns router paths into real `href`s (e.g. to add a base
 * path). The kit's `Menu` items with an `href` navigate the same way. (react-aria components of
 * your own that render links need react-aria's `RouterProvider` around them; it is not set here,
 * so that pages without such links do not download react-aria's link handling.) With React Router:
 * `<LinkProvider navigate={useNavigate()} useHref={useHref}>`.
 */
export function LinkProvider({ navigate, useHref, children }: LinkProviderProps) {
  const router = useMemo(
    () => ({ navigate, useHref: useHref ?? ((href: string) => href) }),
    [navigate, useHref],
  );
  return <LinkRouterContext.Provider value={router}>{children}</LinkRouterContext.Provider>;
}
