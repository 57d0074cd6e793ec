import { act, render, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../locale';
import { DismissibleAlert } from './DismissibleAlert';

/** Renders and lets the first frame pass, after which the message is revealed. */
async function renderShown(ui: ReactElement) {
  const view = render(ui);
  await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
  return view;
}

describe('ui DismissibleAlert', () => {
  it('shows a title and can be dismissed with its close button', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    await renderShown(
      <DismissibleAlert
        tone="warning"
        title="Past due"
        onDismiss={onDismiss}
        dismissLabel="Dismiss warning"
      >
        Pay now to avoid disconnection.
      </DismissibleAlert>,
    );
    expect(screen.getByText('Past due')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Warning: Past due');
    await user.click(screen.getByRole('button', { name: 'Dismiss warning' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('is dismissed from the keyboard, its button named "Dismiss" by default', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    await renderShown(
      <DismissibleAlert tone="error" onDismiss={onDismiss}>
        Bill History File not found.
      </DismissibleAlert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Bill History File not found.');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('is not dismissed by pressing inside its message', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    await renderShown(
      <DismissibleAlert tone="info" onDismiss={onDismiss}>
        Outage reported.
      </DismissibleAlert>,
    );
    await user.click(screen.getByText('Outage reported.'));
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('names its close button in Spanish inside a Spanish LocaleProvider', async () => {
    await renderShown(
      <LocaleProvider locale="es-US">
        <Suspense fallback={null}>
          <DismissibleAlert tone="error" onDismiss={() => {}}>
            No se encontró el archivo.
          </DismissibleAlert>
        </Suspense>
      </LocaleProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Descartar' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Error: No se encontró el archivo.');
  });
});
