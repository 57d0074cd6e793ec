import { plural } from '@coop-portal/ui';
import { registrationMessagesEs } from '@coop-portal/validation/es';
import { usernameMessagesEs } from '../shared/SignInDetails/messages.es';
import type { RegistrationWizardMessages } from './messages';

/**
 * The registration wizard's wording in Spanish (US), loaded only when the wizard speaks Spanish:
 * the rule messages from `@coop-portal/validation/es`, the username field's shared words and the
 * wizard's own, in the terms of docs/glossary-es-US.md.
 */
export const registrationWizardMessagesEs = {
  ...registrationMessagesEs,

  titleAccount: 'Registro',
  titleSendCode: 'Enviar código de verificación',
  titleEnterCode: 'Ingresar código de verificación',
  titleComplete: 'Completar registro',
  titleSuccess: 'Registro completado',

  stepperLabel: 'Pasos del registro',
  stepAccount: 'Cuenta',
  stepSendCode: 'Enviar código',
  stepEnterCode: 'Ingresar código',
  stepComplete: 'Completar',

  errorSummaryTitle: 'Corrija lo siguiente:',
  dismissLabel: 'Descartar',
  loading: 'Cargando el registro',
  retry: 'Intentar de nuevo',
  back: 'Regresar',

  accountIntro:
    'Ingrese el número de cuenta que aparece en su factura para registrarse y tener acceso en línea.',
  accountNumberLabel: 'Número de cuenta',
  next: 'Siguiente',
  checkingAccount: 'Buscando su cuenta',

  sendCodeIntro: 'Elija adónde desea que le enviemos el código de verificación.',
  destinationLabel: 'Enviar el código de verificación a',
  destinationEmail: (value: string) => `Correo electrónico: ${value}`,
  destinationSms: (value: string) => `Mensaje de texto (SMS): ${value}`,
  userProvidedIntro:
    'Esta cuenta no tiene un correo electrónico ni un número de celular registrado. Ingrese uno para recibir su código de verificación.',
  userProvidedTypeLabel: 'Enviar el código de verificación por',
  userProvidedEmail: 'Correo electrónico',
  userProvidedPhone: 'Mensaje de texto (SMS)',
  contactEmailLabel: 'Correo electrónico',
  contactPhoneLabel: 'Número de celular',
  contactPhoneDescription: 'Formato: (999) 999-9999',
  send: 'Enviar',
  sending: 'Enviando su código de verificación',

  codeSentTo: (destination: string) => `Enviamos un código de verificación a ${destination}.`,
  codeIntro: (hours: number) =>
    `Ingrese el código de 6 dígitos a continuación. El código es válido por ${hours} ${plural('es-US', hours, { one: 'hora', other: 'horas' })}.`,
  verificationCodeLabel: 'Código de verificación',
  verify: 'Verificar',
  verifying: 'Comprobando su código de verificación',

  completeIntro: 'Elija sus datos de inicio de sesión para terminar su registro.',
  memberNumberLabel: 'Número de miembro',
  usernameLabel: 'Nombre de usuario',
  usernameDescription: usernameMessagesEs.description,
  usernameChecking: usernameMessagesEs.checking,
  usernameAvailable: usernameMessagesEs.available,
  usernameNotAvailable: usernameMessagesEs.taken,
  emailLabel: 'Correo electrónico',
  confirmEmailLabel: 'Confirmar correo electrónico',
  passwordLabel: 'Contraseña',
  passwordDescription:
    'Al menos 8 caracteres, con una letra minúscula, una letra mayúscula, un número y uno de estos caracteres: !@#$%^&*.',
  confirmPasswordLabel: 'Confirmar contraseña',
  securityQuestionLabel: 'Pregunta de seguridad',
  securityQuestionPlaceholder: 'Seleccione una pregunta',
  securityAnswerLabel: 'Respuesta de seguridad',
  paperlessLegend: 'Opciones de facturación electrónica',
  paperlessBillingLabel: 'Factura sin papel',
  paperlessOtherLabel: 'Otras comunicaciones sin papel',
  paperlessConfirmationLabel: 'Confirmo mis opciones de facturación electrónica.',
  marketingEmailsLabel: 'Deseo recibir correos electrónicos promocionales.',
  register: 'Registrarse',
  registering: 'Completando su registro',

  registered: (email: string) =>
    `Se ha registrado con el correo electrónico de su cuenta (${email}).`,
  signInPrompt: 'Ya puede iniciar sesión con su nombre de usuario y contraseña.',
  signIn: 'Iniciar sesión',
} satisfies RegistrationWizardMessages;
