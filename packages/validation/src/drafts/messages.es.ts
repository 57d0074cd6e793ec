import type { DraftMessages } from './messages';

/**
 * The Draft Payments messages in Spanish (US): the same keys as `draftMessages`, saying what the
 * spec's English says, in the terms of docs/glossary-es-US.md. A draft is a "débito automático"
 * (the page is "Pagos por débito automático"), a bank draft a "débito bancario"; EZ Pay is the
 * program's name and stays.
 */
export const draftMessagesEs = {
  accountRequired: 'Seleccione una cuenta para agregar un débito automático.',
  authorizeRequired: 'Marque la casilla de autorización para enviar su débito automático.',
  accountMessage: (accountNumber: string, message: string) => `Cuenta ${accountNumber}: ${message}`,
  dayOfMonthRange: 'El día del mes debe ser anterior al 29.',
  dayOfMonthWindow: (after: number, before: number) =>
    `El día del mes debe ser posterior al ${after} y anterior al ${before}.`,
  daysAfterBillingRange: (max: number) =>
    `El número de días después de la facturación debe estar entre 1 y ${max}.`,
  startDateTooEarly: 'Elija una fecha posterior.',
  bankAccountRequired: 'Ingrese el número de cuenta bancaria.',
  bankAccountInvalid: 'Ingrese un valor válido.',
  bankAccountLength: 'El número de cuenta bancaria debe tener entre 4 y 18 dígitos.',
  confirmBankAccountRequired: 'Confirme su número de cuenta bancaria.',
  bankAccountMismatch: 'El número de cuenta bancaria y su confirmación no coinciden.',
  routingNumberRequired: 'Ingrese el número de ruta bancaria.',
  routingNumberInvalid: 'Ingrese un número de ruta bancaria válido.',
  bankNameRequired: 'Ingrese el nombre del banco.',
  confirmRemoval:
    '¿Está seguro de que desea quitar el débito automático de las cuentas seleccionadas?',
  updated: 'Se actualizó la información de su débito automático.',
  serviceUnavailable:
    'El servicio de pagos por débito automático no está disponible. Comuníquese con el administrador.',
  noAccounts: 'No hay cuentas disponibles.',
  noEligibleAccounts: 'No hay cuentas elegibles para configurar un débito automático.',
  noAccountsToRemove: 'No hay cuentas disponibles para quitar del débito automático.',
  cardRestricted: 'Pago con tarjeta de crédito restringido.',
  autopayExists:
    'La cuenta está inscrita en el pago automático. No se permite el débito automático.',
  echeckRestricted: 'Pago con cheque electrónico restringido.',
  draftPayEnrolled: 'Inscrita en débito automático',
  ezPayEnrolled: 'Inscrita en EZ Pay',
  methodLabels: {
    WHEN_BILLED: 'Cuando se factura',
    END_OF_MONTH: 'Fin de mes',
    DAY_OF_MONTH: 'Día del mes',
    DAYS_AFTER_BILLING: 'Días después de la facturación',
  },
  draftHelpTitle: 'Configuración del débito automático',
  ezPayHelpTitle: 'Configuración de EZ Pay',
  forwarding:
    'Al enviar, se le dirigirá a nuestra página de pago segura para ingresar los datos de su tarjeta o cuenta bancaria. Su débito automático quedará configurado cuando lo autorice allí.',
  forwardingMeridian:
    'Al enviar, se le dirigirá a la página de pago segura de Meridian para ingresar los datos de su tarjeta o cuenta bancaria. Su débito automático quedará configurado cuando lo autorice allí.',
  pastDue: 'La cuenta tiene un saldo vencido. No se permite el débito automático.',
  tooLong: (maxLength: number) => `Ingrese como máximo ${maxLength} caracteres.`,
  invalidDate: 'Ingrese una fecha válida.',
} satisfies DraftMessages;
