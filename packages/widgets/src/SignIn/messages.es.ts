import { signInMessagesEs } from '@coop-portal/validation/es';
import type { SignInFormMessages, UsageAnalyticsJumpMessages } from './messages';

/**
 * The sign-in widget's wording in Spanish (US), loaded only when the widget speaks Spanish: the
 * rule messages from `@coop-portal/validation/es` and the widget's own, in the terms of
 * docs/glossary-es-US.md. The help's references to the links use the links' Spanish names.
 */
export const signInFormMessagesEs = {
  ...signInMessagesEs,
  formLabel: 'Iniciar sesión',
  usernameLabel: 'Nombre de usuario',
  passwordLabel: 'Contraseña',
  signIn: 'Iniciar sesión',
  signingIn: 'Iniciando sesión',
  errorSummaryTitle: 'Corrija lo siguiente:',
  dismissLabel: 'Descartar',

  firstTimeTitle: '¿Es su primera vez aquí?',
  firstTimeNotice:
    'Si usaba nuestro servicio anterior de cuentas en línea, regístrese antes de iniciar sesión por primera vez: su nombre de usuario y su contraseña anteriores no funcionarán aquí.',

  linksLabel: 'Otras opciones de acceso',
  register: 'Registrarse',
  registerPrompt: '¿Es un usuario nuevo?',
  forgotPassword: '¿Olvidó su contraseña?',

  help: '¿Necesita ayuda para iniciar sesión?',
  helpTitle: 'Ayuda para iniciar sesión',
  helpUsername:
    'Nombre de usuario: el nombre de usuario que eligió al registrarse en el portal para miembros (hasta 60 caracteres).',
  helpPassword:
    'Contraseña: la contraseña de su portal para miembros (hasta 50 caracteres, sin espacios). La contraseña distingue entre mayúsculas y minúsculas.',
  helpForgot:
    '¿Olvidó su contraseña? Elija “¿Olvidó su contraseña?” y le enviaremos un enlace para crear una nueva.',
  helpFirstTime:
    '¿Es su primera vez aquí o usaba nuestro servicio anterior de cuentas en línea? Elija “Registrarse” y use su número de cuenta para crear sus datos de inicio de sesión.',
  helpCode:
    'Si tiene activada la verificación en dos pasos, después le pediremos el código de 6 dígitos de su aplicación de autenticación.',
  helpContact: (phone: string) =>
    `¿Todavía necesita ayuda? Llame a nuestro servicio a socios al ${phone}.`,
  helpClose: 'Cerrar',

  mfaTitle: 'Verificación en dos pasos',
  mfaCodeLabel: 'Código de verificación',
  mfaCodeDescription: 'Ingrese el código de 6 dígitos de su aplicación de autenticación.',
  verify: 'Verificar',
  verifying: 'Verificando su código',
  back: 'Regresar',
} satisfies SignInFormMessages;

/** The jump to the usage-analytics provider in Spanish (US). */
export const usageAnalyticsJumpMessagesEs = {
  waiting: 'Espere, lo estamos redirigiendo...',
  redirectTitle: 'Redirección',
  continue: 'Continuar',
} satisfies UsageAnalyticsJumpMessages;
