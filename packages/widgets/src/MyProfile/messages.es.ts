import { plural } from '@coop-portal/ui';
import { profileMessagesEs } from '@coop-portal/validation/es';
import { usernameMessagesEs } from '../shared/SignInDetails/messages.es';
import type { MyProfileMessages } from './messages';

/** "a, b y c": Spanish joins a list with "y" (and writes "e" before a word that starts with "i"). */
const tabList = new Intl.ListFormat('es-US', { type: 'conjunction' });

/**
 * The My Profile widget's wording in Spanish (US), loaded only when the widget speaks Spanish: the
 * rule messages from `@coop-portal/validation/es`, the username field's shared words and the
 * widget's own, in the terms of docs/glossary-es-US.md. The paperless options are the glossary's
 * "opciones de facturación electrónica", as in registration; a paperless bill, a "factura sin papel".
 */
export const myProfileMessagesEs = {
  ...profileMessagesEs,
  heading: 'Mi perfil',
  loading: 'Cargando su perfil…',
  retry: 'Intentar de nuevo',
  tabsLabel: 'Secciones del perfil',
  loginInfoTab: 'Datos de inicio de sesión',
  paperlessTab: 'Opciones de facturación electrónica',
  roundUpTab: 'Operación Redondeo',
  mfaTab: 'Autenticación multifactor',
  submitAll: 'Enviar todo',
  submitting: 'Guardando su perfil',
  // The tabs are named with their article, in the singular for one tab.
  submitAllHint: (tabs: readonly string[]) =>
    `El botón Enviar todo guarda los cambios ${plural('es-US', tabs.length, {
      one: 'de la pestaña',
      other: 'de las pestañas',
    })} ${tabList.format(tabs)}.`,
  updated: 'Su perfil fue actualizado.',
  saveFailed: (reason: string) => `No se guardó su perfil: ${reason} Sus cambios siguen aquí.`,
  errorSummaryTitle: 'Corrija lo siguiente:',
  noChanges: 'No hay cambios para guardar.',

  emailLabel: 'Correo electrónico',
  usernameLabel: 'Nombre de usuario',
  usernameRules: usernameMessagesEs.description,
  usernameRulesButton: 'Acerca del nombre de usuario',
  usernameChecking: usernameMessagesEs.checking,
  usernameAvailable: usernameMessagesEs.available,
  usernameNotAvailable: usernameMessagesEs.taken,
  securityQuestionLabel: 'Pregunta de seguridad',
  securityQuestionPlaceholder: 'Seleccione una pregunta',
  securityAnswerLabel: 'Respuesta de seguridad',
  passwordLegend: 'Cambiar contraseña',
  passwordHint: 'Deje ambos campos vacíos para conservar su contraseña actual.',
  newPasswordLabel: 'Nueva contraseña',
  passwordDescription:
    'Al menos 8 caracteres, con una letra minúscula, una letra mayúscula, un número y uno de estos caracteres: !@#$%^&*.',
  confirmPasswordLabel: 'Confirmar contraseña',
  emailsLegend: 'Correos electrónicos de confirmación',
  paymentEmailLabel: 'Correo electrónico de confirmación de pago',
  serviceOrderEmailLabel: 'Correo electrónico de confirmación de solicitud de servicio',
  storedDataLegend: 'Datos de pago guardados',
  storedDataHint: 'Elimine la tarjeta o la cuenta bancaria guardada para sus pagos.',
  removeCardLabel: 'Eliminar los datos guardados de la tarjeta de crédito',
  removeBankLabel: 'Eliminar los datos guardados de la cuenta bancaria',
  privacyLegend: 'Privacidad',
  unlistedPhoneLabel: 'Teléfono no publicado',
  unlistedPhoneDescription:
    'Mantenga su número de teléfono fuera del directorio de socios de la cooperativa.',

  paperlessIntro: 'Elija cómo desea recibir sus facturas y avisos.',
  paperlessBillLabel: 'Factura sin papel',
  paperlessOtherLabel: 'Otras comunicaciones sin papel',
  emailColumn: 'Correo electrónico',
  accountColumn: 'Cuenta',
  paperlessTableCaption: 'Opciones de facturación electrónica por cuenta',
  paperlessBox: (column: string, accountNumber: string) =>
    `${column} para la cuenta ${accountNumber}`,
  selectAllColumn: (column: string) => `${column} para todas las cuentas`,
  emailLockedHint:
    'La factura sin papel se envía por correo electrónico, por eso la opción Correo electrónico queda marcada.',
  annualMeetingNoticeLabel: 'Enviarme por correo electrónico el aviso de la asamblea anual',
  marketingEmailLabel: 'Deseo recibir correos electrónicos promocionales.',
  paperlessConfirmationLabel: 'Confirmo mis opciones de facturación electrónica.',

  roundUpIntro:
    'Redondee su factura al siguiente dólar; la diferencia se destina al fondo comunitario de la cooperativa.',

  unsavedChanges: 'Tiene cambios que aún no se han guardado.',
} satisfies MyProfileMessages;
