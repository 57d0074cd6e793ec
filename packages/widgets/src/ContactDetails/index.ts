export { ContactDetails, type ContactDetailsProps } from './ContactDetails';
export { contactDetailsMessages, type ContactDetailsMessages } from './messages';
