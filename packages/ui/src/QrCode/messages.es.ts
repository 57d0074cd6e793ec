import type { QrCodeMessages } from './messages';

/** The QrCode's wording in Spanish (US). */
export const qrCodeMessagesEs = {
  unavailable: 'No se puede mostrar el código.',
  loading: 'Cargando el código',
} satisfies QrCodeMessages;
