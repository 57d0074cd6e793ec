import { Icon, type IconProps } from './Icon';

export interface SortIconProps extends IconProps {
  /**
   * The column's sort: 'ascending' shows the up arrow strong, 'descending' the down arrow; without
   * one both arrows show faint.
   */
  direction?: 'ascending' | 'descending';
}

/** The up/down arrows of a sortable column header. */
export function SortIcon({ direction, ...props }: SortIconProps) {
  return (
    <Icon viewBox="0 0 16 16" strokeWidth={1.8} {...props}>
      {direction !== 'descending' ? (
        <path d="m4.5 6.5 3.5-3.5 3.5 3.5" opacity={direction === 'ascending' ? 1 : 0.55} />
      ) : null}
      {direction !== 'ascending' ? (
        <path d="m4.5 9.5 3.5 3.5 3.5-3.5" opacity={direction === 'descending' ? 1 : 0.55} />
      ) : null}
    </Icon>
  );
}
