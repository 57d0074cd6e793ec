import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';
import { kitStoryParameters } from '../storyParameters';

const screen = within(document.body);

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: {
    content: '6 to 60 characters; letters, digits, space, _ . @ -',
    children: <Button variant="secondary">Username rules</Button>,
  },
  argTypes: {
    placement: { control: 'inline-radio', options: ['top', 'bottom', 'start', 'end'] },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ paddingBlock: 64, display: 'flex', justifyContent: 'center' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    ...kitStoryParameters,
    docs: {
      description: {
        component:
          'Shown on hover and keyboard focus, hidden with Escape; the trigger is described by it while shown. `isTriggerDisabled` wraps a disabled control in a focusable stand-in so keyboard users get the text too.',
      },
    },
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown for review. */
export const Open: Story = { args: { defaultOpen: true } };

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Username rules' });
    // The mouse moves over the page first, as a real pointer does (react-aria shows tooltips on
    // hover only in pointer modality).
    await userEvent.hover(canvasElement);
    await userEvent.hover(trigger);
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('6 to 60 characters');
    await expect(trigger).toHaveAccessibleDescription(
      '6 to 60 characters; letters, digits, space, _ . @ -',
    );
  },
};

/** Keyboard focus shows it at once; Escape hides it and focus stays. */
export const FocusedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Username rules' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toBeVisible();
  },
};

/** A restricted payment type: the disabled control still explains itself on hover and focus. */
export const OnDisabledControl: Story = {
  args: {
    content: 'Credit Card Payment Restricted.',
    isTriggerDisabled: true,
    children: <Button isDisabled>Credit Card</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The stand-in is a disabled button to assistive technology; the control inside is presentational.
    const standIn = canvas
      .getAllByRole('button', { name: 'Credit Card' })
      .find((element) => element.getAttribute('aria-disabled') === 'true') as HTMLElement;
    await expect(standIn).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(standIn).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Credit Card Payment Restricted.',
    );
    await expect(standIn).toHaveAccessibleDescription('Credit Card Payment Restricted.');
  },
};

export const OnDisabledControlHovered: Story = {
  args: {
    content: 'ECheck & Credit Card Payment Restricted.',
    isTriggerDisabled: true,
    children: <Button isDisabled>Pay</Button>,
  },
  play: async ({ canvasElement }) => {
    const standIn = within(canvasElement)
      .getByText('Pay')
      .closest('[aria-disabled]') as HTMLElement;
    await userEvent.hover(canvasElement);
    await userEvent.hover(standIn);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'ECheck & Credit Card Payment Restricted.',
    );
  },
};

export const PlacementBottom: Story = {
  args: { placement: 'bottom', defaultOpen: true },
  play: async () => {
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveAttribute('data-placement', 'bottom');
  },
};

export const PlacementEnd: Story = {
  args: { placement: 'end', defaultOpen: true },
  play: async () => {
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveAttribute('data-placement', 'right');
  },
};

/** Turned off: nothing shows on focus. */
export const TurnedOff: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Username rules' }),
    ).toHaveFocus();
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};
