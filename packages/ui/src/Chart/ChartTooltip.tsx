import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { cx } from '../classNames';
import * as styles from './Chart.css';

export interface ChartTooltipProps {
  /** The tooltip's id, for `aria-describedby` on the mark it tells about. */
  id?: string;
  /** Shown or not: on hover and on keyboard focus of a mark. */
  isOpen: boolean;
  /**
   * The point it tells about, in pixels from the top left corner of the nearest positioned
   * ancestor (the chart's frame): it shows above that point, kept inside the frame's width.
   */
  x: number;
  y: number;
  children: ReactNode;
  className?: string;
}

/**
 * A chart's tooltip, positioned over the chart above a mark (a bar, a point) and kept inside the
 * chart's frame. The chart shows it on hover and on keyboard focus of the mark, hides it with
 * Escape, and gives the mark the same text as its accessible name, so nothing rests on hovering.
 * Not drawn when printing.
 */
export function ChartTooltip({ id, isOpen, x, y, children, className }: ChartTooltipProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [shift, setShift] = useState(0);

  // Keeps the bubble inside its frame: centred on the point, moved in by what would overflow.
  useLayoutEffect(() => {
    const element = ref.current;
    const frame = element?.offsetParent;
    if (!element || !(frame instanceof HTMLElement)) return;
    const width = element.offsetWidth;
    const left = x - width / 2;
    const right = x + width / 2;
    const frameWidth = frame.clientWidth;
    setShift(left < 0 ? -left : right > frameWidth ? frameWidth - right : 0);
  }, [x, y, isOpen, children]);

  if (!isOpen) return null;
  return (
    <div
      ref={ref}
      id={id}
      role="tooltip"
      className={cx(styles.tooltip, className)}
      style={{
        left: x + shift,
        top: y,
        transform: 'translate(-50%, calc(-100% - 8px))',
      }}
    >
      {children}
    </div>
  );
}
