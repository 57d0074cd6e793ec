import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../classNames';
import { alertMessages } from '../Alert/messages';
import { ToneIcon, tones, type Tone } from '../Alert/ToneIcon';
import { NativeButton } from '../Button/NativeButton';
import { closeButton, icon as closeIcon } from '../Dialog/CloseButton.css';
import { CloseIcon } from '../icons';
import { visuallyHidden } from '../Link/Link.css';
import { useKitCatalogue } from '../locale';
import * as styles from './Banner.css';
import { bannerMessages } from './messages';

export type BannerTone = Tone;
export const bannerTones = tones;

export interface BannerProps {
  /** The announcement. */
  children: ReactNode;
  /** A bold lead-in before the text, e.g. 'Emergency:'. */
  title?: ReactNode;
  /** info (default), success, warning or error: its own icon shape and colours. */
  tone?: BannerTone;
  /** Shows a close button that calls this. The banner stores nothing: the app remembers it closed. */
  onClose?: () => void;
  /** The close button's accessible name (default 'Close announcement'). */
  closeLabel?: string;
  /** The name of the banner's region landmark (default 'Announcement'). */
  label?: string;
  /** The tone's name read before the text (default 'Information', 'Warning'…). */
  toneLabel?: string;
  /** Added after the kit's own class on the outer element. */
  className?: string;
  /** The outer element's inline style. */
  style?: CSSProperties;
}

/**
 * A full-width announcement strip, e.g. an emergency announcement at the top of every page: a
 * named region with a tone icon, the text, and an optional close button. It keeps no state: the
 * app decides whether to render it and remembers that the member closed it.
 */
export function Banner({
  children,
  title,
  tone = 'info',
  onClose,
  closeLabel,
  label,
  toneLabel,
  className,
  style,
}: BannerProps) {
  const messages = useKitCatalogue('banner', bannerMessages);
  const alert = useKitCatalogue('alert', alertMessages);
  return (
    <section
      aria-label={label ?? messages.label}
      data-tone={tone}
      className={cx(styles.banner({ tone }), className)}
      style={style}
    >
      <div className={styles.inner}>
        <ToneIcon tone={tone} className={styles.icon} />
        <div className={styles.content}>
          <span className={visuallyHidden}>{`${toneLabel ?? alert.toneLabels[tone]}: `}</span>
          {title ? <strong className={styles.title}>{title}</strong> : null}
          {children}
        </div>
        {onClose ? (
          // A native button (the banner shows on a page's first view, before any react-aria code).
          <NativeButton
            aria-label={closeLabel ?? messages.close}
            className={closeButton}
            onPress={onClose}
          >
            <CloseIcon className={closeIcon} />
          </NativeButton>
        ) : null}
      </div>
    </section>
  );
}
