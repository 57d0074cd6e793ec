import { draftMessagesEs } from '@coop-portal/validation/es';
import type { DraftPaymentsMessages } from './messages';

/**
 * The Draft Payments page's wording in Spanish (US), loaded only when the widget speaks Spanish:
 * the rule messages from `@coop-portal/validation/es`, and the page's own. The page is "Pagos por
 * débito automático"; `term` is what the co-op calls a draft, "débito automático" or "EZ Pay" (the
 * program's name, which stays), so the sentences name it without an article.
 */
export const draftPaymentsMessagesEs = {
  ...draftMessagesEs,
  heading: (term: string) => (term === 'EZ Pay' ? 'EZ Pay' : 'Pagos por débito automático'),
  draftTerm: 'débito automático',
  ezPayTerm: 'EZ Pay',
  intro: (term: string) =>
    `Con ${term}, sus facturas se pagan sin que tenga que hacer nada. Configúrelo con tarjeta o cuenta bancaria para una o varias de sus cuentas, vea qué cuentas ya lo tienen o quíteselo.`,
  loading: 'Cargando sus cuentas…',
  retry: 'Intentar de nuevo',
  notAllowed: (term: string) =>
    `En este momento no se ofrece ${term}. Comuníquese con nosotros para pagar sus facturas automáticamente.`,
  help: 'Ayuda',
  helpButtonLabel: (term: string) => `Ayuda para configurar ${term}`,
  helpClose: 'Cerrar',
  helpAccounts: (term: string) =>
    `Cuentas muestra las cuentas que ya tienen ${term}: cómo se paga y qué día.`,
  helpSetup: (term: string) =>
    `Configurar ${term}: elija Tarjeta de crédito o Débito bancario, marque las cuentas y, para cada una, elija cuándo se paga: cuando se factura, a fin de mes, un día del mes o cierto número de días después de la facturación.`,
  helpProvider:
    'La tarjeta (y, en algunas cooperativas, la cuenta bancaria) se ingresa en la página segura de nuestro proveedor de pagos: al enviar, se le dirige allí.',
  helpRemove: (term: string) =>
    `Quitar ${term}: marque las cuentas y elija Quitar para dejar de pagarlas automáticamente.`,
  tabsLabel: (term: string) => `Pestañas de ${term}`,
  accountsTab: 'Cuentas',
  setupTab: (term: string) => `Configurar ${term}`,
  removeTab: (term: string) => `Quitar ${term}`,
  currentLabel: (term: string) => `Cuentas con ${term}`,
  columnAccount: 'Número de cuenta',
  columnAddress: 'Dirección de servicio',
  columnType: 'Tipo',
  columnDraftType: (term: string) => `Tipo de ${term}`,
  columnDraftAccount: (term: string) => `Cuenta de ${term}`,
  columnDraftDay: (term: string) => `Día de ${term}`,
  optionLabel: (term: string) => `Forma de pago para ${term}`,
  creditCard: 'Tarjeta de crédito',
  bankDraft: 'Débito bancario',
  eligibleHeading: 'Cuentas que puede configurar',
  eligibleListLabel: (term: string) => `Cuentas que puede configurar con ${term}`,
  selectAll: 'Seleccionar todo',
  accountLabel: (accountNumber: string) => `Cuenta ${accountNumber}`,
  settingsTitle: (accountNumber: string) => `Configuración de la cuenta ${accountNumber}`,
  methodLabel: (term: string) => `Modalidad de ${term}`,
  dayOfMonthLabel: 'Día del mes',
  dayOfMonthDescription: (first: number, last: number) => `Un día del ${first} al ${last}.`,
  daysAfterLabel: 'Número de días después de la facturación',
  daysAfterDescription: (max: number) => `De 1 a ${max}.`,
  startDateLabel: (term: string) => `Fecha de inicio de ${term}`,
  ineligibleHeading: 'Cuentas que no puede configurar',
  ineligibleItem: (accountNumber: string, reason: string) => `Cuenta ${accountNumber}: ${reason}`,
  bankHeading: 'Cuenta bancaria',
  accountTypeLabel: 'Tipo de cuenta',
  checking: 'Cheques',
  savings: 'Ahorros',
  bankAccountLabel: 'Número de cuenta bancaria',
  confirmBankAccountLabel: 'Confirmar número de cuenta bancaria',
  routingLabel: 'Número de ruta bancaria',
  routingDescription:
    'El número de 9 dígitos en la parte inferior izquierda de un cheque; con él se completa el nombre del banco.',
  bankNameLabel: 'Nombre del banco',
  authorize: (term: string) =>
    `Autorizo a la cooperativa a pagar las facturas de las cuentas seleccionadas mediante ${term} hasta que lo quite.`,
  submit: 'Enviar',
  submitting: 'Configurando su débito automático…',
  forwardingStarted: 'Abriendo la página de pago segura…',
  setupFailed: (reason: string) => `No se pudo configurar su débito automático: ${reason}`,
  removeLabel: (term: string) => `Cuentas con ${term} para quitar`,
  selectAccount: (accountNumber: string) => `Seleccionar la cuenta ${accountNumber}`,
  clearSelection: 'Borrar selección',
  remove: 'Quitar',
  removing: 'Quitando…',
  removeTitle: (term: string) => `Quitar ${term}`,
  no: 'No',
  yes: 'Sí',
  removeFailed: (reason: string) => `No se pudo quitar su débito automático: ${reason}`,
  dismissLabel: 'Descartar',
  errorSummaryTitle: 'Corrija lo siguiente:',
} satisfies DraftPaymentsMessages;
