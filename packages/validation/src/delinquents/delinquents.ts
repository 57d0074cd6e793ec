/**
 * .NET ticks between 0001-01-01 and the Unix epoch: 621,355,968,000,000,000 (100-nanosecond
 * intervals). As milliseconds: 62,135,596,800,000.
 */
const EPOCH_OFFSET_MS = 62_135_596_800_000;

/**
 * A moment as .NET ticks (100-nanosecond intervals since 0001-01-01 UTC), as a decimal string: the
 * delinquent PDF request sends the current time this way (doc 3 §7). The number is past what a
 * JavaScript number holds exactly, so it is built with BigInt.
 */
export function dotNetTicks(at: Date | number = Date.now()): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  return ((BigInt(Math.trunc(ms)) + BigInt(EPOCH_OFFSET_MS)) * 10_000n).toString();
}

/** A delinquent notice (doc 3 §3) as the PDF request needs it. */
export interface DelinquentNotice {
  delinquentViewUrl?: string | null;
  delinquentProcessedDate?: string | null;
}

/** Whether a notice has a PDF to view (doc 3 §2.6: the button is hidden without a view URL). */
export function hasDelinquentPdf(notice: DelinquentNotice): boolean {
  return (notice.delinquentViewUrl ?? '').trim() !== '';
}

/**
 * The query of the delinquent PDF request (doc 3 §7): the view URL, the current time in .NET ticks
 * and the processed date when there is one; `undefined` for a notice without a PDF.
 */
export function delinquentPdfQuery(
  notice: DelinquentNotice,
  at: Date | number = Date.now(),
): { delinquentViewUrl: string; ticks: string; delinquentProcessedDate?: string } | undefined {
  if (!hasDelinquentPdf(notice)) return undefined;
  const processed = notice.delinquentProcessedDate?.trim();
  return {
    delinquentViewUrl: (notice.delinquentViewUrl ?? '').trim(),
    ticks: dotNetTicks(at),
    ...(processed ? { delinquentProcessedDate: processed } : {}),
  };
}
