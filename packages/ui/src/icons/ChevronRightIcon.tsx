import { Icon, type IconProps } from './Icon';

/** A chevron pointing right (towards the end of the line): next, a submenu, a section to open. */
export function ChevronRightIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 16 16" strokeWidth={2} {...props}>
      <path d="M6 3l5 5-5 5" />
    </Icon>
  );
}
