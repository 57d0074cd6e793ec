export { Pagination, type PaginationProps } from './Pagination';
export { paginationMessages, type PaginationMessages } from './messages';
export { pageCountOf } from './pageItems';
