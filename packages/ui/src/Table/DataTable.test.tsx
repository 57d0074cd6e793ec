import {
  act,
  cleanup as cleanupRender,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Key } from 'react-aria-components';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../locale';
import { sortRows } from './sortRows';
import {
  DataTable,
  type DataTableActionsColumn,
  type DataTableCheckboxColumn,
  type DataTableColumn,
  type DataTableProps,
  type DataTableValueColumn,
} from './DataTable';

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

const columns: DataTableValueColumn<Account>[] = [
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

  it('says there is nothing to show, and names Select All, in Spanish inside a Spanish LocaleProvider', async () => {
    render(
      <LocaleProvider locale="es-US">
        <Suspense fallback={null}>
          <DataTable
            aria-label="Cuentas"
            columns={columns}
            rows={[]}
            getRowId={(a) => a.number}
            selectionMode="multiple"
          />
        </Suspense>
      </LocaleProvider>,
    );
    expect(await screen.findByText('No hay nada que mostrar.')).toBeInTheDocument();
    expect(screen.getByText('Seleccionar todo')).toBeInTheDocument();
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

const money = (amount: number) => `$${amount.toFixed(2)}`;

/** The columns of a payment list, with a total under the balances. */
const withTotal: DataTableColumn<Account>[] = [
  { ...columns[0]!, footer: 'Total' },
  columns[1]!,
  { ...columns[2]!, footer: money(accounts.slice(0, 5).reduce((sum, a) => sum + a.balance, 0)) },
];

const footerRow = () =>
  document.querySelector('tfoot')?.querySelector<HTMLElement>('[role="row"]') ?? null;

describe('ui DataTable footer row', () => {
  it('shows a column’s footer in a summary row of the table’s footer, named by its caption', () => {
    renderTable({ columns: withTotal });
    const footer = document.querySelector('tfoot')!;
    expect(footer).toHaveAttribute('role', 'rowgroup');
    const total = footerRow()!;
    expect(spoken(within(total).getByRole('rowheader'))).toBe('Total');
    const cells = within(total).getAllByRole('gridcell').map(spoken);
    expect(cells).toEqual(['', '$170.00']);
    // The body still holds the five rows, the footer comes after them.
    expect(bodyRows()).toHaveLength(6);
    expect(bodyRows().at(-1)).toBe(total);
  });

  it('is reached with the arrow keys, but never selected or reported as a row action', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    const onRowAction = vi.fn();
    renderTable({ columns: withTotal, selectionMode: 'multiple', onSelectionChange, onRowAction });
    await user.tab();
    await user.keyboard('{End}{ArrowDown}');
    expect(footerRow()).toHaveFocus();
    await user.keyboard(' ');
    await user.keyboard('{Enter}');
    await user.click(within(footerRow()!).getByRole('rowheader'));
    expect(onSelectionChange).not.toHaveBeenCalled();
    expect(onRowAction).not.toHaveBeenCalled();
    expect(within(footerRow()!).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select All' }));
    expect(screen.getByRole('checkbox', { name: 'Select All' })).toBeChecked();
    expect([...onSelectionChange.mock.lastCall![0]]).toHaveLength(5);
  });

  it('follows the rows shown: after each page, and not without rows or while loading', async () => {
    const user = userEvent.setup();
    const { rerender } = renderTable({
      columns: withTotal,
      rows: accounts,
      pagination: { pageSizeOptions: [10] },
    });
    expect(bodyRows()).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(bodyRows()).toHaveLength(4);
    expect(bodyRows().at(-1)).toBe(footerRow());
    const props = {
      'aria-label': 'Accounts',
      columns: withTotal,
      getRowId: (a: Account) => a.number,
    };
    rerender(<DataTable {...props} rows={[]} emptyState="There are no accounts available...!" />);
    expect(footerRow()).toBeNull();
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('There are no accounts available...!');
    rerender(<DataTable {...props} rows={accounts} isLoading />);
    expect(footerRow()).toBeNull();
  });
});

describe('ui DataTable custom cells', () => {
  it('renders whatever a column’s cell returns, and the arrow keys reach a control in it', async () => {
    const user = userEvent.setup();
    renderTable({
      columns: [
        columns[0]!,
        {
          id: 'bill',
          header: 'Bill',
          cell: (a) => <a href={`/bills/${a.number}`}>View bill for {a.number}</a>,
        },
      ],
    });
    const link = screen.getByRole('link', { name: 'View bill for 1000001' });
    expect(link).toHaveAttribute('href', '/bills/1000001');
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(link).toHaveFocus();
  });

  it('marks a cell without content, so the stacked (mobile) card leaves out its column name', () => {
    renderTable({
      columns: [
        columns[0]!,
        {
          id: 'bill',
          header: 'Bill',
          cell: (a) => (a.number === '1000002' ? null : <a href={`/bills/${a.number}`}>View</a>),
        },
      ],
    });
    const [first, second] = bodyRows();
    expect(within(first!).getAllByRole('gridcell').at(-1)).not.toHaveAttribute('data-empty');
    expect(within(second!).getAllByRole('gridcell').at(-1)).toHaveAttribute('data-empty');
  });
});

const payments: DataTableActionsColumn<Account> = {
  kind: 'actions',
  id: 'actions',
  header: 'Actions',
  actions: [
    { id: 'view', label: 'View', onAction: vi.fn() },
    {
      id: 'delete',
      label: 'Delete',
      variant: 'danger',
      'aria-label': (a) => `Delete payment for account ${a.number}`,
      onAction: vi.fn(),
      isDisabled: (a) => a.number === '1000002',
      isHidden: (a) => a.number === '1000003',
    },
  ],
};

describe('ui DataTable row actions', () => {
  it('gives each row its buttons, each naming its row', () => {
    renderTable({ columns: [...columns, payments] });
    expect(screen.getByRole('button', { name: 'View 1000001' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Delete payment for account 1000001' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Delete payment for account 1000002' }),
    ).toBeDisabled();
    expect(
      screen.queryByRole('button', { name: 'Delete payment for account 1000003' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
  });

  it('runs an action for its row on a press, without selecting the row or running the row action', async () => {
    const user = userEvent.setup();
    const onView = vi.fn();
    const onSelectionChange = vi.fn();
    const onRowAction = vi.fn();
    const column = { ...payments, actions: [{ ...payments.actions[0]!, onAction: onView }] };
    renderTable({ columns: [...columns, column], selectionMode: 'multiple', onSelectionChange });
    await user.click(screen.getByRole('button', { name: 'View 1000004' }));
    expect(onView).toHaveBeenCalledWith(accounts[3]);
    expect(onSelectionChange).not.toHaveBeenCalled();
    cleanupRender();
    renderTable({ columns: [...columns, column], onRowAction });
    await user.click(screen.getByRole('button', { name: 'View 1000002' }));
    expect(onView).toHaveBeenLastCalledWith(accounts[1]);
    expect(onRowAction).not.toHaveBeenCalled();
  });

  it('a pending action stays focusable, says it is busy under its own name and ignores presses', async () => {
    const user = userEvent.setup();
    const onView = vi.fn();
    const column: DataTableActionsColumn<Account> = {
      ...payments,
      actions: [
        {
          ...payments.actions[0]!,
          onAction: onView,
          isPending: (account) => account === accounts[3],
          pendingLabel: 'Opening the payment',
        },
      ],
    };
    renderTable({ columns: [...columns, column] });
    const pending = screen.getByRole('button', { name: /View 1000004/ });
    expect(pending).toBeEnabled();
    act(() => pending.focus());
    expect(pending).toHaveFocus();
    expect(within(pending).getByRole('progressbar', { name: 'Opening the payment' })).toBeVisible();
    await user.click(pending);
    await user.keyboard('{Enter}');
    expect(onView).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'View 1000002' }));
    expect(onView).toHaveBeenCalledWith(accounts[1]);
  });

  it('is operated from the keyboard: arrows reach the buttons and move between them, Enter presses', async () => {
    const user = userEvent.setup();
    const onView = vi.fn();
    const onDelete = vi.fn();
    const column: DataTableActionsColumn<Account> = {
      ...payments,
      actions: [
        { ...payments.actions[0]!, onAction: onView },
        { ...payments.actions[1]!, onAction: onDelete },
      ],
    };
    renderTable({ columns: [...columns, column] });
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'View 1000001' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(
      screen.getByRole('button', { name: 'Delete payment for account 1000001' }),
    ).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledWith(accounts[0]);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'View 1000002' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onView).toHaveBeenCalledWith(accounts[1]);
  });

  it('puts them in a menu per row, behind a button named for the row', async () => {
    const user = userEvent.setup();
    const onView = vi.fn();
    const onDelete = vi.fn();
    const column: DataTableActionsColumn<Account> = {
      ...payments,
      display: 'menu',
      actions: [
        { ...payments.actions[0]!, onAction: onView },
        { ...payments.actions[1]!, onAction: onDelete },
      ],
    };
    renderTable({ columns: [...columns, column] });
    const trigger = screen.getByRole('button', { name: 'Actions 1000001' });
    await user.click(trigger);
    // The menu's code loads with the table; a press before it is in opens the menu once it is.
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View', 'Delete']);
    expect(
      within(menu).getByRole('menuitem', { name: 'Delete payment for account 1000001' }),
    ).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'View' }));
    expect(onView).toHaveBeenCalledWith(accounts[0]);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    // Focus goes back to the row's menu button.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Actions 1000001' })).toHaveFocus(),
    );

    // Keyboard: Enter opens, the arrows move, Enter chooses; a disabled action is skipped.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Actions 1000002' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const second = screen.getByRole('menu');
    expect(
      within(second).getByRole('menuitem', { name: 'Delete payment for account 1000002' }),
    ).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(onView).toHaveBeenLastCalledWith(accounts[1]);
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('names the menu button with the column’s menuLabel when it has one', () => {
    renderTable({
      columns: [
        ...columns,
        {
          ...payments,
          display: 'menu',
          menuLabel: (a: Account) => `Payment actions for account ${a.number}`,
        } satisfies DataTableActionsColumn<Account>,
      ],
    });
    expect(
      screen.getByRole('button', { name: 'Payment actions for account 1000003' }),
    ).toBeInTheDocument();
  });
});

const roundUp = (
  props: Partial<DataTableCheckboxColumn<Account>> = {},
): DataTableCheckboxColumn<Account> => ({
  kind: 'checkbox',
  id: 'roundUp',
  header: 'RoundUp',
  ...props,
});

/** RoundUp as a consumer keeps it: the checked accounts in state. */
function RoundUpTable(
  props: Partial<DataTableProps<Account>> & {
    initial?: string[];
    onChecked?: (keys: Set<Key>) => void;
    column?: Partial<DataTableCheckboxColumn<Account>>;
  },
) {
  const { initial = [], onChecked, column, ...tableProps } = props;
  const [checked, setChecked] = useState<Set<Key>>(new Set(initial));
  return (
    <DataTable
      aria-label="Accounts"
      rows={accounts.slice(0, 5)}
      getRowId={(a) => a.number}
      {...tableProps}
      columns={[
        ...columns,
        roundUp({
          checkedKeys: checked,
          onCheckedChange: (keys) => {
            setChecked(keys);
            onChecked?.(keys);
          },
          ...column,
        }),
      ]}
    />
  );
}

describe('ui DataTable check-all column header', () => {
  it('has a check box per row, named by the column and the row, and one in the header', async () => {
    const user = userEvent.setup();
    const onChecked = vi.fn();
    render(<RoundUpTable onChecked={onChecked} />);
    const header = screen.getByRole('checkbox', { name: 'RoundUp' });
    expect(screen.getByRole('columnheader', { name: 'RoundUp' })).toContainElement(header);
    expect(header).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'RoundUp 1000002' }));
    expect(onChecked).toHaveBeenLastCalledWith(new Set(['1000002']));
    expect(header).toBePartiallyChecked();
  });

  it('checks every row from the header, then clears them, apart from row selection', async () => {
    const user = userEvent.setup();
    const onChecked = vi.fn();
    const onSelectionChange = vi.fn();
    render(
      <RoundUpTable
        initial={['1000002']}
        onChecked={onChecked}
        selectionMode="multiple"
        defaultSelectedKeys={['1000004']}
        onSelectionChange={onSelectionChange}
      />,
    );
    const header = screen.getByRole('checkbox', { name: 'RoundUp' });
    expect(header).toBePartiallyChecked();
    await user.click(header);
    expect(header).toBeChecked();
    expect(onChecked).toHaveBeenLastCalledWith(
      new Set(['1000001', '1000002', '1000003', '1000004', '1000005']),
    );
    expect(screen.getByRole('checkbox', { name: 'RoundUp 1000005' })).toBeChecked();
    await user.click(header);
    expect(onChecked).toHaveBeenLastCalledWith(new Set());
    expect(screen.getByRole('checkbox', { name: 'RoundUp 1000002' })).not.toBeChecked();
    // Row selection is untouched.
    expect(onSelectionChange).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: 'Select 1000004' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select All' })).toBePartiallyChecked();
  });

  it('leaves disabled rows as they are', async () => {
    const user = userEvent.setup();
    const onChecked = vi.fn();
    render(
      <RoundUpTable
        initial={['1000005']}
        onChecked={onChecked}
        disabledKeys={['1000001']}
        column={{ isCheckboxDisabled: (a) => a.number === '1000005' }}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'RoundUp 1000001' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'RoundUp 1000005' })).toBeDisabled();
    const header = screen.getByRole('checkbox', { name: 'RoundUp' });
    // Of the rows that can change, none is checked yet.
    expect(header).not.toBeChecked();
    expect(header).not.toBePartiallyChecked();
    await user.click(header);
    expect(onChecked).toHaveBeenLastCalledWith(
      new Set(['1000005', '1000002', '1000003', '1000004']),
    );
    expect(header).toBeChecked();
    await user.click(header);
    expect(onChecked).toHaveBeenLastCalledWith(new Set(['1000005']));
  });

  it('is operated from the keyboard: the arrows reach the boxes, Space toggles one without selecting the row', async () => {
    const user = userEvent.setup();
    const onChecked = vi.fn();
    const onSelectionChange = vi.fn();
    render(
      <RoundUpTable
        onChecked={onChecked}
        selectionMode="multiple"
        onSelectionChange={onSelectionChange}
      />,
    );
    await user.tab();
    // First row: selection box, then the three values, then RoundUp.
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    const first = screen.getByRole('checkbox', { name: 'RoundUp 1000001' });
    expect(first).toHaveFocus();
    await user.keyboard(' ');
    expect(first).toBeChecked();
    expect(onSelectionChange).not.toHaveBeenCalled();
    await user.keyboard('{ArrowUp}');
    const header = screen.getByRole('checkbox', { name: 'RoundUp' });
    expect(header).toHaveFocus();
    await user.keyboard(' ');
    expect(onChecked).toHaveBeenLastCalledWith(
      new Set(['1000001', '1000002', '1000003', '1000004', '1000005']),
    );
    expect(onSelectionChange).not.toHaveBeenCalled();
  });

  it('covers the page shown, like Select All, and keeps the other pages’ boxes', async () => {
    const user = userEvent.setup();
    const onChecked = vi.fn();
    render(
      <RoundUpTable
        rows={accounts}
        pagination={{ pageSizeOptions: [10] }}
        initial={['1000001']}
        onChecked={onChecked}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    const header = screen.getByRole('checkbox', { name: 'RoundUp' });
    expect(header).not.toBeChecked();
    await user.click(header);
    expect(onChecked).toHaveBeenLastCalledWith(
      new Set(['1000001', '1000021', '1000022', '1000023']),
    );
    await user.click(screen.getByRole('button', { name: 'Go to page 1' }));
    expect(screen.getByRole('checkbox', { name: 'RoundUp' })).toBePartiallyChecked();
  });

  it('keeps its own boxes when not controlled, and names a row’s box with checkboxLabel', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    renderTable({
      columns: [
        ...columns,
        roundUp({
          defaultCheckedKeys: ['1000003'],
          onCheckedChange,
          checkboxLabel: (a) => `Round up the bills of account ${a.number}`,
        }),
      ],
    });
    const third = screen.getByRole('checkbox', { name: 'Round up the bills of account 1000003' });
    expect(third).toBeChecked();
    await user.click(third);
    expect(third).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(new Set());
  });

  it('is disabled with no rows to check', () => {
    render(<RoundUpTable rows={[]} />);
    expect(screen.getByRole('checkbox', { name: 'RoundUp' })).toBeDisabled();
  });
});
