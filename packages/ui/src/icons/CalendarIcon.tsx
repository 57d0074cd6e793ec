import { Icon, type IconProps } from './Icon';

/** A calendar page: pick a date. */
export function CalendarIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 20 20" strokeWidth={1.75} {...props}>
      <rect x="3" y="4.5" width="14" height="12.5" rx="1.5" />
      <path d="M3 8.5h14M7 2.75v3.5M13 2.75v3.5" />
    </Icon>
  );
}
