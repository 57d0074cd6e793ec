/** The button's text unless the page sets `label` (the dialog's title, doc 1 §2.5). */
export const defaultQuickPayLabel = 'Quick Pay';
