import { Icon, type IconProps } from './Icon';

/** An ×: close, dismiss, or not available. */
export function CloseIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 24 24" strokeWidth={2.25} {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  );
}
