import { apiMessages } from '@coop-portal/api-client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart, whenIdle } from './lazyPart';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const props = { fallback: <p>Loading the part</p>, retryLabel: 'Try again', name: 'Ada' };

describe('doc 2 §2.6 a tab whose code loads on demand', () => {
  it('shows its fallback while the code loads, then the part with its props', async () => {
    let arrive!: () => void;
    const Part = lazyPart(
      () => new Promise<typeof Greeting>((resolve) => (arrive = () => resolve(Greeting))),
    );
    render(<Part {...props} />);
    expect(screen.getByText('Loading the part')).toBeVisible();
    arrive();
    expect(await screen.findByText('Hello Ada')).toBeVisible();
    expect(screen.queryByText('Loading the part')).toBeNull();
  });

  it('code that cannot load (no network): the network message and Try again, which loads it again', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Greeting);
    const Part = lazyPart(load);
    render(<Part {...props} />);
    expect(await screen.findByText(apiMessages.network)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello Ada')).toBeVisible();
    expect(screen.queryByText(apiMessages.network)).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('preload loads the code once, never rejects, and the part then renders without its fallback', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue(Greeting);
    const Part = lazyPart(load);
    await expect(Part.preload()).resolves.toBeUndefined();
    await Part.preload();
    await Part.preload();
    expect(load).toHaveBeenCalledTimes(2);
    render(<Part {...props} />);
    expect(screen.getByText('Hello Ada')).toBeVisible();
    expect(screen.queryByText('Loading the part')).toBeNull();
  });
});

describe('work that must not hold the first view back', () => {
  it('whenIdle runs once the browser is idle; cancelled before, it never runs', async () => {
    const task = vi.fn();
    whenIdle(task);
    const cancelled = vi.fn();
    whenIdle(cancelled)();
    expect(task).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(task).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(cancelled).not.toHaveBeenCalled();
  });
});
