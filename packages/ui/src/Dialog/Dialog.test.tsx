import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AlertDialog } from '../AlertDialog';
import { Button } from '../Button';
import { LocaleProvider } from '../locale';
import { Dialog, DialogTrigger, type DialogProps } from './Dialog';

function WithTrigger(props: Partial<DialogProps>) {
  return (
    <DialogTrigger>
      <Button>Pay now</Button>
      <Dialog title="Quick Pay" {...props}>
        {props.children ?? 'Enter your account number.'}
      </Dialog>
    </DialogTrigger>
  );
}

/** Runs `steps` with no animation frame coming, as on a busy phone whose next frame comes late. */
async function withoutFrames(steps: () => Promise<void>) {
  const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
  try {
    await steps();
  } finally {
    frames.mockRestore();
  }
}

describe('ui Dialog', () => {
  it('opens from its trigger, is named by its visible title and takes focus', async () => {
    const user = userEvent.setup();
    render(<WithTrigger />);
    const trigger = screen.getByRole('button', { name: 'Pay now' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Quick Pay' });
    expect(screen.getByRole('heading', { name: 'Quick Pay', level: 2 })).toBeVisible();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByText('Enter your account number.')).toBeVisible();
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<WithTrigger />);
    const trigger = screen.getByRole('button', { name: 'Pay now' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  // A busy phone can take a while to draw its next frame; focus must not wait for it.
  it('returns focus to the trigger as soon as it closes, before the next frame', async () => {
    const user = userEvent.setup();
    render(<WithTrigger />);
    const trigger = screen.getByRole('button', { name: 'Pay now' });
    await user.click(trigger);
    await withoutFrames(async () => {
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(trigger).toHaveFocus();
    });
  });

  it('a confirmation answered before the next frame puts focus back where it was in the dialog under it', async () => {
    const user = userEvent.setup();
    function WithQuestion() {
      const [asking, setAsking] = useState(false);
      return (
        <Dialog title="Quick Pay" isOpen>
          <Button onPress={() => setAsking(true)}>Start over</Button>
          <AlertDialog
            title="Quit payment"
            isOpen={asking}
            onOpenChange={setAsking}
            confirmLabel="Yes"
            cancelLabel="No"
          >
            Are you sure you want to quit making payment ?
          </AlertDialog>
        </Dialog>
      );
    }
    render(<WithQuestion />);
    const startOver = screen.getByRole('button', { name: 'Start over' });
    await user.click(startOver);
    await waitFor(() => expect(screen.getByRole('button', { name: 'No' })).toHaveFocus());
    await withoutFrames(async () => {
      await user.keyboard('{Enter}');
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(startOver).toHaveFocus();
    });
  });

  it('has a named close button that closes it', async () => {
    const user = userEvent.setup();
    render(<WithTrigger closeLabel="Close Quick Pay" />);
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await user.click(screen.getByRole('button', { name: 'Close Quick Pay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay now' })).toHaveFocus());
  });

  it('keeps keyboard focus inside while open', async () => {
    const user = userEvent.setup();
    render(
      <>
        <WithTrigger footer={<Button>Continue</Button>} />
        <button type="button">Outside</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    expect(screen.queryByRole('button', { name: 'Outside' })).not.toBeInTheDocument();
  });

  it('when not dismissable: Escape does nothing and there is no close button', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Dialog
        title="Payment Confirmation"
        isOpen
        onOpenChange={onOpenChange}
        isDismissable={false}
        footer={({ close }) => <Button onPress={close}>Done</Button>}
      >
        Processing…
      </Dialog>,
    );
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('is controlled by isOpen / onOpenChange', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onPress={() => setOpen(true)}>Help</Button>
          <Dialog title="Help" isOpen={open} onOpenChange={setOpen}>
            Help text
          </Dialog>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Help' }));
    expect(screen.getByRole('dialog', { name: 'Help' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Help' })).toHaveFocus());
  });

  it('does not close on an outside click unless asked to', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <Dialog title="Bill" isOpen onOpenChange={onOpenChange}>
        Statement
      </Dialog>,
    );
    await user.click(document.body);
    expect(onOpenChange).not.toHaveBeenCalled();
    rerender(
      <Dialog title="Bill" isOpen onOpenChange={onOpenChange} closeOnOutsideClick>
        Statement
      </Dialog>,
    );
    await user.click(document.body);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('keeps focus in the dialog when the backdrop is pressed, so Escape still closes it at once', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Dialog title="Bill" isOpen onOpenChange={onOpenChange}>
        Statement
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Bill' });
    const close = screen.getByRole('button', { name: 'Close' });
    act(() => close.focus());
    const left: EventTarget[] = [];
    dialog.addEventListener('focusout', (event) => left.push(event.relatedTarget ?? document.body));
    // The dialog box's parent: the backdrop that fills the screen around it.
    const overlay = (dialog.parentElement as HTMLElement).parentElement as HTMLElement;
    expect(overlay).toContainElement(dialog);
    await user.click(overlay);
    expect(left).toEqual([]);
    expect(close).toHaveFocus();
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('takes a fixed or percentage size through custom properties', () => {
    render(
      <Dialog title="Bill" isOpen width="94%" height="90%">
        Statement
      </Dialog>,
    );
    const box = screen.getByRole('dialog').parentElement as HTMLElement;
    const declared = Array.from(box.style).map((name) => box.style.getPropertyValue(name));
    expect(declared).toEqual(['94%', '90%']);
  });

  it('can be an alertdialog described by its message', () => {
    render(
      <>
        <p id="msg">Are you sure?</p>
        <Dialog title="Quick Pay" isOpen role="alertdialog" aria-describedby="msg" />
      </>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Quick Pay' })).toHaveAccessibleDescription(
      'Are you sure?',
    );
  });

  it("takes react-aria's className and style for its box, keeping its own class and size", () => {
    render(
      <Dialog
        title="Bill"
        isOpen
        width="94%"
        className={({ isExiting }) => (isExiting ? 'leaving' : 'shown')}
        style={{ borderWidth: '3px' }}
      >
        Statement
      </Dialog>,
    );
    const box = screen.getByRole('dialog').parentElement as HTMLElement;
    expect(box).toHaveClass('shown');
    expect(box.classList.length).toBeGreaterThan(1);
    expect(box).toHaveStyle({ borderWidth: '3px' });
    expect(Array.from(box.style).map((name) => box.style.getPropertyValue(name))).toContain('94%');
  });

  it('names its close button "Cerrar" inside a Spanish LocaleProvider', async () => {
    render(
      <LocaleProvider locale="es-US">
        <Suspense fallback={null}>
          <Dialog isOpen title="Pago rápido">
            Ingrese su número de cuenta.
          </Dialog>
        </Suspense>
      </LocaleProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Pago rápido' });
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });
});
