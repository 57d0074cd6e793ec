import { paymentProfileMessagesEs } from '@coop-portal/validation/es';
import type { AutoPayWidgetMessages } from './messages';

/**
 * Auto Payments' wording in Spanish (US), loaded only when the widget speaks Spanish: the rules'
 * texts from `@coop-portal/validation/es`, and its own.
 */
export const autoPayWidgetMessagesEs = {
  ...paymentProfileMessagesEs,
  heading: 'Pagos automáticos',
  intro:
    'Con el pago automático, cada factura de una cuenta se paga automáticamente con un método de pago guardado, el día que usted elija.',
  loading: 'Cargando sus pagos automáticos',
  retry: 'Intentar de nuevo',
  tableLabel: 'Pagos automáticos por cuenta',
  columnAccount: 'Cuenta',
  columnStatus: 'Estado',
  columnMethod: 'Método de pago',
  columnDay: 'Día del débito',
  columnActions: 'Acciones',
  noAccounts: 'Su inicio de sesión no tiene cuentas asociadas.',
  enrol: 'Inscribir',
  enrolLabel: (account: string) => `Inscribir la cuenta ${account} en el pago automático`,
  stop: 'Detener',
  stopLabel: (account: string) => `Detener el pago automático de la cuenta ${account}`,
  enrolTitle: (account: string) => `Pago automático de la cuenta ${account}`,
  methodField: 'Método de pago',
  dayField: 'Día del mes para el débito',
  dayHelp: 'Del día 1 al 28.',
  chooseMethod: 'Elija un método de pago',
  chooseDay: 'Elija un día',
  noMethods: 'No tiene ningún método de pago guardado que se pueda usar para el pago automático.',
  addMethod: 'Agregar un método de pago',
  continue: 'Continuar',
  back: 'Regresar',
  cancel: 'Cancelar',
  close: 'Cerrar',
  enrolQuestion: (account: string, method: string, day: number) =>
    `¿Desea pagar automáticamente cada factura de la cuenta ${account} con ${method} el día ${day} de cada mes?`,
  enrolConfirm: 'Inscribir',
  enrolling: 'Inscribiendo la cuenta en el pago automático',
  enrolled: (account: string) => `La cuenta ${account} está inscrita en el pago automático.`,
  enrolFailed: (account: string, reason: string) =>
    `La cuenta ${account} no se inscribió en el pago automático: ${reason}`,
  stopTitle: 'Detener el pago automático',
  stopQuestion: (account: string) =>
    `¿Desea detener el pago automático de la cuenta ${account}? Sus facturas ya no se pagarán automáticamente.`,
  stopConfirm: 'Detener el pago automático',
  stopCancel: 'Mantener el pago automático',
  stopping: 'Deteniendo el pago automático',
  stopped: (account: string) => `Se detuvo el pago automático de la cuenta ${account}.`,
  stopFailed: (account: string, reason: string) =>
    `No se detuvo el pago automático de la cuenta ${account}: ${reason}`,
  dismiss: 'Descartar',
} satisfies AutoPayWidgetMessages;
