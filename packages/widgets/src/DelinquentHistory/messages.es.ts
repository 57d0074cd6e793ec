import { delinquentMessagesEs } from '@coop-portal/validation/es';
import type { DelinquentHistoryMessages } from './messages';

/**
 * The Delinquent History wording in Spanish (US), loaded only when the widget speaks Spanish: the
 * rule messages from `@coop-portal/validation/es` and the widget's own. A delinquent notice is an
 * "aviso de morosidad"; past due is "saldo vencido" and the cutoff a "desconexión", per
 * docs/glossary-es-US.md.
 */
export const delinquentHistoryMessagesEs = {
  ...delinquentMessagesEs,
  heading: 'Historial de morosidad',
  loading: 'Cargando los avisos de morosidad…',
  retry: 'Intentar de nuevo',
  tableLabel: (accountNumber: string) => `Avisos de morosidad de la cuenta ${accountNumber}`,
  columnBillDate: 'Fecha de la factura',
  columnPastDue: 'Saldo vencido',
  columnLateFee: 'Cargo por pago tardío',
  columnCutoffDate: 'Fecha de desconexión',
  columnView: 'Aviso',
  notAvailable: '—',
  view: 'Ver PDF',
  // The visible text first: the name starts with what the button shows.
  viewLabel: (billDate: string) => `Ver PDF del aviso de morosidad del ${billDate}`,
  dialogTitle: (billDate: string) => `Aviso de morosidad del ${billDate}`,
  fileName: (billDate: string) => `aviso-de-morosidad-${billDate.replace(/\//g, '-')}.pdf`,
  loadingPdf: 'Cargando el aviso',
  close: 'Cerrar',
  dismissLabel: 'Descartar',
} satisfies DelinquentHistoryMessages;
