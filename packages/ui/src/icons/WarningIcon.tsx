import { Icon, type IconProps } from './Icon';

/** A triangle with an exclamation mark: a warning (the warning tone). */
export function WarningIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 24 24" strokeWidth={2} {...props}>
      <path d="M12 3.25L21.5 20H2.5z M12 9.75v4.5 M12 17v.01" />
    </Icon>
  );
}
