import { Icon, type IconProps } from './Icon';

/** Three lines: a menu. */
export function MenuIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 16 16" strokeWidth={2} {...props}>
      <path d="M2 4h12M2 8h12M2 12h12" />
    </Icon>
  );
}
