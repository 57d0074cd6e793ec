import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { exampleUsMask, exampleWithoutCountryCode } from './exampleMask';
import { caretAfterDigits, digitsIn } from './maskCaret';
import { MaskedPhoneField } from './MaskedPhoneField';

/** The US mask as the widgets pass it (validation's formatUsPhone and withoutUsCountryCode). */
const usMask = { format: exampleUsMask, normalizePasted: exampleWithoutCountryCode };

function setup(props: Partial<Parameters<typeof MaskedPhoneField>[0]> = {}) {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(<MaskedPhoneField label="Phone Number" onChange={onChange} {...usMask} {...props} />);
  const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone Number' });
  return { user, onChange, input };
}

describe('ui MaskedPhoneField', () => {
  it('is a labelled telephone field that autofills the national number', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
  });

  it('masks the number while typing and reports the masked text and the digits', async () => {
    const { user, input, onChange } = setup();
    await user.type(input, '987');
    expect(input).toHaveValue('(987');
    await user.type(input, '4');
    expect(input).toHaveValue('(987) 4');
    await user.type(input, '561230');
    expect(input).toHaveValue('(987) 456-1230');
    expect(onChange).toHaveBeenLastCalledWith('(987) 456-1230', '9874561230');
  });

  it('ignores letters, mask characters and an eleventh digit', async () => {
    const { user, input } = setup();
    await user.type(input, '(987) abc 456-1230 99');
    expect(input).toHaveValue('(987) 456-1230');
  });

  it('masks a pasted number, dropping the US country code', async () => {
    const { user, input, onChange } = setup();
    await user.click(input);
    await user.paste('+1 987.456.1230');
    expect(input).toHaveValue('(987) 456-1230');
    expect(onChange).toHaveBeenLastCalledWith('(987) 456-1230', '9874561230');
  });

  it('inserts pasted digits at the caret, up to ten', async () => {
    const { user, input } = setup({ defaultValue: '9871230' });
    expect(input).toHaveValue('(987) 123-0');
    await user.click(input);
    input.setSelectionRange(6, 6);
    await user.paste('456');
    expect(input).toHaveValue('(987) 456-1230');
    expect(input.selectionStart).toBe(9);
    await user.clear(input);
    await user.paste('555-123-45678');
    expect(input).toHaveValue('(555) 123-4567');
  });

  it('deletes the digit before a mask character on Backspace, keeping the caret by it', async () => {
    const { user, input } = setup({ defaultValue: '9874561230' });
    await user.click(input);
    input.setSelectionRange(10, 10); // just after the '-'
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('(987) 451-230');
    expect(input.selectionStart).toBe(8);
    await user.keyboard('6');
    expect(input).toHaveValue('(987) 456-1230');
  });

  it('deletes the digit after a mask character on Delete', async () => {
    const { user, input } = setup({ defaultValue: '9874561230' });
    await user.click(input);
    input.setSelectionRange(4, 4); // just before ')'
    await user.keyboard('{Delete}');
    expect(input).toHaveValue('(987) 561-230');
    expect(input.selectionStart).toBe(4);
  });

  it('keeps the caret by the digit edited in the middle', async () => {
    const { user, input } = setup({ defaultValue: '9874561230' });
    await user.click(input);
    input.setSelectionRange(7, 7); // after the 4
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('(987) 561-230');
    await user.keyboard('4');
    expect(input).toHaveValue('(987) 456-1230');
    expect(input.selectionStart).toBe(7);
  });

  it('shows a controlled value given as digits with the mask', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [digits, setDigits] = useState('9874561230');
      return (
        <>
          <MaskedPhoneField
            label="Phone Number"
            {...usMask}
            value={digits}
            onChange={(_masked, next) => setDigits(next)}
          />
          <output>{digits}</output>
        </>
      );
    }
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Phone Number' });
    expect(input).toHaveValue('(987) 456-1230');
    await user.clear(input);
    await user.type(input, '5551234');
    expect(input).toHaveValue('(555) 123-4');
    expect(screen.getByRole('status')).toHaveTextContent('5551234');
  });

  it('without a mask, takes digits only and shows them as they are', async () => {
    const { user, input, onChange } = setup({ format: undefined, normalizePasted: undefined });
    await user.type(input, '(987) 456-1230 99');
    expect(input).toHaveValue('987456123099');
    expect(onChange).toHaveBeenLastCalledWith('987456123099', '987456123099');
  });

  it('shows a form’s error by name, tied to the field', () => {
    render(
      <Form validationErrors={{ phone: 'Please enter a valid phone number.' }}>
        <MaskedPhoneField label="Phone Number" name="phone" {...usMask} />
      </Form>,
    );
    const input = screen.getByRole('textbox', { name: 'Phone Number' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid phone number.');
  });

  it('cannot be changed when read-only or disabled', async () => {
    const user = userEvent.setup();
    render(
      <>
        <MaskedPhoneField label="Home" isReadOnly defaultValue="9874561230" {...usMask} />
        <MaskedPhoneField label="Cell" isDisabled defaultValue="9874561230" {...usMask} />
      </>,
    );
    const home = screen.getByRole('textbox', { name: 'Home' });
    await user.click(home);
    await user.paste('5551234567');
    await user.type(home, '1');
    expect(home).toHaveValue('(987) 456-1230');
    expect(screen.getByRole('textbox', { name: 'Cell' })).toBeDisabled();
  });
});

describe('ui MaskedPhoneField caret', () => {
  it('finds the caret after a digit and the digits of masked text', () => {
    expect(caretAfterDigits('(987) 456-1230', 0)).toBe(1);
    expect(caretAfterDigits('(987) 456-1230', 3)).toBe(4);
    expect(caretAfterDigits('(987) 456-1230', 4)).toBe(7);
    expect(caretAfterDigits('(987) 456-1230', 10)).toBe(14);
    expect(caretAfterDigits('', 0)).toBe(0);
    expect(digitsIn('(987) 456-1230')).toBe('9874561230');
  });
});
