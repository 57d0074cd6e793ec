import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonVariants } from './Button';
import { inSpanish } from '../storyLocale';
import { kitStoryParameters } from '../storyParameters';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Pay', onPress: fn(), variant: 'primary' },
  argTypes: { variant: { control: 'inline-radio', options: buttonVariants } },
  parameters: {
    ...kitStoryParameters,
    docs: {
      description: {
        component:
          'A button on react-aria-components: Enter and Space press it, the focus ring shows only for ' +
          'the keyboard, states are data attributes (`data-hovered`, `data-pressed`, ' +
          '`data-focus-visible`, `data-disabled`, `data-pending`). Variants: **primary** (the main ' +
          'action), **secondary**, **danger** (destructive) and **quiet** (link-like). At least 44px ' +
          'high. `isPending` shows a spinner named by `loadingLabel`, keeps focus and ignores every ' +
          'press, so an action such as a payment runs once however often it is pressed.',
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Back' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Remove draft' } };

export const Quiet: Story = { args: { variant: 'quiet', children: 'Forgot password?' } };

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Pay' });
    await userEvent.hover(button);
    await expect(button).toHaveAttribute('data-hovered', 'true');
  },
};

/** Held down: the pressed style stays on for review. */
export const Pressed: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Pay' });
    await userEvent.pointer({ keys: '[MouseLeft>]', target: button });
    await expect(button).toHaveAttribute('data-pressed', 'true');
  },
};

export const Clicked: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pay' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const FocusedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Pay' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Pay' });
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { isPending: true, loadingLabel: 'Submitting payment' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Pay/ });
    await expect(canvas.getByRole('progressbar', { name: 'Submitting payment' })).toBeVisible();
    for (let i = 0; i < 5; i += 1) await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const FullWidth: Story = { args: { fullWidth: true, children: 'Verify' } };

/** In Spanish (US): a busy button's spinner is named "Cargando". */
export const InSpanish: Story = {
  args: { children: 'Pagar', isPending: true },
  decorators: [inSpanish],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Cargando' }),
    ).toBeInTheDocument();
  },
};
