import type { IconProps } from './IconProps';

/** A horizontal bar, e.g. a partly checked box. Decorative: hidden from screen readers. */
export function MinusIcon({ className, strokeWidth = 2 }: IconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3.5 8h9" />
    </svg>
  );
}
