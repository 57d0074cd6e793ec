import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { exampleUsMask, exampleWithoutCountryCode } from './exampleMask';
import { MaskedPhoneField } from './MaskedPhoneField';
import { kitStoryParameters } from '../storyParameters';

const meta = {
  title: 'UI/MaskedPhoneField',
  component: MaskedPhoneField,
  args: {
    label: 'Phone Number',
    onChange: fn(),
    format: exampleUsMask,
    normalizePasted: exampleWithoutCountryCode,
  },
  parameters: {
    ...kitStoryParameters,
    docs: {
      description: {
        component:
          'A phone number shown through the mask `format` gives, applied while typing and pasting; only ' +
          'digits can be typed, and none the mask leaves out. A pasted number goes through ' +
          '`normalizePasted` first. The stories pass a US mask, (999) 999-9999 with at most 10 digits, as ' +
          'the widgets pass `@coop-portal/validation`’s `formatUsPhone` and `withoutUsCountryCode`. ' +
          '`onChange` receives the masked text and the digits. `type="tel"` and ' +
          '`autoComplete="tel-national"`.',
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
} satisfies Meta<typeof MaskedPhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDescription: Story = { args: { description: 'Example: (987) 456-1230' } };

export const Required: Story = { args: { isRequired: true } };

export const Filled: Story = { args: { defaultValue: '9874561230' } };

/** The mask grows while typing; letters and extra digits are ignored. */
export const Typing: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone Number' });
    await userEvent.type(input, '987');
    await expect(input).toHaveValue('(987');
    await userEvent.type(input, '4x56123099');
    await expect(input).toHaveValue('(987) 456-1230');
    await expect(args.onChange).toHaveBeenLastCalledWith('(987) 456-1230', '9874561230');
  },
};

export const Pasted: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone Number' });
    await userEvent.click(input);
    await userEvent.paste('+1 987.456.1230');
    await expect(input).toHaveValue('(987) 456-1230');
  },
};

/** Backspace after the '-' removes the digit before it; the caret stays by the digits. */
export const DeletingOverTheMask: Story = {
  args: { defaultValue: '9874561230' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole<HTMLInputElement>('textbox', {
      name: 'Phone Number',
    });
    await userEvent.click(input);
    input.setSelectionRange(10, 10);
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('(987) 451-230');
    await expect(input.selectionStart).toBe(8);
  },
};

export const FocusedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone Number' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('textbox', { name: 'Phone Number' }));
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: '0874561',
    isInvalid: true,
    errorMessage: 'Invalid phone format.(Ex: (987) 456-1230)',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone Number' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Invalid phone format.(Ex: (987) 456-1230)');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: '9874561230' } };

export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: '9874561230' } };

/** Under 600px the field fills the width and stays 44px high. */
export const Narrow: Story = {
  args: { label: 'Call-back phone number', defaultValue: '9874561230' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Call-back phone number' });
    await expect(input.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
