import { Icon, type IconProps } from './Icon';

/** A speech bubble: chat. */
export function ChatIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 16 16" strokeWidth={1.5} {...props}>
      <path d="M2.5 3.5h11v7h-6l-3 2.5v-2.5h-2z" />
    </Icon>
  );
}
