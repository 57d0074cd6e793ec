export { DraftPayments, draftPaymentsConfigKeys, type DraftPaymentsProps } from './DraftPayments';
export {
  draftPaymentsMessages,
  draftPaymentsTranslations,
  type DraftPaymentsMessages,
} from './messages';
