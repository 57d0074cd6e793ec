import type { AmountValue } from '../shared/money';

/**
 * The account fields the Quick Pay rules read (doc 1 §3, quick pay verification response). Amounts
 * may be missing; a missing amount counts as 0.
 */
export interface PayableAccount {
  accountNumber: string;
  accountBalance?: AmountValue;
  dueDate?: string | null;
  isPrepaidAccount?: boolean | null;
  pastDueAmount?: AmountValue;
  reconnectFee?: AmountValue;
  additionalDeposit?: AmountValue;
  liabilityConfirmationAmount?: AmountValue;
  showLiabilityConfirmation?: boolean | null;
  cutoffAmount?: AmountValue;
  derivedStatus?: string | null;
  disconnectFee?: AmountValue;
  minimumPaymentDue?: AmountValue;
  overPayAmount?: AmountValue;
  prepaidReconnectAmount?: AmountValue;
  isCcEligible?: boolean | null;
  isEcheckEligible?: boolean | null;
  nomoreCheck?: boolean | null;
}
