import { describe, expect, it, vi } from 'vitest';
import { afterPaint } from './afterPaint';

describe('ui afterPaint', () => {
  it('runs after the next frame; cancelled before, it never runs', async () => {
    const task = vi.fn();
    afterPaint(task);
    const cancelled = vi.fn();
    afterPaint(cancelled)();
    expect(task).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(task).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cancelled).not.toHaveBeenCalled();
  });
});
