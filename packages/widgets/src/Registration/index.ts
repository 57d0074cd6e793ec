export {
  registrationConfigKeys,
  registrationConfiguration,
  registrationWebContentKeys,
  type RegistrationConfiguration,
} from './configuration';
export { registrationWizardMessages, type RegistrationWizardMessages } from './messages';
export {
  RegistrationWizard,
  type RegistrationCompleteDetail,
  type RegistrationStage,
  type RegistrationWizardProps,
} from './RegistrationWizard';
export { registrationWizardTranslations } from './messages';
