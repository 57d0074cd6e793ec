import { encode } from 'uqr';

export type QrCodeLevel = 'L' | 'M' | 'Q' | 'H';
export const qrCodeLevels = ['L', 'M', 'Q', 'H'] as const satisfies readonly QrCodeLevel[];

export interface QrMatrix {
  /** Modules per side, quiet zone included. */
  size: number;
  /** One SVG path drawing every dark module, in module units. */
  path: string;
  /** The QR version (1–40) the value needed. */
  version: number;
}

/**
 * Encodes `value` and turns the dark modules into one SVG path (each horizontal run of dark modules
 * becomes a rectangle), with `quietZone` light modules around it. Throws when the value does not fit
 * in a QR code at that error-correction level.
 */
export function qrMatrix(value: string, level: QrCodeLevel, quietZone: number): QrMatrix {
  const { data, size, version } = encode(value, { ecc: level, border: quietZone });
  const parts: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return { size, path: parts.join(''), version };
}
