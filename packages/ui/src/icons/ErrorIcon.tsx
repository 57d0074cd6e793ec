import { Icon, type IconProps } from './Icon';

/** An octagon with an exclamation mark: an error (the error tone). */
export function ErrorIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 24 24" strokeWidth={2} {...props}>
      <path d="M8.2 2.75h7.6l5.45 5.45v7.6l-5.45 5.45H8.2l-5.45-5.45V8.2z M12 7.25v6 M12 16.5v.01" />
    </Icon>
  );
}
