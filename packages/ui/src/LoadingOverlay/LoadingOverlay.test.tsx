import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { LocaleProvider } from '../locale';
import { LoadingOverlay } from './LoadingOverlay';

describe('ui LoadingOverlay', () => {
  it('marks the region busy, blocks it and announces what is loading', () => {
    render(
      <LoadingOverlay isLoading label="Loading your accounts">
        <Button>Pay</Button>
      </LoadingOverlay>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading your accounts' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your accounts');
    const pay = screen.getByText('Pay').closest('button') as HTMLElement;
    expect(pay.closest('[inert]')).not.toBeNull();
    expect(pay.closest('[aria-busy="true"]')).not.toBeNull();
  });

  it('gets out of the way when loaded, keeping its (empty) status region', () => {
    render(
      <LoadingOverlay isLoading={false}>
        <Button>Pay</Button>
      </LoadingOverlay>,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    const pay = screen.getByRole('button', { name: 'Pay' });
    expect(pay.closest('[inert]')).toBeNull();
    expect(pay.closest('[aria-busy]')).toBeNull();
  });

  it('moves focus from the region to the label while loading, and back after', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <LoadingOverlay isLoading={false} label="Refreshing">
        <Button>Refresh</Button>
      </LoadingOverlay>,
    );
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    await user.tab();
    expect(refresh).toHaveFocus();
    rerender(
      <LoadingOverlay isLoading label="Refreshing">
        <Button>Refresh</Button>
      </LoadingOverlay>,
    );
    expect(screen.getByText('Refreshing').closest('[tabindex="-1"]')).toHaveFocus();
    rerender(
      <LoadingOverlay isLoading={false} label="Refreshing">
        <Button>Refresh</Button>
      </LoadingOverlay>,
    );
    expect(refresh).toHaveFocus();
  });

  it('leaves focus alone when it was elsewhere', async () => {
    const user = userEvent.setup();
    const view = (loading: boolean) => (
      <>
        <Button>Outside</Button>
        <LoadingOverlay isLoading={loading}>
          <Button>Inside</Button>
        </LoadingOverlay>
      </>
    );
    const { rerender } = render(view(false));
    await user.tab();
    const outside = screen.getByRole('button', { name: 'Outside' });
    expect(outside).toHaveFocus();
    rerender(view(true));
    expect(outside).toHaveFocus();
  });

  it('keeps and gives back focus inside an embed’s shadow root', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    shadow.append(container);
    const view = (loading: boolean) => (
      <LoadingOverlay isLoading={loading} label="Refreshing">
        <button type="button">Refresh</button>
      </LoadingOverlay>
    );
    const { rerender, unmount } = render(view(false), { container });
    const refresh = within(container).getByRole('button', { name: 'Refresh' });
    refresh.focus();
    expect(shadow.activeElement).toBe(refresh);
    rerender(view(true));
    expect(shadow.activeElement).toBe(
      within(container).getByText('Refreshing').closest('[tabindex="-1"]'),
    );
    rerender(view(false));
    expect(shadow.activeElement).toBe(refresh);
    unmount();
    host.remove();
  });

  it('shows and announces "Cargando" without a label inside a Spanish LocaleProvider', async () => {
    render(
      <LocaleProvider locale="es-US">
        <Suspense fallback={null}>
          <LoadingOverlay isLoading>
            <Button>Pagar</Button>
          </LoadingOverlay>
        </Suspense>
      </LocaleProvider>,
    );
    expect(await screen.findByRole('progressbar', { name: 'Cargando' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando');
  });
});
