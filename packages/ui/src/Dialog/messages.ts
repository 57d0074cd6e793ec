/** The Dialog's own wording; its `closeLabel` (and CloseButton's `label`) overrides it. */
export const dialogMessages = {
  /** Names the × button that closes a dialog (a toast's too). */
  close: 'Close',
};

export type DialogMessages = typeof dialogMessages;
