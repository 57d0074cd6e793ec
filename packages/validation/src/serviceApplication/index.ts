export { serviceApplicationMessages, type ServiceApplicationMessages } from './messages';
export {
  accountTypeStep,
  applicationAccountType,
  buildServiceApplication,
  createServiceApplicationSchema,
  isBusinessAccountType,
  serviceApplicationLimits,
  START_DATE_WINDOW_DAYS,
  startDateMessage,
  startDateWindow,
  submitFailureMessage,
  zipMessage,
  type ServiceAccountType,
  type ServiceApplicationAddress,
  type ServiceApplicationRequest,
  type ServiceApplicationSchemaOptions,
  type ServiceApplicationValues,
} from './serviceApplication';
