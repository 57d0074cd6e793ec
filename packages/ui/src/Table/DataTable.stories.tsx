import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DataTable, type DataTableColumn } from './DataTable';
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
          'A data table on react-aria Table: grid keyboard navigation, sortable columns (`aria-sort`), row selection with Select All, an empty state, paging with page sizes, a fixed-height scroll region with a sticky header, and rows that stack as label/value cards under 600px. Data in, events out — it fetches nothing.',
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
