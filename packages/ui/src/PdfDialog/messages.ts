/**
 * The PdfDialog's own wording; its `loadingLabel`, `downloadLabel`, `emptyMessage` and
 * `invalidMessage` props override it.
 */
export const pdfDialogMessages = {
  /** Announced while the bytes are on their way. */
  loading: 'Loading document',
  /** The download link's text. */
  download: (fileName: string) => `Download ${fileName}`,
  /** Shown when there are no bytes. */
  empty: 'The document is not available.',
  /** Shown when the bytes are not a PDF. */
  invalid: 'The document could not be opened.',
};

export type PdfDialogMessages = typeof pdfDialogMessages;
