export {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableCheckbox,
  TableFooter,
  TableHeader,
  type CellProps,
  type ColumnProps,
  type RowProps,
  type TableAlign,
  type TableBodyProps,
  type TableCheckboxProps,
  type TableFooterProps,
  type TableHeaderProps,
  type TableProps,
} from './Table';
export {
  DataTable,
  type DataTableActionsColumn,
  type DataTableCheckboxColumn,
  type DataTableColumn,
  type DataTablePagination,
  type DataTableProps,
  type DataTableRowAction,
  type DataTableValueColumn,
} from './DataTable';
export { sortRows, type SortValue } from './sortRows';
export { dataTableMessages, type DataTableMessages } from './messages';
