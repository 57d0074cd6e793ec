export { ServiceRequests, type ServiceRequestsProps } from './ServiceRequests';
export {
  serviceRequestsMessages,
  serviceRequestsTranslations,
  type ServiceRequestsMessages,
} from './messages';
