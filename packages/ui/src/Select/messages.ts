/** The Select's own wording; its `emptyMessage` prop overrides it. */
export const selectMessages = {
  /** Shown in the open list when there are no options. */
  empty: 'No options',
};

export type SelectMessages = typeof selectMessages;
