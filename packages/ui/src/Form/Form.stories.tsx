import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { CurrencyField } from '../CurrencyField';
import { exampleAmountFilter, exampleAmountFormat } from '../CurrencyField/exampleRules';
import { MaskedPhoneField } from '../MaskedPhoneField';
import { exampleUsMask } from '../MaskedPhoneField/exampleMask';
import { PasswordField } from '../PasswordField';
import { TextField } from '../TextField';
import { Form, type FormProps, type FormValidationErrors } from './Form';
import { inSpanish } from '../storyLocale';
import { kitStoryParameters } from '../storyParameters';

type Values = Record<string, string>;

/** Example wording from doc 1 §5.1; real rules live in @coop-portal/validation. */
function validateQuickPay(values: Values): FormValidationErrors {
  const errors: FormValidationErrors = {};
  if (!values.accountNumber) errors.accountNumber = 'Please enter your account number.';
  if (!values.phone) errors.phone = 'Please enter last 4 digits of your phone number.';
  else if (!/^\d{4}$/.test(values.phone))
    errors.phone = 'Please enter valid last 4 digits of your phone number.';
  if (!values.amount || Number.isNaN(Number(values.amount)))
    errors.amount = 'You must enter valid amount.';
  else if (Number(values.amount) <= 0) errors.amount = 'Payment amount should be greater than 0.';
  return errors;
}

const onValid = fn();

/** A consumer's form: validates on submit, then re-validates as fields change. */
function QuickPayForm(props: Omit<FormProps, 'children'>) {
  const [values, setValues] = useState<Values>({ accountNumber: '', phone: '', amount: '' });
  const [errors, setErrors] = useState<FormValidationErrors | undefined>(props.validationErrors);
  const [submitted, setSubmitted] = useState(false);
  const update = (name: string) => (value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) setErrors(validateQuickPay(next));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = validateQuickPay(values);
    setErrors(next);
    setSubmitted(true);
    if (Object.keys(next).length === 0) onValid(values);
  };
  return (
    <Form {...props} validationErrors={errors} onSubmit={submit}>
      <TextField
        label="Account Number"
        name="accountNumber"
        value={values.accountNumber}
        onChange={update('accountNumber')}
        inputFilter={(value) => value.replace(/\D/g, '').slice(0, 12)}
      />
      <TextField
        label="Last 4 digits of phone number"
        name="phone"
        value={values.phone}
        onChange={update('phone')}
        inputFilter={(value) => value.replace(/\D/g, '').slice(0, 4)}
      />
      <CurrencyField
        label="Payment Amount"
        name="amount"
        value={values.amount}
        onChange={update('amount')}
        inputFilter={exampleAmountFilter}
        formatOnBlur={exampleAmountFormat}
        allowPaste={false}
      />
      <div>
        <Button type="submit">Verify</Button>
      </div>
    </Form>
  );
}

const meta = {
  title: 'UI/Form',
  component: Form,
  args: { children: null },
  parameters: {
    ...kitStoryParameters,
    docs: {
      description: {
        component:
          'A react-aria form (`validationBehavior="aria"`) whose errors come from outside, by field ' +
          'name (`validationErrors`, e.g. a zod result or a server answer). With errors, an error ' +
          'summary heads the form: “Please correct the following:” and one link per invalid field, ' +
          'in field order, each focusing its field. An invalid submit focuses the **first invalid ' +
          'field** (the specs’ rule; `focusOnInvalidSubmit="summary"` focuses the summary instead). ' +
          'The summary follows the errors as they are fixed.',
      },
    },
  },
  render: (args) => <QuickPayForm {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    onValid.mockClear();
  },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: no summary until there are errors. */
export const Default: Story = {};

/** An invalid submit: the summary lists every error and focus moves to the first invalid field. */
export const InvalidSubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    const summary = canvas.getByRole('group', { name: 'Please correct the following:' });
    await expect(within(summary).getAllByRole('link')).toHaveLength(3);
    await expect(canvas.getByRole('textbox', { name: 'Account Number' })).toHaveFocus();
    await expect(onValid).not.toHaveBeenCalled();
  },
};

/** Errors passed in (e.g. a server's answer): the summary shows without a submit. */
export const WithErrors: Story = {
  args: {
    validationErrors: {
      amount: 'You must enter a payment amount less than 9999999999.99.',
      phone: 'Please enter valid last 4 digits of your phone number.',
    },
  },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    // In field order, not object order.
    await expect(links.map((link) => link.textContent)).toEqual([
      'Please enter valid last 4 digits of your phone number.',
      'You must enter a payment amount less than 9999999999.99.',
    ]);
  },
};

/** A summary link moves focus to its field. */
export const SummaryLinkFocusesField: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await userEvent.click(canvas.getByRole('link', { name: 'You must enter valid amount.' }));
    await expect(canvas.getByRole('textbox', { name: 'Payment Amount' })).toHaveFocus();
  },
};

/** Keyboard focus on a summary link. */
export const SummaryLinkFocused: Story = {
  args: { validationErrors: { accountNumber: 'Please enter your account number.' } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Please enter your account number.',
    });
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const SummaryLinkHovered: Story = {
  args: { validationErrors: { accountNumber: 'Please enter your account number.' } },
  play: async ({ canvasElement }) => {
    await userEvent.hover(
      within(canvasElement).getByRole('link', { name: 'Please enter your account number.' }),
    );
  },
};

/** Fixing fields removes their lines; the summary goes when nothing is left. */
export const ErrorsFixed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Account Number' }), '1000001');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Last 4 digits of phone number' }),
      '1234',
    );
    await waitFor(() => expect(canvas.getAllByRole('link')).toHaveLength(1));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Payment Amount' }), '25');
    await waitFor(() =>
      expect(canvas.queryByRole('group', { name: 'Please correct the following:' })).toBeNull(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(onValid).toHaveBeenCalledWith({
      accountNumber: '1000001',
      phone: '1234',
      amount: '25.00',
    });
  },
};

/** `focusOnInvalidSubmit="summary"`, with the page's own heading text and level. */
export const FocusSummary: Story = {
  args: {
    focusOnInvalidSubmit: 'summary',
    errorSummaryTitle: 'There is a problem',
    errorSummaryHeadingLevel: 3,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(canvas.getByRole('group', { name: 'There is a problem' })).toHaveFocus();
  },
};

/** The kit's other fields take errors by name too. */
export const OtherFields: Story = {
  render: (args) => (
    <Form
      {...args}
      validationErrors={{
        password: 'Please enter your password.',
        phone: 'Invalid phone format.(Ex: (987) 456-1230)',
      }}
    >
      <PasswordField label="Password" name="password" />
      <MaskedPhoneField
        label="Phone Number"
        name="phone"
        defaultValue="0874"
        format={exampleUsMask}
      />
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Please enter your password.' }));
    await expect(canvas.getByLabelText(/^Password/)).toHaveFocus();
  },
};

/** Under 600px the summary and fields take the full width. */
export const Narrow: Story = {
  args: {
    validationErrors: {
      accountNumber: 'Please enter valid account number.',
      amount: 'At this time, you are required to pay a minimum payment amount of $125.40',
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 300 }}>
        <Story />
      </div>
    ),
  ],
};

/** In Spanish (US): the error summary's heading. */
export const InSpanish: Story = {
  decorators: [inSpanish],
  render: () => (
    <Form
      validationErrors={{
        accountNumber: 'Ingrese su número de cuenta.',
        phone: 'Ingrese los últimos 4 dígitos de su número de teléfono.',
      }}
    >
      <TextField label="Número de cuenta" name="accountNumber" />
      <TextField label="Últimos 4 dígitos del teléfono" name="phone" />
      <div>
        <Button type="submit">Verificar</Button>
      </div>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Corrija lo siguiente:' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ingrese su número de cuenta.' })).toBeVisible();
  },
};
