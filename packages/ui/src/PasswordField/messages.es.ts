import type { PasswordFieldMessages } from './messages';

/** The PasswordField's wording in Spanish (US). */
export const passwordFieldMessagesEs = {
  show: 'Mostrar',
  hide: 'Ocultar',
  showPassword: 'Mostrar contraseña',
  hidePassword: 'Ocultar contraseña',
  shown: 'Su contraseña está visible.',
  hidden: 'Su contraseña está oculta.',
  strength: 'Seguridad de la contraseña',
  notEntered: 'No ingresada',
  weak: 'Débil',
  fair: 'Regular',
  good: 'Buena',
  strong: 'Fuerte',
} satisfies PasswordFieldMessages;
