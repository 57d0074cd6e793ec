import { useId, useMemo, type CSSProperties, type ReactNode } from 'react';
import { cx } from '../classNames';
import { useKitCatalogue } from '../locale';
import { SpinnerFrame } from '../Spinner';
import { qrCodeMessages, type QrCodeMessages } from './messages';
import { qrMatrix, type QrCodeLevel } from './qrPath';
import * as styles from './QrCode.css';

export interface QrCodeProps {
  /** The text to encode, e.g. an `otpauth://` URI for an authenticator app. */
  value: string;
  /** What the code is, for screen readers: the SVG is `role="img"` with this name. */
  label: string;
  /** Width and height in CSS pixels (default 150). The code shrinks to fit a narrower container. */
  size?: number;
  /** Error correction: L 7%, M 15% (default), Q 25%, H 30% of the code may be damaged. */
  level?: QrCodeLevel;
  /** Light modules around the code, in modules (default 4, the QR standard's quiet zone). */
  quietZone?: number;
  /** A visible caption under the code. */
  caption?: ReactNode;
  /** While the value is on its way: a spinner in the code's place. */
  isLoading?: boolean;
  messages?: Partial<QrCodeMessages>;
  /** Added after the kit's own class on the outer element. */
  className?: string;
  /** The outer element's inline style. */
  style?: CSSProperties;
}

/**
 * A QR code drawn as an SVG from a string (with `uqr`), at a size and error-correction level. The
 * SVG is an image named by `label`; an optional caption is shown under it. In both themes it is
 * dark on a light plate, so phones can scan it. A value that is empty or too long for a QR code
 * shows a short message instead.
 */
export function QrCode({
  value,
  label,
  size = 150,
  level = 'M',
  quietZone = 4,
  caption,
  isLoading = false,
  messages: overrides,
  className,
  style,
}: QrCodeProps) {
  const messages = { ...useKitCatalogue('qrCode', qrCodeMessages), ...overrides };
  const captionId = useId();
  const matrix = useMemo(() => {
    if (!value) return null;
    try {
      return qrMatrix(value, level, Math.max(0, Math.round(quietZone)));
    } catch {
      return null;
    }
  }, [value, level, quietZone]);
  const box = { width: size, height: size };

  let code: ReactNode;
  if (isLoading) {
    code = (
      <div className={styles.placeholder} style={box}>
        <SpinnerFrame label={messages.loading} />
      </div>
    );
  } else if (!matrix) {
    code = (
      <div className={styles.placeholder} style={box}>
        {messages.unavailable}
      </div>
    );
  } else {
    code = (
      <svg
        role="img"
        aria-label={label}
        className={styles.svg}
        width={size}
        height={size}
        viewBox={`0 0 ${matrix.size} ${matrix.size}`}
        shapeRendering="crispEdges"
        data-level={level}
        data-version={matrix.version}
      >
        <rect className={styles.plate} width={matrix.size} height={matrix.size} />
        <path className={styles.modules} d={matrix.path} />
      </svg>
    );
  }

  return (
    <figure
      aria-labelledby={caption ? captionId : undefined}
      className={cx(styles.figure, className)}
      style={style}
    >
      {code}
      {caption ? (
        <figcaption id={captionId} className={styles.caption}>
          {caption}
        </figcaption>
      ) : null}
    </figure>
  );
}
