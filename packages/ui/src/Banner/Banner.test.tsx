import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../locale';
import { Banner } from './Banner';

describe('ui Banner', () => {
  it('is a named region that reads its tone and text', () => {
    render(
      <Banner tone="error" title="Emergency:">
        Boil water notice.
      </Banner>,
    );
    expect(screen.getByRole('region', { name: 'Announcement' })).toHaveTextContent(
      'Error: Emergency:Boil water notice.',
    );
  });

  it('is not a live region: it is page content, not an interruption', () => {
    render(<Banner>Office closed Monday.</Banner>);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('calls onClose from its close button, by mouse or keyboard, and stores nothing', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    render(<Banner onClose={onClose}>Office closed Monday.</Banner>);
    const button = screen.getByRole('button', { name: 'Close announcement' });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(setItem).not.toHaveBeenCalled();
    expect(screen.getByRole('region')).toBeInTheDocument();
  });

  it('has no close button without onClose', () => {
    render(<Banner label="Notice">Office closed Monday.</Banner>);
    expect(screen.getByRole('region', { name: 'Notice' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('names its region, tone and close button in Spanish inside a Spanish LocaleProvider', async () => {
    render(
      <LocaleProvider locale="es-US">
        <Suspense fallback={null}>
          <Banner onClose={() => {}}>La oficina estará cerrada el lunes.</Banner>
        </Suspense>
      </LocaleProvider>,
    );
    const region = await screen.findByRole('region', { name: 'Anuncio' });
    expect(region).toHaveTextContent('Información: La oficina estará cerrada el lunes.');
    expect(screen.getByRole('button', { name: 'Cerrar el anuncio' })).toBeInTheDocument();
  });
});
