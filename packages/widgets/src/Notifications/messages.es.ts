import { notificationsMessagesEs as notificationRulesEs } from '@coop-portal/validation/es';
import type { NotificationsWidgetMessages } from './messages';

/**
 * The wording of Manage Notifications and Manage Contacts in Spanish (US), loaded only when they
 * speak Spanish: the field rules' messages from `@coop-portal/validation/es` and the widgets' own,
 * in the terms of docs/glossary-es-US.md ("celular" for a mobile phone).
 */
export const notificationsMessagesEs = {
  ...notificationRulesEs,
  preferencesHeading: 'Administrar notificaciones',
  preferencesIntro:
    'Elija qué alertas desea recibir para cada cuenta: por correo electrónico, por mensaje de texto o de las dos formas.',
  loadingPreferences: 'Cargando sus preferencias de notificaciones',
  retry: 'Intentar de nuevo',
  accountHeading: (accountNumber: string) => `Cuenta ${accountNumber}`,
  memberAlertsHeading: 'Todas las cuentas',
  email: 'Correo electrónico',
  text: 'Mensaje de texto',
  emailsGoTo: (addresses: string) => `Los correos electrónicos se envían a ${addresses}.`,
  textsGoTo: (numbers: string) => `Los mensajes de texto se envían a ${numbers}.`,
  noEmailContact:
    'Para recibir alertas por correo electrónico, agregue y verifique una dirección de correo electrónico.',
  noTextContact:
    'Para recibir alertas por mensaje de texto, agregue y verifique un teléfono celular.',
  manageContacts: 'Administrar contactos',
  noAlerts: 'No hay notificaciones que administrar para sus cuentas.',
  save: 'Guardar',
  saving: 'Guardando sus preferencias de notificaciones',
  saveFailed: (reason: string) => `No se guardaron sus preferencias de notificaciones. ${reason}`,
  dismiss: 'Descartar',
  contactsHeading: 'Administrar contactos',
  contactsIntro:
    'Las alertas se envían a los correos electrónicos y teléfonos celulares de esta lista una vez que se verifican.',
  loadingContacts: 'Cargando sus contactos',
  contactsLabel: 'Sus contactos',
  noContacts: 'Todavía no tiene contactos para recibir notificaciones.',
  emailType: 'Correo electrónico',
  smsType: 'Teléfono celular',
  verified: 'Verificado',
  notVerified: 'No verificado',
  verify: 'Verificar',
  verifyContact: (value: string) => `Verificar ${value}`,
  remove: 'Eliminar',
  removeContact: (value: string) => `Eliminar ${value}`,
  removeTitle: '¿Eliminar este contacto?',
  removeBody: (value: string) =>
    `Ya no se enviarán alertas a ${value}. Puede agregarlo de nuevo más adelante.`,
  removeConfirm: 'Eliminar',
  removeCancel: 'Cancelar',
  removed: (value: string) => `Se eliminó ${value}.`,
  addHeading: 'Agregar un contacto',
  contactType: 'Tipo de contacto',
  emailLabel: 'Dirección de correo electrónico',
  phoneLabel: 'Teléfono celular',
  phoneDescription: 'Formato: (987) 456-1230',
  add: 'Agregar contacto',
  adding: 'Agregando el contacto',
  alreadyListed: 'Este contacto ya está en su lista.',
  verifyHeading: (value: string) => `Verificar ${value}`,
  codeSent: (value: string) =>
    `Enviamos un código de verificación de 6 dígitos a ${value}. Ingréselo a continuación.`,
  codeLabel: 'Código de verificación',
  verifying: 'Verificando el código',
  cancel: 'Cancelar',
  codeWrong: 'El código de verificación no es correcto. Revíselo e intente de nuevo.',
  verifiedNow: (value: string) => `Se verificó ${value}. Ya se le pueden enviar alertas.`,
  errorSummaryTitle: 'Corrija lo siguiente:',
} satisfies NotificationsWidgetMessages;
