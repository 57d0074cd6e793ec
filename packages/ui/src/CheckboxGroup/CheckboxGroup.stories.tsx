import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '../Checkbox';
import { CheckboxGroup } from './CheckboxGroup';
import { kitStoryParameters } from '../storyParameters';

const meta = {
  title: 'UI/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    label: 'Paperless Options',
    onChange: fn(),
    children: (
      <>
        <Checkbox value="email">Email</Checkbox>
        <Checkbox value="paperlessBill">Paperless Bill</Checkbox>
        <Checkbox value="paperlessOther">Paperless/Other</Checkbox>
      </>
    ),
  },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    children: { control: false },
  },
  parameters: {
    ...kitStoryParameters,
    docs: {
      description: {
        component:
          'A labelled group of `Checkbox`es whose value is the list of ticked values. Its label, help text and error belong to the group; Tab moves between the checkboxes.',
      },
    },
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDescription: Story = {
  args: { description: 'Choose how you would like to receive your bills and notices.' },
};

export const Horizontal: Story = { args: { orientation: 'horizontal' } };

export const SomeChecked: Story = { args: { defaultValue: ['email', 'paperlessBill'] } };

export const Required: Story = { args: { isRequired: true } };

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText('Paperless Bill').closest('label');
    await userEvent.hover(label!);
    await expect(label).toHaveAttribute('data-hovered', 'true');
  },
};

export const FocusedByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    const checkbox = canvas.getByRole('checkbox', { name: 'Paperless Bill' });
    await expect(checkbox).toHaveFocus();
    await expect(checkbox.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['paperlessBill']);
  },
};

export const Invalid: Story = {
  args: {
    label: 'Accounts',
    isInvalid: true,
    errorMessage: 'Please select an account to add a draft.',
    children: (
      <>
        <Checkbox value="1000001">1000001 · 12 Elm St</Checkbox>
        <Checkbox value="1000002">1000002 · 40 Mill Rd</Checkbox>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Accounts' });
    await expect(group).toHaveAccessibleDescription('Please select an account to add a draft.');
  },
};

/** The error clears as soon as one account is ticked. */
export const RequiredUntilChosen: Story = {
  args: { label: 'Accounts' },
  render: function Render(args) {
    const [value, setValue] = useState<string[]>([]);
    return (
      <CheckboxGroup
        {...args}
        value={value}
        onChange={setValue}
        isInvalid={value.length === 0}
        errorMessage="Please select an account to add a draft."
      >
        <Checkbox value="1000001">1000001 · 12 Elm St</Checkbox>
        <Checkbox value="1000002">1000002 · 40 Mill Rd</Checkbox>
      </CheckboxGroup>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please select an account to add a draft.')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: '1000002 · 40 Mill Rd' }));
    await expect(
      canvas.queryByText('Please select an account to add a draft.'),
    ).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: ['email'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    for (const checkbox of canvas.getAllByRole('checkbox')) await expect(checkbox).toBeDisabled();
    await userEvent.click(canvas.getByText('Paperless Bill'), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** One option disabled, with its reason as help text. */
export const OneOptionDisabled: Story = {
  args: {
    children: (
      <>
        <Checkbox value="email" isDisabled description="Paperless Bill needs an e-mail address.">
          Email
        </Checkbox>
        <Checkbox value="paperlessBill">Paperless Bill</Checkbox>
        <Checkbox value="paperlessOther">Paperless/Other</Checkbox>
      </>
    ),
  },
};

/** "Select all" above the group: indeterminate while some are ticked. */
export const WithSelectAll: Story = {
  render: function Render(args) {
    const all = ['1000001', '1000002', '1000003'];
    const [value, setValue] = useState<string[]>(['1000002']);
    return (
      <div>
        <Checkbox
          isSelected={value.length === all.length}
          isIndeterminate={value.length > 0 && value.length < all.length}
          onChange={(checked) => setValue(checked ? all : [])}
        >
          Select all accounts
        </Checkbox>
        <CheckboxGroup {...args} label="Accounts" value={value} onChange={setValue}>
          {all.map((account) => (
            <Checkbox key={account} value={account}>
              {account}
            </Checkbox>
          ))}
        </CheckboxGroup>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const selectAll = canvas.getByRole('checkbox', { name: 'Select all accounts' });
    await expect(selectAll).toBePartiallyChecked();
    await userEvent.click(selectAll);
    for (const account of ['1000001', '1000002', '1000003']) {
      await expect(canvas.getByRole('checkbox', { name: account })).toBeChecked();
    }
    await expect(selectAll).toBeChecked();
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
