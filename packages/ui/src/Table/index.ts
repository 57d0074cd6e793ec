export {
  Table,
  type TableAlign,
  type TableColumn,
  type TablePagination,
  type TableProps,
} from './Table';
export { sortRows, type SortValue } from './sortRows';
export { tableMessages, type TableMessages } from './messages';
