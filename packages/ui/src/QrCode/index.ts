export { QrCode, type QrCodeProps } from './QrCode';
export { qrCodeLevels, type QrCodeLevel } from './qrPath';
export { qrCodeMessages, type QrCodeMessages } from './messages';
