import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Key } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { sortRows } from './sortRows';
import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';

interface Account {
  number: string;
  type: string;
  balance: number;
}

const accounts: Account[] = Array.from({ length: 23 }, (_, i) => ({
  number: String(1000001 + i),
  type: i % 2 ? 'Water' : 'Electric',
  balance: (i * 37) % 100,
}));

const columns: DataTableColumn<Account>[] = [
  {
    id: 'number',
    header: 'Account Number',
    cell: (a) => a.number,
    sortable: true,
    sortValue: (a) => a.number,
  },
  { id: 'type', header: 'Account Type', cell: (a) => a.type },
  {
    id: 'balance',
    header: 'Balance',
    cell: (a) => `$${a.balance.toFixed(2)}`,
    sortable: true,
    sortValue: (a) => a.balance,
    align: 'end',
  },
];

function renderTable(props: Partial<DataTableProps<Account>> = {}) {
  return render(
    <DataTable
      aria-label="Accounts"
      columns={columns}
      rows={accounts.slice(0, 5)}
      getRowId={(a) => a.number}
      {...props}
    />,
  );
}

const bodyRows = () => screen.getAllByRole('row').slice(1);

/** A cell's text as a screen reader gets it (without the aria-hidden stacked-layout label). */
function spoken(cell: Element): string {
  return Array.from(cell.childNodes)
    .filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true'))
    .map((node) => node.textContent)
    .join('');
}

const rowHeaders = () => screen.getAllByRole('rowheader').map(spoken);

describe('ui DataTable', () => {
  it('is a named grid with column headers and rows named by their first column', () => {
    renderTable();
    const grid = screen.getByRole('grid', { name: 'Accounts' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Account Number', 'Account Type', 'Balance']);
    expect(bodyRows()).toHaveLength(5);
    expect(rowHeaders()[0]).toBe('1000001');
  });

  it('sorts by a column header, shows it with aria-sort and reports it', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    renderTable({ onSortChange });
    const balance = screen.getByRole('columnheader', { name: 'Balance' });
    expect(balance).toHaveAttribute('aria-sort', 'none');
    await user.click(balance);
    expect(balance).toHaveAttribute('aria-sort', 'ascending');
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'balance', direction: 'ascending' });
    const balances = () =>
      bodyRows().map((row) =>
        Number(spoken(within(row).getAllByRole('gridcell').at(-1)!).slice(1)),
      );
    expect(balances()).toEqual([0, 11, 37, 48, 74]);
    await user.click(balance);
    expect(balance).toHaveAttribute('aria-sort', 'descending');
    expect(balances()).toEqual([74, 48, 37, 11, 0]);
    expect(screen.getByRole('columnheader', { name: 'Account Type' })).not.toHaveAttribute(
      'aria-sort',
    );
  });

  it('leaves the order to the caller for a sortable column without sortValue', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    renderTable({
      onSortChange,
      columns: [{ ...columns[0]!, sortValue: undefined }, columns[1]!],
    });
    await user.click(screen.getByRole('columnheader', { name: 'Account Number' }));
    await user.click(screen.getByRole('columnheader', { name: 'Account Number' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'number', direction: 'descending' });
    expect(rowHeaders()[0]).toBe('1000001');
  });

  it('selects rows with named checkboxes and Select All', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    renderTable({ selectionMode: 'multiple', onSelectionChange });
    const selectAll = screen.getByRole('checkbox', { name: 'Select All' });
    await user.click(screen.getByRole('checkbox', { name: 'Select 1000002' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(['1000002']));
    expect(selectAll).toBePartiallyChecked();
    await user.click(selectAll);
    expect(selectAll).toBeChecked();
    expect(onSelectionChange.mock.lastCall![0]).toEqual(
      new Set(['1000001', '1000002', '1000003', '1000004', '1000005']),
    );
    await user.click(selectAll);
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set());
  });

  it('toggles a row with the keyboard (Space) and skips disabled rows in Select All', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    renderTable({ selectionMode: 'multiple', disabledKeys: ['1000003'], onSelectionChange });
    await user.tab();
    expect(bodyRows()[0]).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Select 1000001' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select All' }));
    expect(onSelectionChange.mock.lastCall![0].has('1000003')).toBe(false);
    expect(screen.getByRole('checkbox', { name: 'Select 1000003' })).toBeDisabled();
  });

  it('allows one row in single selection', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    renderTable({ selectionMode: 'single', onSelectionChange });
    expect(screen.queryByRole('checkbox', { name: 'Select All' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Select' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select 1000001' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select 1000004' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(['1000004']));
  });

  it('pages through the rows and keeps selections made on other pages', async () => {
    const user = userEvent.setup();
    let selected = new Set<Key>();
    renderTable({
      rows: accounts,
      selectionMode: 'multiple',
      pagination: { pageSizeOptions: [10, 25] },
      onSelectionChange: (keys) => (selected = keys),
    });
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–10 of 23');
    await user.click(screen.getByRole('checkbox', { name: 'Select 1000001' }));
    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(rowHeaders()).toEqual(['1000021', '1000022', '1000023']);
    expect(screen.getByRole('checkbox', { name: 'Select All' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select All' }));
    expect([...selected].sort()).toEqual(['1000001', '1000021', '1000022', '1000023']);
    await user.click(screen.getByRole('checkbox', { name: 'Select All' }));
    expect([...selected]).toEqual(['1000001']);
  });

  it('goes back to the first page when the sort changes', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderTable({ rows: accounts, pagination: { defaultPage: 2, onPageChange } });
    expect(rowHeaders()[0]).toBe('1000011');
    await user.click(screen.getByRole('columnheader', { name: 'Account Number' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    expect(rowHeaders()[0]).toBe('1000001');
  });

  it('shows the rows it is given as one page of a larger total (server paging)', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderTable({
      rows: accounts.slice(0, 10),
      pagination: { totalItems: 57, page: 1, onPageChange },
    });
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–10 of 57');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('shows the empty state in one row', () => {
    renderTable({ rows: [], emptyState: 'There are no accounts available...!' });
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('There are no accounts available...!');
  });

  it('shows a named spinner instead of the rows while loading', () => {
    renderTable({ isLoading: true });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: '1000001' })).not.toBeInTheDocument();
  });

  it('runs the row action on click and Enter', async () => {
    const user = userEvent.setup();
    const onRowAction = vi.fn();
    renderTable({ onRowAction });
    await user.click(screen.getByRole('rowheader', { name: '1000002' }));
    expect(onRowAction).toHaveBeenLastCalledWith('1000002');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onRowAction).toHaveBeenLastCalledWith('1000003');
  });

  it('labels each value with its column for the stacked (mobile) layout, hidden from screen readers', () => {
    renderTable();
    const firstRow = bodyRows()[0]!;
    const label = within(firstRow).getAllByText('Account Type')[0]!;
    expect(label).toHaveAttribute('aria-hidden', 'true');
    expect(within(firstRow).getAllByRole('gridcell')[0]).toHaveAccessibleName('Electric');
  });
});

describe('ui DataTable sortRows', () => {
  it('sorts naturally, keeps ties in order and puts empty values last', () => {
    const rows = ['Account 10', 'account 9', '', 'Account 100', 'Account 9'];
    expect(sortRows(rows, (r) => r, 'ascending')).toEqual([
      'account 9',
      'Account 9',
      'Account 10',
      'Account 100',
      '',
    ]);
    expect(sortRows(rows, (r) => r, 'descending')).toEqual([
      'Account 100',
      'Account 10',
      'account 9',
      'Account 9',
      '',
    ]);
    const dates = [new Date(2025, 6, 2), null, new Date(2024, 0, 1)];
    expect(sortRows(dates, (d) => d, 'ascending')).toEqual([dates[2], dates[0], null]);
  });
});
