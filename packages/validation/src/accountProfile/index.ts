export {
  accountProfileLimits,
  addressSaveAsksScope,
  createAddressSchema,
  createNameSchema,
  createPhonesSchema,
  deletePhone,
  editableSections,
  isProfileReviewPending,
  phonesToSend,
  zipMessage,
  type ContactPhoneInput,
  type UpdateIndicator,
} from './accountProfile';
export { accountProfileMessages, type AccountProfileMessages } from './messages';
