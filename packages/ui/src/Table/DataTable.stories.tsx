import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Link } from '../Link';
import {
  DataTable,
  type DataTableActionsColumn,
  type DataTableCheckboxColumn,
  type DataTableColumn,
} from './DataTable';
import { inSpanish } from '../storyLocale';
import { kitStoryParameters } from '../storyParameters';

interface Account {
  number: string;
  type: 'Electric' | 'Water';
  address: string;
  balance: number;
  dueDate: string;
}

const streets = ['Main St', 'River Rd', 'Mill Ln', 'Prairie Ave', 'Oak Dr', 'Depot St'];
const accounts: Account[] = Array.from({ length: 57 }, (_, i) => ({
  number: String(1000001 + i),
  type: i % 3 === 2 ? 'Water' : 'Electric',
  address: `${((i * 37) % 900) + 10} ${streets[i % streets.length]}`,
  balance: Math.round(((i * 7919) % 40000) + 1250) / 100,
  dueDate: `07/${String((i % 28) + 1).padStart(2, '0')}/2025`,
}));

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: DataTableColumn<Account>[] = [
  {
    id: 'number',
    header: 'Account Number',
    cell: (a) => a.number,
    sortable: true,
    sortValue: (a) => a.number,
  },
  {
    id: 'type',
    header: 'Account Type',
    cell: (a) => a.type,
    sortable: true,
    sortValue: (a) => a.type,
  },
  { id: 'address', header: 'Address', cell: (a) => a.address },
  {
    id: 'balance',
    header: 'Balance',
    cell: (a) => money.format(a.balance),
    sortable: true,
    sortValue: (a) => a.balance,
    align: 'end',
  },
  { id: 'due', header: 'Due Date', cell: (a) => a.dueDate },
];

const meta = {
  title: 'UI/DataTable',
  component: DataTable<Account>,
  args: {
    'aria-label': 'Accounts',
    columns,
    rows: accounts.slice(0, 6),
    getRowId: (a: Account) => a.number,
    onSortChange: fn(),
    onSelectionChange: fn(),
  },
  parameters: {
    ...kitStoryParameters,
    docs: {
      description: {
        component:
          "A data table built on the kit’s table parts (react-aria Table): grid keyboard navigation, sortable columns (`aria-sort`), row selection with Select All, an empty state, paging with page sizes, a fixed-height scroll region with a sticky header, and rows that stack as label/value cards under 600px. Columns hold values (any node a `cell` returns), row actions (`kind: 'actions'`: buttons or a menu per row, each naming its row) or check boxes with a check-all header (`kind: 'checkbox'`, apart from row selection); a column’s `footer` adds a summary row (totals) in the table’s `<tfoot>`. Data in, events out — it fetches nothing.",
      },
    },
  },
} satisfies Meta<typeof DataTable<Account>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: 'Accounts' });
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    await expect(canvas.getByRole('rowheader', { name: '1000001' })).toBeVisible();
  },
};

/** Press a header to sort; press again to reverse. `aria-sort` tells screen readers. */
export const Sorting: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const balance = canvas.getByRole('columnheader', { name: 'Balance' });
    await userEvent.click(balance);
    await expect(balance).toHaveAttribute('aria-sort', 'ascending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      column: 'balance',
      direction: 'ascending',
    });
    const amounts = () =>
      canvas
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          Number(
            within(row)
              .getAllByRole('gridcell')
              .at(-2)
              ?.textContent?.replace(/[^\d.]/g, ''),
          ),
        );
    const ascending = amounts();
    await expect([...ascending].sort((a, b) => a - b)).toEqual(ascending);
    await userEvent.click(balance);
    await expect(balance).toHaveAttribute('aria-sort', 'descending');
    await expect(amounts()).toEqual([...ascending].reverse());
  },
};

export const SortedByDefault: Story = {
  args: { defaultSortDescriptor: { column: 'number', direction: 'descending' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('columnheader', { name: 'Account Number' }),
    ).toHaveAttribute('aria-sort', 'descending');
  },
};

export const HeaderHovered: Story = {
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('columnheader', { name: 'Balance' });
    await userEvent.hover(header);
    await expect(header).toHaveAttribute('data-hovered', 'true');
  },
};

/** Tab into the grid, then arrow keys move between rows and cells. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const rows = canvas.getAllByRole('row');
    await expect(rows[1]).toHaveFocus();
    await expect(rows[1]).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(rows[2]!).getByRole('rowheader')).toHaveFocus();
  },
};

/** Checkboxes with Select All; a press on a row toggles it too. */
export const Selection: Story = {
  args: { selectionMode: 'multiple' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const selectAll = canvas.getByRole('checkbox', { name: 'Select All' });
    await userEvent.click(selectAll);
    await expect(selectAll).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /Select 1000003/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Select 1000002/ }));
    await expect(selectAll).toBePartiallyChecked();
    const last = (args.onSelectionChange as ReturnType<typeof fn>).mock.lastCall?.[0] as Set<Key>;
    await expect([...last].sort()).toEqual(['1000001', '1000003', '1000004', '1000005', '1000006']);
  },
};

export const SelectionHovered: Story = {
  args: { selectionMode: 'multiple', defaultSelectedKeys: ['1000002'] },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getAllByRole('row')[3]!;
    await userEvent.hover(row);
    await expect(row).toHaveAttribute('data-hovered', 'true');
  },
};

export const SingleSelection: Story = {
  args: { selectionMode: 'single', defaultSelectedKeys: ['1000002'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: /Select 1000004/ }));
    await expect(canvas.getByRole('checkbox', { name: /Select 1000004/ })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /Select 1000002/ })).not.toBeChecked();
  },
};

/** Rows that cannot be chosen, e.g. 'ECheck Payment Restricted.' */
export const DisabledRows: Story = {
  args: { selectionMode: 'multiple', disabledKeys: ['1000002', '1000005'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: /Select 1000002/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select All' }));
    await expect(canvas.getByRole('checkbox', { name: /Select 1000002/ })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /Select 1000003/ })).toBeChecked();
  },
};

/** 57 accounts, 10 a page, sizes 10/25/50/100. */
export const Paginated: Story = {
  args: {
    rows: accounts,
    pagination: { pageSizeOptions: [10, 25, 50, 100] },
    selectionMode: 'multiple',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 1–10 of 57')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Select 1000001/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Go to page 2' }));
    await expect(canvas.getByText('Showing 11–20 of 57')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: '1000011' })).toBeVisible();
    // Select All covers the page shown; the choice on page 1 is kept.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select All' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Go to page 1' }));
    await expect(canvas.getByRole('checkbox', { name: /Select 1000001/ })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /Select 1000002/ })).not.toBeChecked();
  },
};

export const PageSizeChanged: Story = {
  args: { rows: accounts, pagination: { pageSizeOptions: [10, 25, 50, 100] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Rows per page/ }));
    await userEvent.click(await screen.findByRole('option', { name: '25' }));
    await expect(canvas.getAllByRole('row')).toHaveLength(26);
    await expect(canvas.getByText('Showing 1–25 of 57')).toBeVisible();
  },
};

/** Account lists scroll at 480px: the header stays in view. */
export const ScrollRegion: Story = {
  args: { rows: accounts.slice(0, 30), maxHeight: 480 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('grid').parentElement!;
    await expect(region.getBoundingClientRect().height).toBeLessThanOrEqual(481);
    region.scrollTop = 600;
    const header = canvas.getByRole('columnheader', { name: 'Account Number' });
    const top = region.getBoundingClientRect().top;
    await expect(Math.abs(header.getBoundingClientRect().top - top)).toBeLessThan(3);
  },
};

/** A scrolled table shows the next page from its top. */
export const NewPageFromTheTop: Story = {
  args: { rows: accounts, maxHeight: 480, pagination: { pageSizeOptions: [25, 50] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('grid').parentElement!;
    region.scrollTop = 600;
    await expect(region.scrollTop).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to page 2' }));
    await expect(canvas.getByText('Showing 26–50 of 57')).toBeVisible();
    await expect(region.scrollTop).toBe(0);
  },
};

export const Empty: Story = {
  args: { rows: [], emptyState: 'There are no accounts available...!', selectionMode: 'multiple' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('There are no accounts available...!')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Select All' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { isLoading: true, pagination: { pageSizeOptions: [10, 25] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  },
};

/** Row action: e.g. open the account; Enter on a focused row does the same. */
export const RowAction: Story = {
  args: { onRowAction: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('rowheader', { name: '1000003' }));
    await expect(args.onRowAction).toHaveBeenLastCalledWith('1000003');
  },
};

/** Controlled: a Proceed button stays disabled while nothing is selected (RoundUp). */
export const ControlledSelection: Story = {
  render: (args) => {
    const [selected, setSelected] = useState<Set<Key>>(new Set());
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <DataTable
          {...args}
          selectionMode="multiple"
          selectedKeys={selected}
          onSelectionChange={setSelected}
        />
        <p>{selected.size} selected</p>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('rowheader', { name: '1000004' }));
    await expect(canvas.getByText('1 selected')).toBeVisible();
  },
};

/** Under 600px each row is a card of label/value pairs; sort buttons and Select All stay on top. */
export const Mobile: Story = {
  args: { selectionMode: 'multiple', pagination: { pageSizeOptions: [10, 25] }, rows: accounts },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getAllByRole('row')[1]!;
    await expect(within(row).getByText('Address')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Select All' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Balance' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

const mobile = { viewport: { value: 'mobile1', isRotated: false } };

const totalBalance = accounts.slice(0, 6).reduce((sum, a) => sum + a.balance, 0);

/** Billing history with totals: a column's `footer` fills a summary row in the table's footer. */
const withTotals: DataTableColumn<Account>[] = columns.map((column) =>
  column.id === 'number'
    ? { ...column, footer: 'Total' }
    : column.id === 'balance'
      ? { ...column, footer: money.format(totalBalance) }
      : column,
);

/** A summary row under the rows: 'Total' names it, each column with a `footer` shows its total. */
export const FooterTotals: Story = {
  args: { columns: withTotals },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = canvasElement.querySelector('tfoot')!;
    const total = within(footer).getByRole('row');
    await expect(within(total).getByRole('rowheader')).toHaveTextContent('Total');
    await expect(total).toHaveTextContent(money.format(totalBalance));
    // The summary is the last row the arrow keys reach; it cannot be selected.
    await userEvent.tab();
    await userEvent.keyboard('{End}{ArrowDown}');
    await expect(total).toHaveFocus();
    await expect(canvas.getAllByRole('row')).toHaveLength(8);
  },
};

/** With selection and paging: the summary follows the page, without a check box. */
export const FooterWithSelection: Story = {
  args: {
    columns: withTotals,
    rows: accounts,
    selectionMode: 'multiple',
    pagination: { pageSizeOptions: [10, 25] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = canvasElement.querySelector('tfoot')!;
    await expect(within(footer).queryByRole('checkbox')).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select All' }));
    await expect(canvas.getByRole('checkbox', { name: 'Select All' })).toBeChecked();
  },
};

/** Under 600px the summary stacks as a card too: its caption, then each total with its column. */
export const FooterMobile: Story = {
  args: { columns: withTotals },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const footer = canvasElement.querySelector('tfoot')!;
    await expect(within(footer).getByText('Total')).toBeVisible();
    await expect(within(footer).getByText('Balance')).toBeVisible();
    await expect(within(footer).getByText(money.format(totalBalance))).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/** A column's `cell` returns any node: here a link to the account and the due date in bold. */
export const CustomCells: Story = {
  args: {
    columns: [
      {
        id: 'number',
        header: 'Account Number',
        cell: (a) => <Link href={`/accountoverview?accountno=${a.number}`}>{a.number}</Link>,
      },
      { id: 'address', header: 'Address', cell: (a) => a.address },
      {
        id: 'due',
        header: 'Due Date',
        cell: (a) => (a.balance > 300 ? <strong>{a.dueDate}</strong> : a.dueDate),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: '1000001' });
    await expect(link).toHaveAttribute('href', '/accountoverview?accountno=1000001');
    // The arrow keys reach the link in its cell.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(link).toHaveFocus();
  },
};

const onView = fn();
const onDelete = fn();

/** Payments with View and Delete; Delete is not offered on a water account, and is off on one row. */
const paymentActions: DataTableActionsColumn<Account> = {
  kind: 'actions',
  id: 'actions',
  header: 'Actions',
  actions: [
    { id: 'view', label: 'View', onAction: onView },
    {
      id: 'delete',
      label: 'Delete',
      variant: 'danger',
      'aria-label': (a) => `Delete payment for account ${a.number}`,
      onAction: onDelete,
      isHidden: (a) => a.type === 'Water',
      isDisabled: (a) => a.number === '1000002',
    },
  ],
};

const paymentColumns: DataTableColumn<Account>[] = [
  columns[0]!,
  columns[3]!,
  columns[4]!,
  paymentActions,
];

/** Row actions as buttons, each naming its row ('Delete payment for account 1000001'). */
export const RowActionButtons: Story = {
  args: { columns: paymentColumns },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Delete payment for account 1000004' }),
    );
    await expect(onDelete).toHaveBeenLastCalledWith(accounts[3]);
    await expect(
      canvas.getByRole('button', { name: 'Delete payment for account 1000002' }),
    ).toBeDisabled();
    await expect(
      canvas.queryByRole('button', { name: 'Delete payment for account 1000003' }),
    ).toBeNull();
  },
};

/** The arrow keys reach a row's buttons and move between them; Enter or Space presses. */
export const RowActionKeyboard: Story = {
  args: { columns: paymentColumns },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    const view = canvas.getByRole('button', { name: 'View 1000001' });
    await expect(view).toHaveFocus();
    await expect(view).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(
      canvas.getByRole('button', { name: 'Delete payment for account 1000001' }),
    ).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(onView).toHaveBeenLastCalledWith(accounts[0]);
  },
};

/** Many actions per row: one button opens a menu of them ('Actions 1000001'). */
export const RowActionMenu: Story = {
  args: {
    columns: [...paymentColumns.slice(0, 3), { ...paymentActions, display: 'menu' as const }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The menu's code loads with the table: the button is then the menu's own.
    const trigger = () => canvas.getByRole('button', { name: 'Actions 1000004' });
    onDelete.mockClear();
    await userEvent.click(trigger());
    const menu = await screen.findByRole('menu');
    await userEvent.click(
      within(menu).getByRole('menuitem', { name: 'Delete payment for account 1000004' }),
    );
    await expect(onDelete).toHaveBeenLastCalledWith(accounts[3]);
    await waitFor(() => expect(trigger()).toHaveFocus());
    // From the keyboard: Enter opens it on its first action, the arrows move, Enter chooses.
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('menuitem', { name: 'View' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(onDelete).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(trigger()).toHaveFocus());
  },
};

/** Under 600px each card ends with its row's buttons. */
export const RowActionsMobile: Story = {
  args: { columns: paymentColumns },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'View 1000001' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/** Operation RoundUp: a column of check boxes whose header checks or clears them all. */
function RoundUpTable(args: Story['args']) {
  const [roundUp, setRoundUp] = useState<Set<Key>>(new Set(['1000002']));
  const [selected, setSelected] = useState<Set<Key>>(new Set());
  const roundUpColumn: DataTableCheckboxColumn<Account> = {
    kind: 'checkbox',
    id: 'roundUp',
    header: 'RoundUp',
    checkedKeys: roundUp,
    onCheckedChange: setRoundUp,
    isCheckboxDisabled: (a) => a.type === 'Water',
  };
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <DataTable
        {...args}
        aria-label="Accounts"
        rows={accounts.slice(0, 6)}
        getRowId={(a) => a.number}
        columns={[columns[0]!, columns[1]!, columns[2]!, roundUpColumn]}
        selectionMode="multiple"
        selectedKeys={selected}
        onSelectionChange={setSelected}
      />
      <p>
        {selected.size} selected, RoundUp on {roundUp.size}
      </p>
    </div>
  );
}

/** The header box checks every row that can change, clears them all, and shows a mix. */
export const ColumnCheckAll: Story = {
  render: (args) => <RoundUpTable {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('checkbox', { name: 'RoundUp' });
    await expect(header).toBePartiallyChecked();
    await userEvent.click(header);
    await expect(header).toBeChecked();
    await expect(canvas.getByText('0 selected, RoundUp on 4')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'RoundUp 1000003' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'RoundUp 1000004' }));
    await expect(header).toBePartiallyChecked();
    await userEvent.click(header);
    await userEvent.click(header);
    await expect(header).not.toBeChecked();
    await expect(canvas.getByText('0 selected, RoundUp on 0')).toBeVisible();
  },
};

/** The arrow keys reach the boxes; Space checks one, or from the header all of them. */
export const ColumnCheckAllKeyboard: Story = {
  render: (args) => <RoundUpTable {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    const first = canvas.getByRole('checkbox', { name: 'RoundUp 1000001' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(first).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('checkbox', { name: 'RoundUp' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('0 selected, RoundUp on 4')).toBeVisible();
  },
};

/** Under 600px the header box stays on top, named on screen, beside Select All. */
export const ColumnCheckAllMobile: Story = {
  render: (args) => <RoundUpTable {...args} />,
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('checkbox', { name: 'RoundUp' });
    await expect(header).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Select All' })).toBeVisible();
    await userEvent.click(header);
    await expect(canvas.getByRole('checkbox', { name: 'RoundUp 1000001' })).toBeChecked();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

const spanishColumns: DataTableColumn<Account>[] = [
  { id: 'number', header: 'Número de cuenta', cell: (a) => a.number, sortable: true },
  {
    id: 'type',
    header: 'Tipo de cuenta',
    cell: (a) => (a.type === 'Water' ? 'Agua' : 'Electricidad'),
  },
  { id: 'address', header: 'Dirección de servicio', cell: (a) => a.address },
  { id: 'balance', header: 'Saldo', cell: (a) => money.format(a.balance), align: 'end' },
];

/** In Spanish (US), on the narrowest phone: Select All, the paging and the stacked labels. */
export const InSpanish: Story = {
  args: {
    columns: spanishColumns,
    rows: accounts,
    selectionMode: 'multiple',
    pagination: { pageSizeOptions: [10, 25] },
  },
  globals: mobile,
  decorators: [inSpanish],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Seleccionar todo')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Mostrando 1–10 de 57');
    await expect(canvas.getByText('Filas por página')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
