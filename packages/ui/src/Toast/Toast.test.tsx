import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { LocaleProvider } from '../locale';
import { ToastProvider, useToast, type ToastOptions } from './Toast';

function Save({ options }: { options?: ToastOptions }) {
  const toast = useToast();
  return <Button onPress={() => toast.success('Your profile was updated.', options)}>Save</Button>;
}

describe('ui Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

  it('announces a success message politely, in a named region', async () => {
    const user = setup();
    render(
      <ToastProvider>
        <Save />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const region = screen.getByRole('region', { name: 'Notifications' });
    const toast = within(region).getByRole('alertdialog', { name: 'Your profile was updated.' });
    const status = within(toast).getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Success: Your profile was updated.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes from its close button and calls onClose', async () => {
    const user = setup();
    const onClose = vi.fn();
    render(
      <ToastProvider>
        <Save options={{ onClose }} />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes by itself after the timeout', async () => {
    const user = setup();
    render(
      <ToastProvider timeout={5000}>
        <Save />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('stops the time while hovered or focused (WCAG 2.2.1)', async () => {
    const user = setup();
    render(
      <ToastProvider timeout={5000}>
        <Save />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const toast = screen.getByRole('alertdialog');
    await user.hover(toast);
    act(() => vi.advanceTimersByTime(20_000));
    expect(toast).toBeInTheDocument();
    await user.unhover(toast);
    act(() => toast.focus());
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByRole('alertdialog')).toBe(toast);
    act(() => toast.blur());
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps a toast with timeout null until it is closed', async () => {
    const user = setup();
    render(
      <ToastProvider>
        <Save options={{ timeout: null }} />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    act(() => vi.advanceTimersByTime(120_000));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('shows a title with the message as its description, and info toasts', async () => {
    function Both() {
      const toast = useToast();
      return (
        <Button
          onPress={() => {
            toast.success('A receipt was sent to your email.', { title: 'Payment submitted' });
            toast.info('Usage data is updated daily.');
          }}
        >
          Go
        </Button>
      );
    }
    const user = setup();
    render(
      <ToastProvider>
        <Both />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Go' }));
    const payment = screen.getByRole('alertdialog', { name: 'Payment submitted' });
    expect(payment).toHaveAccessibleDescription('A receipt was sent to your email.');
    expect(
      within(screen.getByRole('alertdialog', { name: 'Usage data is updated daily.' })).getByRole(
        'status',
      ),
    ).toHaveTextContent('Information: Usage data is updated daily.');
  });

  it('needs a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Save />)).toThrow('useToast() needs a <ToastProvider> around it.');
  });

  it('names its region, tone and close button in Spanish inside a Spanish LocaleProvider', async () => {
    const user = setup();
    function Guardar() {
      const toast = useToast();
      return <Button onPress={() => toast.success('Su perfil se actualizó.')}>Guardar</Button>;
    }
    render(
      <LocaleProvider locale="es-US">
        <Suspense fallback={null}>
          <ToastProvider>
            <Guardar />
          </ToastProvider>
        </Suspense>
      </LocaleProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Guardar' }));
    const region = screen.getByRole('region', { name: 'Notificaciones' });
    expect(within(region).getByRole('status')).toHaveTextContent('Éxito: Su perfil se actualizó.');
    expect(within(region).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });
});
