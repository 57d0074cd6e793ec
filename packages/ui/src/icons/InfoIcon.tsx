import { Icon, type IconProps } from './Icon';

/** A circle with an i: information (the info tone). */
export function InfoIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 24 24" strokeWidth={2} {...props}>
      <path d="M12 2.75a9.25 9.25 0 1 1 0 18.5a9.25 9.25 0 1 1 0-18.5z M12 11v5.5 M12 7.75v.01" />
    </Icon>
  );
}
