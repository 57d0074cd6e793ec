import type { PdfDialogMessages } from './messages';

/** The PdfDialog's wording in Spanish (US). */
export const pdfDialogMessagesEs = {
  loading: 'Cargando el documento',
  download: (fileName: string) => `Descargar ${fileName}`,
  empty: 'El documento no está disponible.',
  invalid: 'No se pudo abrir el documento.',
} satisfies PdfDialogMessages;
