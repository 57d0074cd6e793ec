/**
 * The ToastProvider's own wording; its `label` prop overrides it. The close button's name is the
 * dialogs' (see `dialogMessages`), the tones' names the alerts' (see `alertMessages`).
 */
export const toastMessages = {
  /** Names the toasts' region landmark. */
  label: 'Notifications',
};

export type ToastMessages = typeof toastMessages;
