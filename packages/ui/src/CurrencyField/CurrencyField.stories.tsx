import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CurrencyField } from './CurrencyField';
import { exampleAmountFilter, exampleAmountFormat, exampleRoundUpFormat } from './exampleRules';
import { inSpanish } from '../storyLocale';
import { kitStoryParameters } from '../storyParameters';

const meta = {
  title: 'UI/CurrencyField',
  component: CurrencyField,
  args: {
    label: 'Payment Amount',
    inputFilter: exampleAmountFilter,
    formatOnBlur: exampleAmountFormat,
  },
  parameters: {
    ...kitStoryParameters,
    docs: {
      description: {
        component:
          'An amount field: what can be typed is what `inputFilter` keeps (a refused key leaves the caret ' +
          'where it was), `maxLength` (default 13), paste allowed or blocked by `allowPaste`, and ' +
          '`formatOnBlur` shows the amount when the field loses focus. The stories pass digits and one ' +
          'decimal point with two decimals, as the widgets pass `@coop-portal/validation`’s ' +
          '`quickPay.filterPaymentAmount` and `quickPay.formatPaymentAmountOnBlur`. The `$` is ' +
          'decoration, not part of the value; screen readers hear the currency once, in words ' +
          '(`currencyName`).',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CurrencyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { args: { placeholder: '0.00' } };

export const Filled: Story = { args: { defaultValue: '125.40' } };

export const WithDescription: Story = {
  args: { description: 'The amount due is $125.40. You can pay more or less.' },
};

export const Required: Story = { args: { isRequired: true } };

/** Typing keeps digits and one decimal point; blur shows two decimals. */
export const FormatsOnBlur: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Payment Amount' });
    await userEvent.type(input, '1a2.5.9x9');
    await expect(input).toHaveValue('12.59');
    await userEvent.clear(input);
    await userEvent.type(input, '.5');
    await userEvent.tab();
    await expect(input).toHaveValue('0.50');
  },
};

export const FocusedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Payment Amount' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('textbox', { name: 'Payment Amount' }));
  },
};

export const Invalid: Story = {
  args: {
    isInvalid: true,
    defaultValue: '0.00',
    errorMessage: 'Payment amount should be greater than 0.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Payment Amount' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Payment amount should be greater than 0\./);
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: '125.40' } };

export const ReadOnly: Story = {
  args: { label: 'Amount Due', isReadOnly: true, defaultValue: '125.40' },
};

/** `allowPaste={false}` (Quick Pay amount): pasting does nothing. */
export const PasteBlocked: Story = {
  args: { allowPaste: false },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Payment Amount' });
    await userEvent.click(input);
    await userEvent.paste('125.40');
    await expect(input).toHaveValue('');
  },
};

/** RoundUp amount: at most 11 characters, '0.00' when left empty (its format fills it). */
export const RoundUpAmount: Story = {
  args: { label: 'RoundUp Amount', maxLength: 11, formatOnBlur: exampleRoundUpFormat },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'RoundUp Amount' });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveValue('0.00');
  },
};

/** Under 600px: the symbol keeps its place and the input takes the rest. */
export const Narrow: Story = {
  args: { defaultValue: '9999999999.99' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Payment Amount' });
    await expect(input.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** In Spanish (US): screen readers hear the currency as "dólares estadounidenses". */
export const InSpanish: Story = {
  args: { label: 'Monto del pago', defaultValue: '125.40' },
  decorators: [inSpanish],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('textbox', { name: 'Monto del pago' }),
    ).toHaveAccessibleDescription('dólares estadounidenses');
  },
};
