import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../locale';
import { ComboBox, ComboBoxItem, ComboBoxSection, type ComboBoxProps } from './ComboBox';

type State = { id: string; name: string };

const states: State[] = [
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'Ohio',
].map((name) => ({ id: name, name }));

function StateField(props: Partial<ComboBoxProps<State>>) {
  return (
    <ComboBox<State> label="State" items={states} {...props}>
      {(item) => <ComboBoxItem id={item.id}>{item.name}</ComboBoxItem>}
    </ComboBox>
  );
}

describe('ui ComboBox', () => {
  it('is a combo box named by its visible label', () => {
    render(<StateField />);
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByText('State')).toBeVisible();
  });

  it('filters the options by the typed text and chooses one with the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<StateField onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'State' });
    await user.type(input, 'new');
    const listbox = screen.getByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['New Hampshire', 'New Jersey', 'New Mexico', 'New York']);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(input).toHaveValue('New Jersey');
    expect(onChange).toHaveBeenLastCalledWith('New Jersey');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('says "No results" when nothing matches', async () => {
    const user = userEvent.setup();
    render(<StateField />);
    await user.type(screen.getByRole('combobox', { name: 'State' }), 'zz');
    expect(within(screen.getByRole('listbox')).getByText('No results')).toBeVisible();
  });

  it('opens the full list from its button', async () => {
    const user = userEvent.setup();
    render(<StateField />);
    await user.click(screen.getByRole('button'));
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(6);
  });

  it('keeps typed text that matches no option only when custom values are allowed', async () => {
    const user = userEvent.setup();
    const onInputChange = vi.fn();
    const { unmount } = render(<StateField allowsCustomValue onInputChange={onInputChange} />);
    await user.type(screen.getByRole('combobox', { name: 'State' }), 'Guam');
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('Guam');
    unmount();

    render(<StateField defaultValue="Ohio" />);
    const input = screen.getByRole('combobox', { name: 'State' });
    expect(input).toHaveValue('Ohio');
    await user.type(input, 'x');
    expect(input).toHaveValue('Ohiox');
    await user.tab();
    expect(input).toHaveValue('Ohio');
  });

  it('names sections after their titles', async () => {
    const user = userEvent.setup();
    render(
      <ComboBox label="Phone type">
        <ComboBoxSection title="Personal">
          <ComboBoxItem id="home">Home</ComboBoxItem>
          <ComboBoxItem id="mobile">Mobile</ComboBoxItem>
        </ComboBoxSection>
        <ComboBoxSection title="Other">
          <ComboBoxItem id="work">Work</ComboBoxItem>
        </ComboBoxSection>
      </ComboBox>,
    );
    await user.click(screen.getByRole('button'));
    expect(
      within(screen.getByRole('group', { name: 'Personal' })).getAllByRole('option'),
    ).toHaveLength(2);
  });

  it('ties help text and the error to the field', () => {
    render(
      <StateField
        description="Where the service address is."
        isInvalid
        errorMessage="State is required."
      />,
    );
    const input = screen.getByRole('combobox', { name: 'State' });
    expect(input).toHaveAccessibleDescription('Where the service address is. State is required.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('cannot be used when disabled', async () => {
    const user = userEvent.setup();
    render(<StateField isDisabled />);
    const input = screen.getByRole('combobox', { name: 'State' });
    expect(input).toBeDisabled();
    await user.type(input, 'new');
    expect(input).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('says "No hay resultados" when nothing matches inside a Spanish LocaleProvider', async () => {
    const user = userEvent.setup();
    render(
      <LocaleProvider locale="es-US">
        <Suspense fallback={null}>
          <StateField label="Estado" />
        </Suspense>
      </LocaleProvider>,
    );
    await user.type(await screen.findByRole('combobox', { name: 'Estado' }), 'zz');
    expect(within(screen.getByRole('listbox')).getByText('No hay resultados')).toBeVisible();
  });
});
