export {
  serviceApplicationWidgetMessages,
  serviceApplicationWidgetTranslations,
  type ServiceApplicationWidgetMessages,
} from './messages';
export { ServiceApplication, type ServiceApplicationProps } from './ServiceApplication';
export {
  ServiceApplicationForm,
  type ServiceApplicationFormProps,
  type ServiceApplicationSubmittedDetail,
} from './ServiceApplicationForm';
export {
  ServiceTypeChoice,
  type ServiceAccountType,
  type ServiceTypeChoiceProps,
} from './ServiceTypeChoice';
