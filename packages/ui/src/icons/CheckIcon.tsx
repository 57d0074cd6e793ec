import { Icon } from './Icon';
import type { IconProps } from './IconProps';

/** A tick, e.g. a checked box or the chosen option of a list. */
export function CheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3 8.5l3.2 3L13 4.5" />
    </Icon>
  );
}
