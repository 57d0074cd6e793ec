export { loginPageVisit } from './loginPage';
export { signInMessages, type SignInMessages } from './messages';
export {
  createMfaCodeSchema,
  createSignInSchema,
  isCompleteMfaCode,
  isSafeReturnUrl,
  pathAfterSignIn,
  pathAfterSignOut,
  signInLimits,
  signInSchema,
} from './signIn';
