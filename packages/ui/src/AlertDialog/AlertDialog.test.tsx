import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { DialogTrigger } from '../Dialog';
import { LocaleProvider } from '../locale';
import { AlertDialog } from './AlertDialog';

describe('ui AlertDialog', () => {
  it('asks with custom labels in the given order and starts on the safe choice', async () => {
    render(
      <AlertDialog
        isOpen
        title="Quick Pay"
        cancelLabel="No"
        confirmLabel="Yes"
        onOpenChange={() => {}}
      >
        Are you sure you want to quit making payment ?
      </AlertDialog>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Quick Pay' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to quit making payment ?');
    const buttons = within(dialog).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['No', 'Yes']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'No' })).toHaveFocus());
  });

  it('puts confirm first when asked (Continue / Cancel), focus still on Cancel', async () => {
    render(
      <AlertDialog
        isOpen
        title="Recent payment"
        confirmLabel="Continue"
        buttonOrder="confirm-first"
      >
        Would you like to proceed with another payment?
      </AlertDialog>,
    );
    const buttons = within(screen.getByRole('alertdialog')).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Continue', 'Cancel']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
  });

  it('confirms, closes and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <DialogTrigger>
        <Button>Remove</Button>
        <AlertDialog
          title="Remove Draft"
          variant="destructive"
          confirmLabel="Yes"
          cancelLabel="No"
          onConfirm={onConfirm}
          onCancel={onCancel}
        >
          Are you sure you want to delete draft on selected account(s) ?
        </AlertDialog>
      </DialogTrigger>,
    );
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const yes = screen.getByRole('button', { name: 'Yes' });
    expect(yes).toHaveAttribute('data-variant', 'danger');
    await user.click(yes);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus());
  });

  it('cancels from the cancel button and from Escape', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <Button onPress={() => setOpen(true)}>Ask again</Button>
          <AlertDialog
            title="Quit?"
            isOpen={open}
            onOpenChange={setOpen}
            onCancel={onCancel}
            onConfirm={onConfirm}
          />
        </>
      );
    }
    render(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Ask again' }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('can have a single acknowledging button that has focus', async () => {
    render(
      <AlertDialog isOpen title="The billing statement is not available." cancelLabel={null}>
        Please check back soon.
      </AlertDialog>,
    );
    const buttons = within(screen.getByRole('alertdialog')).getAllByRole('button');
    expect(buttons).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus());
  });

  it('ignores presses on a busy confirm button', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <AlertDialog
        isOpen
        title="Remove Draft"
        confirmLabel="Yes"
        isConfirmPending
        loadingLabel="Removing draft"
        onConfirm={onConfirm}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Removing draft' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Yes/ }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('keeps Escape from cancelling when not dismissable', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(<AlertDialog isOpen title="Answer please" isDismissable={false} onCancel={onCancel} />);
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('offers Cancelar and Aceptar by default inside a Spanish LocaleProvider', async () => {
    render(
      <LocaleProvider locale="es-US">
        <Suspense fallback={null}>
          <AlertDialog isOpen title="Pago rápido" onOpenChange={() => {}}>
            ¿Desea continuar?
          </AlertDialog>
        </Suspense>
      </LocaleProvider>,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Pago rápido' });
    const buttons = within(dialog).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Cancelar', 'Aceptar']);
  });
});
