export { ContactDetails, type ContactDetailsProps } from './ContactDetails';
export {
  contactDetailsMessages,
  contactDetailsTranslations,
  type ContactDetailsMessages,
} from './messages';
