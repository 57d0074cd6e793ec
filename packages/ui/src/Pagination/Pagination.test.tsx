import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../locale';
import { pageItems } from './pageItems';
import { Pagination } from './Pagination';

const pageNumbers = () =>
  screen.getAllByRole('button', { name: /^Go to page/ }).map((b) => b.textContent);

describe('ui Pagination', () => {
  it('is a named navigation with page buttons, the current one marked', () => {
    render(<Pagination totalItems={57} defaultPageSize={10} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(pageNumbers()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(within(nav).getByRole('button', { name: 'Go to page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('button', { name: 'Go to page 2' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–10 of 57');
  });

  it('moves between pages with the page, previous and next buttons', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination totalItems={57} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 11–20 of 57');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange.mock.calls.map(([p]) => p)).toEqual([2, 3, 2]);
    await user.click(screen.getByRole('button', { name: 'Go to page 6' }));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 51–57 of 57');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('keeps keyboard focus on the page shown when next turns disabled', async () => {
    const user = userEvent.setup();
    render(<Pagination totalItems={20} defaultPageSize={10} />);
    screen.getByRole('button', { name: 'Next page' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Go to page 2' })).toHaveFocus();
  });

  it('shortens long ranges with ellipses', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'start-ellipsis', 9, 10, 11, 'end-ellipsis', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
    render(<Pagination totalItems={200} defaultPage={10} />);
    expect(pageNumbers()).toEqual(['1', '9', '10', '11', '20']);
  });

  it('changes the page size from its list, keeping the first item in view', async () => {
    const user = userEvent.setup();
    const onPageSizeChange = vi.fn();
    const onPageChange = vi.fn();
    render(
      <Pagination
        totalItems={57}
        defaultPage={4}
        pageSizeOptions={[10, 25, 50, 100]}
        onPageSizeChange={onPageSizeChange}
        onPageChange={onPageChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Rows per page/ }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['10', '25', '50', '100']);
    await user.click(screen.getByRole('option', { name: '25' }));
    expect(onPageSizeChange).toHaveBeenCalledWith(25);
    // Item 31 was first; with 25 a page it is on page 2.
    expect(onPageChange).toHaveBeenCalledWith(2);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 26–50 of 57');
  });

  it('follows a controlled page', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [page, setPage] = useState(5);
      return <Pagination totalItems={100} page={page} onPageChange={setPage} />;
    }
    render(<Controlled />);
    expect(screen.getByRole('button', { name: 'Go to page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(screen.getByRole('button', { name: 'Go to page 6' }));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 51–60 of 100');
  });

  it('has nothing to page through when empty, and nothing works when disabled', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const { rerender } = render(<Pagination totalItems={0} />);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 0 of 0');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    rerender(<Pagination totalItems={57} isDisabled onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('takes its wording from messages', () => {
    render(
      <Pagination
        totalItems={57}
        messages={{ label: 'Accounts pages', summary: (f, t, n) => `${f}-${t} / ${n}` }}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Accounts pages' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1-10 / 57');
  });

  it('names its buttons and says what is shown in Spanish inside a Spanish LocaleProvider', async () => {
    render(
      <LocaleProvider locale="es-US">
        <Suspense fallback={null}>
          <Pagination totalItems={57} defaultPageSize={10} pageSizeOptions={[10, 25]} />
        </Suspense>
      </LocaleProvider>,
    );
    const nav = await screen.findByRole('navigation', { name: 'Paginación' });
    expect(within(nav).getByRole('status')).toHaveTextContent('Mostrando 1–10 de 57');
    expect(within(nav).getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Ir a la página 2' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Página siguiente' })).toHaveTextContent(
      'Siguiente',
    );
    expect(within(nav).getByText('Filas por página')).toBeInTheDocument();
  });
});
