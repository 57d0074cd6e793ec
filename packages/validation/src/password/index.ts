export { passwordMessages, type PasswordMessages } from './messages';
export {
  confirmPasswordMessage,
  createNewPasswordSchema,
  createResetPasswordSchema,
  isPasswordPasteAllowed,
  isResetPasswordSuccess,
  isStrongPassword,
  newPasswordMessage,
  passwordCriteria,
  passwordLimits,
  passwordStrength,
  type PasswordCriteria,
} from './password';
