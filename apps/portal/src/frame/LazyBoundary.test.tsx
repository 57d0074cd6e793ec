import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LazyBoundary } from './LazyBoundary';

describe('frame parts loaded on demand', () => {
  it('a part whose code cannot load shows nothing; the page around it stays', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = lazy(() =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    );
    render(
      <main>
        <p>The page</p>
        <LazyBoundary>
          <Broken />
        </LazyBoundary>
      </main>,
    );
    await vi.waitFor(() => expect(errors).toHaveBeenCalled());
    expect(screen.getByText('The page')).toBeVisible();
    expect(screen.getByRole('main')).toHaveTextContent(/^The page$/);
  });
});
