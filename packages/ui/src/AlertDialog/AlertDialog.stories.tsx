import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog, DialogTrigger } from '../Dialog';
import { AlertDialog, alertDialogVariants } from './AlertDialog';
import { inSpanish } from '../storyLocale';
import { kitStoryParameters } from '../storyParameters';

const screen = within(document.body);

const meta = {
  title: 'UI/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Quick Pay',
    children: 'Are you sure you want to quit making payment ?',
    cancelLabel: 'No',
    confirmLabel: 'Yes',
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { variant: { control: 'inline-radio', options: alertDialogVariants } },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Open confirmation</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
  parameters: {
    ...kitStoryParameters,
    docs: {
      description: {
        component:
          'A confirmation (`role="alertdialog"`) with custom labels and order. Focus starts on the safe choice; Escape cancels. The stories open it in a play function.',
      },
    },
  },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open confirmation' }));
  return screen.findByRole('alertdialog');
}

/** No / Yes: focus starts on No, the safe choice. */
export const NoYes: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleName('Quick Pay');
    await expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to quit making payment ?',
    );
    const buttons = within(dialog).getAllByRole('button');
    await expect(buttons.map((b) => b.textContent)).toEqual(['No', 'Yes']);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'No' })).toHaveFocus());
  },
};

/** Continue / Cancel, confirm first; focus still starts on Cancel. */
export const ContinueCancel: Story = {
  args: {
    title: 'Recent payment',
    children:
      'You have made a recent payment of $120.00 on 05/01/2025. Would you like to proceed with another payment?',
    confirmLabel: 'Continue',
    cancelLabel: 'Cancel',
    buttonOrder: 'confirm-first',
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    const buttons = within(dialog).getAllByRole('button');
    await expect(buttons.map((b) => b.textContent)).toEqual(['Continue', 'Cancel']);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Destructive: the confirming button in the danger style. */
export const Destructive: Story = {
  args: {
    title: 'Remove Draft',
    children: 'Are you sure you want to delete draft on selected account(s) ?',
    variant: 'destructive',
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Yes' })).toHaveAttribute(
      'data-variant',
      'danger',
    );
  },
};

/** One acknowledging button (a warning dialog). */
export const Acknowledge: Story = {
  args: {
    title: 'The billing statement is not available.',
    children: 'Please check back soon.',
    cancelLabel: null,
    confirmLabel: 'OK',
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus());
  },
};

/** Escape cancels and focus returns to the trigger. */
export const EscapeCancels: Story = {
  play: async ({ args, canvasElement }) => {
    await open(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    const trigger = within(canvasElement).getByRole('button', { name: 'Open confirmation' });
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Keyboard: the safe choice is focused with a visible ring; Tab stays in the dialog. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open confirmation' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    const no = within(dialog).getByRole('button', { name: 'No' });
    await waitFor(() => expect(no).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Yes' })).toHaveFocus();
    await userEvent.tab();
    await expect(no).toHaveFocus();
    await expect(no).toHaveAttribute('data-focus-visible', 'true');
  },
};

/** The confirming action is busy: presses are ignored and the dialog stays open. */
export const ConfirmLoading: Story = {
  args: {
    title: 'Remove Draft',
    children: 'Are you sure you want to delete draft on selected account(s) ?',
    variant: 'destructive',
    isConfirmPending: true,
    loadingLabel: 'Removing draft',
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(within(dialog).getByRole('progressbar', { name: 'Removing draft' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: /Yes/ }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(dialog).toBeInTheDocument();
  },
};

/** Controlled, e.g. asked before closing the Quick Pay dialog. */
export const Controlled: Story = {
  render: function Render(args) {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <Button variant="secondary" onPress={() => setOpen(true)}>
          Open confirmation
        </Button>
        <AlertDialog {...args} isOpen={isOpen} onOpenChange={setOpen} />
      </>
    );
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** On a phone it stays a centred dialog, not a full screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    const box = (dialog.parentElement as HTMLElement).getBoundingClientRect();
    await expect(box.width).toBeLessThan(document.documentElement.clientWidth);
    await expect(box.height).toBeLessThan(window.innerHeight);
  },
};

/**
 * Guards closing another dialog: closing Quick Pay asks first. Escape closes only the question;
 * Yes closes both.
 */
export const GuardsADialog: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    const [asking, setAsking] = useState(false);
    return (
      <>
        <Button onPress={() => setOpen(true)}>Pay now</Button>
        <Dialog
          title="Quick Pay"
          isOpen={open}
          onOpenChange={(next) => (next ? setOpen(true) : setAsking(true))}
        >
          Step 1 of 3: Account
        </Dialog>
        <AlertDialog
          {...args}
          title="Quit payment"
          isOpen={asking}
          onOpenChange={setAsking}
          onConfirm={() => {
            args.onConfirm?.();
            setOpen(false);
          }}
        />
      </>
    );
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pay now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quick Pay' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await userEvent.click(close);
    const question = await screen.findByRole('alertdialog', { name: 'Quit payment' });
    await waitFor(() => expect(within(question).getByRole('button', { name: 'No' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(screen.getByRole('dialog', { name: 'Quick Pay' })).toBeInTheDocument();
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.click(close);
    const again = await screen.findByRole('alertdialog', { name: 'Quit payment' });
    await userEvent.click(within(again).getByRole('button', { name: 'Yes' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** In Spanish (US), on the narrowest phone: the default Cancelar / Aceptar. */
export const InSpanish: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [inSpanish],
  render: ({ onConfirm, onCancel }) => (
    <DialogTrigger>
      <Button variant="secondary">Abrir confirmación</Button>
      <AlertDialog title="Pago rápido" onConfirm={onConfirm} onCancel={onCancel}>
        ¿Está seguro de que desea dejar de realizar el pago?
      </AlertDialog>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Abrir confirmación' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Pago rápido' });
    const buttons = within(dialog).getAllByRole('button');
    await expect(buttons.map((b) => b.textContent)).toEqual(['Cancelar', 'Aceptar']);
    const box = (dialog.parentElement as HTMLElement).getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
