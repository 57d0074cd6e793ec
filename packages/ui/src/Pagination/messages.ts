/** The Pagination's own wording; override any of it through the `messages` prop. */
export const paginationMessages = {
  /** Names the navigation landmark. */
  label: 'Pagination',
  previous: 'Previous',
  previousLabel: 'Previous page',
  next: 'Next',
  nextLabel: 'Next page',
  goToPage: (page: number) => `Go to page ${page}`,
  pageSize: 'Rows per page',
  summary: (from: number, to: number, total: number) => `Showing ${from}–${to} of ${total}`,
  empty: 'Showing 0 of 0',
};

export type PaginationMessages = typeof paginationMessages;
