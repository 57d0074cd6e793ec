import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../locale';
import { Alert } from './Alert';

/** Renders and lets the first frame pass, after which the message is revealed. */
async function renderShown(ui: ReactElement) {
  const view = render(ui);
  await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
  return view;
}

describe('ui Alert', () => {
  it('announces an error assertively, with its tone in words', async () => {
    await renderShown(<Alert tone="error">Bill History File not found.</Alert>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error: Bill History File not found.');
    expect(await screen.findByText('Bill History File not found.')).toBeVisible();
  });

  it.each([
    ['info', 'Information'],
    ['success', 'Success'],
    ['warning', 'Warning'],
  ] as const)('announces %s politely as a status', async (tone, spoken) => {
    await renderShown(<Alert tone={tone}>Please check back soon.</Alert>);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`${spoken}: Please check back soon.`);
  });

  it('gives every tone its own icon shape, not only a colour', async () => {
    const { container } = await renderShown(
      <>
        <Alert tone="info">a</Alert>
        <Alert tone="success">b</Alert>
        <Alert tone="warning">c</Alert>
        <Alert tone="error">d</Alert>
      </>,
    );
    const shapes = Array.from(container.querySelectorAll('svg path')).map((path) =>
      path.getAttribute('d'),
    );
    expect(new Set(shapes).size).toBe(4);
    for (const svg of container.querySelectorAll('svg')) {
      expect(svg).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('reveals its message to assistive technology after it has mounted', async () => {
    render(<Alert tone="success">Saved.</Alert>);
    const status = screen.getByRole('status');
    // Hidden (visibility, in the kit's CSS) for the first frame, then added to the live region.
    expect(screen.getByText('Saved.')).toHaveAttribute('data-entering');
    await waitFor(() => expect(screen.getByText('Saved.')).not.toHaveAttribute('data-entering'));
    expect(status).toHaveTextContent('Success: Saved.');
  });

  it('reveals its message even when the page paints no frames (a background tab)', async () => {
    const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    try {
      render(<Alert tone="info">Outage reported.</Alert>);
      expect(screen.getByText('Outage reported.')).toHaveAttribute('data-entering');
      await waitFor(() =>
        expect(screen.getByText('Outage reported.')).not.toHaveAttribute('data-entering'),
      );
    } finally {
      frames.mockRestore();
    }
  });

  it('shows a title and has no close button', async () => {
    await renderShown(
      <Alert tone="warning" title="Past due">
        Pay now to avoid disconnection.
      </Alert>,
    );
    expect(screen.getByText('Past due')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('takes a translated tone name', async () => {
    await renderShown(
      <Alert tone="error" toneLabel="Erreur">
        Fichier introuvable.
      </Alert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Erreur: Fichier introuvable.');
  });

  it('reads its tone in Spanish inside a Spanish LocaleProvider', async () => {
    await renderShown(
      <LocaleProvider locale="es-US">
        <Suspense fallback={null}>
          <Alert tone="warning">Su pago está vencido.</Alert>
        </Suspense>
      </LocaleProvider>,
    );
    expect(await screen.findByText('Advertencia:', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Advertencia: Su pago está vencido.');
  });
});
