export {
  reviewStatusLabel,
  serviceRequestHistoryPaging,
  serviceRequestHistoryRows,
  type ServiceOrderRecord,
} from './history';
export { serviceRequestMessages, type ServiceRequestMessages } from './messages';
export {
  buildServiceRequest,
  createServiceRequestSchema,
  serviceRequestLimits,
  type ServiceRequestPayload,
} from './serviceRequest';
