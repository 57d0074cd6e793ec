import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { media } from '../theme/tokens';
import { Dialog, DialogTrigger, dialogSizes } from './Dialog';
import { inSpanish } from '../storyLocale';
import { kitStoryParameters } from '../storyParameters';

const screen = within(document.body);

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    title: 'Quick Pay',
    children: 'Enter your account number and the last 4 digits of the phone number on file.',
    onOpenChange: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
  render: (args) => (
    <DialogTrigger>
      <Button>Open dialog</Button>
      <Dialog {...args} />
    </DialogTrigger>
  ),
  parameters: {
    ...kitStoryParameters,
    docs: {
      description: {
        component:
          'A modal dialog with a visible title. Focus moves in, stays in and returns to the trigger; Escape closes it unless `isDismissable={false}`. Sizes: `size` (sm 400px, md 600px, lg 900px) or any `width`/`height` (e.g. 94% × 90%); full-screen under 600px wide. The stories open their dialog in a play function.',
      },
    },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement, name: string | RegExp) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
  return screen.findByRole('dialog', { name });
}

/** Opened with the mouse: the title names the dialog and focus is inside it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Quick Pay');
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await expect(
      within(dialog).getByRole('heading', { name: 'Quick Pay', level: 2 }),
    ).toBeVisible();
  },
};

/** 600px wide on a wide screen (Quick Pay); the whole screen under 600px. */
export const FixedWidth: Story = {
  args: { width: '600px' },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Quick Pay');
    const box = dialog.parentElement as HTMLElement;
    const mobile = window.matchMedia(media.mobile).matches;
    const { width } = box.getBoundingClientRect();
    await expect(Math.round(width)).toBe(mobile ? document.documentElement.clientWidth : 600);
  },
};

/** A bill view: 94% wide and 90% high of the screen (full screen under 600px). */
export const PercentSize: Story = {
  args: {
    title: 'Bill',
    width: '94%',
    height: '90%',
    children: 'The statement is shown here.',
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Bill');
    const box = (dialog.parentElement as HTMLElement).getBoundingClientRect();
    const mobile = window.matchMedia(media.mobile).matches;
    const vw = document.documentElement.clientWidth;
    const vh = window.innerHeight;
    await expect(Math.round(box.width)).toBe(Math.round(mobile ? vw : vw * 0.94));
    await expect(Math.round(box.height)).toBe(Math.round(mobile ? vh : vh * 0.9));
  },
};

/** A 400px help dialog with a footer action. */
export const SmallWithFooter: Story = {
  args: {
    title: 'Draft Setup',
    size: 'sm',
    children: 'Choose a draft method and the day your payment is drafted each month.',
    footer: ({ close }) => <Button onPress={close}>OK</Button>,
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Draft Setup');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

const accounts = Array.from({ length: 30 }, (_, i) => `Account ${1000001 + i}`);

/** A long body scrolls between a fixed header and footer; the scrolling body takes focus. */
export const LongContent: Story = {
  args: {
    title: 'Accounts to be paid',
    children: (
      <ul>
        {accounts.map((account) => (
          <li key={account}>{account}</li>
        ))}
      </ul>
    ),
    footer: ({ close }) => (
      <>
        <Button variant="secondary" onPress={close}>
          Cancel
        </Button>
        <Button onPress={close}>Continue</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Accounts to be paid');
    const body = await within(dialog).findByRole('region', { name: 'Accounts to be paid' });
    await expect(body).toHaveAttribute('tabindex', '0');
    const footerButton = within(dialog).getByRole('button', { name: 'Continue' });
    const dialogBox = dialog.getBoundingClientRect();
    await expect(footerButton.getBoundingClientRect().bottom).toBeLessThanOrEqual(dialogBox.bottom);
  },
};

/** Content that grows after opening starts to scroll, and the body then takes focus. */
export const GrowingContent: Story = {
  args: { title: 'Accounts to be paid' },
  render: function Render(args) {
    const [count, setCount] = useState(1);
    return (
      <DialogTrigger>
        <Button>Open dialog</Button>
        <Dialog {...args} footer={<Button onPress={() => setCount(40)}>Show all</Button>}>
          <ul>
            {accounts
              .concat(accounts)
              .slice(0, count)
              .map((account, i) => (
                <li key={i}>{account}</li>
              ))}
          </ul>
        </Dialog>
      </DialogTrigger>
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Accounts to be paid');
    await expect(within(dialog).queryByRole('region')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show all' }));
    const body = await within(dialog).findByRole('region', { name: 'Accounts to be paid' });
    await expect(body).toHaveAttribute('tabindex', '0');
  },
};

/** Keyboard: Enter opens it, Tab stays inside, Escape closes it and focus returns to the trigger. */
export const KeyboardFocusTrap: Story = {
  args: {
    footer: ({ close }) => (
      <>
        <Button variant="secondary" onPress={close}>
          Cancel
        </Button>
        <Button>Continue</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open dialog' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Quick Pay' });
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The × button closes the dialog and focus returns to the trigger. */
export const CloseButtonFocused: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Quick Pay');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await expect(close).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const CloseReturnsFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement, 'Quick Pay');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const trigger = within(canvasElement).getByRole('button', { name: 'Open dialog' });
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Not dismissable: no × button, Escape does nothing; it closes through its own actions. */
export const NotDismissable: Story = {
  args: {
    title: 'Payment Confirmation',
    isDismissable: false,
    children: 'Your payment is being processed. Please do not close this window.',
    footer: ({ close }) => <Button onPress={close}>Done</Button>,
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Payment Confirmation');
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
  },
};

/** Controlled with `isOpen` / `onOpenChange`, e.g. opened by a tile's button. */
export const Controlled: Story = {
  render: function Render(args) {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <Button onPress={() => setOpen(true)}>Open dialog</Button>
        <Dialog
          {...args}
          isOpen={isOpen}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange?.(next);
          }}
        />
      </>
    );
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement, 'Quick Pay');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Under 600px wide every dialog takes the whole screen, whatever its width. */
export const FullScreenOnMobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { width: '600px' },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Quick Pay');
    await expect(window.matchMedia(media.mobile).matches).toBe(true);
    const box = (dialog.parentElement as HTMLElement).getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(document.documentElement.clientWidth);
    await expect(Math.round(box.height)).toBe(window.innerHeight);
  },
};

/** In Spanish (US), on the narrowest phone: the close button is named "Cerrar". */
export const InSpanish: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: {
    title: 'Pago rápido',
    children:
      'Ingrese su número de cuenta y los últimos 4 dígitos del número de teléfono registrado.',
  },
  decorators: [inSpanish],
  render: (args) => (
    <DialogTrigger>
      <Button>Abrir diálogo</Button>
      <Dialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Abrir diálogo' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Pago rápido' });
    // Visible once the dialog's entering animation is over.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeVisible(),
    );
  },
};
