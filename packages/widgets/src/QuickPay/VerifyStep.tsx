import { Alert, DescriptionList, useLocale, type DescriptionListItem } from '@coop-portal/ui';
import { quickPay } from '@coop-portal/validation';
import type { QuickPayDialogMessages } from './messages';
import * as styles from './QuickPay.css';
import type { QuickPayVerification } from './types';

export interface VerifyStepProps {
  text: QuickPayDialogMessages;
  verification: QuickPayVerification;
}

/**
 * Step 2 Verify (doc 1 §2.5): the verified account — holder, service address, balance (a negative
 * prepaid balance in parentheses), due date (MM/dd/yyyy in English, or N/A) and status. When the account is
 * restricted for both card and echeck, the doc 1 §8 message shows (and the dialog hides Verify).
 */
export function VerifyStep({ text, verification }: VerifyStepProps) {
  const { account } = verification;
  const locale = useLocale();
  const bothRestricted = quickPay.isRestrictedForBothMethods(account);
  const status = [account.derivedStatus, account.isPrepaidAccount ? account.prepaidLabel : null]
    .filter(Boolean)
    .join(' ');
  const rows: DescriptionListItem[] = [
    { term: text.accountNumberLabel, details: account.accountNumber },
    { term: text.accountHolderLabel, details: account.accountHolderName },
    { term: text.serviceAddressLabel, details: account.serviceAddress || text.notAvailable },
    {
      term: account.isPrepaidAccount ? text.prepaidBalanceLabel : text.balanceLabel,
      details: quickPay.formatBalance(account, locale),
    },
    { term: text.dueDateLabel, details: quickPay.formatDueDate(account, text, locale) },
    { term: text.statusLabel, details: status || text.notAvailable },
  ];

  return (
    <>
      {bothRestricted ? <Alert tone="error">{text.bothMethodsRestricted}</Alert> : null}
      <p className={styles.intro}>{text.verifyIntro}</p>
      <DescriptionList variant="boxed" items={rows} />
    </>
  );
}
