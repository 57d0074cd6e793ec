/** The Alert's own wording; its `toneLabel` and `dismissLabel` props override it. */
export const alertMessages = {
  /**
   * Each tone's name, read before the message (the icon itself is decorative). Banners and toasts
   * read the same names.
   */
  toneLabels: {
    info: 'Information',
    success: 'Success',
    warning: 'Warning',
    error: 'Error',
  },
  /** Names the DismissibleAlert's close button. */
  dismiss: 'Dismiss',
};

export type AlertMessages = typeof alertMessages;
