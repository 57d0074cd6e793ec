export { DraftPayments, draftPaymentsConfigKeys, type DraftPaymentsProps } from './DraftPayments';
export { draftPaymentsMessages, type DraftPaymentsMessages } from './messages';
