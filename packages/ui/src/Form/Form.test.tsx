import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState, type FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { LocaleProvider } from '../locale';
import { Form, type FormProps, type FormValidationErrors } from './Form';

type Values = Record<string, string>;

/** Quick Pay step 1 as a consumer writes it: validate on submit, pass the errors by name. */
function QuickPayStep({
  validate,
  onValid = vi.fn(),
  ...props
}: Partial<FormProps> & {
  validate: (values: Values) => FormValidationErrors;
  onValid?: (values: Values) => void;
}) {
  const [errors, setErrors] = useState<FormValidationErrors>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Values;
    const next = validate(values);
    setErrors(next);
    if (Object.keys(next).length === 0) onValid(values);
  };
  return (
    <Form {...props} validationErrors={errors} onSubmit={submit}>
      <TextField label="Account Number" name="accountNumber" />
      <TextField label="Last 4 digits of phone" name="phone" />
      <Button type="submit">Verify</Button>
    </Form>
  );
}

const required = (values: Values) => {
  const errors: FormValidationErrors = {};
  // Deliberately not in field order: the summary follows the form, not the object.
  if (!values.phone) errors.phone = 'Please enter last 4 digits of your phone number.';
  if (!values.accountNumber) errors.accountNumber = 'Please enter your account number.';
  return errors;
};

describe('ui Form', () => {
  it('on an invalid submit: lists the errors in field order and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    render(<QuickPayStep validate={required} />);
    expect(screen.queryByRole('group', { name: 'Please correct the following:' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    const summary = screen.getByRole('group', { name: 'Please correct the following:' });
    expect(
      within(summary).getByRole('heading', { level: 2, name: 'Please correct the following:' }),
    ).toBeInTheDocument();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Please enter your account number.',
      'Please enter last 4 digits of your phone number.',
    ]);
    const account = screen.getByRole('textbox', { name: 'Account Number' });
    expect(account).toHaveFocus();
    expect(account).toHaveAccessibleDescription('Please enter your account number.');
    expect(
      summary.compareDocumentPosition(account) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('links each summary line to its field: the href names the field and a click focuses it', async () => {
    const user = userEvent.setup();
    render(<QuickPayStep validate={required} />);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const phone = screen.getByRole('textbox', { name: 'Last 4 digits of phone' });
    const link = screen.getByRole('link', {
      name: 'Please enter last 4 digits of your phone number.',
    });
    expect(link).toHaveAttribute('href', `#${phone.id}`);
    await user.click(link);
    expect(phone).toHaveFocus();
  });

  it('follows the errors as they are fixed and disappears when none are left', async () => {
    const user = userEvent.setup();
    render(<QuickPayStep validate={required} />);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await user.type(screen.getByRole('textbox', { name: 'Account Number' }), '1000001');
    await user.tab();
    const summary = screen.getByRole('group', { name: 'Please correct the following:' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Please enter last 4 digits of your phone number.']);
    expect(screen.getByRole('textbox', { name: 'Account Number' })).not.toHaveAttribute(
      'aria-invalid',
    );
    await user.type(screen.getByRole('textbox', { name: 'Last 4 digits of phone' }), '1234');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.queryByRole('group', { name: 'Please correct the following:' })).toBeNull();
  });

  it('hides a field’s error as the member types in it, so a press on submit never lands on a moved button', async () => {
    const user = userEvent.setup();
    render(<QuickPayStep validate={required} />);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const phone = screen.getByRole('textbox', { name: 'Last 4 digits of phone' });
    await user.type(screen.getByRole('textbox', { name: 'Account Number' }), '1000001');
    await user.click(phone);
    await user.type(phone, '1234');
    // Still in the phone field: nothing is left to disappear when focus moves to the button.
    expect(phone).toHaveFocus();
    expect(phone).not.toHaveAttribute('aria-invalid');
    expect(phone).not.toHaveAccessibleDescription(
      'Please enter last 4 digits of your phone number.',
    );
    expect(screen.queryByRole('group', { name: 'Please correct the following:' })).toBeNull();
  });

  it('shows every error again on the next invalid submit and focuses the first one again', async () => {
    const user = userEvent.setup();
    render(<QuickPayStep validate={required} />);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const account = screen.getByRole('textbox', { name: 'Account Number' });
    await user.type(account, 'x');
    await user.clear(account);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(account).toHaveFocus();
  });

  it('submits once with no summary when the form is valid', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<QuickPayStep validate={required} onValid={onValid} />);
    await user.type(screen.getByRole('textbox', { name: 'Account Number' }), '1000001');
    await user.type(screen.getByRole('textbox', { name: 'Last 4 digits of phone' }), '1234');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onValid).toHaveBeenCalledWith({ accountNumber: '1000001', phone: '1234' });
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByRole('button', { name: 'Verify' })).toHaveFocus();
  });

  it('can focus the summary instead, with its own heading and level', async () => {
    const user = userEvent.setup();
    render(
      <QuickPayStep
        validate={required}
        focusOnInvalidSubmit="summary"
        errorSummaryTitle="There is a problem"
        errorSummaryHeadingLevel={3}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const summary = screen.getByRole('group', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('heading', { level: 3 })).toHaveTextContent(
      'There is a problem',
    );
  });

  it('focuses the first invalid field when the errors come later, from a server', async () => {
    const user = userEvent.setup();
    let answer: (errors: FormValidationErrors) => void = () => {};
    function ServerChecked() {
      const [errors, setErrors] = useState<FormValidationErrors>({});
      return (
        <Form
          validationErrors={errors}
          onSubmit={(event) => {
            event.preventDefault();
            answer = setErrors;
          }}
        >
          <TextField label="Username" name="loginId" />
          <Button type="submit">Register</Button>
        </Form>
      );
    }
    render(<ServerChecked />);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('button', { name: 'Register' })).toHaveFocus();
    act(() => answer({ loginId: 'The username has already been registered.' }));
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus();
    expect(screen.getByRole('link')).toHaveTextContent('The username has already been registered.');
  });

  it('finds fields through fieldIds and through a hidden input’s field', async () => {
    const user = userEvent.setup();
    render(
      <Form
        validationErrors={{ state: 'State is required.', zip: 'Zip code is required.' }}
        fieldIds={{ zip: 'zip-code' }}
      >
        <div>
          <input type="hidden" name="state" />
          <button type="button">Choose a state</button>
        </div>
        <label htmlFor="zip-code">Zip</label>
        <input id="zip-code" />
      </Form>,
    );
    await user.click(screen.getByRole('link', { name: 'Zip code is required.' }));
    expect(screen.getByRole('textbox', { name: 'Zip' })).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'State is required.' }));
    expect(screen.getByRole('button', { name: 'Choose a state' })).toHaveFocus();
  });

  it('lists an error whose field is not in the form as text, after the linked ones', () => {
    render(
      <Form validationErrors={{ server: 'Service unavailable.', accountNumber: ['Required.'] }}>
        <TextField label="Account Number" name="accountNumber" />
      </Form>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Required.', 'Service unavailable.']);
    expect(within(items[1] as HTMLElement).queryByRole('link')).toBeNull();
  });

  it('heads its error summary in Spanish inside a Spanish LocaleProvider', async () => {
    const user = userEvent.setup();
    render(
      <LocaleProvider locale="es-US">
        <Suspense fallback={null}>
          <QuickPayStep validate={() => ({ accountNumber: 'Ingrese su número de cuenta.' })} />
        </Suspense>
      </LocaleProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByRole('heading', { name: 'Corrija lo siguiente:' }),
    ).toBeInTheDocument();
  });
});
