import { Icon, type IconProps } from './Icon';

/** A short dash: a mixed (partly chosen) check box. */
export function DashIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 16 16" strokeWidth={2} {...props}>
      <path d="M3.5 8h9" />
    </Icon>
  );
}
