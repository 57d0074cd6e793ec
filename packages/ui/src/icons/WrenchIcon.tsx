import { Icon, type IconProps } from './Icon';

/** A wrench: work under way, e.g. a system down for maintenance. */
export function WrenchIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 48 48" strokeWidth={3} {...props}>
      <path d="M29.5 9.5a9 9 0 0 0-11.7 11.2L7.5 31a4.2 4.2 0 0 0 6 6l10.3-10.3a9 9 0 0 0 11.2-11.7l-5.6 5.6-4.6-1.2-1.2-4.6z" />
    </Icon>
  );
}
