import { Icon, type IconProps } from './Icon';

/** Three dots in a row: a button that opens more actions. */
export function MoreIcon(props: Omit<IconProps, 'strokeWidth'>) {
  return (
    <Icon viewBox="0 0 16 16" {...props}>
      <g fill="currentColor" stroke="none">
        <circle cx="3" cy="8" r="1.5" />
        <circle cx="8" cy="8" r="1.5" />
        <circle cx="13" cy="8" r="1.5" />
      </g>
    </Icon>
  );
}
