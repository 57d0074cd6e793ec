import type { IconProps } from './IconProps';

/** A chevron pointing down, e.g. on a button that opens a list. Decorative: hidden from screen readers. */
export function ChevronDownIcon({ className, strokeWidth = 2 }: IconProps) {
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
      <path d="m4 6 4 4 4-4" />
    </svg>
  );
}
