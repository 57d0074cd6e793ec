import { roundUpMessagesEs } from '@coop-portal/validation/es';
import type { OperationRoundUpMessages } from './messages';

/**
 * The Operation Round Up page's wording in Spanish (US), loaded only when the widget speaks
 * Spanish: the rule messages from `@coop-portal/validation/es`, and the page's own. The program is
 * "Operación Redondeo", its two parts "Redondeo" and "Redondeo Plus".
 */
export const operationRoundUpMessagesEs = {
  ...roundUpMessagesEs,
  heading: 'Operación Redondeo',
  intro:
    'Marque las cuentas que desea cambiar, configure Redondeo y sus detalles para cada una y luego elija Continuar. Si desmarca una cuenta, se restablecen sus valores guardados.',
  loading: 'Cargando sus cuentas…',
  retry: 'Intentar de nuevo',
  notOffered: 'Operación Redondeo no está disponible en este momento.',
  proceed: 'Continuar',
  saving: 'Guardando sus opciones de Redondeo…',
  updateFailed: (reason: string) =>
    `No se pudo actualizar Operación Redondeo: ${reason} Sus cambios se conservan; intente de nuevo.`,
  errorSummaryTitle: 'Corrija lo siguiente:',
  dismissLabel: 'Descartar',
  help: 'Ayuda',
  helpButtonLabel: 'Ayuda con Operación Redondeo',
  helpTitle: 'Acerca de Operación Redondeo',
  helpClose: 'Cerrar',
  helpRoundUp:
    'Con Redondeo, cada factura de la cuenta se redondea al siguiente dólar entero. Los centavos que se agregan van al fondo comunitario de la cooperativa, que ayuda a los vecinos y a causas locales.',
  helpPlus:
    'Con Redondeo Plus, se agrega a cada factura de la cuenta el monto que usted elija, además del redondeo.',
  helpExpiration:
    'Una fecha de expiración detiene el redondeo después de ese día; déjela vacía para mantenerlo hasta que lo desactive. La fecha más próxima que puede elegir es mañana.',
  helpHowTo:
    'Marque cada cuenta que desea cambiar, active o desactive Redondeo y configure sus detalles; luego elija Continuar. Las cuentas que no marque no cambian.',
} satisfies OperationRoundUpMessages;
