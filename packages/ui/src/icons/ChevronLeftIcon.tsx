import { Icon, type IconProps } from './Icon';

/** A chevron pointing left (towards the start of the line): previous. */
export function ChevronLeftIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 16 16" strokeWidth={2} {...props}>
      <path d="M10 3l-5 5 5 5" />
    </Icon>
  );
}
