import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  VisuallyHidden,
  type Key,
  type Selection,
  type SortDescriptor,
} from 'react-aria-components';
import { useControlledState } from 'react-stately/useControlledState';
import { Button } from '../Button';
import { cx } from '../classNames';
import { MoreIcon } from '../icons';
import { useKitCatalogue } from '../locale';
import { pageCountOf, Pagination, type PaginationProps } from '../Pagination';
import { SpinnerFrame } from '../Spinner';
import { dataTableMessages, type DataTableMessages } from './messages';
import { sortRows, type SortValue } from './sortRows';
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableCheckbox,
  TableFooter,
  TableHeader,
  type TableAlign,
} from './Table';
import * as styles from './DataTable.css';
import type { RowActionsMenuProps } from './RowActionsMenu';

// A row's menu of actions loads with the first table that has one: most tables show buttons.
const RowActionsMenu = lazy(() =>
  import('./RowActionsMenu').then((module) => ({ default: module.RowActionsMenu })),
) as <T>(props: RowActionsMenuProps<T>) => ReactNode;

/** What every kind of column has. */
interface DataTableColumnBase {
  /** Identifies the column (sorting reports it). */
  id: string;
  /** The column header. */
  header: ReactNode;
  /** The header as plain text when `header` is not a string. */
  textValue?: string;
  /** Text alignment; 'end' for amounts (default 'start'). */
  align?: TableAlign;
  /**
   * This column's cell in the footer row, e.g. a total ('$1,234.56'), or in the row-header column
   * the footer's caption ('Total'). The table has a footer row when a column has a footer.
   */
  footer?: ReactNode;
}

/** A column of values: each row's cell is whatever `cell` returns (text, a link, a badge…). */
export interface DataTableValueColumn<T> extends DataTableColumnBase {
  kind?: 'value';
  /** Renders the row's value in this column: any node. */
  cell: (row: T) => ReactNode;
  /** The header sorts by this column (`aria-sort` shows the direction). */
  sortable?: boolean;
  /**
   * The value the table sorts by itself. Without it, a sortable column only reports the new
   * `sortDescriptor` (`onSortChange`) and the rows are sorted by whoever passes them in.
   */
  sortValue?: (row: T) => SortValue;
  /** The column that names each row for screen readers (default: the first column of values). */
  isRowHeader?: boolean;
}

/** One action on a row, e.g. Delete or View. */
export interface DataTableRowAction<T> {
  /** Identifies the action among the row's actions. */
  id: string;
  /** The visible text, e.g. 'Delete'. */
  label: string;
  /**
   * The accessible name, naming the row: e.g. (p) => `Delete payment for account ${p.account}`.
   * Without it the button is named by its label and the row's name ('Delete 1000001').
   */
  'aria-label'?: (row: T) => string;
  onAction: (row: T) => void;
  /** The button's look (default 'secondary'); menus ignore it. */
  variant?: 'secondary' | 'danger' | 'quiet';
  /** The action is shown but cannot be used on this row. */
  isDisabled?: (row: T) => boolean;
  /**
   * The action is under way on this row: its button shows a spinner, says it is busy and ignores
   * presses, but keeps focus (a disabled button would drop it, e.g. as a confirmation dialog gives
   * it back). Buttons only; a menu's item is disabled instead.
   */
  isPending?: (row: T) => boolean;
  /** The spinner's name while pending (default 'Loading'). */
  pendingLabel?: string;
  /** The action does not apply to this row and is left out. */
  isHidden?: (row: T) => boolean;
}

/** A column of actions per row: a button each, or one button opening a menu of them. */
export interface DataTableActionsColumn<T> extends DataTableColumnBase {
  kind: 'actions';
  actions: readonly DataTableRowAction<T>[];
  /** 'buttons' (default): a button per action; 'menu': one button that opens a menu of them. */
  display?: 'buttons' | 'menu';
  /**
   * The accessible name of the menu button, naming the row. Without it: `messages.rowActions` and
   * the row's name ('Actions 1000001').
   */
  menuLabel?: (row: T) => string;
}

/**
 * A column of check boxes, one per row, apart from row selection (e.g. a RoundUp column). Its header
 * is a check box too, named by the header text: it checks or clears the column's box in every row
 * shown (the page), and is partly checked when only some of them are.
 */
export interface DataTableCheckboxColumn<T> extends Omit<DataTableColumnBase, 'header'> {
  kind: 'checkbox';
  /** The column name, shown beside the header's check box and naming it. */
  header: string;
  /** The rows checked in this column, by row id (controlled). */
  checkedKeys?: Iterable<Key>;
  /** The rows checked at first, when `checkedKeys` is not controlled. */
  defaultCheckedKeys?: Iterable<Key>;
  /** Every change: the rows now checked (rows on other pages included). */
  onCheckedChange?: (keys: Set<Key>) => void;
  /** The row's box cannot be changed (the table's `disabledKeys` rows cannot either). */
  isCheckboxDisabled?: (row: T) => boolean;
  /**
   * A row box's accessible name. Without it the box is named by the header and the row's name
   * ('RoundUp 1000001').
   */
  checkboxLabel?: (row: T) => string;
}

export type DataTableColumn<T> =
  DataTableValueColumn<T> | DataTableActionsColumn<T> | DataTableCheckboxColumn<T>;

/** Paging: the Pagination's props, with a total when the paging is done elsewhere. */
export interface DataTablePagination extends Pick<
  PaginationProps,
  | 'pageSizeOptions'
  | 'pageSize'
  | 'defaultPageSize'
  | 'onPageSizeChange'
  | 'page'
  | 'defaultPage'
  | 'onPageChange'
  | 'messages'
> {
  /**
   * Paging done elsewhere (e.g. by the server): `rows` are the current page only and this is the
   * total. Without it the table pages through `rows` itself.
   */
  totalItems?: number;
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

/** The footer row's id; it is never selected and never reported as a row action. */
const footerKey = '__footer';

function toSet(keys: Iterable<Key> | undefined): Set<Key> | undefined {
  return keys === undefined ? undefined : new Set(keys);
}

function isValueColumn<T>(column: DataTableColumn<T>): column is DataTableValueColumn<T> {
  return column.kind === undefined || column.kind === 'value';
}

function headerText<T>(column: DataTableColumn<T>): string | undefined {
  return column.textValue ?? (typeof column.header === 'string' ? column.header : undefined);
}

/**
 * Names a control of a row by its own name and the row's (its row-header value), e.g.
 * 'Delete 1000001' or 'RoundUp 1000001', as `aria-labelledby` ids; none when the row has no name.
 */
function withRowName(ownId: string, rowNameId: string | undefined): string | undefined {
  return rowNameId ? `${ownId} ${rowNameId}` : undefined;
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

/** A row's actions: buttons side by side, or a button that opens a menu of them. */
function RowActions<T>({
  column,
  row,
  idPrefix,
  rowNameId,
  menuName,
}: {
  column: DataTableActionsColumn<T>;
  row: T;
  /** Unique to this cell: the buttons' ids start with it. */
  idPrefix: string;
  /** The id of the element holding the row's name, when the table has one. */
  rowNameId: string | undefined;
  menuName: string;
}) {
  const [pressedEarly, setPressedEarly] = useState(false);
  const onEarlyPress = () => setPressedEarly(true);
  const actions = column.actions.filter((action) => !action.isHidden?.(row));
  if (actions.length === 0) return null;
  if (column.display === 'menu') {
    const id = `${idPrefix}menu`;
    const name = column.menuLabel?.(row);
    const trigger = (onPress?: () => void) => (
      <Button
        id={id}
        variant="quiet"
        aria-label={name ?? menuName}
        aria-labelledby={name === undefined ? withRowName(id, rowNameId) : undefined}
        onPress={onPress}
      >
        <MoreIcon className={styles.moreIcon} />
      </Button>
    );
    // Until the menu's code is in, the same button shows in its place; pressed meanwhile, the menu
    // opens as soon as the code is in.
    return (
      <Suspense fallback={trigger(onEarlyPress)}>
        <RowActionsMenu
          row={row}
          actions={actions}
          trigger={trigger()}
          defaultOpen={pressedEarly}
        />
      </Suspense>
    );
  }

  return (
    <span className={styles.actions}>
      {actions.map((action, index) => {
        const id = `${idPrefix}${index}`;
        const name = action['aria-label']?.(row);
        return (
          <Button
            key={action.id}
            id={id}
            variant={action.variant ?? 'secondary'}
            isDisabled={action.isDisabled?.(row)}
            isPending={action.isPending?.(row)}
            {...(action.pendingLabel ? { loadingLabel: action.pendingLabel } : {})}
            onPress={() => action.onAction(row)}
            aria-label={name}
            aria-labelledby={name === undefined ? withRowName(id, rowNameId) : undefined}
          >
            {action.label}
          </Button>
        );
      })}
    </span>
  );
}

/**
 * A data table built on the kit's table parts (react-aria-components' Table: grid keyboard
 * navigation, `aria-sort`, selection with Select All, row actions). Data in, events out: it takes
 * rows and column definitions and reports sorting, selection and paging; it fetches nothing. It
 * can sort (columns with `sortValue`) and page (`pagination`) the rows itself. Besides columns of
 * values it has columns of row actions (`kind: 'actions'`) and of check boxes with a check-all
 * header (`kind: 'checkbox'`), and a footer row for totals (a column's `footer`). Under 600px each
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
  const messages = { ...useKitCatalogue('dataTable', dataTableMessages), ...overrides };
  const paging: DataTablePagination | undefined =
    pagination === true ? {} : pagination === false ? undefined : pagination;
  const idBase = useId();

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
  // The check boxes of checkbox columns that are not controlled, by column id.
  const [ownChecks, setOwnChecks] = useState<ReadonlyMap<string, Set<Key>>>(new Map());

  const sorted = useMemo(() => {
    const column = sort ? columns.find((c) => c.id === sort.column) : undefined;
    return column && isValueColumn(column) && column.sortValue && sort
      ? sortRows(rows, column.sortValue, sort.direction)
      : rows;
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

  const checkedIn = (column: DataTableCheckboxColumn<T>): ReadonlySet<Key> =>
    column.checkedKeys !== undefined
      ? new Set(column.checkedKeys)
      : (ownChecks.get(column.id) ?? new Set(column.defaultCheckedKeys ?? []));
  const setCheckedIn = (column: DataTableCheckboxColumn<T>, keys: Set<Key>) => {
    if (column.checkedKeys === undefined) {
      setOwnChecks((previous) => new Map(previous).set(column.id, keys));
    }
    column.onCheckedChange?.(keys);
  };
  const canCheck = (column: DataTableCheckboxColumn<T>, row: T) =>
    !disabled.has(getRowId(row)) && !column.isCheckboxDisabled?.(row);

  // A new page starts at its top. (A table just shown is at its top already: setting it would make
  // the browser lay the new table out early, in the same task as the render.)
  const scrollRef = useRef<HTMLDivElement>(null);
  const shownPage = useRef({ page, pageSize });
  useEffect(() => {
    if (shownPage.current.page === page && shownPage.current.pageSize === pageSize) return;
    shownPage.current = { page, pageSize };
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [page, pageSize]);

  const rowHeaderId = (
    columns.find((c) => isValueColumn(c) && c.isRowHeader) ?? columns.find(isValueColumn)
  )?.id;
  const hasSelection = selectionMode !== 'none';
  const hasFooter = shown.length > 0 && columns.some((c) => c.footer !== undefined);
  /** The id of the element holding a shown row's name (its row-header value). */
  const rowNameId = (index: number) => (rowHeaderId ? `${idBase}-row${index}` : undefined);

  const columnHeader = (column: DataTableColumn<T>) => {
    const common = {
      id: column.id,
      textValue: headerText(column),
      align: column.align,
      className: styles.stackColumn,
    };
    if (column.kind === 'checkbox') {
      const enabledKeys = shown.filter((row) => canCheck(column, row)).map(getRowId);
      const checked = checkedIn(column);
      const count = enabledKeys.filter((key) => checked.has(key)).length;
      return (
        <Column key={column.id} {...common} data-stacked-visible>
          <TableCheckbox
            isSelected={enabledKeys.length > 0 && count === enabledKeys.length}
            isIndeterminate={count > 0 && count < enabledKeys.length}
            isDisabled={enabledKeys.length === 0}
            onChange={(isSelected) => {
              const next = new Set(checked);
              for (const key of enabledKeys) {
                if (isSelected) next.add(key);
                else next.delete(key);
              }
              setCheckedIn(column, next);
            }}
          >
            {column.header}
          </TableCheckbox>
        </Column>
      );
    }
    return (
      <Column
        key={column.id}
        {...common}
        isRowHeader={column.id === rowHeaderId}
        allowsSorting={isValueColumn(column) ? column.sortable : undefined}
      >
        {column.header}
      </Column>
    );
  };

  const bodyCell = (column: DataTableColumn<T>, row: T, rowIndex: number, columnIndex: number) => {
    const key = getRowId(row);
    let content: ReactNode;
    if (column.kind === 'actions') {
      content = (
        <RowActions
          column={column}
          row={row}
          idPrefix={`${idBase}-r${rowIndex}c${columnIndex}a`}
          rowNameId={rowNameId(rowIndex)}
          menuName={messages.rowActions}
        />
      );
    } else if (column.kind === 'checkbox') {
      const checked = checkedIn(column);
      const id = `${idBase}-r${rowIndex}c${columnIndex}`;
      const name = column.checkboxLabel?.(row);
      content = (
        <TableCheckbox
          id={id}
          aria-label={name ?? column.header}
          aria-labelledby={name === undefined ? withRowName(id, rowNameId(rowIndex)) : undefined}
          isSelected={checked.has(key)}
          isDisabled={!canCheck(column, row)}
          onChange={(isSelected) => {
            const next = new Set(checked);
            if (isSelected) next.add(key);
            else next.delete(key);
            setCheckedIn(column, next);
          }}
        />
      );
    } else {
      content = column.cell(row);
    }
    const empty = content === null || content === undefined || content === false || content === '';
    return (
      <Cell
        key={column.id}
        align={column.align}
        className={styles.stackCell}
        data-empty={empty || undefined}
      >
        <span className={styles.cellLabel} aria-hidden="true">
          {column.header}
        </span>
        <span id={column.id === rowHeaderId ? rowNameId(rowIndex) : undefined}>{content}</span>
      </Cell>
    );
  };

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
          onRowAction={
            onRowAction
              ? (key) => {
                  if (key !== footerKey) onRowAction(key);
                }
              : undefined
          }
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
            {columns.map(columnHeader)}
          </TableHeader>
          <TableBody
            className={styles.stackBody}
            renderEmptyState={() => (
              <div className={styles.empty}>
                {isLoading ? (
                  <SpinnerFrame label={messages.loading} showLabel />
                ) : (
                  (emptyState ?? messages.empty)
                )}
              </div>
            )}
          >
            {shown.map((item, rowIndex) => {
              const id = getRowId(item);
              return (
                <Row key={id} id={id} className={styles.stackRow}>
                  {hasSelection ? (
                    <Cell className={cx(styles.stackCell, styles.selectionCell)}>
                      <SelectionCheckbox />
                    </Cell>
                  ) : null}
                  {columns.map((column, columnIndex) =>
                    bodyCell(column, item, rowIndex, columnIndex),
                  )}
                </Row>
              );
            })}
          </TableBody>
          {hasFooter ? (
            <TableFooter className={styles.stackFooter}>
              {/* A summary: it can be reached with the arrow keys but not selected. */}
              <Row
                id={footerKey}
                isDisabled
                disabledBehavior="selection"
                className={styles.stackRow}
              >
                {hasSelection ? (
                  <Cell className={cx(styles.stackCell, styles.selectionCell)} data-empty />
                ) : null}
                {columns.map((column) => {
                  const isCaption = column.id === rowHeaderId;
                  return (
                    <Cell
                      key={column.id}
                      align={column.align}
                      className={styles.stackCell}
                      data-empty={column.footer === undefined || undefined}
                      data-caption={isCaption || undefined}
                    >
                      {isCaption ? null : (
                        <span className={styles.cellLabel} aria-hidden="true">
                          {column.header}
                        </span>
                      )}
                      <span>{column.footer}</span>
                    </Cell>
                  );
                })}
              </Row>
            </TableFooter>
          ) : null}
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
