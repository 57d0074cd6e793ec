import { Checkbox } from '@coop-portal/ui';
import { profile } from '@coop-portal/validation';
import type { ValidationResult } from 'react-aria-components';
import type { MyProfileMessages } from './messages';
import * as styles from './MyProfile.css';

export interface PaperlessTabProps {
  text: MyProfileMessages;
  values: profile.PaperlessValues;
  onChange: (patch: Partial<profile.PaperlessValues>) => void;
  /** The choices as loaded: the confirmation is asked for once something new is ticked. */
  loaded: profile.PaperlessValues;
  /** PAPERLESS_BY_ACCOUNT: the per-account table, else the member-level switches. */
  byAccount: boolean;
  /** Which paperless options the co-op offers (PAPERLESS_BILLING_OPTION, PAPERLESS_OTHER_OPTION). */
  offers: { paperlessBill: boolean; paperlessOther: boolean };
  /** DISPLAY_ANNUAL_MEETING_NOTICE. */
  annualMeetingNotice: boolean;
  /** DISPLAY_MKT_EMAIL_SIGNUP, with MKT_EMAIL_SIGNUP_TEXT when set. */
  marketing: { offered: boolean; text: string | null };
  /** PAPERLESS_CONFIRMATION_TEXT. */
  confirmationText: string | null;
}

/** A checkbox shows the form's error for it. */
const formError = (validation: ValidationResult) => validation.validationErrors.join(' ');

type Column = profile.PaperlessColumn;

/**
 * The Paperless Options tab (doc 2 §2.3, §4): the member-level switches or, with
 * PAPERLESS_BY_ACCOUNT, a table of the member's accounts with Email, Paperless Bill and
 * Paperless/Other and a select-all box per column (Paperless Bill forces Email on, and Email cannot
 * be unticked while it is on); the annual meeting notice and marketing e-mail when offered; the
 * confirmation checkbox, required once a new paperless option, notice or marketing box is ticked.
 * Without an eligible account the table gives way to 'There are no eligible accounts for managing
 * Paperless Options.'
 */
export function PaperlessTab({
  text,
  values,
  onChange,
  loaded,
  byAccount,
  offers,
  annualMeetingNotice,
  marketing,
  confirmationText,
}: PaperlessTabProps) {
  const confirmationRequired = profile.isPaperlessConfirmationRequired(values, loaded);
  const columns: { column: Column; label: string }[] = [
    { column: 'isEmail', label: text.emailColumn },
    ...(offers.paperlessBill
      ? [{ column: 'isPaperless' as const, label: text.paperlessBillLabel }]
      : []),
    ...(offers.paperlessOther
      ? [{ column: 'isPaperlessOther' as const, label: text.paperlessOtherLabel }]
      : []),
  ];
  const rows = values.accounts;
  const setBox = (accountNumber: string, column: Column, checked: boolean) =>
    onChange({
      accounts: rows.map((row) =>
        row.accountNumber === accountNumber ? profile.setPaperlessBox(row, column, checked) : row,
      ),
    });
  const setColumn = (column: Column, checked: boolean) =>
    onChange({ accounts: profile.selectAllPaperless(rows, column, checked) });

  const table =
    rows.length === 0 ? (
      <p className={styles.empty}>{text.noPaperlessAccounts}</p>
    ) : (
      <table className={styles.table}>
        <caption className={styles.caption}>{text.paperlessTableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{text.accountColumn}</th>
            {columns.map(({ column, label }) => {
              const ticked = rows.filter((row) => row[column]).length;
              return (
                <th scope="col" key={column}>
                  <Checkbox
                    isSelected={profile.isPaperlessColumnAllSelected(rows, column)}
                    isIndeterminate={ticked > 0 && ticked < rows.length}
                    onChange={(checked) => setColumn(column, checked)}
                    aria-label={text.selectAllColumn(label)}
                  >
                    <span aria-hidden="true">{label}</span>
                  </Checkbox>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.accountNumber}>
              <th scope="row" className={styles.accountCell}>
                {row.accountNumber}
              </th>
              {columns.map(({ column, label }) => {
                const locked = column === 'isEmail' && profile.isEmailLocked(row);
                return (
                  <td key={column} data-label={label}>
                    <Checkbox
                      name={`accounts.${index}.${column}`}
                      isSelected={row[column]}
                      isDisabled={locked}
                      onChange={(checked) => setBox(row.accountNumber, column, checked)}
                      aria-label={text.paperlessBox(label, row.accountNumber)}
                    >
                      <span className={styles.cellLabel} aria-hidden="true">
                        {label}
                      </span>
                    </Checkbox>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    );
  const anyLocked = rows.some((row) => profile.isEmailLocked(row));

  return (
    <div className={styles.tabContent}>
      <p>{text.paperlessIntro}</p>
      {byAccount ? (
        <div className={styles.group}>
          {table}
          {anyLocked && offers.paperlessBill ? (
            <p className={styles.hint}>{text.emailLockedHint}</p>
          ) : null}
        </div>
      ) : (
        <div className={styles.group}>
          {offers.paperlessBill ? (
            <Checkbox
              name="hasPaperlessBilling"
              isSelected={values.hasPaperlessBilling}
              onChange={(hasPaperlessBilling) => onChange({ hasPaperlessBilling })}
            >
              {text.paperlessBillLabel}
            </Checkbox>
          ) : null}
          {offers.paperlessOther ? (
            <Checkbox
              name="hasPaperlessOther"
              isSelected={values.hasPaperlessOther}
              onChange={(hasPaperlessOther) => onChange({ hasPaperlessOther })}
            >
              {text.paperlessOtherLabel}
            </Checkbox>
          ) : null}
        </div>
      )}
      {annualMeetingNotice || marketing.offered ? (
        <div className={styles.group}>
          {annualMeetingNotice ? (
            <Checkbox
              name="electronicKit"
              isSelected={values.electronicKit}
              onChange={(electronicKit) => onChange({ electronicKit })}
            >
              {text.annualMeetingNoticeLabel}
            </Checkbox>
          ) : null}
          {marketing.offered ? (
            <Checkbox
              name="marketingEmail"
              isSelected={values.marketingEmail}
              onChange={(marketingEmail) => onChange({ marketingEmail })}
            >
              {marketing.text ?? text.marketingEmailLabel}
            </Checkbox>
          ) : null}
        </div>
      ) : null}
      {confirmationRequired ? (
        <Checkbox
          name="confirmation"
          isSelected={values.confirmation}
          onChange={(confirmation) => onChange({ confirmation })}
          errorMessage={formError}
          isRequired
        >
          {confirmationText ?? text.paperlessConfirmationLabel}
        </Checkbox>
      ) : null}
    </div>
  );
}
