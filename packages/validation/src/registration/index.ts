export {
  createRegistrationAccountNumberSchema,
  createRegistrationAccountSchema,
  createSendCodeSchema,
  createVerificationCodeSchema,
  isVerificationCodeValid,
  sendCodeMode,
  userProvidedContactTypes,
  type AuthenticationOptions,
  type SendCodeMode,
  type UserProvidedContactType,
} from './accountStep';
export {
  createCompleteRegistrationSchema,
  registrationUsernameMessage,
  type CompleteRegistrationOptions,
} from './completeStep';
export {
  codeDestinations,
  destinationSendCodeMode,
  type AuthenticationTypeOptions,
  type CodeDestination,
} from './destinations';
export { registrationLimits } from './limits';
export { registrationMessages, type RegistrationMessages } from './messages';
export { shouldCheckUsernameAvailability } from '../shared/rules';
