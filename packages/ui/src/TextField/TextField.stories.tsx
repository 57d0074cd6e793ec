import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';
import { kitStoryParameters } from '../storyParameters';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Account Number' },
  parameters: {
    ...kitStoryParameters,
    docs: {
      description: {
        component:
          'A labelled text field: the visible label, help text (`description`) and error ' +
          '(`errorMessage` with `isInvalid`, or a surrounding Form’s `validationErrors` by `name`) are ' +
          'tied to the input, so a screen reader reads them together. 44px high. `inputFilter` ' +
          'filters every change — typed, pasted or dropped (e.g. digits only, at most 12, for an ' +
          'account number) — and `allowPaste={false}` blocks pasting and dropping.',
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
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDescription: Story = {
  args: { description: 'The number printed at the top of your bill.' },
};

export const Required: Story = { args: { label: 'Username', isRequired: true } };

export const Filled: Story = { args: { defaultValue: '1000001' } };

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Account Number' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('textbox', { name: 'Account Number' }));
  },
};

export const Invalid: Story = {
  args: {
    isInvalid: true,
    errorMessage: 'Please enter valid account number.',
    defaultValue: '12a',
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: '1000001' } };

export const ReadOnly: Story = {
  args: { label: 'Member Number', isReadOnly: true, defaultValue: '800001' },
};

/** Key-entry filter: digits only, at most 12 (doc 1 §5.1). */
export const DigitsOnly: Story = {
  args: { inputFilter: (value: string) => value.replace(/\D/g, '').slice(0, 12) },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Account Number' });
    await userEvent.type(input, '10a0-0001');
    await expect(input).toHaveValue('1000001');
  },
};
