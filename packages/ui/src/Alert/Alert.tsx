import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../classNames';
import { useKitCatalogue } from '../locale';
import * as styles from './Alert.css';
import { alertMessages } from './messages';
import { ToneIcon, tones, type Tone } from './ToneIcon';
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
  /** The tone's name read before the message (default 'Error', 'Warning', 'Success', 'Information'). */
  toneLabel?: string;
  /** Added after the kit's own class on the outer element. */
  className?: string;
  /** The outer element's inline style. */
  style?: CSSProperties;
}

export interface AlertFrameProps extends AlertProps {
  /** Placed after the message, inside the frame (DismissibleAlert's close button). */
  action?: ReactNode;
}

/**
 * A message in one of four tones, each with its own icon and a spoken tone name, so it never rests
 * on colour alone. Announced when it appears: errors as `role="alert"` (assertive), the others as
 * `role="status"` (polite). `DismissibleAlert` adds a close button; the plain alert carries no
 * button code, so a page that only shows messages does not load one.
 */
export function Alert(props: AlertProps) {
  return <AlertFrame {...props} />;
}

/** The alert with an optional element after its message; shared by Alert and DismissibleAlert. */
export function AlertFrame({
  tone = 'info',
  title,
  children,
  action,
  toneLabel,
  className,
  style,
}: AlertFrameProps) {
  const messages = useKitCatalogue('alert', alertMessages);
  const spokenTone = toneLabel ?? messages.toneLabels[tone];
  const ready = useAnnounceReady();
  return (
    <div data-tone={tone} className={cx(styles.alert({ tone }), className)} style={style}>
      <div role={tone === 'error' ? 'alert' : 'status'} className={styles.message}>
        <ToneIcon tone={tone} className={styles.icon} />
        <div className={styles.content} data-entering={ready ? undefined : true}>
          <span className={styles.visuallyHidden}>{`${spokenTone}: `}</span>
          {title ? <div className={styles.title}>{title}</div> : null}
          {children}
        </div>
      </div>
      {action}
    </div>
  );
}
