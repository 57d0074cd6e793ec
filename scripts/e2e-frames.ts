import type { Page } from '@playwright/test';

// Shared by the end-to-end tests of the portal (apps/portal/e2e) and of the embed
// (packages/embed/e2e).

/**
 * Lets a test hold the page's animation frames back, as a busy phone does when its next frame
 * comes late: while held, what the page asks to run in the next frame waits, in order, until the
 * frames are let go. Call before the page loads.
 */
export async function frameControl(page: Page) {
  await page.addInitScript(() => {
    const request = window.requestAnimationFrame.bind(window);
    const cancel = window.cancelAnimationFrame.bind(window);
    const waiting = new Map<number, FrameRequestCallback>();
    const requested = new Map<number, number>();
    let held = false;
    let lastId = 0;
    const schedule = (id: number, callback: FrameRequestCallback) => {
      requested.set(
        id,
        request((time) => {
          requested.delete(id);
          callback(time);
        }),
      );
    };
    window.requestAnimationFrame = (callback) => {
      const id = ++lastId;
      if (held) waiting.set(id, callback);
      else schedule(id, callback);
      return id;
    };
    window.cancelAnimationFrame = (id) => {
      waiting.delete(id);
      const real = requested.get(id);
      if (real !== undefined) cancel(real);
      requested.delete(id);
    };
    (window as unknown as { __coopFrames: unknown }).__coopFrames = {
      hold: () => {
        held = true;
      },
      release: () => {
        held = false;
        for (const [id, callback] of waiting) schedule(id, callback);
        waiting.clear();
      },
    };
  });
  type Frames = { __coopFrames: { hold(): void; release(): void } };
  return {
    hold: () => page.evaluate(() => (window as unknown as Frames).__coopFrames.hold()),
    /** Lets the held frames run, and waits until they have. */
    release: () =>
      page.evaluate(async () => {
        (window as unknown as Frames).__coopFrames.release();
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      }),
  };
}
