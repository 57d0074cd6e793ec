/** The AlertDialog's own wording; its `confirmLabel` and `cancelLabel` props override it. */
export const alertDialogMessages = {
  /** The confirming button. */
  confirm: 'OK',
  /** The cancelling button. */
  cancel: 'Cancel',
};

export type AlertDialogMessages = typeof alertDialogMessages;
