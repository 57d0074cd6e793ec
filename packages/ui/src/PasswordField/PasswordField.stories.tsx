import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';
import { inSpanish } from '../storyLocale';
import { kitStoryParameters } from '../storyParameters';

const rules =
  'At least 8 characters with 1 lowercase, 1 uppercase, 1 number and 1 special character (!@#$%^&*).';

const meta = {
  title: 'UI/PasswordField',
  component: PasswordField,
  args: { label: 'Password', maxLength: 50 },
  parameters: {
    ...kitStoryParameters,
    docs: {
      description: {
        component:
          'A password field with a show/hide button, an optional strength meter (words and a bar), ' +
          'paste allowed or blocked by `allowPaste` (the specs tie it to the `allowPasswordPasting` site ' +
          'setting), and spaces refused as they are typed or pasted. `autoComplete` is ' +
          '`current-password` by default; use `new-password` where a member sets one.',
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
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Required: Story = { args: { isRequired: true } };

export const Filled: Story = {
  args: { defaultValue: 'Secret#2024' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/^Password/)).toHaveAttribute(
      'type',
      'password',
    );
  },
};

/** After pressing Show: the text is visible and the button now offers to hide it. */
export const Shown: Story = {
  args: { defaultValue: 'Secret#2024' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('Your password is shown.');
  },
};

export const FocusedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/^Password/);
    await userEvent.tab();
    await expect(input).toHaveFocus();
  },
};

/** Keyboard focus on the show/hide button. */
export const ToggleFocused: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Show password' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const ToggleHovered: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Show password' });
    await userEvent.hover(button);
    await expect(button).toHaveAttribute('data-hovered', 'true');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Please enter your password.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'Please enter your password.',
    );
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Secret#2024' } };

/** A new password: rules as help text, `new-password` autofill and the strength meter. */
export const NewPasswordWithStrength: Story = {
  args: {
    label: 'New Password',
    autoComplete: 'new-password',
    description: rules,
    showStrength: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const meter = canvas.getByRole('meter', { name: 'Password strength' });
    await expect(meter).toHaveAttribute('aria-valuetext', 'Not entered');
    await userEvent.type(canvas.getByLabelText(/^New Password/), 'Coop#Power1');
    await expect(meter).toHaveAttribute('aria-valuetext', 'Strong');
    await expect(meter).toHaveTextContent('Strong');
  },
};

/** Every level of the default meter, for review. */
export const StrengthLevels: Story = {
  args: { showStrength: true, autoComplete: 'new-password' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      {['abc', 'abcdefg1', 'abcdefG1', 'abcdeF1!'].map((value, index) => (
        <PasswordField
          key={value}
          {...args}
          label={`New Password ${index + 1}`}
          defaultValue={value}
        />
      ))}
    </div>
  ),
};

/** The strength rules come from outside; here a length-only rule with the co-op's own words. */
export const CustomStrength: Story = {
  args: {
    label: 'New Password',
    showStrength: true,
    autoComplete: 'new-password',
    defaultValue: 'correct horse',
    strength: (value: string) =>
      value.length >= 12
        ? { score: 4, label: 'Long enough' }
        : { score: value ? 1 : 0, label: 'Use 12 or more characters' },
  },
};

/** `allowPaste={false}` (site setting allowPasswordPasting off): pasting does nothing. */
export const PasteBlocked: Story = {
  args: { allowPaste: false },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/^Password/);
    await userEvent.click(input);
    await userEvent.paste('Secret#2024');
    await expect(input).toHaveValue('');
  },
};

/** Spaces are refused as they are typed; the rest of the entry is kept. */
export const SpacesBlocked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    const input = canvas.getByLabelText(/^Password/);
    await userEvent.type(input, 'my pass word');
    await expect(input).toHaveValue('mypassword');
  },
};

/** Under 600px: the field fills the width and the button keeps its 44px height. */
export const Narrow: Story = {
  args: { label: 'Confirm Password', showStrength: true, defaultValue: 'abcdefG1' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Show password' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** In Spanish (US): the toggle, its announcement and the strength meter. */
export const InSpanish: Story = {
  args: { label: 'Contraseña', showStrength: true, defaultValue: 'abcdefG1' },
  decorators: [inSpanish],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: 'Mostrar contraseña' });
    // The longer Spanish word fits its button.
    await expect(toggle.scrollWidth).toBeLessThanOrEqual(toggle.clientWidth);
    await expect(canvas.getByRole('meter', { name: 'Seguridad de la contraseña' })).toHaveAttribute(
      'aria-valuetext',
      'Buena',
    );
  },
};
