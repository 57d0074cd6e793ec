export type DecodedPdf = { ok: true; blob: Blob } | { ok: false; reason: 'empty' | 'invalid' };

const PDF_SIGNATURE = '%PDF-';

/**
 * Turns base64 bytes (as the API sends a bill, capital credit or delinquent PDF) into a PDF Blob.
 * Accepts a `data:` URL prefix, line breaks and base64url; answers `empty` for no bytes and
 * `invalid` for text that is not base64 or bytes that are not a PDF (the `%PDF-` signature must
 * appear in the first 1024 bytes, as PDF readers require).
 */
export function decodePdfBase64(base64: string | null | undefined): DecodedPdf {
  const cleaned = (base64 ?? '')
    .trim()
    .replace(/^data:[^,]*;base64,/i, '')
    .replace(/\s+/g, '')
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  if (cleaned === '') return { ok: false, reason: 'empty' };
  let binary: string;
  try {
    binary = atob(cleaned);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (binary.length === 0) return { ok: false, reason: 'empty' };
  if (!binary.slice(0, 1024).includes(PDF_SIGNATURE)) return { ok: false, reason: 'invalid' };
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return { ok: true, blob: new Blob([bytes], { type: 'application/pdf' }) };
}
