export { ServiceRequests, type ServiceRequestsProps } from './ServiceRequests';
export { serviceRequestsMessages, type ServiceRequestsMessages } from './messages';
