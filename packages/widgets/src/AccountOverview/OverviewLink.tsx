import { Link, NativeButton } from '@coop-portal/ui';
import type { accountOverview } from '@coop-portal/validation';
import type { MouseEvent, ReactNode } from 'react';
import * as styles from './AccountOverview.css';

/** Follows a portal link with navigation state (the page it leads to reads it). */
export type NavigateWithState = (href: string, state: Record<string, unknown>) => void;

/** A plain left click without a modifier key (the others open a new tab or window). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.altKey && !event.shiftKey;
}

export interface StateLinkProps {
  href: string;
  /** Navigation state passed through `onNavigate` on a plain click. */
  state?: Record<string, unknown>;
  onNavigate?: NavigateWithState;
  isExternal?: boolean;
  variant?: 'inline' | 'standalone';
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * A link that carries navigation state: a plain click goes through `onNavigate(href, state)` (the
 * host's router); without it, and for a modifier or middle click, it is an ordinary link.
 */
export function StateLink({ href, state, onNavigate, ...props }: StateLinkProps) {
  return (
    <Link
      href={href}
      {...props}
      onClick={(event) => {
        if (!state || !onNavigate || !isPlainClick(event)) return;
        event.preventDefault();
        onNavigate(href, state);
      }}
    />
  );
}

export interface OverviewLinkItemProps {
  link: accountOverview.QuickLink;
  onNavigate?: NavigateWithState;
  /** The capital credit PDF link was pressed. */
  onOpenCapitalCredit: (link: accountOverview.CapitalCreditPdfLink) => void;
  className?: string;
}

/** A quick link or payment program: a link, or the capital credit statement's dialog button. */
export function OverviewLinkItem({
  link,
  onNavigate,
  onOpenCapitalCredit,
  className,
}: OverviewLinkItemProps) {
  return (
    <li className={className} data-link={link.id}>
      {link.kind === 'capitalCreditPdf' ? (
        <NativeButton
          className={styles.linkButton}
          aria-haspopup="dialog"
          onPress={() => onOpenCapitalCredit(link)}
        >
          {link.label}
        </NativeButton>
      ) : (
        <StateLink
          href={link.href}
          isExternal={link.external}
          variant="standalone"
          onNavigate={onNavigate}
          {...(link.state ? { state: link.state } : {})}
        >
          {link.label}
        </StateLink>
      )}
    </li>
  );
}
