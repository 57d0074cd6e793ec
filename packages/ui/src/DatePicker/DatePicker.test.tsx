import { CalendarDate } from '@internationalized/date';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../locale';
import { DatePicker } from './DatePicker';
import { parseIsoDate, dateValueToIso } from './isoDate';

const segments = (name: string) =>
  within(screen.getByRole('group', { name })).getAllByRole('spinbutton');

describe('ui DatePicker', () => {
  it('is a group named by its visible label, with mm/dd/yyyy segments in en-US', () => {
    render(<DatePicker label="Start Date" />);
    expect(screen.getByText('Start Date')).toBeVisible();
    const parts = segments('Start Date');
    expect(parts.map((part) => part.textContent)).toEqual(['mm', 'dd', 'yyyy']);
    expect(screen.getByRole('group', { name: 'Start Date' })).toHaveTextContent('mm/dd/yyyy');
  });

  it('takes a typed date and reports it as a CalendarDate', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DatePicker label="Start Date" onChange={onChange} />);
    await user.click(segments('Start Date')[0]!);
    await user.keyboard('05012024');
    expect(onChange).toHaveBeenLastCalledWith(new CalendarDate(2024, 5, 1));
    expect(dateValueToIso(onChange.mock.lastCall?.[0])).toBe('2024-05-01');
    expect(screen.getByRole('group', { name: 'Start Date' })).toHaveTextContent('05/01/2024');
  });

  it('changes a segment with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <DatePicker label="End Date" defaultValue={parseIsoDate('2024-05-01')} onChange={onChange} />,
    );
    await user.tab();
    expect(segments('End Date')[0]).toHaveFocus();
    await user.keyboard('{Tab}{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(new CalendarDate(2024, 5, 2));
  });

  it('opens a calendar from its button and picks a day there', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <DatePicker
        label="Start Date"
        defaultValue={parseIsoDate('2024-05-01')}
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Calendar/ }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('May 2024');
    const grid = within(dialog).getByRole('grid');
    await user.click(within(grid).getByRole('button', { name: /May 15, 2024/ }));
    expect(onChange).toHaveBeenLastCalledWith(new CalendarDate(2024, 5, 15));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('group', { name: 'Start Date' })).toHaveTextContent('05/15/2024');
  });

  it('cannot pick days outside the minimum and maximum in the calendar', async () => {
    const user = userEvent.setup();
    render(
      <DatePicker
        label="Expiration Date"
        defaultValue={parseIsoDate('2024-05-10')}
        minValue={parseIsoDate('2024-05-08')!}
        maxValue={parseIsoDate('2024-05-20')!}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Calendar/ }));
    const grid = within(screen.getByRole('dialog')).getByRole('grid');
    expect(within(grid).getByRole('button', { name: /May 7, 2024/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(grid).getByRole('button', { name: /May 21, 2024/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('shows the out-of-range message for a date before the minimum or after the maximum', () => {
    const { rerender } = render(
      <DatePicker
        label="Expiration Date"
        value={parseIsoDate('2024-05-01')}
        minValue={parseIsoDate('2024-05-08')!}
        maxValue={parseIsoDate('2121-12-31')!}
        minValueMessage="You cannot use an expiration date in the past."
        maxValueMessage="Choose a date on or before 12/31/2121."
      />,
    );
    expect(screen.getByText('You cannot use an expiration date in the past.')).toBeVisible();
    expect(segments('Expiration Date')[0]).toHaveAttribute('aria-invalid', 'true');
    rerender(
      <DatePicker
        label="Expiration Date"
        value={parseIsoDate('2122-01-01')}
        minValue={parseIsoDate('2024-05-08')!}
        maxValue={parseIsoDate('2121-12-31')!}
        minValueMessage="You cannot use an expiration date in the past."
        maxValueMessage="Choose a date on or before 12/31/2121."
      />,
    );
    expect(screen.getByText('Choose a date on or before 12/31/2121.')).toBeVisible();
    expect(
      screen.queryByText('You cannot use an expiration date in the past.'),
    ).not.toBeInTheDocument();
  });

  it("falls back to react-aria's own range message", () => {
    render(
      <DatePicker
        label="Start Date"
        value={parseIsoDate('1989-12-31')}
        minValue={parseIsoDate('1990-01-01')!}
      />,
    );
    expect(screen.getByText('Value must be 01/01/1990 or later.')).toBeVisible();
  });

  it('ties help text and an error from outside to the field', () => {
    render(
      <DatePicker
        label="End Date"
        description="At most 180 days after the start date."
        isInvalid
        errorMessage="Invalid date range."
      />,
    );
    const [month] = segments('End Date');
    expect(month).toHaveAccessibleDescription(
      /At most 180 days after the start date\. Invalid date range\./,
    );
    expect(screen.getByText('Invalid date range.')).toBeVisible();
  });

  it('submits the ISO date under its name', () => {
    const { container } = render(
      <form>
        <DatePicker label="Start Date" name="fromDate" defaultValue={parseIsoDate('2024-05-01')} />
      </form>,
    );
    const data = new FormData(container.querySelector('form')!);
    expect(data.get('fromDate')).toBe('2024-05-01');
  });

  it('cannot be changed when disabled', async () => {
    const user = userEvent.setup();
    render(<DatePicker label="Start Date" isDisabled defaultValue={parseIsoDate('2024-05-01')} />);
    expect(screen.getByRole('button', { name: /Calendar/ })).toBeDisabled();
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it('follows a Spanish LocaleProvider: dd/mm/aaaa segments, unless its locale prop says otherwise', async () => {
    render(
      <LocaleProvider locale="es-US">
        <Suspense fallback={null}>
          <DatePicker label="Fecha de inicio" />
          <DatePicker label="Start Date" locale="en-US" />
        </Suspense>
      </LocaleProvider>,
    );
    expect(await screen.findByRole('group', { name: 'Fecha de inicio' })).toHaveTextContent(
      'dd/mm/aaaa',
    );
    expect(screen.getByRole('group', { name: 'Start Date' })).toHaveTextContent('mm/dd/yyyy');
  });
});
