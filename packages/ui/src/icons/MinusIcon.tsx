import { Icon } from './Icon';
import type { IconProps } from './IconProps';

/** A horizontal bar, e.g. a partly checked box. */
export function MinusIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3.5 8h9" />
    </Icon>
  );
}
