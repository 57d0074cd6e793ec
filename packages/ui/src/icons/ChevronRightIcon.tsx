import { Icon } from './Icon';
import type { IconProps } from './IconProps';

/** A chevron pointing right (forward, next). */
export function ChevronRightIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m6 3 5 5-5 5" />
    </Icon>
  );
}
