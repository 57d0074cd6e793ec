import type { IconProps } from './IconProps';

/** Three dots in a row: a button that opens more actions. Decorative: hidden from screen readers. */
export function MoreIcon({ className }: Omit<IconProps, 'strokeWidth'>) {
  return (
    <svg
      className={className}
      viewBox="0 0 16 16"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="3" cy="8" r="1.5" />
      <circle cx="8" cy="8" r="1.5" />
      <circle cx="13" cy="8" r="1.5" />
    </svg>
  );
}
