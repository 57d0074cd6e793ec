import type { ReactNode } from 'react';
import { Link as RouterLink } from '../routing/hooks';
import { ExternalLinkIcon, useCatalogue } from '@coop-portal/ui';
import { frameMessages, frameTranslations } from './messages';
import * as styles from './frame.css';

export interface FrameLinkProps {
  /** A path of the portal (through the router) or an absolute URL. */
  href: string;
  /** Opens in a new tab with `rel="noopener noreferrer"`, shows an icon and says so. */
  external?: boolean;
  /** Marks the link of the page being shown. */
  current?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A link of the frame (logo, menus, footer): a native anchor, accessible by construction. A path
 * of the portal is React Router's `Link` (a plain left click navigates in the page; modifier and
 * middle clicks are the browser's); an absolute URL on another origin is left to the browser;
 * an external one opens a new tab and tells screen readers so.
 */
export function FrameLink({ href, external, current, className, children }: FrameLinkProps) {
  const m = useCatalogue(frameMessages, frameTranslations);
  const ariaCurrent = current ? ('page' as const) : undefined;
  if (external) {
    return (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-current={ariaCurrent}
        className={className}
      >
        {children} <ExternalLinkIcon className={styles.externalIcon} />
        <span className={styles.visuallyHidden}>{m.menu.newTab}</span>
      </a>
    );
  }
  return (
    <RouterLink to={href} aria-current={ariaCurrent} className={className}>
      {children}
    </RouterLink>
  );
}
