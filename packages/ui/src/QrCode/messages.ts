/** The QrCode's own wording; override any of it through the `messages` prop. */
export const qrCodeMessages = {
  /** Shown instead of the code when there is nothing to encode or it is too long for a QR code. */
  unavailable: 'The code cannot be shown.',
  /** Announced while the value is loading. */
  loading: 'Loading the code',
};

export type QrCodeMessages = typeof qrCodeMessages;
