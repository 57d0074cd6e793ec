import type { ReactNode } from 'react';
import type { IconProps } from './IconProps';

/**
 * The drawing every icon shares: a 16×16 box whose lines take the text colour, rounded at the ends
 * and corners, hidden from screen readers and never focused (the control around it is named).
 */
export function Icon({
  className,
  strokeWidth = 2,
  children,
}: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={className}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
