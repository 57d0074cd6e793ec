import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { alertTones } from './Alert';
import { DismissibleAlert } from './DismissibleAlert';
import { inSpanish } from '../storyLocale';
import { kitStoryParameters } from '../storyParameters';

const meta = {
  title: 'UI/DismissibleAlert',
  component: DismissibleAlert,
  args: {
    tone: 'success',
    children: 'Your profile was updated.',
    onDismiss: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: alertTones } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    ...kitStoryParameters,
    docs: {
      description: {
        component:
          'An `Alert` with a close button (a 44×44 px ×, named by `dismissLabel`, default "Dismiss"). `onDismiss` is called when it is pressed; the owner stops rendering the alert.',
      },
    },
  },
} satisfies Meta<typeof DismissibleAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dismissible: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Success: Your profile was updated.',
    );
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const WithTitleAndLabel: Story = {
  args: {
    tone: 'warning',
    title: 'Past due',
    children: 'Your account is past due. Pay the past due amount to avoid disconnection.',
    dismissLabel: 'Dismiss warning',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Dismiss warning' }),
    ).toBeVisible();
  },
};

export const DismissHovered: Story = {
  args: { tone: 'warning', children: 'Delinquent File not found.' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Dismiss' });
    await userEvent.hover(button);
    await expect(button).toHaveAttribute('data-hovered', 'true');
  },
};

export const DismissFocusedByKeyboard: Story = {
  args: { tone: 'error', children: 'Bill History File not found.' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Dismiss' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {alertTones.map((tone) => (
        <DismissibleAlert key={tone} {...args} tone={tone} title={`${tone} title`}>
          A {tone} message with a <a href="#details">link to details</a>.
        </DismissibleAlert>
      ))}
    </div>
  ),
};

/** In Spanish (US): the close button is named "Descartar". */
export const InSpanish: Story = {
  args: { children: 'Su perfil se actualizó.' },
  decorators: [inSpanish],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Descartar' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Éxito: Su perfil se actualizó.');
  },
};
