import { Icon } from './Icon';
import type { IconProps } from './IconProps';

/** A chevron pointing down, e.g. on a button that opens a list. */
export function ChevronDownIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m4 6 4 4 4-4" />
    </Icon>
  );
}
