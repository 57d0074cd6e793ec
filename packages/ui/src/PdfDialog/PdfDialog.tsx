import { useMemo, type ReactNode } from 'react';
import { Alert } from '../Alert';
import { Dialog, type DialogProps } from '../Dialog/Dialog';
import { useOverlayState, type OverlayStateProps } from '../Dialog/useOverlayState';
import { DownloadIcon } from '../icons';
import { useKitCatalogue } from '../locale';
import { SpinnerFrame } from '../Spinner';
import { decodePdfBase64 } from './decodePdf';
import { pdfDialogMessages } from './messages';
import * as styles from './PdfDialog.css';
import { useObjectUrl } from './useObjectUrl';

export interface PdfDialogProps extends OverlayStateProps {
  /** The dialog's visible title, e.g. 'Bill'. */
  title: ReactNode;
  /** The file name for the download, e.g. 'bill-2025-05.pdf'. */
  fileName: string;
  /** The PDF as base64 (a `data:` URL prefix is accepted). Empty or missing shows `emptyMessage`. */
  base64?: string | null;
  /** While the bytes are on their way: a spinner instead of the document. */
  isLoading?: boolean;
  /** Announced while loading (default 'Loading document'). */
  loadingLabel?: string;
  /** The document frame's title for assistive technology (default: the file name). */
  documentTitle?: string;
  /** The download link's text (default 'Download {fileName}'). */
  downloadLabel?: string;
  /** Shown when there are no bytes (default 'The document is not available.'). */
  emptyMessage?: string;
  /** Shown when the bytes are not a PDF (default 'The document could not be opened.'). */
  invalidMessage?: string;
  /** Any CSS width (default '94%'); the whole screen under 600px. */
  width?: string;
  /** Any CSS height (default '90%'). */
  height?: string;
  /** Whether Escape and the close button close it (default true). */
  isDismissable?: boolean;
  /** Whether a backdrop click closes it (default false). */
  closeOnOutsideClick?: boolean;
  closeLabel?: string;
  /** The dialog box's class, as `Dialog`'s: a string or a function of its render props. */
  className?: DialogProps['className'];
  style?: DialogProps['style'];
}

/**
 * Shows a PDF from base64 bytes in a large Dialog (94% × 90% by default, the whole screen under
 * 600px) with a titled frame and a download link named after the file. The bytes become a Blob and
 * an object URL while the dialog is open — no network — and the URL is revoked when it closes. No
 * bytes, or bytes that are not a PDF, show a clear message instead.
 */
export function PdfDialog({
  title,
  fileName,
  base64,
  isLoading = false,
  loadingLabel,
  documentTitle,
  downloadLabel,
  emptyMessage,
  invalidMessage,
  width = '94%',
  height = '90%',
  isDismissable,
  closeOnOutsideClick,
  closeLabel,
  className,
  style,
  isOpen,
  defaultOpen,
  onOpenChange,
}: PdfDialogProps) {
  const state = useOverlayState({ isOpen, defaultOpen, onOpenChange });
  const messages = useKitCatalogue('pdfDialog', pdfDialogMessages);
  const decoded = useMemo(() => decodePdfBase64(base64), [base64]);
  const blob = state.isOpen && !isLoading && decoded.ok ? decoded.blob : null;
  const url = useObjectUrl(blob);

  let body: ReactNode;
  if (isLoading) {
    body = (
      <div className={styles.loading}>
        <SpinnerFrame size="lg" label={loadingLabel ?? messages.loading} showLabel />
      </div>
    );
  } else if (decoded.ok) {
    body = url ? (
      <iframe src={url} title={documentTitle ?? fileName} className={styles.viewer} />
    ) : null;
  } else {
    body = (
      <Alert tone="error">
        {decoded.reason === 'empty'
          ? (emptyMessage ?? messages.empty)
          : (invalidMessage ?? messages.invalid)}
      </Alert>
    );
  }

  return (
    <Dialog
      title={title}
      isOpen={state.isOpen}
      onOpenChange={state.setOpen}
      width={width}
      height={height}
      isDismissable={isDismissable}
      closeOnOutsideClick={closeOnOutsideClick}
      closeLabel={closeLabel}
      className={className}
      style={style}
      footer={
        url ? (
          <a href={url} download={fileName} className={styles.download}>
            <DownloadIcon className={styles.downloadIcon} />
            {downloadLabel ?? messages.download(fileName)}
          </a>
        ) : undefined
      }
    >
      {body}
    </Dialog>
  );
}
