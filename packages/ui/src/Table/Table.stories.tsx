import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { sortRows } from './sortRows';
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableCheckbox,
  TableFooter,
  TableHeader,
} from './Table';
import { kitStoryParameters } from '../storyParameters';

interface Bill {
  id: string;
  date: string;
  type: 'Bill' | 'Payment';
  amount: number;
}

const history: Bill[] = [
  { id: 'h1', date: '03/01/2025', type: 'Bill', amount: 142.18 },
  { id: 'h2', date: '03/14/2025', type: 'Payment', amount: -142.18 },
  { id: 'h3', date: '04/01/2025', type: 'Bill', amount: 118.62 },
  { id: 'h4', date: '04/12/2025', type: 'Payment', amount: -118.62 },
  { id: 'h5', date: '05/01/2025', type: 'Bill', amount: 97.4 },
];

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const total = history.reduce((sum, entry) => sum + entry.amount, 0);

const meta = {
  title: 'UI/Table',
  component: Table,
  parameters: {
    ...kitStoryParameters,
    docs: {
      description: {
        component:
          "The table parts, each react-aria-components' part of the same name with the kit's look: `Table`, `TableHeader`, `Column` (sort arrows when `allowsSorting`), `TableBody`, `Row`, `Cell` (`align`), `TableFooter` (a `<tfoot>` for summary rows) and `TableCheckbox`. Compose them as react-aria's Table; each takes react-aria's props, a `className` or `style` that is a function of its state included. `DataTable` is the ready-made grid built on them.",
      },
    },
  },
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A billing history composed by hand, with its balance in a footer row. */
export const Composed: Story = {
  render: () => (
    <Table aria-label="Billing and payment history">
      <TableHeader>
        <Column id="date" isRowHeader>
          Date
        </Column>
        <Column id="type">Type</Column>
        <Column id="amount" align="end">
          Amount
        </Column>
      </TableHeader>
      <TableBody>
        {history.map((entry) => (
          <Row key={entry.id} id={entry.id}>
            <Cell>{entry.date}</Cell>
            <Cell>{entry.type}</Cell>
            <Cell align="end">{money.format(entry.amount)}</Cell>
          </Row>
        ))}
      </TableBody>
      <TableFooter>
        <Row id="balance" isDisabled disabledBehavior="selection">
          <Cell>Balance</Cell>
          <Cell />
          <Cell align="end">{money.format(total)}</Cell>
        </Row>
      </TableFooter>
    </Table>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Billing and payment history' });
    await expect(within(grid).getAllByRole('row')).toHaveLength(7);
    const footer = canvasElement.querySelector('tfoot')!;
    await expect(within(footer).getByRole('rowheader')).toHaveTextContent('Balance');
    await expect(within(footer).getAllByRole('gridcell').at(-1)).toHaveTextContent('$97.40');
  },
};

/** Arrow keys move through the rows into the footer's summary. */
export const FooterKeyboard: Story = {
  ...Composed,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    const rows = canvas.getAllByRole('row');
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows.at(-1)).toHaveFocus();
    await expect(rows.at(-1)).toHaveAttribute('data-focus-visible', 'true');
  },
};

function SortableBills() {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'date', direction: 'ascending' });
  const sorted = sortRows(
    history,
    (entry) => (sort.column === 'amount' ? entry.amount : new Date(entry.date)),
    sort.direction,
  );
  return (
    <Table aria-label="Billing and payment history" sortDescriptor={sort} onSortChange={setSort}>
      <TableHeader>
        <Column id="date" isRowHeader allowsSorting>
          Date
        </Column>
        <Column id="type">Type</Column>
        <Column id="amount" align="end" allowsSorting>
          Amount
        </Column>
      </TableHeader>
      <TableBody items={sorted}>
        {(entry) => (
          <Row id={entry.id}>
            <Cell>{entry.date}</Cell>
            <Cell>{entry.type}</Cell>
            <Cell align="end">{money.format(entry.amount)}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

/** Columns with `allowsSorting` are sort buttons with arrows; the rows are sorted by the caller. */
export const Sortable: Story = {
  render: () => <SortableBills />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('columnheader', { name: 'Amount' });
    await userEvent.click(amount);
    await expect(amount).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('03/14/2025');
  },
};

/** Row selection with `TableCheckbox slot="selection"`: Select All in the header. */
export const Selection: Story = {
  render: () => (
    <Table aria-label="Accounts" selectionMode="multiple">
      <TableHeader>
        <Column>
          <TableCheckbox slot="selection" />
        </Column>
        <Column isRowHeader>Account Number</Column>
        <Column>Address</Column>
      </TableHeader>
      <TableBody>
        {['1000001', '1000002', '1000003'].map((account, index) => (
          <Row key={account} id={account}>
            <Cell>
              <TableCheckbox slot="selection" />
            </Cell>
            <Cell>{account}</Cell>
            <Cell>{`${120 + index * 7} Main St`}</Cell>
          </Row>
        ))}
      </TableBody>
    </Table>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select 1000002' }));
    await expect(canvas.getByRole('checkbox', { name: 'Select All' })).toBePartiallyChecked();
    await expect(canvas.getAllByRole('row')[2]).toHaveAttribute('aria-selected', 'true');
  },
};
