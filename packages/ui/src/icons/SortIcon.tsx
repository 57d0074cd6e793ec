import { Icon } from './Icon';
import type { IconProps } from './IconProps';

export interface SortIconProps extends IconProps {
  /**
   * The column's sort: 'ascending' shows the up arrow strong, 'descending' the down arrow; without
   * one both arrows show faint.
   */
  direction?: 'ascending' | 'descending';
}

/** The up/down arrows of a sortable column header. */
export function SortIcon({ strokeWidth = 1.8, direction, ...props }: SortIconProps) {
  return (
    <Icon {...props} strokeWidth={strokeWidth}>
      {direction !== 'descending' ? (
        <path d="m4.5 6.5 3.5-3.5 3.5 3.5" opacity={direction === 'ascending' ? 1 : 0.55} />
      ) : null}
      {direction !== 'ascending' ? (
        <path d="m4.5 9.5 3.5 3.5 3.5-3.5" opacity={direction === 'descending' ? 1 : 0.55} />
      ) : null}
    </Icon>
  );
}
