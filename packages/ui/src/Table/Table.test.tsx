import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Key, Selection, SortDescriptor } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableCheckbox,
  TableFooter,
  TableHeader,
  type TableProps,
} from './Table';

const bills = [
  { id: 'b1', date: '05/01/2025', amount: 112.4 },
  { id: 'b2', date: '06/01/2025', amount: 98.15 },
  { id: 'b3', date: '07/01/2025', amount: 130.0 },
];

function BillTable(props: Partial<TableProps> & { withFooter?: boolean }) {
  const { withFooter = false, ...tableProps } = props;
  return (
    <Table aria-label="Billing history" {...tableProps}>
      <TableHeader>
        {tableProps.selectionMode === 'multiple' ? (
          <Column>
            <TableCheckbox slot="selection" />
          </Column>
        ) : null}
        <Column id="date" isRowHeader>
          Bill Date
        </Column>
        <Column id="amount" align="end">
          Amount
        </Column>
      </TableHeader>
      <TableBody>
        {bills.map((bill) => (
          <Row key={bill.id} id={bill.id}>
            {tableProps.selectionMode === 'multiple' ? (
              <Cell>
                <TableCheckbox slot="selection" />
              </Cell>
            ) : null}
            <Cell>{bill.date}</Cell>
            <Cell align="end">${bill.amount.toFixed(2)}</Cell>
          </Row>
        ))}
      </TableBody>
      {withFooter ? (
        <TableFooter>
          <Row id="total" isDisabled disabledBehavior="selection">
            {tableProps.selectionMode === 'multiple' ? <Cell /> : null}
            <Cell>Total</Cell>
            <Cell align="end">$340.55</Cell>
          </Row>
        </TableFooter>
      ) : null}
    </Table>
  );
}

describe('ui Table parts', () => {
  it('compose a named grid with column headers, row headers and cells', () => {
    render(<BillTable />);
    const grid = screen.getByRole('grid', { name: 'Billing history' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Bill Date', 'Amount']);
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['05/01/2025', '06/01/2025', '07/01/2025']);
    expect(screen.getAllByRole('gridcell')[0]).toHaveAttribute('data-align', 'end');
  });

  it("add a className to the kit's own, as a string or as a function of the part's state", async () => {
    const user = userEvent.setup();
    render(
      <Table aria-label="Accounts" selectionMode="single" className="mine">
        <TableHeader className={() => 'head'}>
          <Column isRowHeader className={({ isHovered }) => (isHovered ? 'hot' : 'cold')}>
            Account
          </Column>
        </TableHeader>
        <TableBody className="rows">
          <Row id="a" className={({ isSelected }) => (isSelected ? 'chosen' : 'waiting')}>
            <Cell className="value">1000001</Cell>
          </Row>
        </TableBody>
      </Table>,
    );
    const grid = screen.getByRole('grid');
    expect(grid).toHaveClass('mine');
    // The kit's class is kept beside the consumer's.
    expect(grid.className.split(' ').length).toBeGreaterThan(1);
    expect(screen.getByRole('columnheader')).toHaveClass('cold');
    const row = screen.getAllByRole('row')[1]!;
    expect(row).toHaveClass('waiting');
    await user.click(screen.getByRole('rowheader'));
    expect(row).toHaveClass('chosen');
    expect(screen.getByRole('rowheader')).toHaveClass('value');
  });

  it('pass a style that is a function of the state through', () => {
    render(
      <Table aria-label="Accounts" style={({ isFocused }) => ({ opacity: isFocused ? 1 : 0.9 })}>
        <TableHeader>
          <Column isRowHeader>Account</Column>
        </TableHeader>
        <TableBody>
          <Row id="a">
            <Cell>1000001</Cell>
          </Row>
        </TableBody>
      </Table>,
    );
    expect(screen.getByRole('grid')).toHaveStyle({ opacity: '0.9' });
  });

  it('sort by a column with allowsSorting, which says so with aria-sort', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    function Sorted() {
      const [sort, setSort] = useState<SortDescriptor>({
        column: 'date',
        direction: 'ascending',
      });
      return (
        <Table
          aria-label="Bills"
          sortDescriptor={sort}
          onSortChange={(next) => {
            setSort(next);
            onSortChange(next);
          }}
        >
          <TableHeader>
            <Column id="date" isRowHeader allowsSorting>
              Bill Date
            </Column>
          </TableHeader>
          <TableBody>
            <Row id="a">
              <Cell>05/01/2025</Cell>
            </Row>
          </TableBody>
        </Table>
      );
    }
    render(<Sorted />);
    const header = screen.getByRole('columnheader', { name: 'Bill Date' });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(header.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await user.click(header);
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'date', direction: 'descending' });
    expect(header).toHaveAttribute('aria-sort', 'descending');
  });

  it('put a summary row in a footer (tfoot): reached with the arrow keys, never selected', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn<(keys: Selection) => void>();
    const { container } = render(
      <BillTable withFooter selectionMode="multiple" onSelectionChange={onSelectionChange} />,
    );
    const footer = container.querySelector('tfoot')!;
    expect(footer).toHaveAttribute('role', 'rowgroup');
    const total = within(footer).getByRole('row');
    expect(within(total).getByRole('rowheader')).toHaveTextContent('Total');

    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(total).toHaveFocus();
    await user.keyboard(' ');
    await user.click(within(total).getByRole('rowheader'));
    expect(onSelectionChange).not.toHaveBeenCalled();

    // Select All covers the body's rows, not the summary.
    await user.click(screen.getByRole('checkbox', { name: 'Select All' }));
    const last = onSelectionChange.mock.lastCall![0];
    const keys: Key[] = last === 'all' ? ['all'] : [...last];
    expect(keys).not.toContain('total');
    expect(screen.getByRole('checkbox', { name: 'Select All' })).toBeChecked();
  });

  it('give a check box of their own to a header or a cell, named by its label', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Table aria-label="RoundUp">
        <TableHeader>
          <Column isRowHeader>Account</Column>
          <Column>
            <TableCheckbox onChange={onChange}>RoundUp</TableCheckbox>
          </Column>
        </TableHeader>
        <TableBody>
          <Row id="a">
            <Cell>1000001</Cell>
            <Cell>
              <TableCheckbox aria-label="RoundUp for 1000001" defaultSelected />
            </Cell>
          </Row>
        </TableBody>
      </Table>,
    );
    await user.click(screen.getByRole('checkbox', { name: 'RoundUp' }));
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('checkbox', { name: 'RoundUp for 1000001' })).toBeChecked();
    expect(screen.getByRole('columnheader', { name: 'RoundUp' })).toBeInTheDocument();
  });
});
