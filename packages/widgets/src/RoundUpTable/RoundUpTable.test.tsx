import { Button, Form } from '@coop-portal/ui';
import { roundUp, validateFormByPath, type PathErrors } from '@coop-portal/validation';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RoundUpTable, type RoundUpTableProps } from './RoundUpTable';

const today = '2024-05-15';

/** Three accounts of member details (doc 2 §3): one in RoundUp Plus, one off, one in RoundUp. */
const accounts: roundUp.RoundUpMemberAccount[] = [
  {
    accountNumber: '1000001',
    accountType: 'Residential',
    address: '12 Prairie Rd',
    operationRoundup: true,
    operationRoundupAmount: 5,
    operationRoundupExpiration: '2025-06-30',
  },
  {
    accountNumber: '3000002',
    accountType: 'Irrigation',
    address: '400 County Line',
    operationRoundup: false,
    operationRoundupAmount: null,
    operationRoundupExpiration: null,
  },
  {
    accountNumber: '3000003',
    accountType: 'Water',
    address: '9 Mill St',
    operationRoundup: true,
    operationRoundupAmount: 1234.5,
    operationRoundupExpiration: null,
  },
];

/** The table as its parent holds it: the rows in state, the loaded rows kept for restoring. */
function Harness({
  selectable = false,
  ...props
}: Partial<Omit<RoundUpTableProps, 'rows' | 'onRowsChange'>>) {
  const [saved] = useState(() => roundUp.roundUpTableRows(accounts, { selectable }));
  const [rows, setRows] = useState(saved);
  return (
    <>
      <RoundUpTable
        rows={rows}
        savedRows={saved}
        onRowsChange={setRows}
        participate
        plusParticipate
        selectable={selectable}
        today={today}
        {...props}
      />
      <output data-testid="rows">{JSON.stringify(rows)}</output>
    </>
  );
}

/** The rows the parent holds now. */
const heldRows = (): roundUp.RoundUpTableRow[] =>
  JSON.parse(screen.getByTestId('rows').textContent ?? '[]') as roundUp.RoundUpTableRow[];

const toggle = (account: string) =>
  screen.getByRole('switch', { name: `RoundUp for account ${account}` });
const amount = (account: string) =>
  screen.getByRole('textbox', { name: `RoundUp Plus Amount for account ${account}` });
const expiration = (account: string) =>
  screen.getByRole('group', { name: `Expiration Date for account ${account}` });
const expirationParts = (account: string) => within(expiration(account)).getAllByRole('spinbutton');
const tick = (account: string) =>
  screen.getByRole('checkbox', { name: `Select account ${account}` });

describe('doc 3 §2.3 Operation RoundUp table', () => {
  it('lists each account with its number, type and address, the toggle, the amount and the expiration', () => {
    render(<Harness />);
    const table = screen.getByRole('table', { name: 'Operation RoundUp' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Account Number',
      'Account Type',
      'Address',
      'RoundUp',
      'RoundUp Plus Amount',
      'Expiration Date',
    ]);
    const first = within(table).getByRole('row', { name: /1000001/ });
    expect(within(first).getByRole('rowheader')).toHaveTextContent('1000001');
    expect(first).toHaveTextContent('Residential');
    expect(first).toHaveTextContent('12 Prairie Rd');
    expect(toggle('1000001')).toBeChecked();
    expect(amount('1000001')).toHaveValue('5.00');
    expect(expiration('1000001')).toHaveTextContent('06/30/2025');
    expect(toggle('3000002')).not.toBeChecked();
    expect(amount('3000002')).toHaveValue('0.00');
    expect(expiration('3000002')).toHaveTextContent('mm/dd/yyyy');
    expect(amount('3000003')).toHaveValue('1,234.50');
  });

  it('names every field by its column and account, with the form names rows.{i}.<field>', () => {
    render(<Harness selectable />);
    expect(tick('3000002')).toHaveAttribute('name', 'rows.1.selected');
    expect(toggle('3000002')).toHaveAttribute('name', 'rows.1.operationRoundup');
    expect(amount('3000002')).toHaveAttribute('name', 'rows.1.operationRoundupAmount');
    expect(
      expiration('3000002').parentElement?.querySelector('input[type="hidden"]'),
    ).toHaveAttribute('name', 'rows.1.operationRoundupExpiration');
  });

  it('shows the RoundUp column with PARTICIPATE and the RoundUp Plus amount with PLUSPARTICIPATE', () => {
    const { unmount } = render(<Harness plusParticipate={false} />);
    expect(screen.queryByRole('columnheader', { name: 'RoundUp Plus Amount' })).toBeNull();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(toggle('1000001')).toBeVisible();
    unmount();

    render(<Harness participate={false} />);
    expect(screen.queryByRole('columnheader', { name: 'RoundUp' })).toBeNull();
    expect(screen.queryAllByRole('switch')).toHaveLength(0);
    // Without the toggle, a row's saved RoundUp choice still decides whether it can be changed.
    expect(amount('1000001')).toBeEnabled();
    expect(amount('3000002')).toBeDisabled();
  });

  it('says so when there is no account (doc 2 §2.3)', () => {
    render(
      <RoundUpTable rows={[]} onRowsChange={() => {}} participate plusParticipate today={today} />,
    );
    expect(
      screen.getByText('There are no eligible accounts for managing Operation Roundup.'),
    ).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('doc 3 §4 RoundUp: the toggle enables the amount and the expiration', () => {
  it('enables them while the toggle is on and disables them when it is turned off', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    expect(amount('3000002')).toBeDisabled();
    for (const part of expirationParts('3000002')) {
      expect(part).toHaveAttribute('aria-disabled', 'true');
    }

    await user.click(toggle('3000002'));
    expect(toggle('3000002')).toBeChecked();
    expect(amount('3000002')).toBeEnabled();
    expect(expirationParts('3000002')[0]).not.toHaveAttribute('aria-disabled');
    expect(heldRows()[1]?.operationRoundup).toBe(true);

    await user.click(toggle('1000001'));
    expect(amount('1000001')).toBeDisabled();
    // The values stay, for when the toggle is turned on again.
    expect(amount('1000001')).toHaveValue('5.00');
  });

  it('is operated with the keyboard: Space turns the toggle on, Tab reaches the amount', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await user.tab();
    expect(toggle('1000001')).toHaveFocus();
    await user.tab();
    expect(amount('1000001')).toHaveFocus();
    // Past the expiration's month, day, year and calendar button, to the next row's toggle.
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(toggle('3000002')).toHaveFocus();
    await user.keyboard(' ');
    expect(toggle('3000002')).toBeChecked();
    await user.tab();
    expect(amount('3000002')).toHaveFocus();
    await user.keyboard('{Control>}a{/Control}7.5');
    await user.tab();
    expect(amount('3000002')).toHaveValue('7.50');
  });
});

describe('doc 3 §5, §9 RoundUp amount field', () => {
  it('keeps digits and one decimal point, 2 decimals, at most 11 characters', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    const field = amount('1000001');
    await user.clear(field);
    await user.type(field, '$1,2a3.4.56');
    expect(field).toHaveValue('123.45');
    await user.clear(field);
    await user.type(field, '1234567890123');
    expect(field).toHaveValue('12345678901');
  });

  it('shows 2 decimals when left, 0.00 when empty, and drops the separators while edited', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    const field = amount('1000001');
    await user.clear(field);
    await user.type(field, '1234.5');
    await user.tab();
    expect(field).toHaveValue('1,234.50');
    expect(heldRows()[0]?.operationRoundupAmount).toBe('1,234.50');

    await user.click(field);
    expect(field).toHaveValue('1234.50');
    await user.clear(field);
    await user.tab();
    expect(field).toHaveValue('0.00');

    // A zero amount is emptied on focus: the amount is typed straight away.
    await user.click(field);
    expect(field).toHaveValue('');
    await user.keyboard('25');
    await user.tab();
    expect(field).toHaveValue('25.00');
  });
});

describe('doc 3 §2.3, §4 selecting rows on the Operation RoundUp page', () => {
  it('edits a row only once it is ticked', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness selectable />);
    expect(tick('1000001')).not.toBeChecked();
    expect(toggle('1000001')).toBeDisabled();
    expect(amount('1000001')).toBeDisabled();

    await user.click(tick('1000001'));
    expect(toggle('1000001')).toBeEnabled();
    expect(amount('1000001')).toBeEnabled();
    // A ticked row whose toggle is off: the toggle can be changed, its amount not yet.
    await user.click(tick('3000002'));
    expect(toggle('3000002')).toBeEnabled();
    expect(amount('3000002')).toBeDisabled();
  });

  it('ticks every row with Select All, which is partly checked while only some are', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness selectable />);
    const all = screen.getByRole('checkbox', { name: 'Select All' });
    expect(all).not.toBeChecked();
    await user.click(tick('3000002'));
    expect(all).toBePartiallyChecked();

    await user.click(all);
    expect(all).toBeChecked();
    for (const account of ['1000001', '3000002', '3000003']) expect(tick(account)).toBeChecked();
    expect(roundUp.canProceedWithRoundUp(heldRows())).toBe(true);

    await user.click(all);
    for (const account of ['1000001', '3000002', '3000003']) {
      expect(tick(account)).not.toBeChecked();
    }
    expect(roundUp.canProceedWithRoundUp(heldRows())).toBe(false);
  });

  it('restores the saved values when a row is unticked', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness selectable />);
    await user.click(tick('1000001'));
    await user.clear(amount('1000001'));
    await user.type(amount('1000001'), '42');
    await user.click(toggle('1000001'));
    expect(toggle('1000001')).not.toBeChecked();

    await user.click(tick('1000001'));
    expect(toggle('1000001')).toBeChecked();
    expect(amount('1000001')).toHaveValue('5.00');
    expect(heldRows()[0]).toEqual({ ...roundUp.roundUpTableRows(accounts)[0], selected: false });
  });

  it('is operated with the keyboard: Space ticks a row', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness selectable />);
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Select All' })).toHaveFocus();
    await user.tab();
    expect(tick('1000001')).toHaveFocus();
    await user.keyboard(' ');
    expect(tick('1000001')).toBeChecked();
    await user.tab();
    expect(toggle('1000001')).toHaveFocus();
  });
});

describe('doc 3 §5 RoundUp messages on their fields', () => {
  const errors: PathErrors = {
    'rows.0.operationRoundupAmount': 'You must enter a payment amount less than 99999999.99.',
    'rows.0.operationRoundupExpiration': 'You cannot use an expiration date in the past.',
    'rows.2.operationRoundupAmount': 'Please enter an amount greater than or equal to 0.',
  };

  it('shows each message on its own field', () => {
    render(<Harness errors={errors} />);
    expect(amount('1000001')).toBeInvalid();
    expect(amount('1000001')).toHaveAccessibleDescription(
      /You must enter a payment amount less than 99999999.99./,
    );
    expect(expiration('1000001')).toHaveAccessibleDescription(
      /You cannot use an expiration date in the past./,
    );
    expect(amount('3000003')).toHaveAccessibleDescription(
      /Please enter an amount greater than or equal to 0./,
    );
    expect(amount('3000002')).not.toBeInvalid();
  });

  it('drops a message once its field is changed, and shows none while the toggle is off', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness errors={errors} />);
    await user.clear(amount('1000001'));
    await user.type(amount('1000001'), '1');
    expect(amount('1000001')).not.toBeInvalid();
    expect(expiration('1000001')).toHaveAccessibleDescription(
      /You cannot use an expiration date in the past./,
    );
    await user.click(toggle('1000001'));
    expect(screen.queryByText('You cannot use an expiration date in the past.')).toBeNull();
  });

  it('refuses a typed expiration before tomorrow', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await user.click(expirationParts('3000003')[0]!);
    await user.keyboard('05152024');
    expect(expiration('3000003')).toHaveTextContent('05/15/2024');
    expect(expiration('3000003')).toHaveAccessibleDescription(
      /You cannot use an expiration date in the past./,
    );
    expect(heldRows()[2]?.operationRoundupExpiration).toBe('2024-05-15');
  });

  it('in the kit’s Form: Save focuses the first invalid field and shows the messages by name', async () => {
    const user = userEvent.setup({ delay: null });
    function ProfileTab() {
      const [rows, setRows] = useState(() =>
        roundUp.roundUpTableRows([
          { ...accounts[0]!, operationRoundupExpiration: '2024-05-01' },
          { ...accounts[2]!, operationRoundupAmount: 100000000 },
        ]),
      );
      const [errors, setErrors] = useState<PathErrors>({});
      return (
        <Form
          validationErrors={errors}
          onSubmit={(event) => {
            event.preventDefault();
            const schema = roundUp.createRoundUpSchema({ plusParticipate: true, today });
            setErrors(validateFormByPath(schema, { rows }).errors);
          }}
        >
          <RoundUpTable
            rows={rows}
            onRowsChange={setRows}
            errors={errors}
            participate
            plusParticipate
            today={today}
          />
          <Button type="submit">Submit All</Button>
        </Form>
      );
    }
    render(<ProfileTab />);
    await user.click(screen.getByRole('button', { name: 'Submit All' }));
    expect(expirationParts('1000001')[0]).toHaveFocus();
    expect(expiration('1000001')).toHaveAccessibleDescription(
      /You cannot use an expiration date in the past./,
    );
    expect(amount('3000003')).toHaveAccessibleDescription(
      /You must enter a payment amount less than 99999999.99./,
    );
  });
});
