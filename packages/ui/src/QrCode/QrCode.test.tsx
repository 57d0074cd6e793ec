import { render, screen } from '@testing-library/react';
import { encode } from 'uqr';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../locale';
import { QrCode } from './QrCode';

const uri = 'otpauth://totp/Co-op:jdoe?secret=JBSWY3DPEHPK3PXP&issuer=Co-op';

/** Reads the dark modules back out of the rendered path. */
function modulesOf(svg: Element): boolean[][] {
  const size = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  const d = svg.querySelector('path')?.getAttribute('d') ?? '';
  for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(w); i += 1) grid[Number(y)]![Number(x) + i] = true;
  }
  return grid;
}

describe('ui QrCode', () => {
  it('is an image named by its label, at the size asked for', () => {
    render(<QrCode value={uri} label="QR code for your authenticator app" size={150} />);
    const image = screen.getByRole('img', { name: 'QR code for your authenticator app' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image).toHaveAttribute('width', '150');
    expect(image).toHaveAttribute('height', '150');
  });

  it('draws exactly the modules of the QR code for the value, level and quiet zone', () => {
    for (const level of ['L', 'M', 'Q', 'H'] as const) {
      const { unmount } = render(<QrCode value={uri} label="code" level={level} quietZone={4} />);
      const expected = encode(uri, { ecc: level, border: 4 }).data;
      expect(modulesOf(screen.getByRole('img'))).toEqual(expected);
      unmount();
    }
  });

  it('needs a larger code for a higher error-correction level', () => {
    const { rerender } = render(<QrCode value={uri} label="code" level="L" />);
    const low = Number(screen.getByRole('img').getAttribute('data-version'));
    rerender(<QrCode value={uri} label="code" level="H" />);
    const high = Number(screen.getByRole('img').getAttribute('data-version'));
    expect(high).toBeGreaterThan(low);
  });

  it('shows a visible caption that names the figure', () => {
    render(<QrCode value={uri} label="code" caption="Scan with your app." />);
    expect(screen.getByRole('figure', { name: 'Scan with your app.' })).toBeVisible();
  });

  it('shows a message instead of a code when the value is empty or too long', () => {
    const { rerender } = render(<QrCode value="" label="code" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('The code cannot be shown.')).toBeVisible();
    rerender(<QrCode value={'x'.repeat(5000)} label="code" level="H" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('The code cannot be shown.')).toBeVisible();
  });

  it('shows a named spinner while loading', () => {
    render(<QrCode value="" label="code" isLoading />);
    expect(screen.getByRole('progressbar', { name: 'Loading the code' })).toBeInTheDocument();
  });

  it('says the code cannot be shown, or is loading, in Spanish inside a Spanish LocaleProvider', async () => {
    render(
      <LocaleProvider locale="es-US">
        <Suspense fallback={null}>
          <QrCode value="" label="Código QR" />
          <QrCode value={uri} label="Código QR" isLoading />
        </Suspense>
      </LocaleProvider>,
    );
    expect(await screen.findByText('No se puede mostrar el código.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Cargando el código' })).toBeInTheDocument();
  });
});
