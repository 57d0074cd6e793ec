import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import {
  VisuallyHidden,
  type Key,
  type Selection,
  type SortDescriptor,
} from 'react-aria-components';
import { useControlledState } from 'react-stately/useControlledState';
import { cx } from '../classNames';
import { pageCountOf, Pagination, type PaginationMessages } from '../Pagination';
import { Spinner } from '../Spinner';
import { dataTableMessages, type DataTableMessages } from './messages';
import { sortRows, type SortValue } from './sortRows';
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableCheckbox,
  TableHeader,
  type TableAlign,
} from './Table';
import * as styles from './DataTable.css';

export interface DataTableColumn<T> {
  /** Identifies the column (sorting reports it). */
  id: string;
  /** The column header. */
  header: ReactNode;
  /** The header as plain text when `header` is not a string. */
  textValue?: string;
  /** Renders the row's value in this column. */
  cell: (row: T) => ReactNode;
  /** The header sorts by this column (`aria-sort` shows the direction). */
  sortable?: boolean;
  /**
   * The value the table sorts by itself. Without it, a sortable column only reports the new
   * `sortDescriptor` (`onSortChange`) and the rows are sorted by whoever passes them in.
   */
  sortValue?: (row: T) => SortValue;
  /** Text alignment; 'end' for amounts (default 'start'). */
  align?: TableAlign;
  /** The column that names each row for screen readers (default: the first column). */
  isRowHeader?: boolean;
}

export interface DataTablePagination {
  /** Page sizes to choose from, e.g. [10, 25, 50, 100]. */
  pageSizeOptions?: readonly number[];
  pageSize?: number;
  defaultPageSize?: number;
  onPageSizeChange?: (pageSize: number) => void;
  /** The page, from 1. */
  page?: number;
  defaultPage?: number;
  onPageChange?: (page: number) => void;
  /**
   * Paging done elsewhere (e.g. by the server): `rows` are the current page only and this is the
   * total. Without it the table pages through `rows` itself.
   */
  totalItems?: number;
  messages?: Partial<PaginationMessages>;
}

export interface DataTableProps<T> {
  columns: readonly DataTableColumn<T>[];
  /** The rows: all of them (the table sorts and pages), or one page (see `pagination.totalItems`). */
  rows: readonly T[];
  /** A stable, unique id per row. */
  getRowId: (row: T) => Key;
  /** Names the table (or use `aria-labelledby` with a visible heading's id). */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  sortDescriptor?: SortDescriptor;
  defaultSortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** 'multiple' adds a checkbox column with Select All; 'single' a checkbox per row. */
  selectionMode?: 'none' | 'single' | 'multiple';
  /** Selected row ids (controlled); kept across pages. */
  selectedKeys?: Iterable<Key>;
  defaultSelectedKeys?: Iterable<Key>;
  onSelectionChange?: (keys: Set<Key>) => void;
  /** Rows that cannot be selected or acted on. */
  disabledKeys?: Iterable<Key>;
  /** A row was activated (Enter, or a press when there is no selection). */
  onRowAction?: (key: Key) => void;
  /** Shown in a single row when there are no rows, e.g. 'There are no accounts available...!'. */
  emptyState?: ReactNode;
  /** While true: a spinner row instead of the rows. */
  isLoading?: boolean;
  /**
   * The scroll region's height (e.g. 480): the rows scroll under a sticky header. Without it the
   * table grows with its rows (and still scrolls sideways when too wide).
   */
  maxHeight?: number | string;
  /** Pages through the rows with a Pagination below the table. */
  pagination?: DataTablePagination | boolean;
  messages?: Partial<DataTableMessages>;
  className?: string;
}

function toSet(keys: Iterable<Key> | undefined): Set<Key> | undefined {
  return keys === undefined ? undefined : new Set(keys);
}

/** A row's (or the header's Select All) checkbox; React Aria names it and wires it up. */
function SelectionCheckbox({ stackedLabel }: { stackedLabel?: string }) {
  return (
    <TableCheckbox slot="selection">
      {stackedLabel ? (
        <span className={styles.stackedLabel} aria-hidden="true">
          {stackedLabel}
        </span>
      ) : null}
    </TableCheckbox>
  );
}

/**
 * A data table built on the kit's table parts (react-aria-components' Table: grid keyboard
 * navigation, `aria-sort`, selection with Select All, row actions). Data in, events out: it takes
 * rows and column definitions and reports sorting, selection and paging; it fetches nothing. It
 * can sort (columns with `sortValue`) and page (`pagination`) the rows itself. Under 600px each
 * row stacks as a card of label/value pairs; `maxHeight` makes a scroll region with a sticky header.
 */
export function DataTable<T>({
  columns,
  rows,
  getRowId,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledby,
  'aria-describedby': ariaDescribedby,
  sortDescriptor: sortProp,
  defaultSortDescriptor,
  onSortChange,
  selectionMode = 'none',
  selectedKeys: selectedProp,
  defaultSelectedKeys,
  onSelectionChange,
  disabledKeys,
  onRowAction,
  emptyState,
  isLoading = false,
  maxHeight,
  pagination,
  messages: overrides,
  className,
}: DataTableProps<T>) {
  const messages = { ...dataTableMessages, ...overrides };
  const paging: DataTablePagination | undefined =
    pagination === true ? {} : pagination === false ? undefined : pagination;

  const [sort, setSort] = useControlledState<SortDescriptor | null, SortDescriptor>(
    sortProp,
    defaultSortDescriptor ?? null,
    onSortChange,
  );
  const [selected, setSelected] = useControlledState<Set<Key>>(
    toSet(selectedProp),
    toSet(defaultSelectedKeys) ?? new Set(),
    onSelectionChange,
  );
  const [pageSize, setPageSize] = useControlledState(
    paging?.pageSize,
    paging?.defaultPageSize ?? paging?.pageSizeOptions?.[0] ?? 10,
    paging?.onPageSizeChange,
  );
  const [rawPage, setPage] = useControlledState(
    paging?.page,
    paging?.defaultPage ?? 1,
    paging?.onPageChange,
  );

  const sorted = useMemo(() => {
    const column = sort ? columns.find((c) => c.id === sort.column) : undefined;
    return column?.sortValue && sort ? sortRows(rows, column.sortValue, sort.direction) : rows;
  }, [rows, columns, sort]);

  const pagesLocally = paging !== undefined && paging.totalItems === undefined;
  const totalItems = paging?.totalItems ?? sorted.length;
  const page = paging ? Math.min(Math.max(1, rawPage), pageCountOf(totalItems, pageSize)) : 1;
  const visible = pagesLocally ? sorted.slice((page - 1) * pageSize, page * pageSize) : sorted;
  const shown = isLoading ? [] : visible;

  const pageKeys = shown.map(getRowId);
  const pageKeySet = new Set(pageKeys);
  const disabled = useMemo(() => new Set(disabledKeys ?? []), [disabledKeys]);
  // React Aria sees the selection of the rows shown; selections on other pages are kept here.
  const shownSelection = new Set(pageKeys.filter((key) => selected.has(key)));

  const changeSelection = (keys: Selection) => {
    const chosen =
      keys === 'all'
        ? pageKeys.filter((key) => !disabled.has(key))
        : [...keys].filter((key) => pageKeySet.has(key));
    if (selectionMode === 'single') {
      setSelected(new Set(chosen));
      return;
    }
    const next = new Set([...selected].filter((key) => !pageKeySet.has(key)));
    for (const key of chosen) next.add(key);
    setSelected(next);
  };

  const changeSort = (descriptor: SortDescriptor) => {
    setSort(descriptor);
    if (pagesLocally && page !== 1) setPage(1);
  };

  // A new page starts at its top.
  const scrollRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [page, pageSize]);

  const rowHeaderId = columns.find((c) => c.isRowHeader)?.id ?? columns[0]?.id;
  const hasSelection = selectionMode !== 'none';
  return (
    <div className={cx(styles.root, className)}>
      <div
        ref={scrollRef}
        className={styles.scroll}
        style={maxHeight !== undefined ? { maxHeight } : undefined}
      >
        <Table
          aria-label={ariaLabel}
          aria-labelledby={ariaLabelledby}
          aria-describedby={ariaDescribedby}
          className={styles.stackTable}
          selectionMode={selectionMode}
          selectionBehavior="toggle"
          selectedKeys={shownSelection}
          onSelectionChange={changeSelection}
          disabledKeys={disabled}
          sortDescriptor={sort ?? undefined}
          onSortChange={changeSort}
          onRowAction={onRowAction}
        >
          <TableHeader className={styles.stackHeader}>
            {hasSelection ? (
              <Column
                id="__selection"
                data-stacked-visible
                className={cx(styles.stackColumn, styles.selectionColumn)}
              >
                {selectionMode === 'multiple' ? (
                  <SelectionCheckbox stackedLabel={messages.selectAll} />
                ) : (
                  <VisuallyHidden>{messages.selectColumn}</VisuallyHidden>
                )}
              </Column>
            ) : null}
            {columns.map((column) => (
              <Column
                key={column.id}
                id={column.id}
                isRowHeader={column.id === rowHeaderId}
                allowsSorting={column.sortable}
                textValue={
                  column.textValue ??
                  (typeof column.header === 'string' ? column.header : undefined)
                }
                align={column.align}
                className={styles.stackColumn}
              >
                {column.header}
              </Column>
            ))}
          </TableHeader>
          <TableBody
            className={styles.stackBody}
            renderEmptyState={() => (
              <div className={styles.empty}>
                {isLoading ? (
                  <Spinner label={messages.loading} showLabel />
                ) : (
                  (emptyState ?? messages.empty)
                )}
              </div>
            )}
          >
            {shown.map((item) => {
              const id = getRowId(item);
              return (
                <Row key={id} id={id} className={styles.stackRow}>
                  {hasSelection ? (
                    <Cell className={cx(styles.stackCell, styles.selectionCell)}>
                      <SelectionCheckbox />
                    </Cell>
                  ) : null}
                  {columns.map((column) => (
                    <Cell key={column.id} align={column.align} className={styles.stackCell}>
                      <span className={styles.cellLabel} aria-hidden="true">
                        {column.header}
                      </span>
                      <span>{column.cell(item)}</span>
                    </Cell>
                  ))}
                </Row>
              );
            })}
          </TableBody>
        </Table>
      </div>
      {paging ? (
        <Pagination
          totalItems={totalItems}
          page={page}
          onPageChange={setPage}
          pageSize={pageSize}
          onPageSizeChange={setPageSize}
          pageSizeOptions={paging.pageSizeOptions}
          isDisabled={isLoading}
          messages={paging.messages}
        />
      ) : null}
    </div>
  );
}
