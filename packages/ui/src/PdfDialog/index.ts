export { PdfDialog, type PdfDialogProps } from './PdfDialog';
export { decodePdfBase64, type DecodedPdf } from './decodePdf';
export { useObjectUrl } from './useObjectUrl';
