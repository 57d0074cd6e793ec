import type { IconProps } from './IconProps';

/** A chevron pointing left (back, previous). Decorative: hidden from screen readers. */
export function ChevronLeftIcon({ className, strokeWidth = 2 }: IconProps) {
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
      <path d="m10 3-5 5 5 5" />
    </svg>
  );
}
