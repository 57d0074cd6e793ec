import type { MessageCatalogue } from '@coop-portal/validation';

/**
 * Wording of the payment fields (doc 1 §2.5 step 3): the amount and payment type labels and the
 * gateway text. The spec names the fields without giving their labels: the labels are ours. The
 * widgets that show the fields spread this into their own catalogue, so a co-op rewords it there.
 */
export const paymentFieldsMessages = {
  paymentAmountLabel: 'Payment Amount',
  paymentTypeLabel: 'Payment Type',
  creditCard: 'Credit Card',
  echeck: 'ECheck',
  /** doc 1 §2.5 gives the start and the end of this text; the middle is ours. */
  gateway:
    'Online payments are processed through the secured payment gateway. You will enter your card or bank details on its page, never here. Please click Pay.',
};

export type PaymentFieldsMessages = MessageCatalogue<typeof paymentFieldsMessages>;
