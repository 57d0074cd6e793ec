/** The ComboBox's own wording; its `emptyMessage` prop overrides it. */
export const comboBoxMessages = {
  /** Shown in the open list when nothing matches the typed text. */
  empty: 'No results',
};

export type ComboBoxMessages = typeof comboBoxMessages;
