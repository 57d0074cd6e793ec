import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';
import { kitStoryParameters } from '../storyParameters';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  args: { children: 'Payment confirmation email', onChange: fn() },
  parameters: {
    ...kitStoryParameters,
    docs: {
      description: {
        component:
          'An on/off switch for a setting that applies at once. It is announced as a switch that is on or off; Space flips it. The whole row (44px high) is clickable.',
      },
    },
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};

export const On: Story = { args: { defaultSelected: true } };

export const WithDescription: Story = {
  args: { description: 'We e-mail a receipt after each online payment.' },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText('Payment confirmation email').closest('label');
    await userEvent.hover(label!);
    await expect(label).toHaveAttribute('data-hovered', 'true');
  },
};

/** Held down: the thumb stretches while pressed. */
export const Pressed: Story = {
  args: { defaultSelected: true },
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText('Payment confirmation email').closest('label');
    await userEvent.pointer({ keys: '[MouseLeft>]', target: label! });
    await expect(label).toHaveAttribute('data-pressed', 'true');
  },
};

export const TurnedOn: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Payment confirmation email' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(canvas.getByText('Payment confirmation email'));
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const FocusedByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', {
      name: 'Payment confirmation email',
    });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await expect(toggle.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Payment confirmation email'), {
      pointerEventsCheck: 0,
    });
    await expect(canvas.getByRole('switch', { name: 'Payment confirmation email' })).toBeDisabled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledOn: Story = {
  args: {
    isDisabled: true,
    defaultSelected: true,
    children: 'Remove stored card data',
    description: 'Update not allowed. Active Payment setup exists.',
  },
};

export const ReadOnly: Story = { args: { isReadOnly: true, defaultSelected: true } };
