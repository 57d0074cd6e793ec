import {
  useCurrentUser,
  useIsLoggedIn,
  usePaymentStatus,
  useQuickPayPaymentStatus,
} from '@coop-portal/api-client/react';
import {
  Alert,
  Button,
  DataTable,
  DescriptionList,
  Spinner,
  useCatalogue,
  useLocale,
} from '@coop-portal/ui';
import { formatCurrency, quickPay } from '@coop-portal/validation';
import { useErrorMessage } from '@coop-portal/widgets';
import { skipToken } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from '../../routing/hooks';
import * as pageStyles from '../pages.css';
import { quickPayPageMessages, quickPayPageTranslations } from './messages';
import * as styles from './quickPay.css';

/** The result is read once: it does not change, and it is not asked for again on focus. */
const once = { staleTime: Infinity, refetchOnWindowFocus: false } as const;

/**
 * The payment result after the provider returned (doc 2 §2.9, §3): the postback message, account
 * balance, payment amount, convenience fee, the card's or bank account's last four digits and the
 * confirmation number, and for a payment of several accounts each account's amount and balance,
 * read with the encodedParam — through the quick-pay token for Quick Pay
 * (no sign-in needed), else as the signed-in member. Done goes home for Quick Pay, else to the
 * account overview with accountno (or member_number). A missing parameter or a failed call shows
 * its message, never a blank page. Amounts are written as the portal's language writes them; the
 * postback message is shown as the API gives it.
 */
export function PaymentSuccessPage() {
  const m = useCatalogue(quickPayPageMessages, quickPayPageTranslations).success;
  const errorMessage = useErrorMessage();
  const locale = useLocale();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const isLoggedIn = useIsLoggedIn();
  const user = useCurrentUser();
  const isFromQuickPay = quickPay.isQuickPayResult(params);
  const encodedParam = params.get(quickPay.paymentResultQuery.encodedParam);
  const input = encodedParam ? { query: { encryptedPayload: encodedParam } } : skipToken;
  const quickPayResult = useQuickPayPaymentStatus(isFromQuickPay ? input : skipToken, once);
  const memberResult = usePaymentStatus(isFromQuickPay ? skipToken : input, once);
  const result = isFromQuickPay ? quickPayResult : memberResult;

  const memberNumber = isLoggedIn ? user?.memberNumber : undefined;
  const done = () =>
    void navigate(quickPay.paymentResultDoneTarget({ query: params, memberNumber }));
  const doneButton = <Button onPress={done}>{m.done}</Button>;

  if (!encodedParam || result.isError) {
    const message = !encodedParam ? m.missing : errorMessage(result.error);
    return (
      <>
        <h1 className={pageStyles.pageTitle}>{m.errorTitle}</h1>
        <div className={styles.result}>
          <Alert tone="error">{message}</Alert>
          {doneButton}
        </div>
      </>
    );
  }

  if (!result.data) {
    return (
      <>
        <h1 className={pageStyles.pageTitle}>{m.title}</h1>
        <Spinner label={m.loading} showLabel />
      </>
    );
  }

  const paid = result.data;
  const money = (value: number | null | undefined) =>
    value === null || value === undefined ? null : formatCurrency(value, locale);
  const rows = [
    { term: m.confirmationNumber, details: paid.confirmationNumber },
    { term: m.paymentAmount, details: money(paid.paymentAmount) },
    { term: m.convenienceFee, details: money(paid.convenienceFee) },
    {
      term: m.lastFour,
      details: paid.cardOrBankAccountNumberLastFourDigits
        ? m.lastFourValue(paid.cardOrBankAccountNumberLastFourDigits)
        : null,
    },
    { term: m.accountBalance, details: money(paid.accountBalance) },
  ].filter((row) => Boolean(row.details));

  return (
    <>
      <h1 className={pageStyles.pageTitle}>{m.title}</h1>
      <div className={styles.result}>
        <p className={styles.message} role="status">
          {paid.postbackMessage || m.fallbackMessage}
        </p>
        <DescriptionList variant="boxed" items={rows} />
        {paid.accounts && paid.accounts.length > 0 ? (
          <DataTable
            aria-label={m.accountsLabel}
            rows={paid.accounts}
            getRowId={(entry) => entry.accountNumber}
            columns={[
              {
                id: 'accountNumber',
                header: m.accountNumber,
                isRowHeader: true,
                cell: (entry) => entry.accountNumber,
              },
              {
                id: 'paymentAmount',
                header: m.paymentAmount,
                align: 'end',
                cell: (entry) => formatCurrency(entry.paymentAmount, locale),
              },
              {
                id: 'accountBalance',
                header: m.accountBalance,
                align: 'end',
                cell: (entry) => money(entry.accountBalance) ?? '',
              },
            ]}
          />
        ) : null}
        {doneButton}
      </div>
    </>
  );
}
