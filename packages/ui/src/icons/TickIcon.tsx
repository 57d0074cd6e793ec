import { Icon, type IconProps } from './Icon';

/** A tick: chosen, done, available. */
export function TickIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 16 16" strokeWidth={2} {...props}>
      <path d="M3 8.5l3.2 3L13 4.5" />
    </Icon>
  );
}
