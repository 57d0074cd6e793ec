import { passwordMessagesEs, recoveryMessagesEs } from '@coop-portal/validation/es';
import type { PasswordRecoveryMessages } from './messages';

/**
 * Password recovery's wording in Spanish (US), loaded only when the widgets speak Spanish: the rule
 * messages from `@coop-portal/validation/es` and the widgets' own, in the terms of
 * docs/glossary-es-US.md. The strength words are those of the kit's password field.
 */
export const passwordRecoveryMessagesEs = {
  ...passwordMessagesEs,
  ...recoveryMessagesEs,
  errorSummaryTitle: 'Corrija lo siguiente:',
  dismissLabel: 'Descartar',

  forgotPasswordTitle: '¿Olvidó su contraseña?',
  forgotPasswordIntro:
    'Ingrese su nombre de usuario. Le enviaremos un enlace para restablecer su contraseña al correo electrónico registrado en su cuenta.',
  usernameLabel: 'Nombre de usuario',
  sendResetLink: 'Enviar enlace',
  sendingResetLink: 'Enviando el enlace para restablecer su contraseña',
  toForgotUsername: '¿Olvidó su nombre de usuario?',

  forgotUsernameTitle: '¿Olvidó su nombre de usuario?',
  forgotUsernameIntro:
    'Ingrese el correo electrónico registrado en su cuenta. Le enviaremos su nombre de usuario a esa dirección.',
  emailLabel: 'Correo electrónico',
  sendUsername: 'Enviar nombre de usuario',
  sendingUsername: 'Enviando su nombre de usuario',
  toForgotPassword: '¿Olvidó su contraseña?',

  toSignIn: 'Ir a iniciar sesión',

  resetPasswordTitle: 'Restablecer contraseña',
  checkingLink: 'Verificando su enlace para restablecer la contraseña',
  resetIntro: 'Elija una nueva contraseña para su cuenta.',
  memberNameLabel: 'Nombre del miembro',
  newPasswordLabel: 'Nueva contraseña',
  confirmPasswordLabel: 'Confirmar contraseña',
  showNewPassword: 'Mostrar la nueva contraseña',
  hideNewPassword: 'Ocultar la nueva contraseña',
  showConfirmPassword: 'Mostrar la confirmación de la contraseña',
  hideConfirmPassword: 'Ocultar la confirmación de la contraseña',
  passwordRules:
    'Use de 8 a 50 caracteres, con al menos 1 letra minúscula, 1 letra mayúscula, 1 número y 1 carácter especial (!@#$%^&*). No se permiten espacios.',
  resetPassword: 'Restablecer contraseña',
  resettingPassword: 'Restableciendo su contraseña',
  missingLink:
    'Este enlace para restablecer la contraseña está incompleto. Use el enlace de su correo electrónico o solicite uno nuevo.',
  toHome: 'Ir a la página de inicio',
  strengthLabel: 'Seguridad de la contraseña',
  strengthNotEntered: 'No ingresada',
  strengthWeak: 'Débil',
  strengthFair: 'Regular',
  strengthGood: 'Buena',
  strengthStrong: 'Fuerte',
} satisfies PasswordRecoveryMessages;
