import { Select, SelectItem } from '@coop-portal/ui';
import type { PaymentConfirmationMessages } from './messages';
import type { MemberAccount } from './types';

export interface AccountChoiceProps {
  text: PaymentConfirmationMessages;
  accounts: readonly MemberAccount[];
  /** The account number of the account being paid. */
  selected: string;
  /** Another account was chosen. */
  onChoose: (accountNumber: string) => void;
  isDisabled: boolean;
}

/** The choice of the account to pay, for a member with several: number, type and service address. */
export function AccountChoice({
  text,
  accounts,
  selected,
  onChoose,
  isDisabled,
}: AccountChoiceProps) {
  return (
    <Select
      label={text.accountLabel}
      items={accounts.map((entry) => ({ id: entry.accountNumber, entry }))}
      selectedKey={selected}
      onSelectionChange={(key) => {
        if (key === null || key === selected) return;
        onChoose(String(key));
      }}
      isDisabled={isDisabled}
    >
      {({ id, entry }) => (
        <SelectItem id={id}>
          {text.accountOption(
            entry.accountNumber,
            [entry.accountType, entry.serviceAddress].filter(Boolean).join(' · '),
          )}
        </SelectItem>
      )}
    </Select>
  );
}
