import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { Form } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../locale';
import { defaultPasswordStrength } from './passwordStrength';
import { PasswordField } from './PasswordField';

describe('ui PasswordField', () => {
  it('hides the password behind a labelled field and autofills as asked', () => {
    render(<PasswordField label="Password" autoComplete="new-password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
  });

  it('signs in with current-password autofill by default', () => {
    render(<PasswordField label="Password" />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('shows and hides the password with a button that says what it does and announces it', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" defaultValue="Secret#2024" />);
    const input = screen.getByLabelText('Password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('status')).toHaveTextContent('Your password is shown.');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveTextContent('Hide');
    expect(hide).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'password');
    expect(screen.getByRole('status')).toHaveTextContent('Your password is hidden.');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });

  it('refuses spaces, typed or pasted, keeping the rest', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PasswordField label="Password" onChange={onChange} />);
    const input = screen.getByLabelText('Password');
    await user.type(input, 'my pass');
    expect(input).toHaveValue('mypass');
    await user.paste(' wo rd');
    expect(input).toHaveValue('mypassword');
    expect(onChange).toHaveBeenLastCalledWith('mypassword');
  });

  it('keeps the caret in place when a space is typed mid-word', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" defaultValue="abcd" />);
    const input = screen.getByLabelText<HTMLInputElement>('Password');
    await user.click(input);
    input.setSelectionRange(2, 2);
    await user.keyboard(' X');
    expect(input).toHaveValue('abXcd');
  });

  it('blocks pasting and dropping when allowPaste is false', () => {
    render(<PasswordField label="Password" allowPaste={false} />);
    const input = screen.getByLabelText('Password');
    expect(fireEvent.paste(input, { clipboardData: { getData: () => 'Secret#2024' } })).toBe(false);
    expect(fireEvent.drop(input)).toBe(false);
  });

  it('allows pasting by default', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" />);
    await user.click(screen.getByLabelText('Password'));
    await user.paste('Secret#2024');
    expect(screen.getByLabelText('Password')).toHaveValue('Secret#2024');
  });

  it('rates the password in words on a meter that is tied to the field', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="New Password" autoComplete="new-password" showStrength />);
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect(meter).toHaveAttribute('aria-valuetext', 'Not entered');
    const input = screen.getByLabelText('New Password');
    await user.type(input, 'abc');
    expect(meter).toHaveAttribute('aria-valuetext', 'Weak');
    expect(meter).toHaveTextContent('Weak');
    await user.type(input, 'defgh1');
    expect(meter).toHaveAttribute('aria-valuetext', 'Fair');
    await user.type(input, 'A');
    expect(meter).toHaveAttribute('aria-valuetext', 'Good');
    await user.type(input, '!');
    expect(meter).toHaveAttribute('aria-valuetext', 'Strong');
    expect(input).toHaveAccessibleDescription(/Password strength\s*Strong/);
  });

  it('takes the strength rules from outside', async () => {
    const user = userEvent.setup();
    render(
      <PasswordField
        label="New Password"
        showStrength
        strength={(value) =>
          value.length >= 12 ? { score: 4, label: 'Long enough' } : { score: 1, label: 'Too short' }
        }
      />,
    );
    await user.type(screen.getByLabelText('New Password'), 'correcthorsebattery');
    expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuetext',
      'Long enough',
    );
  });

  it('has no meter unless asked', () => {
    render(<PasswordField label="Password" />);
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
  });

  it('ties the error to the field and shows a form’s error by name', () => {
    render(
      <Form validationErrors={{ password: 'Please enter your password.' }}>
        <PasswordField label="Password" name="password" />
      </Form>,
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Please enter your password.',
    );
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('hides the password again when its form is submitted', async () => {
    const user = userEvent.setup();
    render(
      <form onSubmit={(event) => event.preventDefault()}>
        <PasswordField label="Password" defaultValue="Secret#2024" />
        <button type="submit">Sign in</button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('works controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <>
          <PasswordField label="Password" value={value} onChange={setValue} />
          <output>{value.length}</output>
        </>
      );
    }
    render(<Controlled />);
    await user.type(screen.getByLabelText('Password'), 'a b c');
    expect(screen.getByLabelText('Password')).toHaveValue('abc');
    expect(screen.getByText('3', { selector: 'output' })).toBeInTheDocument();
  });

  it('when disabled: neither the field nor the toggle can be used', () => {
    render(<PasswordField label="Password" isDisabled />);
    expect(screen.getByLabelText('Password')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();
  });

  it('words its toggle and strength meter in Spanish inside a Spanish LocaleProvider', async () => {
    const user = userEvent.setup();
    render(
      <LocaleProvider locale="es-US">
        <Suspense fallback={null}>
          <PasswordField label="Contraseña" showStrength defaultValue="abcdefg1" />
        </Suspense>
      </LocaleProvider>,
    );
    const toggle = await screen.findByRole('button', { name: 'Mostrar contraseña' });
    expect(toggle).toHaveTextContent('Mostrar');
    expect(screen.getByRole('meter', { name: 'Seguridad de la contraseña' })).toHaveAttribute(
      'aria-valuetext',
      'Regular',
    );
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Ocultar contraseña' })).toHaveTextContent('Ocultar');
    expect(screen.getByRole('status')).toHaveTextContent('Su contraseña está visible.');
  });
});

describe('ui PasswordField default strength', () => {
  it.each([
    ['', 0, 'Not entered'],
    ['Ab1!', 1, 'Weak'],
    ['abcdefghij', 1, 'Weak'],
    ['abcdefg1', 2, 'Fair'],
    ['abcdefG1', 3, 'Good'],
    ['abcdefghijklmnoP1', 4, 'Strong'],
    ['abcdeF1!', 4, 'Strong'],
  ])('rates %j as %i (%s)', (password, score, label) => {
    expect(defaultPasswordStrength(password)).toEqual({ score, label });
  });
});
