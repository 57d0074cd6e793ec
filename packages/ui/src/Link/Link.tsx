import type { ComponentProps, ReactNode } from 'react';
import {
  Link as AriaLink,
  RouterProvider,
  VisuallyHidden,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components';
import * as styles from './Link.css';

export type LinkVariant = 'inline' | 'standalone';
export const linkVariants = ['inline', 'standalone'] as const satisfies readonly LinkVariant[];

/** True for an absolute `http(s)://` or protocol-relative `//` address. */
export function isExternalHref(href: string | undefined): boolean {
  return href !== undefined && /^(https?:)?\/\//i.test(href.trim());
}

export interface LinkProps extends Omit<
  AriaLinkProps,
  'className' | 'style' | 'children' | 'target' | 'rel' | 'href'
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
 * A link on react-aria-components. Internal paths go through the router given to `LinkProvider`
 * (react-aria's `RouterProvider`), so the kit works with any router; without one they are plain
 * links. External links open in a new tab with `rel="noopener noreferrer"`, show an arrow icon and
 * tell screen readers they open in a new tab.
 */
export function Link({
  href,
  variant = 'inline',
  isExternal,
  externalLabel = 'opens in a new tab',
  className,
  children,
  ...props
}: LinkProps) {
  const external = isExternal ?? isExternalHref(href);
  return (
    <AriaLink
      {...props}
      href={href}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      data-variant={variant}
      data-external={external || undefined}
      className={[styles.link({ variant }), className].filter(Boolean).join(' ')}
    >
      {children}
      {/* A real space before the icon keeps the name and the note apart for every tool. */}
      {external ? (
        <>
          {' '}
          <svg
            className={styles.externalIcon}
            viewBox="0 0 16 16"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M9 2.5h4.5V7M13.5 2.5 7 9M11.5 9.5v3a1 1 0 0 1-1 1h-7a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1h3" />
          </svg>
          <VisuallyHidden elementType="span">{`(${externalLabel})`}</VisuallyHidden>
        </>
      ) : null}
    </AriaLink>
  );
}

export type LinkProviderProps = ComponentProps<typeof RouterProvider>;

/**
 * Connects every kit `Link` (and every react-aria link: menu items, tabs…) below it to the app's
 * router: `navigate(path)` is called for same-origin links instead of a full page load, and
 * `useHref` turns router paths into real `href`s (e.g. to add a base path). It is react-aria's
 * `RouterProvider`, so either can be used. With React Router:
 * `<LinkProvider navigate={useNavigate()} useHref={useHref}>`.
 */
export function LinkProvider({ navigate, useHref, children }: LinkProviderProps) {
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}
