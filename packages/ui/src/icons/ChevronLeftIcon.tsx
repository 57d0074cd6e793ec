import { Icon } from './Icon';
import type { IconProps } from './IconProps';

/** A chevron pointing left (back, previous). */
export function ChevronLeftIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m10 3-5 5 5 5" />
    </Icon>
  );
}
