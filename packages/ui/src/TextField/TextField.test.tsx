import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

const digits = (value: string) => value.replace(/\D/g, '').slice(0, 12);

describe('ui TextField', () => {
  it('has a visible label tied to the input', () => {
    render(<TextField label="Account Number" />);
    expect(screen.getByRole('textbox', { name: 'Account Number' })).toBeVisible();
    expect(screen.getByText('Account Number')).toBeVisible();
  });

  it('ties help text and the error message to the input', () => {
    render(
      <TextField
        label="Account Number"
        description="Printed at the top of your bill."
        isInvalid
        errorMessage="Please enter valid account number."
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Account Number' });
    expect(input).toHaveAccessibleDescription(
      'Printed at the top of your bill. Please enter valid account number.',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('marks a required field for assistive technology', () => {
    render(<TextField label="Username" isRequired />);
    expect(screen.getByRole('textbox', { name: /Username/ })).toBeRequired();
  });

  it('keeps only what the input filter allows, typed or pasted', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextField label="Account Number" inputFilter={digits} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Account Number' });
    await user.type(input, '10a0-0001');
    expect(input).toHaveValue('1000001');
    await user.paste('99x9999999999');
    expect(input).toHaveValue('100000199999');
    expect(onChange).toHaveBeenLastCalledWith('100000199999');
  });

  it('applies the filter to a controlled value too', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <>
          <TextField label="Code" value={value} onChange={setValue} inputFilter={digits} />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '12ab34');
    expect(screen.getByRole('status')).toHaveTextContent('1234');
  });

  it('blocks pasting when allowPaste is false', () => {
    render(<TextField label="Payment Amount" allowPaste={false} />);
    const input = screen.getByRole('textbox', { name: 'Payment Amount' });
    const pasted = fireEvent.paste(input, { clipboardData: { getData: () => '12.00' } });
    expect(pasted).toBe(false);
  });

  it('shows the errors a form passes by field name', () => {
    render(
      <Form validationErrors={{ accountNumber: 'Please enter your account number.' }}>
        <TextField label="Account Number" name="accountNumber" />
      </Form>,
    );
    expect(screen.getByRole('textbox', { name: 'Account Number' })).toHaveAccessibleDescription(
      'Please enter your account number.',
    );
  });

  it('cannot be edited when disabled', async () => {
    const user = userEvent.setup();
    render(<TextField label="Member Number" isDisabled defaultValue="800001" />);
    const input = screen.getByRole('textbox', { name: 'Member Number' });
    await user.type(input, '9');
    expect(input).toHaveValue('800001');
    expect(input).toBeDisabled();
  });
});
