import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../locale';
import { Spinner } from './Spinner';

describe('ui Spinner', () => {
  it('is an indeterminate progress bar named after what is loading', () => {
    render(<Spinner label="Loading your accounts" />);
    const bar = screen.getByRole('progressbar', { name: 'Loading your accounts' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
  });

  it('can show its label', () => {
    render(<Spinner label="Loading your accounts" showLabel />);
    expect(screen.getByText('Loading your accounts')).toBeVisible();
  });

  it('without a label, is named "Cargando" inside a Spanish LocaleProvider', async () => {
    render(
      <LocaleProvider locale="es-US">
        <Suspense fallback={null}>
          <Spinner />
        </Suspense>
      </LocaleProvider>,
    );
    expect(await screen.findByRole('progressbar', { name: 'Cargando' })).toBeInTheDocument();
  });
});
