/** The DataTable's own wording; override any of it through the `messages` prop. */
export const dataTableMessages = {
  /** The empty state when no `emptyState` is given. */
  empty: 'There is nothing to show.',
  /** Shown, with a spinner, while `isLoading`. */
  loading: 'Loading',
  /** Shown beside the Select All box when rows are stacked (under 600px). */
  selectAll: 'Select all',
  /** Names the selection column in single selection (multiple selection has a Select All box). */
  selectColumn: 'Select',
  /**
   * Names the button that opens a row's menu of actions, followed by the row's name
   * ('Actions 1000001'), unless the column gives its own `menuLabel`.
   */
  rowActions: 'Actions',
};

export type DataTableMessages = typeof dataTableMessages;
