import type { ReactNode } from 'react';
import {
  Cell as AriaCell,
  Checkbox as AriaCheckbox,
  Column as AriaColumn,
  composeRenderProps,
  Row as AriaRow,
  Table as AriaTable,
  TableBody as AriaTableBody,
  TableFooter as AriaTableFooter,
  TableHeader as AriaTableHeader,
  type CellProps as AriaCellProps,
  type CheckboxProps as AriaCheckboxProps,
  type ColumnProps as AriaColumnProps,
  type RowProps as AriaRowProps,
  type TableBodyProps as AriaTableBodyProps,
  type TableFooterProps as AriaTableFooterProps,
  type TableHeaderProps as AriaTableHeaderProps,
  type TableProps as AriaTableProps,
} from 'react-aria-components';
import { cx } from '../classNames';
import { composeClassName } from '../internal/renderProps';
import { DashIcon, SortIcon, TickIcon } from '../icons';
import * as styles from './Table.css';

/*
 * The kit's table parts: each is react-aria-components' part of the same name with the kit's look.
 * Compose them as react-aria's Table is composed (header, columns, body, rows, cells, a footer);
 * each takes react-aria's props, including a `className` or `style` that is a function of the
 * part's state, and its class is added to the kit's. `DataTable` is the ready-made grid built on
 * them.
 */

export type TableAlign = 'start' | 'center' | 'end';

export type TableProps = AriaTableProps;

/**
 * A table on react-aria-components (role `grid`): arrow keys move between rows and cells, and
 * rows can be selected, sorted and acted on. Name it with `aria-label` or `aria-labelledby`.
 */
export function Table({ className, ...props }: TableProps) {
  return <AriaTable {...props} className={composeClassName(className, styles.table)} />;
}

export type TableHeaderProps<T extends object> = AriaTableHeaderProps<T>;

/** The header row: holds the `Column`s. */
export function TableHeader<T extends object>({ className, ...props }: TableHeaderProps<T>) {
  return <AriaTableHeader {...props} className={composeClassName(className, styles.header)} />;
}

export interface ColumnProps extends AriaColumnProps {
  /** Text alignment of the header; 'end' for amounts (default 'start'). */
  align?: TableAlign;
}

/**
 * A column header. With `allowsSorting` it is a sort button (`aria-sort` tells the direction) and
 * shows the sort arrows after its content.
 */
export function Column({ align = 'start', className, children, ...props }: ColumnProps) {
  return (
    <AriaColumn
      {...props}
      data-align={align}
      className={composeClassName(className, styles.column)}
    >
      {composeRenderProps(children, (content, { allowsSorting, sortDirection }) => (
        <span className={styles.columnContent}>
          {content}
          {allowsSorting ? (
            <SortIcon className={styles.sortIcon} direction={sortDirection} />
          ) : null}
        </span>
      ))}
    </AriaColumn>
  );
}

export type TableBodyProps<T extends object> = AriaTableBodyProps<T>;

/** The rows of the table; `renderEmptyState` fills one row when there are none. */
export function TableBody<T extends object>({ className, ...props }: TableBodyProps<T>) {
  return <AriaTableBody {...props} className={composeClassName(className, styles.body)} />;
}

export type TableFooterProps<T extends object> = AriaTableFooterProps<T>;

/**
 * The footer of the table (`<tfoot>`), for summary rows such as totals, after the `TableBody`. Its
 * rows stay in the grid's keyboard navigation; give each `Row` `isDisabled` and
 * `disabledBehavior="selection"` so a summary can be reached but not selected.
 */
export function TableFooter<T extends object>({ className, ...props }: TableFooterProps<T>) {
  return <AriaTableFooter {...props} className={cx(styles.footer, className)} />;
}

export type RowProps<T extends object> = AriaRowProps<T>;

/** A row: its `Cell`s, one per column. */
export function Row<T extends object>({ className, ...props }: RowProps<T>) {
  return <AriaRow {...props} className={composeClassName(className, styles.row)} />;
}

export interface CellProps extends AriaCellProps {
  /** Text alignment; 'end' for amounts, with figures of one width (default 'start'). */
  align?: TableAlign;
}

/** A cell of a row. It may hold any content, buttons and checkboxes included. */
export function Cell({ align = 'start', className, ...props }: CellProps) {
  return (
    <AriaCell {...props} data-align={align} className={composeClassName(className, styles.cell)} />
  );
}

export interface TableCheckboxProps extends Omit<AriaCheckboxProps, 'children'> {
  /** A visible label after the box. Without one, name the box with `aria-label`. */
  children?: ReactNode;
}

/**
 * The table's checkbox. With `slot="selection"` it is a row's selection box in a `Cell`, or Select
 * All in a `Column` (react-aria names it, e.g. 'Select 1000001', and wires it up); without a slot
 * it is a checkbox of its own.
 */
export function TableCheckbox({ className, children, slot = null, ...props }: TableCheckboxProps) {
  return (
    <AriaCheckbox
      {...props}
      // Without a slot the box takes nothing from the table (a header row offers only the
      // selection slot, and react-aria refuses a slot-less box there).
      slot={slot}
      className={composeClassName(className, styles.checkbox)}
    >
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.checkboxBox} aria-hidden="true">
            {isIndeterminate ? (
              <DashIcon className={styles.checkIcon} strokeWidth={2.4} />
            ) : isSelected ? (
              <TickIcon className={styles.checkIcon} strokeWidth={2.4} />
            ) : null}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}
