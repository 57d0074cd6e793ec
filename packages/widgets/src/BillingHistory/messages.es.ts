import { billingHistoryMessagesEs as rulesEs } from '@coop-portal/validation/es';
import type { BillingHistoryMessages } from './messages';

/**
 * The billing and payment history's wording in Spanish (US), loaded only when the widgets speak
 * Spanish: the rule messages from `@coop-portal/validation/es` and the widgets' own, in the terms
 * of docs/glossary-es-US.md ("historial de facturación", "factura", "estado de cuenta").
 */
export const billingHistoryMessagesEs = {
  ...rulesEs,
  heading: 'Historial de facturación y pagos',
  loading: 'Cargando el historial de facturación y pagos',
  retry: 'Intentar de nuevo',
  // the table
  tableLabel: 'Historial de facturación y pagos',
  columnDate: 'Fecha',
  columnType: 'Tipo',
  columnAmount: 'Monto',
  columnDueDate: 'Fecha de vencimiento',
  columnBill: 'Estado de cuenta',
  typeBill: 'Factura',
  typePayment: 'Pago',
  // a bill
  viewBill: 'Ver factura',
  viewBillLabel: (date: string) => `Ver factura del ${date}`,
  billTitle: (date: string) => `Factura del ${date}`,
  billFileName: (accountNumber: string, billDate: string) =>
    `factura-${accountNumber}-${billDate}.pdf`,
  loadingBill: 'Abriendo la factura',
  downloadBill: (fileName: string) => `Descargar ${fileName}`,
  billOpenFailed: 'No se pudo abrir la factura. Intente de nuevo.',
  close: 'Cerrar',
  ok: 'Aceptar',
  // filters and download
  filtersLabel: 'Filtrar el historial',
  typeFilter: 'Mostrar',
  typeAll: 'Facturas y pagos',
  typeBills: 'Facturas',
  typePayments: 'Pagos',
  fromDate: 'Desde',
  toDate: 'Hasta',
  clearFilters: 'Borrar filtros',
  downloadCsv: 'Descargar CSV',
  // the overview card
  viewMore: 'Ver más',
  // a bill on a page of its own
  loadingBillPage: 'Cargando la factura',
  viewHistory: 'Ver el historial de facturación y pagos',
} satisfies BillingHistoryMessages;
