import { plural } from '@coop-portal/ui';
import { averageBillingMessagesEs } from '@coop-portal/validation/es';
import type { AverageBillingWidgetMessages } from './messages';

/**
 * The Average Billing page's wording in Spanish (US), loaded only when the widget speaks Spanish:
 * the rule messages from `@coop-portal/validation/es` and the page's own ("facturación promedio",
 * per docs/glossary-es-US.md). A button's accessible name starts with its visible text.
 */
export const averageBillingWidgetMessagesEs = {
  ...averageBillingMessagesEs,
  heading: 'Facturación promedio',
  intro:
    'La facturación promedio distribuye sus costos de energía de manera uniforme: cada mes paga aproximadamente el mismo monto, según su consumo del año anterior, y la diferencia se ajusta una vez al año.',
  loading: 'Cargando sus cuentas…',
  retry: 'Intentar de nuevo',
  filtersLabel: 'Filtrar las cuentas',
  filterLabel: 'Mostrar',
  viewAll: 'Todas',
  viewEnabled: 'Con facturación promedio',
  viewNonEnabled: 'Sin facturación promedio',
  searchLabel: 'Buscar',
  searchDescription: 'Número de cuenta o dirección de servicio',
  noMatches: 'Ninguna cuenta coincide con su búsqueda.',
  // The table
  tableLabel: 'Sus cuentas y la facturación promedio',
  columnAccount: 'Número de cuenta',
  columnAddress: 'Dirección de servicio',
  columnEstimate: 'Monto mensual estimado',
  columnBillingType: 'Tipo de facturación',
  columnAction: 'Acción',
  standardBilling: 'Estándar',
  notAvailable: '—',
  signUpLabel: (accountNumber: string) =>
    `Inscribir la cuenta ${accountNumber} en la facturación promedio`,
  removeLabel: (accountNumber: string) =>
    `Quitar la cuenta ${accountNumber} de la facturación promedio`,
  notEligibleLabel: (accountNumber: string) =>
    `Cuenta ${accountNumber}: no elegible para la facturación promedio`,
  notEligibleReason: 'Esta cuenta no es elegible para la facturación promedio.',
  selectedCount: (count: number) =>
    plural('es-US', count, {
      one: `${count} cuenta seleccionada`,
      other: `${count} cuentas seleccionadas`,
    }),
  // Confirmations
  continue: 'Continuar',
  cancel: 'Cancelar',
  signUpTitle: '¿Inscribirse en la facturación promedio?',
  removeTitle: '¿Quitar la facturación promedio?',
  signUpOne: (accountNumber: string, estimate: string | null) =>
    estimate
      ? `A la cuenta ${accountNumber} se le facturará un monto estimado de ${estimate} cada mes, con un ajuste una vez al año.`
      : `A la cuenta ${accountNumber} se le facturará aproximadamente el mismo monto cada mes, con un ajuste una vez al año.`,
  removeOne: (accountNumber: string) =>
    `A la cuenta ${accountNumber} se le volverá a facturar cada mes según su consumo real.`,
  signUpMany: (count: number) =>
    `A ${count} cuentas se les facturará aproximadamente el mismo monto cada mes, con un ajuste una vez al año.`,
  removeMany: (count: number) =>
    `A ${count} cuentas se les volverá a facturar cada mes según su consumo real.`,
  updating: 'Actualizando la facturación promedio…',
  refusedTitle: 'La facturación promedio no se cambió',
  ok: 'Aceptar',
  dismissLabel: 'Descartar',
  notOffered: 'La facturación promedio no está disponible en este momento.',
} satisfies AverageBillingWidgetMessages;
