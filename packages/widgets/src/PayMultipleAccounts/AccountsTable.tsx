import { Checkbox, CurrencyField, cx, useLocale } from '@coop-portal/ui';
import { accountOverview, formatCurrency, payMultiple, quickPay } from '@coop-portal/validation';
import type { ReactNode } from 'react';
import type { MemberPayOptions } from '../PaymentConfirmation/payOptions';
import type { MemberAccount } from '../PaymentConfirmation/types';
import { submitOnEnter } from '../shared/submitForm';
import type { PayMultipleAccountsMessages } from './messages';
import * as styles from './PayMultipleAccounts.css';

/** One account of the table with what its payment offers (validation's rules). */
export interface PayRow {
  account: MemberAccount;
  options: MemberPayOptions;
}

/** The name of an account's amount field: the form's errors are keyed by it. */
export const amountFieldName = (accountNumber: string) => `amount-${accountNumber}`;

export interface AccountsTableProps {
  text: PayMultipleAccountsMessages;
  rows: readonly PayRow[];
  /** Every account number shown (Select All's scope). */
  allNumbers: readonly string[];
  selected: ReadonlySet<string>;
  amountOf: (accountNumber: string) => string;
  /** While the payment starts: nothing can be changed. */
  isDisabled: boolean;
  /** Neither payment method is available, or the cutoff block applies: the amounts are read-only. */
  isReadOnly: boolean;
  onSelectionChange: (selected: Set<string>) => void;
  onAmountChange: (accountNumber: string, amount: string) => void;
}

/** A field's label in a row: the column's name where the rows stack, and the account it is for. */
function RowLabel({ name, account }: { name: string; account: string }) {
  return (
    <>
      <span className={styles.stackedOnly}>{name}</span>{' '}
      <span className={styles.visuallyHidden}>{account}</span>
    </>
  );
}

/**
 * The member's accounts as a plain HTML table of form fields: Select All and a box per account, the
 * account number, type, status label (doc 2 §4), balance (a negative prepaid balance in
 * parentheses, doc 1 §9), due date (MM/dd/yyyy in English, the locale's short date in another, or
 * N/A for prepaid or missing, doc 1 §4.1), past due
 * amount and the payment amount of a selected account (doc 1 §5.1: digits and one decimal point, 13
 * characters, paste blocked, 2 decimals on blur). Under 600px each account stacks as a card.
 */
export function AccountsTable({
  text,
  rows,
  allNumbers,
  selected,
  amountOf,
  isDisabled,
  isReadOnly,
  onSelectionChange,
  onAmountChange,
}: AccountsTableProps) {
  const locale = useLocale();
  const state = payMultiple.selectionState(allNumbers, selected);
  const header = (name: string, className?: string) => (
    <th scope="col" className={cx(styles.column, className)}>
      {name}
    </th>
  );
  /** A value cell: its column name shows in front of it where the rows stack. */
  const valueCell = (name: string, value: ReactNode, className?: string) => (
    <td className={cx(styles.valueCell, className)}>
      <span className={styles.cellLabel} aria-hidden="true">
        {name}
      </span>
      <span className={styles.value}>{value}</span>
    </td>
  );

  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className={styles.visuallyHidden}>{text.caption}</caption>
        <thead className={styles.head}>
          <tr>
            <th scope="col" className={cx(styles.column, styles.selectColumn)}>
              <Checkbox
                isSelected={state === 'all'}
                isIndeterminate={state === 'some'}
                isDisabled={isDisabled}
                onChange={(ticked) => onSelectionChange(payMultiple.selectAll(allNumbers, ticked))}
              >
                {text.selectAll}
              </Checkbox>
            </th>
            {header(text.accountNumber)}
            {header(text.accountType)}
            {header(text.status)}
            {header(text.balance, styles.amountColumn)}
            {header(text.dueDate)}
            {header(text.pastDue, styles.amountColumn)}
            {header(text.amount)}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ account }) => {
            const number = account.accountNumber;
            const isSelected = selected.has(number);
            const forAccount = text.amountFor(number);
            return (
              <tr key={number} className={styles.row} data-selected={isSelected ? '' : undefined}>
                <td className={cx(styles.fieldCell, styles.selectCell)}>
                  <Checkbox
                    isSelected={isSelected}
                    isDisabled={isDisabled}
                    onChange={(ticked) =>
                      onSelectionChange(payMultiple.selectAccount(selected, number, ticked))
                    }
                  >
                    <span className={styles.stackedOnly} aria-hidden="true">
                      {text.select}
                    </span>
                    <span className={styles.visuallyHidden}>{text.selectAccount(number)}</span>
                  </Checkbox>
                </td>
                <th scope="row" className={cx(styles.valueCell, styles.rowHeader)}>
                  <span className={styles.cellLabel} aria-hidden="true">
                    {text.accountNumber}
                  </span>
                  <span className={styles.value}>{number}</span>
                </th>
                {valueCell(text.accountType, account.accountType)}
                {valueCell(text.status, accountOverview.accountStatusLabel(account))}
                {valueCell(
                  account.isPrepaidAccount ? text.prepaidBalance : text.balance,
                  quickPay.formatBalance(account, locale),
                  styles.amountCellValue,
                )}
                {valueCell(text.dueDate, quickPay.formatDueDate(account, text, locale))}
                {valueCell(
                  text.pastDue,
                  formatCurrency(account.pastDueAmount, locale),
                  styles.amountCellValue,
                )}
                <td className={cx(styles.fieldCell, styles.textFieldCell, styles.amountCell)}>
                  <CurrencyField
                    name={amountFieldName(number)}
                    label={<RowLabel name={text.amount} account={forAccount} />}
                    value={amountOf(number)}
                    onChange={(amount) => onAmountChange(number, amount)}
                    inputFilter={quickPay.filterPaymentAmount}
                    formatOnBlur={quickPay.formatPaymentAmountOnBlur}
                    maxLength={quickPay.quickPayLimits.amountMaxLength}
                    allowPaste={false}
                    isDisabled={isDisabled || !isSelected}
                    isReadOnly={isReadOnly}
                    isRequired={isSelected && !isReadOnly}
                    onKeyDown={submitOnEnter}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
