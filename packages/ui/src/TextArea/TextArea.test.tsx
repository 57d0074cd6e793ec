import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { Form } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../locale';
import { TextArea } from './TextArea';

/** The visible counter, '23/400' or '23' (its spoken words are part of the field's description). */
const counter = () => screen.getByText(/^\d+(\/\d+)?$/);

describe('ui TextArea', () => {
  it('has a visible label that names the multi-line field', () => {
    render(<TextArea label="Remarks" />);
    const field = screen.getByRole('textbox', { name: 'Remarks' });
    expect(field.tagName).toBe('TEXTAREA');
    expect(field).toHaveAttribute('rows', '4');
    expect(screen.getByText('Remarks')).toBeVisible();
  });

  it('ties help text and the error message to the field and marks it invalid', () => {
    render(
      <TextArea
        label="Remarks"
        description="Tell us what you see, e.g. a line down."
        isRequired
        isInvalid
        errorMessage="Please enter your remarks."
      />,
    );
    const field = screen.getByRole('textbox', { name: /Remarks/ });
    expect(field).toHaveAccessibleDescription(
      'Tell us what you see, e.g. a line down. Please enter your remarks.',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toBeRequired();
    expect(screen.getByText('Please enter your remarks.')).toBeVisible();
  });

  it('shows the errors a form passes by field name', () => {
    render(
      <Form validationErrors={{ remarks: 'Please enter your remarks.' }}>
        <TextArea label="Remarks" name="remarks" />
      </Form>,
    );
    const field = screen.getByRole('textbox', { name: 'Remarks' });
    expect(field).toHaveAccessibleDescription('Please enter your remarks.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows no counter without a limit, and the count alone when asked', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<TextArea label="Remarks" />);
    expect(screen.getByRole('textbox', { name: 'Remarks' })).not.toHaveAttribute(
      'aria-describedby',
    );
    unmount();
    render(<TextArea label="Remarks" showCounter />);
    const field = screen.getByRole('textbox', { name: 'Remarks' });
    await user.type(field, 'Line down');
    expect(counter()).toHaveTextContent('9');
    expect(field).toHaveAccessibleDescription('9 characters entered.');
    expect(field).not.toHaveAttribute('maxlength');
  });

  it('hides the counter when showCounter is false, and the browser limit stays', () => {
    render(<TextArea label="Comments" maxLength={400} showCounter={false} />);
    const field = screen.getByRole('textbox', { name: 'Comments' });
    expect(field).toHaveAttribute('maxlength', '400');
    expect(field).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('cannot be edited when disabled or read-only', async () => {
    const user = userEvent.setup();
    render(
      <>
        <TextArea label="Disabled" isDisabled defaultValue="No change" />
        <TextArea label="Read only" isReadOnly defaultValue="No change" />
      </>,
    );
    const disabled = screen.getByRole('textbox', { name: 'Disabled' });
    const readOnly = screen.getByRole('textbox', { name: 'Read only' });
    await user.type(disabled, 'x');
    await user.type(readOnly, 'x');
    expect(disabled).toHaveValue('No change');
    expect(disabled).toBeDisabled();
    expect(readOnly).toHaveValue('No change');
    expect(readOnly).toHaveAttribute('readonly');
  });

  it('keeps a controlled value and reports every change', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('Hi');
      return (
        <>
          <TextArea
            label="Comments"
            maxLength={400}
            value={value}
            onChange={(next) => {
              onChange(next);
              setValue(next.toUpperCase());
            }}
          />
          <p data-testid="echo">{value}</p>
        </>
      );
    }
    render(<Controlled />);
    const field = screen.getByRole('textbox', { name: 'Comments' });
    await user.type(field, ' there');
    expect(onChange).toHaveBeenLastCalledWith('HI THERe');
    expect(field).toHaveValue('HI THERE');
    expect(screen.getByTestId('echo')).toHaveTextContent('HI THERE');
    expect(counter()).toHaveTextContent('8/400');
  });

  it('takes a defaultValue uncontrolled and still reports changes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextArea label="Comments" maxLength={400} defaultValue="Hi" onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Comments' });
    await user.type(field, '!');
    expect(field).toHaveValue('Hi!');
    expect(onChange).toHaveBeenLastCalledWith('Hi!');
    expect(counter()).toHaveTextContent('3/400');
  });

  it('takes counter wording from messages, e.g. a translation', async () => {
    const user = userEvent.setup();
    render(
      <TextArea
        label="Comentarios"
        maxLength={10}
        messages={{
          counter: (length, max) => `${length} de ${max}`,
          counterDescription: (length, max) => `${length} de ${max} caracteres.`,
          limitReached: (max) => `Límite de ${max} caracteres alcanzado.`,
        }}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Comentarios' });
    await user.type(field, 'Hola');
    expect(screen.getByText('4 de 10')).toBeVisible();
    expect(field).toHaveAccessibleDescription('4 de 10 caracteres.');
    await user.paste('mundo, ¿qué tal?');
    expect(screen.getByRole('status')).toHaveTextContent('Límite de 10 caracteres alcanzado.');
  });

  it('reads its counter in Spanish inside a Spanish LocaleProvider', async () => {
    render(
      <LocaleProvider locale="es-US">
        <Suspense fallback={null}>
          <TextArea label="Comentarios" maxLength={400} defaultValue="Hola" />
          <TextArea label="Notas" showCounter defaultValue="a" />
        </Suspense>
      </LocaleProvider>,
    );
    expect(await screen.findByRole('textbox', { name: 'Comentarios' })).toHaveAccessibleDescription(
      '4 de 400 caracteres ingresados.',
    );
    expect(screen.getByRole('textbox', { name: 'Notas' })).toHaveAccessibleDescription(
      '1 carácter ingresado.',
    );
    expect(screen.getByText('4/400')).toBeInTheDocument();
  });
});

describe('doc 3 §5 Service request: comments max 400', () => {
  it('shows a counter tied to the field that follows typing', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Comments" maxLength={400} />);
    const field = screen.getByRole('textbox', { name: 'Comments' });
    expect(field).toHaveAttribute('maxlength', '400');
    expect(counter()).toHaveTextContent('0/400');
    expect(field).toHaveAccessibleDescription('0 of 400 characters entered.');
    await user.type(field, 'Meter box is loose');
    expect(counter()).toHaveTextContent('18/400');
    expect(field).toHaveAccessibleDescription('18 of 400 characters entered.');
    await user.type(field, '{Backspace}{Backspace}');
    expect(counter()).toHaveTextContent('16/400');
  });

  it('stops input at the limit, typed or pasted, and the counter stays right', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <TextArea
        label="Comments"
        maxLength={400}
        defaultValue={'a'.repeat(398)}
        onChange={onChange}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Comments' });
    await user.click(field);
    await user.paste('bcdef');
    expect(field).toHaveValue(`${'a'.repeat(398)}bc`);
    expect(counter()).toHaveTextContent('400/400');
    expect(onChange).toHaveBeenLastCalledWith(`${'a'.repeat(398)}bc`);
    await user.type(field, 'xyz');
    expect(field).toHaveValue(`${'a'.repeat(398)}bc`);
    expect(counter()).toHaveTextContent('400/400');
  });

  it('announces politely only when the text nears and reaches the limit', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Comments" maxLength={400} defaultValue={'a'.repeat(357)} />);
    const field = screen.getByRole('textbox', { name: 'Comments' });
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement(); // nothing when the field first shows
    await user.type(field, 'bc'); // 41 left
    expect(status).toBeEmptyDOMElement();
    await user.type(field, 'd'); // 40 left: the last tenth
    expect(status).toHaveTextContent('40 characters remaining.');
    await user.type(field, 'efg'); // no word per key press
    expect(status).toHaveTextContent('40 characters remaining.');
    await user.paste('x'.repeat(100)); // cut at the limit by the browser
    expect(status).toHaveTextContent('You have reached the limit of 400 characters.');
    expect(counter()).toHaveTextContent('400/400');
    await user.type(field, '{Backspace}'); // moving back is silent…
    expect(status).toBeEmptyDOMElement();
    await user.type(field, 'z'); // …so reaching the limit again is spoken again
    expect(status).toHaveTextContent('You have reached the limit of 400 characters.');
    await user.clear(field);
    expect(status).toBeEmptyDOMElement();
    expect(counter()).toHaveTextContent('0/400');
  });
});

describe('doc 3 §5 Claim form: comments max 1000', () => {
  it('counts against 1000 and turns the counter to its near and reached looks', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Comments" maxLength={1000} defaultValue={'a'.repeat(899)} />);
    const field = screen.getByRole('textbox', { name: 'Comments' });
    expect(field).toHaveAttribute('maxlength', '1000');
    expect(counter()).toHaveTextContent('899/1000');
    expect(counter().parentElement).toHaveAttribute('data-limit', 'under');
    await user.type(field, 'b');
    expect(screen.getByRole('status')).toHaveTextContent('100 characters remaining.');
    expect(counter().parentElement).toHaveAttribute('data-limit', 'near');
    await user.paste('c'.repeat(200));
    expect(field).toHaveValue(`${'a'.repeat(899)}b${'c'.repeat(100)}`);
    expect(counter()).toHaveTextContent('1000/1000');
    expect(counter().parentElement).toHaveAttribute('data-limit', 'reached');
  });
});
