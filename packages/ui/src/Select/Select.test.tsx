import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-aria-components';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../locale';
import { Select, SelectItem, SelectSection } from './Select';

function SecurityQuestion(props: Partial<Parameters<typeof Select>[0]>) {
  return (
    <Select label="Security Question" placeholder="Select an option" {...props}>
      <SelectItem id="pet">What was the name of your first pet?</SelectItem>
      <SelectItem id="street">What street did you grow up on?</SelectItem>
      <SelectItem id="city" isDisabled>
        In what city were you born?
      </SelectItem>
      <SelectItem id="school">What was your first school?</SelectItem>
    </Select>
  );
}

describe('ui Select', () => {
  it('is a button named by its visible label, showing the placeholder', () => {
    render(<SecurityQuestion />);
    const trigger = screen.getByRole('button', { name: /Security Question/ });
    expect(trigger).toHaveTextContent('Select an option');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Security Question')).toBeVisible();
  });

  it('opens with a click, chooses an option and shows it in the field', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SecurityQuestion onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Security Question/ }));
    const listbox = screen.getByRole('listbox');
    await user.click(
      within(listbox).getByRole('option', { name: 'What street did you grow up on?' }),
    );
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith('street');
    const trigger = screen.getByRole('button', { name: /Security Question/ });
    expect(trigger).toHaveTextContent('What street did you grow up on?');
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('is driven from the keyboard and skips disabled options', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SecurityQuestion onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('button', { name: /Security Question/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox');
    expect(
      within(listbox).getByRole('option', { name: 'In what city were you born?' }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(document.activeElement).toHaveTextContent('What was the name of your first pet?');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('school');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('names sections after their titles', async () => {
    const user = userEvent.setup();
    render(
      <Select label="Unit">
        <SelectSection title="Energy">
          <SelectItem id="kwh">Usage (kWh)</SelectItem>
          <SelectItem id="kw">Demand Usage (kW)</SelectItem>
        </SelectSection>
        <SelectSection title="Cost">
          <SelectItem id="usd">Dollars ($)</SelectItem>
        </SelectSection>
      </Select>,
    );
    await user.click(screen.getByRole('button', { name: /Unit/ }));
    const energy = screen.getByRole('group', { name: 'Energy' });
    expect(within(energy).getAllByRole('option')).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Cost' })).toBeInTheDocument();
  });

  it('ties help text and the error to the field', () => {
    render(
      <SecurityQuestion
        description="You answer it when you reset your password."
        isInvalid
        errorMessage="Please select an option."
      />,
    );
    const trigger = screen.getByRole('button', { name: /Security Question/ });
    expect(trigger).toHaveAccessibleDescription(
      'You answer it when you reset your password. Please select an option.',
    );
    expect(screen.getByText('Please select an option.')).toBeVisible();
  });

  it('says so when there are no options', async () => {
    const user = userEvent.setup();
    render(
      <Select label="Meter" items={[] as { id: string; name: string }[]} emptyMessage="No meters">
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>,
    );
    await user.click(screen.getByRole('button', { name: /Meter/ }));
    expect(within(screen.getByRole('listbox')).getByText('No meters')).toBeVisible();
  });

  it('renders options from data and submits the chosen id under its name', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      return Object.fromEntries(new FormData(event.currentTarget));
    });
    const filters = [
      { id: 'all', name: 'All' },
      { id: 'view-enabled', name: 'Average Billing' },
      { id: 'view-non-enabled', name: 'Non-Average Billing' },
    ];
    render(
      <Form onSubmit={onSubmit}>
        <Select label="Filter" name="filter" items={filters} defaultValue="all">
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
        <button type="submit">Apply</button>
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: /Filter/ }));
    await user.click(screen.getByRole('option', { name: 'Average Billing' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onSubmit.mock.results[0]?.value).toEqual({ filter: 'view-enabled' });
  });

  it('cannot be opened when disabled', async () => {
    const user = userEvent.setup();
    render(<SecurityQuestion isDisabled />);
    const trigger = screen.getByRole('button', { name: /Security Question/ });
    expect(trigger).toBeDisabled();
    await user.click(trigger);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('says "No hay opciones" when there are none inside a Spanish LocaleProvider', async () => {
    const user = userEvent.setup();
    render(
      <LocaleProvider locale="es-US">
        <Suspense fallback={null}>
          <Select label="Medidor" items={[] as { id: string; name: string }[]}>
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
        </Suspense>
      </LocaleProvider>,
    );
    await user.click(await screen.findByRole('button', { name: /Medidor/ }));
    expect(within(screen.getByRole('listbox')).getByText('No hay opciones')).toBeVisible();
  });
});
