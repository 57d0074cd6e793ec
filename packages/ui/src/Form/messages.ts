/** The Form's own wording; its `errorSummaryTitle` prop overrides it. */
export const formMessages = {
  /** The error summary's heading. */
  errorSummaryTitle: 'Please correct the following:',
};

export type FormMessages = typeof formMessages;
