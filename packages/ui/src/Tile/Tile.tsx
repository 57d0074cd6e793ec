import { useId, type CSSProperties, type ReactNode } from 'react';
import { cx } from '../classNames';
import type { ButtonVariant } from '../Button/Button';
import { NativeButton } from '../Button/NativeButton';
import { ExternalLinkIcon } from '../icons';
import { button as buttonStyles } from '../Button/Button.css';
import { visuallyHidden } from '../Link/Link.css';
import { NativeLink } from '../Link/NativeLink';
import { useKitCatalogue } from '../locale';
import { tileMessages, type TileMessages } from './messages';
import * as styles from './Tile.css';

interface TileActionBase {
  /** The action's visible label, e.g. 'Pay now'. */
  label: ReactNode;
  /** A fuller name when the label alone is ambiguous among several tiles. */
  'aria-label'?: string;
  /** The button style of the action (default primary). */
  variant?: ButtonVariant;
  isDisabled?: boolean;
}

/** The tile's one action: a button (`onPress`)… */
export interface TileButtonAction extends TileActionBase {
  onPress: () => void;
  /** Shows a spinner and ignores presses (see Button's `isPending`). */
  isPending?: boolean;
  loadingLabel?: string;
  href?: never;
}

/** …or a link (`href`); an external one opens in a new tab and says so. */
export interface TileLinkAction extends TileActionBase {
  href: string;
  /** Another site: opens in a new tab with `rel="noopener noreferrer"`. */
  isExternal?: boolean;
  onPress?: never;
}

export type TileAction = TileButtonAction | TileLinkAction;

export interface TileProps {
  title: ReactNode;
  /** A decorative icon (hidden from screen readers). */
  icon?: ReactNode;
  /** The tile's text; plain content, no links or buttons (the action is the tile's only control). */
  children?: ReactNode;
  /** The title's heading level (default 3). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  action: TileAction;
  /**
   * A press anywhere on the tile runs the action (default true). The action stays the only
   * interactive element: its hit area is stretched over the tile.
   */
  isWholeTileClickable?: boolean;
  messages?: Partial<TileMessages>;
  /** Added after the kit's own class on the outer element. */
  className?: string;
  /** The outer element's inline style. */
  style?: CSSProperties;
}

/**
 * A feature tile: icon, title, text and one action, a button or a link (e.g. the Quick Pay tile).
 * The whole tile is a target for the pointer, but there is one control for keyboard and screen
 * readers — the action, described by the tile's text — so the tile is never an interactive
 * element inside another.
 */
export function Tile({
  title,
  icon,
  children,
  headingLevel = 3,
  action,
  isWholeTileClickable = true,
  messages: overrides,
  className,
  style,
}: TileProps) {
  const messages = { ...useKitCatalogue('tile', tileMessages), ...overrides };
  const textId = useId();
  const Heading = `h${headingLevel}` as const;
  const variant = action.variant ?? 'primary';
  const shared = {
    'aria-label': action['aria-label'],
    'aria-describedby': children ? textId : undefined,
    isDisabled: action.isDisabled,
  };
  return (
    <div
      className={cx(styles.tile, className)}
      style={style}
      data-stretched={isWholeTileClickable || undefined}
    >
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {children ? (
        <p id={textId} className={styles.text}>
          {children}
        </p>
      ) : null}
      <div className={styles.actionRow}>
        {action.href !== undefined ? (
          <NativeLink
            {...shared}
            href={action.href}
            target={action.isExternal ? '_blank' : undefined}
            rel={action.isExternal ? 'noopener noreferrer' : undefined}
            data-variant={variant}
            className={cx(buttonStyles({ variant }), styles.action)}
          >
            {action.label}
            {action.isExternal ? (
              <>
                <ExternalLinkIcon className={styles.externalIcon} strokeWidth={1.6} />{' '}
                <span className={visuallyHidden}>{messages.newTab}</span>
              </>
            ) : null}
          </NativeLink>
        ) : (
          <NativeButton
            {...shared}
            variant={variant}
            onPress={action.onPress}
            isPending={action.isPending}
            loadingLabel={action.loadingLabel}
            className={styles.action}
          >
            {action.label}
          </NativeButton>
        )}
      </div>
    </div>
  );
}
