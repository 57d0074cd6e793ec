import {
  Checkbox,
  CurrencyField,
  cx,
  DatePicker,
  type DateValue,
  dateValueToIso,
  parseIsoDate,
  Switch,
  todayPlus,
  useCatalogue,
  useLocale,
} from '@coop-portal/ui';
import { formatDate, roundUp, type PathErrors } from '@coop-portal/validation';
import { useId, useState, type ReactNode } from 'react';
import {
  roundUpTableMessages,
  roundUpTableTranslations,
  type RoundUpTableMessages,
} from './messages';
import * as styles from './RoundUpTable.css';

type Row = roundUp.RoundUpTableRow;

export interface RoundUpTableProps<R extends Row = Row> {
  /**
   * The accounts as edited: `roundUp.roundUpTableRows(memberDetails.accounts)` from
   * `@coop-portal/validation` at first (with `{ selectable: true }` on the Operation RoundUp page),
   * then what `onRowsChange` gives.
   */
  rows: readonly R[];
  /**
   * The rows as loaded: unticking a row restores its values from here (found by account number).
   * Needed with `selectable`.
   */
  savedRows?: readonly R[];
  /** Every change: the rows as they are now. */
  onRowsChange: (rows: R[]) => void;
  /**
   * The messages by field name (`rows.{i}.operationRoundupAmount`,
   * `rows.{i}.operationRoundupExpiration`), as `validateFormByPath(roundUp.createRoundUpSchema(…),
   * { rows })` gives them. A field shows its message until it is changed or new errors come; the
   * fields of a row whose toggle is off show none.
   */
  errors?: PathErrors;
  /** RoundUp is offered (PARTICIPATE, isRoundUpParticipate): the toggle column shows. */
  participate: boolean;
  /** RoundUp Plus is offered (PLUSPARTICIPATE, isRoundUpPlusParticipate): the amount column shows. */
  plusParticipate: boolean;
  /**
   * The Operation RoundUp page (doc 3 §2.3): a Select All box and a box per row; only a ticked row
   * can be changed, and unticking it restores its saved values. Without it (the My Profile tab)
   * every row can be changed.
   */
  selectable?: boolean;
  /** Today as yyyy-MM-dd (tests, stories); the visitor's day when not given. The earliest
   * expiration is the day after. */
  today?: string;
  /** Nothing can be changed, e.g. while the rows are being saved. */
  isDisabled?: boolean;
  /** Show the caption that names the table (default true); hidden, it still names the table. */
  showCaption?: boolean;
  /**
   * A co-op's own wording, in the language the table speaks (its provider's `locale`): it replaces
   * that language's text.
   */
  messages?: Partial<RoundUpTableMessages>;
  className?: string;
}

const noNames: ReadonlySet<string> = new Set();

/**
 * The errors to show: `errors` without those of the fields changed since they came (as the kit's
 * `Form` does), so a message goes as soon as the member corrects its field.
 */
function useErrorsUntilChanged(errors: PathErrors | undefined) {
  const [changed, setChanged] = useState<{ errors?: PathErrors; names: ReadonlySet<string> }>({
    errors,
    names: noNames,
  });
  const changedNames = changed.errors === errors ? changed.names : noNames;
  const errorOf = (name: string) => (changedNames.has(name) ? undefined : errors?.[name]);
  const markChanged = (name: string) => {
    if (!errors?.[name] || changedNames.has(name)) return;
    setChanged({ errors, names: new Set(changedNames).add(name) });
  };
  return { errorOf, markChanged };
}

/**
 * A row field's label: the column name, shown only where the rows stack (under 600px; above, the
 * column header shows it), and the account for screen readers, e.g. 'RoundUp Plus Amount for
 * account 1000001'.
 */
function RowLabel({ name, account }: { name: string; account: string }) {
  return (
    <>
      <span className={styles.stackedOnly}>{name}</span>{' '}
      <span className={styles.visuallyHidden}>{account}</span>
    </>
  );
}

/**
 * The Operation RoundUp table (doc 3 §2.3, §4, §5, §9; the My Profile RoundUp tab, doc 2 §2.3): per
 * account its number, type and address, the round-up toggle (with PARTICIPATE), the RoundUp Plus
 * amount (with PLUSPARTICIPATE) and the expiration date. The toggle enables the amount and the
 * expiration; the amount keeps digits and one decimal point (11 characters) and shows 2 decimals
 * when the field is left; the expiration is a date from tomorrow to 12/31/2121 (written as the
 * language writes dates). With `selectable`
 * (the Operation RoundUp page) a Select All box and a box per row: a ticked row can be changed,
 * unticking it restores its saved values. Under 600px each row is a card with a label per value.
 *
 * It is controlled and fetches nothing: the page or the My Profile tab holds the rows, wraps the
 * table in the kit's `Form` (every field has a `name` of `rows.{i}.<field>`, so the form shows the
 * errors by name and focuses the first invalid field) and sends the update. Rules from
 * `@coop-portal/validation`'s `roundUp`.
 */
export function RoundUpTable<R extends Row = Row>({
  rows,
  savedRows = [],
  onRowsChange,
  errors,
  participate,
  plusParticipate,
  selectable = false,
  today,
  isDisabled = false,
  showCaption = true,
  messages,
  className,
}: RoundUpTableProps<R>) {
  const text: RoundUpTableMessages = {
    ...useCatalogue(roundUpTableMessages, roundUpTableTranslations),
    ...messages,
  };
  const locale = useLocale();
  const idBase = useId();
  const { errorOf, markChanged } = useErrorsUntilChanged(errors);

  const todayDate = (today ? parseIsoDate(today) : null) ?? todayPlus(0);
  const earliest = todayDate.add({ days: 1 });
  const latest = parseIsoDate(roundUp.roundUpLimits.maxExpiration) ?? undefined;
  const latestShown = formatDate(roundUp.roundUpLimits.maxExpiration, locale) ?? '';

  if (rows.length === 0) {
    return <p className={cx(styles.empty, className)}>{text.noAccounts}</p>;
  }

  const saved = new Map(savedRows.map((row) => [row.accountNumber, row]));
  const change = (index: number, next: R) =>
    onRowsChange(rows.map((row, position) => (position === index ? next : row)));

  const selection = roundUp.roundUpSelection(rows);
  const header = (id: string, name: string) => (
    <th scope="col" id={`${idBase}-${id}`} className={styles.column}>
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
    <div className={cx(styles.root, className)}>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption className={showCaption ? styles.caption : styles.visuallyHidden}>
            {text.caption}
          </caption>
          <thead className={styles.head}>
            <tr>
              {selectable ? (
                <th scope="col" className={cx(styles.column, styles.selectColumn)}>
                  <Checkbox
                    isSelected={selection === 'all'}
                    isIndeterminate={selection === 'some'}
                    isDisabled={isDisabled}
                    onChange={(ticked) =>
                      onRowsChange(roundUp.setAllRoundUpRowsSelected(rows, ticked, savedRows))
                    }
                  >
                    {text.selectAll}
                  </Checkbox>
                </th>
              ) : null}
              {header('account', text.accountNumber)}
              {header('type', text.accountType)}
              {header('address', text.address)}
              {participate ? header('roundup', text.roundUp) : null}
              {plusParticipate ? header('amount', text.amount) : null}
              {header('expiration', text.expiration)}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const editing = roundUp.roundUpRowEditing(row, { selectable });
              const canToggle = editing.roundUp && !isDisabled;
              const canEdit = editing.details && !isDisabled;
              const field = (key: keyof Row) => `rows.${index}.${key}`;
              const amountName = field('operationRoundupAmount');
              const expirationName = field('operationRoundupExpiration');
              const forAccount = text.forAccount(row.accountNumber);
              // A field's message; none while it cannot be changed (its toggle is off).
              const amountError = canEdit ? errorOf(amountName) : undefined;
              const expirationError = canEdit ? errorOf(expirationName) : undefined;
              return (
                <tr
                  key={row.accountNumber}
                  className={styles.row}
                  data-selected={selectable && row.selected === true ? '' : undefined}
                >
                  {selectable ? (
                    <td className={cx(styles.fieldCell, styles.selectCell)}>
                      <Checkbox
                        name={field('selected')}
                        isSelected={row.selected === true}
                        isDisabled={isDisabled}
                        onChange={(ticked) =>
                          change(
                            index,
                            roundUp.setRoundUpRowSelected(
                              row,
                              ticked,
                              saved.get(row.accountNumber) ?? row,
                            ),
                          )
                        }
                      >
                        <RowLabel
                          name={text.select}
                          account={text.selectAccount(row.accountNumber)}
                        />
                      </Checkbox>
                    </td>
                  ) : null}
                  <th scope="row" className={cx(styles.valueCell, styles.rowHeader)}>
                    <span className={styles.cellLabel} aria-hidden="true">
                      {text.accountNumber}
                    </span>
                    <span className={styles.value}>{row.accountNumber}</span>
                  </th>
                  {valueCell(text.accountType, row.accountType)}
                  {valueCell(text.address, row.address, styles.addressCell)}
                  {participate ? (
                    <td className={styles.fieldCell}>
                      <Switch
                        name={field('operationRoundup')}
                        isSelected={row.operationRoundup}
                        isDisabled={!canToggle}
                        onChange={(on) => change(index, { ...row, operationRoundup: on })}
                      >
                        <RowLabel name={text.roundUp} account={forAccount} />
                      </Switch>
                    </td>
                  ) : null}
                  {plusParticipate ? (
                    <td className={cx(styles.fieldCell, styles.textFieldCell, styles.amountCell)}>
                      <CurrencyField
                        name={amountName}
                        label={<RowLabel name={text.amount} account={forAccount} />}
                        value={row.operationRoundupAmount}
                        maxLength={roundUp.roundUpLimits.amountMaxLength}
                        inputFilter={roundUp.filterRoundUpAmount}
                        formatOnBlur={roundUp.formatRoundUpAmount}
                        isDisabled={!canEdit}
                        // Only a message makes the field invalid: `isInvalid={false}` would hide the
                        // form's own errors too.
                        isInvalid={amountError !== undefined || undefined}
                        errorMessage={amountError}
                        onFocus={() => {
                          // The amount is typed without thousands separators; a zero amount is
                          // emptied, so the amount can be typed straight away.
                          const plain = roundUp.roundUpAmountForEditing(row.operationRoundupAmount);
                          if (plain !== row.operationRoundupAmount) {
                            change(index, { ...row, operationRoundupAmount: plain });
                          }
                        }}
                        onChange={(amount) => {
                          // Formatting on blur changes the text, not the amount: the message stays.
                          if (
                            roundUp.parseRoundUpAmount(amount) !==
                            roundUp.parseRoundUpAmount(row.operationRoundupAmount)
                          ) {
                            markChanged(amountName);
                          }
                          change(index, { ...row, operationRoundupAmount: amount });
                        }}
                      />
                    </td>
                  ) : null}
                  <td className={cx(styles.fieldCell, styles.textFieldCell, styles.dateCell)}>
                    <DatePicker
                      name={expirationName}
                      label={<RowLabel name={text.expiration} account={forAccount} />}
                      value={parseIsoDate(row.operationRoundupExpiration)}
                      // The limits apply while the date can be changed: a row that cannot be
                      // changed shows its saved date without a message.
                      minValue={canEdit ? earliest : undefined}
                      maxValue={canEdit ? latest : undefined}
                      minValueMessage={text.expirationInPast}
                      maxValueMessage={text.expirationTooLate(latestShown)}
                      isDisabled={!canEdit}
                      isInvalid={expirationError !== undefined || undefined}
                      errorMessage={expirationError}
                      onChange={(value: DateValue | null) => {
                        markChanged(expirationName);
                        change(index, {
                          ...row,
                          operationRoundupExpiration: dateValueToIso(value),
                        });
                      }}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
