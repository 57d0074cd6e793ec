import type { CSSProperties, ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { cx } from '../classNames';
import { CloseButton } from '../Dialog/CloseButton';
import * as styles from './Alert.css';
import { defaultToneLabels, ToneIcon, tones, type Tone } from './ToneIcon';
import { useAnnounceReady } from './useAnnounceReady';

export type AlertTone = Tone;
export const alertTones = tones;

export interface AlertProps {
  /** info (default), success, warning or error: an icon of its own shape and colours. */
  tone?: AlertTone;
  /** A short bold title above the message. */
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /** Shows a close button that calls this; the owner stops rendering the alert. */
  onDismiss?: () => void;
  /** The close button's accessible name (default 'Dismiss'). */
  dismissLabel?: string;
  /** The tone's name read before the message (default 'Error', 'Warning', 'Success', 'Information'). */
  toneLabel?: string;
  /** Added after the kit's own class on the outer element. */
  className?: string;
  /** The outer element's inline style. */
  style?: CSSProperties;
}

/**
 * A message in one of four tones, each with its own icon and a spoken tone name, so it never rests
 * on colour alone. Announced when it appears: errors as `role="alert"` (assertive), the others as
 * `role="status"` (polite). Dismissible when `onDismiss` is given.
 */
export function Alert({
  tone = 'info',
  title,
  children,
  onDismiss,
  dismissLabel = 'Dismiss',
  toneLabel = defaultToneLabels[tone],
  className,
  style,
}: AlertProps) {
  const ready = useAnnounceReady();
  return (
    <div data-tone={tone} className={cx(styles.alert({ tone }), className)} style={style}>
      <div role={tone === 'error' ? 'alert' : 'status'} className={styles.message}>
        <ToneIcon tone={tone} className={styles.icon} />
        <div className={styles.content} data-entering={ready ? undefined : true}>
          <VisuallyHidden>{`${toneLabel}: `}</VisuallyHidden>
          {title ? <div className={styles.title}>{title}</div> : null}
          {children}
        </div>
      </div>
      {onDismiss ? <CloseButton label={dismissLabel} onPress={onDismiss} /> : null}
    </div>
  );
}
