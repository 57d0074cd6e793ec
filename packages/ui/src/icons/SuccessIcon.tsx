import { Icon, type IconProps } from './Icon';

/** A circle with a tick: success (the success tone). */
export function SuccessIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 24 24" strokeWidth={2} {...props}>
      <path d="M12 2.75a9.25 9.25 0 1 1 0 18.5a9.25 9.25 0 1 1 0-18.5z M7.75 12.25l2.75 2.75l5.75-6" />
    </Icon>
  );
}
