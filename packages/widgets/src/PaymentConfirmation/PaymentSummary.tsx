import { DescriptionList, useLocale, type DescriptionListItem } from '@coop-portal/ui';
import { quickPay } from '@coop-portal/validation';
import type { PaymentConfirmationMessages } from './messages';
import * as styles from './PaymentConfirmation.css';
import type { MemberAccount } from './types';

export interface PaymentSummaryProps {
  text: PaymentConfirmationMessages;
  account: MemberAccount;
  /** The account's payment amounts object (doc 1 §3). */
  amounts: quickPay.LoggedInPaymentAmounts;
}

/**
 * The intro and the account being paid: its number, service address, balance (the prepaid wording
 * and a negative prepaid balance in parentheses for a prepaid account, doc 1 §9) and due date
 * (MM/dd/yyyy in English, the locale's short date in another, or N/A).
 */
export function PaymentSummary({ text, account, amounts }: PaymentSummaryProps) {
  const locale = useLocale();
  const rows: DescriptionListItem[] = [
    { term: text.accountNumberLabel, details: account.accountNumber },
    { term: text.serviceAddressLabel, details: account.serviceAddress || text.notAvailable },
    {
      term: amounts.isPrepaidAccount ? text.prepaidBalanceLabel : text.balanceLabel,
      details: quickPay.formatBalance(amounts, locale),
    },
    { term: text.dueDateLabel, details: quickPay.formatDueDate(amounts, text, locale) },
  ];
  return (
    <>
      <p className={styles.intro}>{text.intro}</p>
      <DescriptionList variant="boxed" items={rows} />
    </>
  );
}
