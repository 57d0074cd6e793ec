import type { IconProps } from './IconProps';

/** A tick, e.g. a checked box or the chosen option of a list. Decorative: hidden from screen readers. */
export function CheckIcon({ className, strokeWidth = 2 }: IconProps) {
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
      <path d="M3 8.5l3.2 3L13 4.5" />
    </svg>
  );
}
