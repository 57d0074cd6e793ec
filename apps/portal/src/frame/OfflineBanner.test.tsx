import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OfflineBanner from './OfflineBanner';

afterEach(() => vi.restoreAllMocks());

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

function Reader() {
  const read = useQuery({ queryKey: ['balance'], queryFn: () => Promise.resolve('$12.00') });
  return <p>{read.data}</p>;
}

describe('the page frame: offline banner', () => {
  it('says the member is offline and how old the page’s data is, and goes when back online', async () => {
    const queryClient = new QueryClient();
    const readAt = new Date(2026, 10, 27, 15, 5).getTime();
    vi.spyOn(Date, 'now').mockReturnValue(readAt);
    render(
      <QueryClientProvider client={queryClient}>
        <OfflineBanner />
        <Reader />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('$12.00')).toBeVisible();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline. What you see is from 3:05 PM.',
    );
    expect(screen.getByText('$12.00')).toBeVisible();

    goOffline(false);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('with nothing read yet, says only that the member is offline', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <OfflineBanner />
      </QueryClientProvider>,
    );
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline.');
  });
});
