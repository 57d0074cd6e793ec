export {
  passwordMessages,
  recoveryMessages,
  type PasswordMessages,
  type RecoveryMessages,
} from './messages';
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
export {
  createForgotPasswordSchema,
  createForgotUsernameSchema,
  recoveryEmailMessage,
  recoveryLimits,
  recoveryUsernameMessage,
} from './recovery';
