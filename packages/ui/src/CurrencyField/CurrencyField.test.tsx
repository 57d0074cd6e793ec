import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { Form } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../locale';
import { CurrencyField } from './CurrencyField';
import { exampleAmountFilter, exampleAmountFormat, exampleRoundUpFormat } from './exampleRules';

/** The amount rules as the widgets pass them (validation's filter and blur format). */
const amountRules = { inputFilter: exampleAmountFilter, formatOnBlur: exampleAmountFormat };

describe('ui CurrencyField', () => {
  it('is a labelled text box for a decimal amount, the $ shown but not part of the name', () => {
    render(<CurrencyField label="Payment Amount" />);
    const input = screen.getByRole('textbox', { name: 'Payment Amount' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveAttribute('maxlength', '13');
    expect(input).toHaveAccessibleDescription('US dollars');
    const symbol = screen.getByText('$');
    expect(symbol).toBeVisible();
    expect(symbol).toHaveAttribute('aria-hidden', 'true');
  });

  it('accepts only digits and one decimal point, with two digits after it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<CurrencyField label="Payment Amount" onChange={onChange} {...amountRules} />);
    const input = screen.getByRole('textbox', { name: 'Payment Amount' });
    await user.type(input, '1a2-.3.45 6');
    expect(input).toHaveValue('12.34');
    expect(onChange).toHaveBeenLastCalledWith('12.34');
  });

  it('keeps the caret where it was when a refused key is typed', async () => {
    const user = userEvent.setup();
    render(<CurrencyField label="Payment Amount" defaultValue="1250" {...amountRules} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Payment Amount' });
    await user.click(input);
    input.setSelectionRange(2, 2);
    await user.keyboard('x.');
    expect(input).toHaveValue('12.50');
  });

  it('stops at the maximum length', async () => {
    const user = userEvent.setup();
    render(<CurrencyField label="Amount" maxLength={11} {...amountRules} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(input, '123456789012345');
    expect(input).toHaveValue('12345678901');
  });

  it.each([
    ['12', '12.00'],
    ['.5', '0.50'],
    ['12.3', '12.30'],
    ['0012', '12.00'],
    ['7.', '7.00'],
  ])('formats %j to %j when it loses focus', async (typed, shown) => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<CurrencyField label="Payment Amount" onChange={onChange} {...amountRules} />);
    await user.type(screen.getByRole('textbox', { name: 'Payment Amount' }), typed);
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Payment Amount' })).toHaveValue(shown);
    expect(onChange).toHaveBeenLastCalledWith(shown);
  });

  it('leaves an empty field empty on blur unless its format fills it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <CurrencyField label="Payment Amount" {...amountRules} />
        <CurrencyField
          label="RoundUp Amount"
          inputFilter={exampleAmountFilter}
          formatOnBlur={exampleRoundUpFormat}
          maxLength={11}
        />
      </>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Payment Amount' }));
    await user.tab();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Payment Amount' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'RoundUp Amount' })).toHaveValue('0.00');
  });

  it('keeps the amount of a pasted $1,234.50', async () => {
    const user = userEvent.setup();
    render(<CurrencyField label="Payment Amount" {...amountRules} />);
    await user.click(screen.getByRole('textbox', { name: 'Payment Amount' }));
    await user.paste('$1,234.50');
    expect(screen.getByRole('textbox', { name: 'Payment Amount' })).toHaveValue('1234.50');
  });

  it('blocks pasting and dropping when allowPaste is false', () => {
    render(<CurrencyField label="Payment Amount" allowPaste={false} />);
    const input = screen.getByRole('textbox', { name: 'Payment Amount' });
    expect(fireEvent.paste(input, { clipboardData: { getData: () => '12.00' } })).toBe(false);
    expect(fireEvent.drop(input)).toBe(false);
  });

  it('can be read-only and is then not reformatted', async () => {
    const user = userEvent.setup();
    render(<CurrencyField label="Amount Due" isReadOnly defaultValue="45.5" {...amountRules} />);
    const input = screen.getByRole('textbox', { name: 'Amount Due' });
    expect(input).toHaveAttribute('readonly');
    await user.type(input, '9');
    await user.tab();
    expect(input).toHaveValue('45.5');
  });

  it('works controlled and says the currency in its own words', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <>
          <CurrencyField
            label="Amount"
            currencySymbol="CA$"
            currencyName="Canadian dollars"
            {...amountRules}
            value={value}
            onChange={setValue}
          />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAccessibleDescription('Canadian dollars');
    await user.type(input, '5');
    await user.tab();
    expect(screen.getByRole('status')).toHaveTextContent('5.00');
  });

  it('without rules, keeps the text as typed and as it is on blur', async () => {
    const user = userEvent.setup();
    render(<CurrencyField label="Payment Amount" />);
    const input = screen.getByRole('textbox', { name: 'Payment Amount' });
    await user.type(input, '1a2.5');
    await user.tab();
    expect(input).toHaveValue('1a2.5');
  });

  it('shows a form’s error by name, tied to the field', () => {
    render(
      <Form validationErrors={{ amount: 'You must enter valid amount.' }}>
        <CurrencyField label="Payment Amount" name="amount" />
      </Form>,
    );
    const input = screen.getByRole('textbox', { name: 'Payment Amount' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('You must enter valid amount. US dollars');
  });

  it('reads the currency in Spanish inside a Spanish LocaleProvider', async () => {
    render(
      <LocaleProvider locale="es-US">
        <Suspense fallback={null}>
          <CurrencyField label="Monto del pago" />
        </Suspense>
      </LocaleProvider>,
    );
    expect(
      await screen.findByRole('textbox', { name: 'Monto del pago' }),
    ).toHaveAccessibleDescription('dólares estadounidenses');
  });
});
