import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';
import { kitStoryParameters } from '../storyParameters';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { children: 'Paperless Bill', onChange: fn() },
  parameters: {
    ...kitStoryParameters,
    docs: {
      description: {
        component:
          'A checkbox with its label beside it. The whole row (44px high) toggles it; Space toggles it from the keyboard. Help text and the error are tied to it. Use `isIndeterminate` for a "select all" over partly ticked rows.',
      },
    },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Checked: Story = { args: { defaultSelected: true } };

export const Indeterminate: Story = {
  args: { children: 'Select all accounts', isIndeterminate: true },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Select all accounts' });
    await expect(checkbox).toBePartiallyChecked();
  },
};

export const WithDescription: Story = {
  args: {
    children: 'Marketing Email',
    description: 'News about programs and events from your co-op.',
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText('Paperless Bill').closest('label');
    await userEvent.hover(label!);
    await expect(label).toHaveAttribute('data-hovered', 'true');
  },
};

/** Held down: the pressed style stays on for review. */
export const Pressed: Story = {
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText('Paperless Bill').closest('label');
    await userEvent.pointer({ keys: '[MouseLeft>]', target: label! });
    await expect(label).toHaveAttribute('data-pressed', 'true');
  },
};

export const Toggled: Story = {
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Paperless Bill' });
    await userEvent.click(within(canvasElement).getByText('Paperless Bill'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const FocusedByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Paperless Bill' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await expect(checkbox.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Invalid: Story = {
  args: {
    children: 'I have read and agree to receive my bills electronically',
    isInvalid: true,
    errorMessage: 'Please check the paperless confirmation checkbox.',
  },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', {
      name: 'I have read and agree to receive my bills electronically',
    });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription(
      'Please check the paperless confirmation checkbox.',
    );
  },
};

/** Required: the error shows until the box is ticked. */
export const RequiredUntilTicked: Story = {
  args: { children: 'I authorize this draft' },
  render: function Render(args) {
    const [checked, setChecked] = useState(false);
    return (
      <Checkbox
        {...args}
        isSelected={checked}
        onChange={setChecked}
        isInvalid={!checked}
        errorMessage="Please check the authorize checkbox to submit your draft."
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = 'Please check the authorize checkbox to submit your draft.';
    await expect(canvas.getByText(message)).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I authorize this draft' }));
    await expect(canvas.queryByText(message)).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Paperless Bill' });
    await userEvent.click(within(canvasElement).getByText('Paperless Bill'), {
      pointerEventsCheck: 0,
    });
    await expect(checkbox).toBeDisabled();
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledChecked: Story = {
  args: {
    children: 'Email',
    isDisabled: true,
    defaultSelected: true,
    description: 'Paperless Bill needs an e-mail address.',
  },
};

/** A long label wraps beside the box, on a narrow phone screen too. */
export const LongLabelNarrow: Story = {
  args: {
    children:
      'I would like to receive my annual meeting notice and other co-op mailings electronically instead of on paper',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
};
