import { Button, Form } from '@coop-portal/ui';
import { roundUp, validateFormByPath, type PathErrors } from '@coop-portal/validation';
import { roundUpMessagesEs } from '@coop-portal/validation/es';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RoundUpTable, type RoundUpTableProps } from './RoundUpTable';

const today = '2024-05-15';
const home = '418 Prairie View Rd, Riverbend, KS 66000';

/** member.demo's accounts as the member details give them (doc 2 §3). */
const accounts: roundUp.RoundUpMemberAccount[] = [
  {
    accountNumber: '1000001',
    accountType: 'Electric',
    address: home,
    operationRoundup: true,
    operationRoundupAmount: 5,
    operationRoundupExpiration: '2025-06-30',
  },
  {
    accountNumber: '3000002',
    accountType: 'Water',
    address: home,
    operationRoundup: false,
    operationRoundupAmount: null,
    operationRoundupExpiration: null,
  },
  {
    accountNumber: '3000003',
    accountType: 'Electric',
    address: '420 Prairie View Rd (shop), Riverbend, KS 66000',
    operationRoundup: true,
    operationRoundupAmount: 1250,
    operationRoundupExpiration: null,
  },
];

const profileRows = roundUp.roundUpTableRows(accounts);
const pageRows = roundUp.roundUpTableRows(accounts, { selectable: true });

/**
 * The table as the My Profile tab or the Operation RoundUp page holds it: the rows in state, inside
 * the kit's Form, whose Save checks them (doc 3 §5) and shows the messages by field name.
 */
function RoundUpTableStory(args: RoundUpTableProps) {
  const [rows, setRows] = useState(args.rows);
  const [errors, setErrors] = useState<PathErrors | undefined>(args.errors);
  return (
    <Form
      validationErrors={errors}
      onSubmit={(event) => {
        event.preventDefault();
        const schema = roundUp.createRoundUpSchema({
          plusParticipate: args.plusParticipate,
          today: args.today,
        });
        setErrors(validateFormByPath(schema, { rows }).errors);
      }}
    >
      <RoundUpTable
        {...args}
        rows={rows}
        errors={errors}
        onRowsChange={(next) => {
          setRows(next);
          args.onRowsChange(next);
        }}
      />
      <div>
        <Button type="submit" isDisabled={args.selectable && !roundUp.canProceedWithRoundUp(rows)}>
          {args.selectable ? 'Proceed' : 'Submit All'}
        </Button>
      </div>
    </Form>
  );
}

const meta = {
  title: 'Widgets/RoundUpTable',
  component: RoundUpTable,
  render: (args) => <RoundUpTableStory {...args} />,
  args: {
    rows: profileRows,
    savedRows: profileRows,
    onRowsChange: fn(),
    participate: true,
    plusParticipate: true,
    today,
  },
  argTypes: {
    rows: { control: false },
    savedRows: { control: false },
    errors: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The Operation RoundUp table (doc 3 §2.3, §4, §5, §9), shared by the My Profile RoundUp tab (doc 2 §2.3) and the /operation-roundup page: per account its number, type and address, the round-up toggle (PARTICIPATE), the RoundUp Plus amount (PLUSPARTICIPATE; digits and one decimal point, 11 characters, 2 decimals when left) and the expiration date (tomorrow to 12/31/2121). The toggle enables the amount and the expiration. With `selectable` (the page): Select All and a box per row; a ticked row can be changed, unticking it restores its saved values. Controlled: the stories hold the rows in a Form whose button checks them (today is 05/15/2024 here). Under 600px each row is a card.',
      },
    },
  },
} satisfies Meta<typeof RoundUpTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const toggle = (canvasElement: HTMLElement, account: string) =>
  within(canvasElement).getByRole('switch', { name: `RoundUp for account ${account}` });
const amount = (canvasElement: HTMLElement, account: string) =>
  within(canvasElement).getByRole('textbox', {
    name: `RoundUp Plus Amount for account ${account}`,
  });
const tick = (canvasElement: HTMLElement, account: string) =>
  within(canvasElement).getByRole('checkbox', { name: `Select account ${account}` });

/** My Profile's RoundUp tab: every row can be changed; two accounts in RoundUp, one not. */
export const MyProfile: Story = {
  play: async ({ canvasElement }) => {
    await expect(amount(canvasElement, '1000001')).toBeEnabled();
    await expect(amount(canvasElement, '3000002')).toBeDisabled();
    await userEvent.click(toggle(canvasElement, '3000002'));
    await expect(amount(canvasElement, '3000002')).toBeEnabled();
  },
};

/** The Operation RoundUp page before anything is ticked: nothing can be changed, Proceed waits. */
export const SelectableNothingTicked: Story = {
  args: { rows: pageRows, savedRows: pageRows, selectable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Select All' })).not.toBeChecked();
    await expect(toggle(canvasElement, '1000001')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Proceed' })).toBeDisabled();
  },
};

/** The page with one account ticked and its amount changed: Select All is partly checked. */
export const SelectableSomeTicked: Story = {
  args: {
    rows: pageRows.map((row) =>
      row.accountNumber === '1000001'
        ? { ...row, selected: true, operationRoundupAmount: '10.00' }
        : row,
    ),
    savedRows: pageRows,
    selectable: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Select All' })).toBePartiallyChecked();
    await expect(amount(canvasElement, '1000001')).toHaveValue('10.00');
    await expect(canvas.getByRole('button', { name: 'Proceed' })).toBeEnabled();
    // Unticking restores the saved amount.
    await userEvent.click(tick(canvasElement, '1000001'));
    await expect(amount(canvasElement, '1000001')).toHaveValue('5.00');
  },
};

/** PLUSPARTICIPATE off: RoundUp only, no amount column. */
export const RoundUpOnly: Story = {
  args: { plusParticipate: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('columnheader', { name: 'RoundUp Plus Amount' })).toBeNull();
    await expect(canvas.getByRole('columnheader', { name: 'RoundUp' })).toBeVisible();
  },
};

/** Submit All with an amount over the maximum and a past expiration: each message on its field. */
export const WithErrors: Story = {
  args: {
    rows: profileRows.map((row) =>
      row.accountNumber === '1000001'
        ? { ...row, operationRoundupExpiration: '2024-05-01' }
        : row.accountNumber === '3000003'
          ? { ...row, operationRoundupAmount: '100,000,000.00' }
          : row,
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit All' }));
    await expect(
      canvas.getByRole('group', { name: 'Expiration Date for account 1000001' }),
    ).toHaveAccessibleDescription(/You cannot use an expiration date in the past\./);
    await expect(amount(canvasElement, '3000003')).toHaveAccessibleDescription(
      /You must enter a payment amount less than 99999999\.99\./,
    );
  },
};

/** A member with one account. */
export const OneAccount: Story = {
  args: { rows: profileRows.slice(0, 1), savedRows: profileRows.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(2);
  },
};

/** No account to manage (doc 2 §2.3). */
export const NoAccounts: Story = {
  args: { rows: [], savedRows: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'There are no eligible accounts for managing Operation Roundup.',
      ),
    ).toBeVisible();
  },
};

/** While the rows are saved: nothing can be changed. */
export const Saving: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(toggle(canvasElement, '1000001')).toBeDisabled();
    await expect(amount(canvasElement, '1000001')).toBeDisabled();
  },
};

/** At 320px the page's rows stack as cards, a label in front of each value and field. */
export const Narrow: Story = {
  args: { rows: pageRows, savedRows: pageRows, selectable: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement.clientWidth).toBeLessThan(600);
    await expect(canvas.getByRole('checkbox', { name: 'Select All' })).toBeVisible();
    await userEvent.click(tick(canvasElement, '3000002'));
    await expect(toggle(canvasElement, '3000002')).toBeEnabled();
    // Nothing is wider than the screen.
    const table = canvas.getByRole('table');
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/**
 * The table held as the Operation RoundUp page holds it, in Spanish (US): Proceed checks the ticked
 * rows with the rules' Spanish messages, dates written day first.
 */
function SpanishRoundUpTableStory(args: RoundUpTableProps) {
  const [rows, setRows] = useState(args.rows);
  const [errors, setErrors] = useState<PathErrors | undefined>(args.errors);
  return (
    <Form
      validationErrors={errors}
      onSubmit={(event) => {
        event.preventDefault();
        const schema = roundUp.createRoundUpSchema(
          { plusParticipate: args.plusParticipate, today: args.today, messages: roundUpMessagesEs },
          'es-US',
        );
        setErrors(validateFormByPath(schema, { rows }).errors);
      }}
    >
      <RoundUpTable {...args} rows={rows} errors={errors} onRowsChange={setRows} />
      <div>
        <Button type="submit">Continuar</Button>
      </div>
    </Form>
  );
}

/**
 * In Spanish (US), at 320px: the page's rows as cards, two ticked with an amount over the maximum
 * and a past expiration, each message on its field.
 */
export const InSpanishWithErrors: Story = {
  render: (args) => <SpanishRoundUpTableStory {...args} />,
  args: {
    rows: pageRows.map((row) =>
      row.accountNumber === '1000001'
        ? { ...row, selected: true, operationRoundupExpiration: '2024-05-01' }
        : row.accountNumber === '3000003'
          ? { ...row, selected: true, operationRoundupAmount: '100,000,000.00' }
          : row,
    ),
    savedRows: pageRows,
    selectable: true,
  },
  globals: { locale: 'es-US', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('checkbox', { name: 'Seleccionar todo' }),
    ).toBePartiallyChecked();
    const expiration = canvas.getByRole('group', {
      name: 'Fecha de expiración de la cuenta 1000001',
    });
    await expect(expiration).toHaveTextContent('01/05/2024');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(expiration).toHaveAccessibleDescription(
      /La fecha de expiración no puede estar en el pasado\./,
    );
    await expect(
      canvas.getByRole('textbox', { name: 'Monto de Redondeo Plus de la cuenta 3000003' }),
    ).toHaveAccessibleDescription(/Debe ingresar un monto de pago menor que 99999999\.99\./);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
