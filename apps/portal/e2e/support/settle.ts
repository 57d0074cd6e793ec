import type { Page } from '@playwright/test';

/** Waits until the page has painted twice more: what a change started has been drawn. */
export async function framesPainted(page: Page) {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/**
 * Waits two frames, then until the CSS transitions running then have ended (in the document and
 * in shadow roots). Only transitions: a spinner's animation never ends.
 */
export async function transitionsEnded(page: Page) {
  await framesPainted(page);
  await page.evaluate(async () => {
    const roots: (Document | ShadowRoot)[] = [document];
    for (const element of document.querySelectorAll('*')) {
      if (element.shadowRoot) roots.push(element.shadowRoot);
    }
    const transitions = roots
      .flatMap((root) => root.getAnimations())
      .filter((animation) => animation instanceof CSSTransition);
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
  });
}
