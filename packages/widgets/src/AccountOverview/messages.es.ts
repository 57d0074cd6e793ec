import { plural } from '@coop-portal/ui';
import { accountOverviewMessagesEs } from '@coop-portal/validation/es';
import type { AccountOverviewWidgetMessages } from './messages';

/**
 * The account overview's wording in Spanish (US), loaded only when the widget speaks Spanish: the
 * rule texts from `@coop-portal/validation/es`, the cards' and buttons' own. What the co-op or the
 * API gives (statuses, banners' texts, the capital credit link) is shown as given.
 */
export const accountOverviewWidgetMessagesEs = {
  ...accountOverviewMessagesEs,
  label: 'Resumen de la cuenta',
  loading: 'Cargando el resumen de la cuenta',
  retry: 'Intentar de nuevo',
  bannersLabel: 'Mensajes de la cuenta',

  accountCardLabel: (accountNumber: string) => `Cuenta ${accountNumber}`,
  accountNumberLabel: 'Número de cuenta',
  statusLabel: 'Estado',
  serviceAddressLabel: 'Dirección de servicio',
  dueDateLabel: 'Fecha de vencimiento',
  pastDueAmountLabel: 'Monto vencido',
  cutoffDateLabel: 'Fecha de desconexión',
  pastDueWarning: 'Saldo vencido',
  cutoffWarning: 'Desconexión',

  actionsLabel: 'Acciones de la cuenta',
  payBill: 'Pagar factura',
  reportOutage: 'Reportar un apagón',
  myMeter: 'Mi medidor',
  openingMyMeter: 'Abriendo Mi medidor',
  myMeterFailed: 'Servicio no disponible. Comuníquese con el administrador.',
  myMeterBlocked: 'Su navegador no abrió Mi medidor en una pestaña nueva.',
  openMyMeter: 'Abrir Mi medidor',
  dismiss: 'Descartar',

  myAccount: 'Mi cuenta',
  accountTypeLabel: 'Tipo de cuenta',
  memberNumberLabel: 'Número de miembro',
  powerLabel: 'Electricidad',
  powerOn: 'Con servicio',
  powerOff: 'Sin servicio',
  metersLabel: 'Medidores',
  noMeters: 'Ninguno',
  editAccountProfile: 'Editar el perfil de la cuenta',
  myBill: 'Mi factura',
  autoPayTerm: 'Pago automático',
  draftDateLabel: 'Próxima fecha de débito',
  accountHistory: 'Ver el historial de la cuenta',
  yearToDateDifferenceLabel: 'Diferencia con el presupuesto en lo que va del año',
  netBalanceLabel: 'Saldo neto',
  manageAverageBilling: 'Administrar la facturación promedio',
  usage: 'Consumo',
  /** The month comes written in Spanish, in lower case: "abril de 2026". */
  latestMonthLabel: (month: string) => `Consumo de ${month}`,
  averageMonthLabel: 'Promedio mensual',
  totalLabel: (months: number) =>
    plural('es-US', months, {
      one: 'Total del último mes',
      other: `Total de los últimos ${months} meses`,
    }),
  usageLoading: 'Cargando el consumo',
  usageFailed: 'No se pudo cargar el consumo.',
  usageNotViewable: 'El historial de consumo no está disponible para esta cuenta.',
  usageTracker: 'Abrir el seguimiento del consumo',
  arrangementDetails: 'Detalles del acuerdo de pago',
  arrangementBalanceLabel: 'Saldo del acuerdo',
  nextPaymentLabel: 'Próximo pago',
  nextPaymentDueLabel: 'Vencimiento del próximo pago',
  overdue: 'Vencido',
  viewArrangements: 'Ver los acuerdos de pago',
  quickLinksTitle: 'Enlaces rápidos',
  paymentProgramsTitle: 'Programas de pago',

  billedUsageSummary: 'Resumen del consumo facturado',
  billedUsageChart: 'Consumo mensual, últimos 12 meses',
  viewDetails: 'Ver detalles',

  linkedAccounts: 'Cuentas vinculadas',
  linkedAccountsLoading: 'Cargando las cuentas vinculadas',
  noLinkedAccounts: 'No hay otras cuentas vinculadas a esta cuenta.',
  linkedAccount: 'Cuenta',
  linkedServiceAddress: 'Dirección de servicio',
  billedBalance: 'Saldo facturado',
  linkedTotal: 'Total',

  capitalCreditLoading: 'Cargando el estado de cuenta de créditos de capital',
  capitalCreditFileName: 'estado-de-cuenta-creditos-de-capital.pdf',
  close: 'Cerrar',
} satisfies AccountOverviewWidgetMessages;
