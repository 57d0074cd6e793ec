import { Icon, type IconProps } from './Icon';

/** An arrow out of a box: a link that opens another site in a new tab. */
export function ExternalLinkIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 16 16" strokeWidth={1.75} {...props}>
      <path d="M9 2.5h4.5V7M13.5 2.5 7 9M11.5 9.5v3a1 1 0 0 1-1 1h-7a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1h3" />
    </Icon>
  );
}
