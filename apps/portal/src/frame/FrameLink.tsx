import type { ReactNode } from 'react';
import { Link as AriaLink, VisuallyHidden, type PressEvent } from 'react-aria-components';
import { ExternalIcon } from './icons';
import { frameMessages } from './messages';
import * as styles from './frame.css';

export interface FrameLinkProps {
  /** A path of the portal (through the router) or an absolute URL. */
  href: string;
  /** Opens in a new tab with `rel="noopener noreferrer"`, shows an icon and says so. */
  external?: boolean;
  /** Marks the link of the page being shown. */
  current?: boolean;
  className?: string;
  onPress?: (event: PressEvent) => void;
  children: ReactNode;
}

/**
 * A link of the frame (logo, menus, footer), on react-aria's Link: internal paths go through the
 * router (RootLayout's LinkProvider), external ones open a new tab and tell screen readers so.
 */
export function FrameLink({
  href,
  external,
  current,
  className,
  onPress,
  children,
}: FrameLinkProps) {
  return (
    <AriaLink
      href={href}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      aria-current={current ? 'page' : undefined}
      className={className}
      onPress={onPress}
    >
      {children}
      {external ? (
        <>
          {' '}
          <ExternalIcon className={styles.externalIcon} />
          <VisuallyHidden elementType="span">{frameMessages.menu.newTab}</VisuallyHidden>
        </>
      ) : null}
    </AriaLink>
  );
}
