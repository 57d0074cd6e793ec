import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup';
import { kitStoryParameters } from '../storyParameters';

const timeframes = (
  <>
    <Radio value="21">Last 3 weeks</Radio>
    <Radio value="30">Last one month</Radio>
    <Radio value="90">Last 3 months</Radio>
    <Radio value="180">Last 180 days</Radio>
  </>
);

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: { label: 'Timeframe', onChange: fn(), children: timeframes },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    children: { control: false },
  },
  parameters: {
    ...kitStoryParameters,
    docs: {
      description: {
        component:
          'A labelled set of `Radio` options, one of which is chosen. Tab enters the group at the chosen option, arrow keys move the choice, disabled options are skipped. Each option can carry its own help text, e.g. why it is unavailable.',
      },
    },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Chosen: Story = { args: { defaultValue: '30' } };

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: '21' } };

export const WithDescription: Story = {
  args: { description: 'The usage shown in the chart and the table.' },
};

/**
 * Quick Pay step 3: the payment type, with eCheck unavailable for this account and the reason
 * given as text beside it (doc 1 §4).
 */
export const QuickPayPaymentType: Story = {
  args: {
    label: 'Payment Type',
    orientation: 'horizontal',
    defaultValue: 'cc',
    children: (
      <>
        <Radio value="cc">Credit Card</Radio>
        <Radio value="echeck" isDisabled description="ECheck Payment Restricted.">
          eCheck
        </Radio>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const echeck = canvas.getByRole('radio', { name: 'eCheck' });
    await expect(echeck).toBeDisabled();
    await expect(echeck).toHaveAccessibleDescription('ECheck Payment Restricted.');
    await expect(canvas.getByRole('radio', { name: 'Credit Card' })).toBeChecked();
  },
};

/** Options with their own help text. */
export const OptionDescriptions: Story = {
  args: {
    label: 'Draft type',
    children: (
      <>
        <Radio value="card" description="Drafted from a credit or debit card each month.">
          Credit card
        </Radio>
        <Radio value="bank" description="Drafted from a checking or savings account.">
          Bank draft
        </Radio>
      </>
    ),
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText('Last one month').closest('label');
    await userEvent.hover(label!);
    await expect(label).toHaveAttribute('data-hovered', 'true');
  },
};

/** Held down: the pressed style stays on for review. */
export const Pressed: Story = {
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText('Last one month').closest('label');
    await userEvent.pointer({ keys: '[MouseLeft>]', target: label! });
    await expect(label).toHaveAttribute('data-pressed', 'true');
  },
};

export const ChosenByClick: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Last 3 months'));
    await expect(canvas.getByRole('radio', { name: 'Last 3 months' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('90');
  },
};

export const FocusedByKeyboard: Story = {
  args: { defaultValue: '21' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = canvas.getByRole('radio', { name: 'Last 3 weeks' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const second = canvas.getByRole('radio', { name: 'Last one month' });
    await expect(second).toHaveFocus();
    await expect(second).toBeChecked();
    await expect(second.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith('30');
  },
};

export const Invalid: Story = {
  args: {
    label: 'Authentication type',
    isInvalid: true,
    errorMessage: 'Please select an authentication type to receive verification code.',
    children: (
      <>
        <Radio value="email">Email j***@example.org</Radio>
        <Radio value="sms">Text message to (***) ***-1230</Radio>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Authentication type' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(
      'Please select an authentication type to receive verification code.',
    );
  },
};

export const Required: Story = { args: { isRequired: true } };

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '30' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Last 3 months'), { pointerEventsCheck: 0 });
    await expect(canvas.getByRole('radio', { name: 'Last 3 months' })).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Horizontal options wrap in a narrow container (and stack in a column under 600px). */
export const HorizontalNarrow: Story = {
  args: { orientation: 'horizontal' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 260 }}>
        <Story />
      </div>
    ),
  ],
};
