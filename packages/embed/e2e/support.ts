import { expect, type Page } from '@playwright/test';

// What the embed e2e specs share: the events, CSP violations and problems a host page sees.

/** Collects the widget's events, CSP violations and console errors from the moment the page starts. */
export async function watch(page: Page, eventNames: readonly string[]) {
  const events: string[] = [];
  const violations: string[] = [];
  const problems: string[] = [];
  page.on('console', (message) => {
    // A failed request is reported below with its URL.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(`console: ${message.text()}`);
    }
  });
  page.on('response', (response) => {
    // Browsers ask every origin for a favicon; the demo provider's page has none.
    const url = new URL(response.url());
    if (response.status() >= 400 && url.pathname !== '/favicon.ico') {
      problems.push(`${response.status()} ${url.href}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // Reported to the test as they happen, so the events just before the hand-off's navigation count.
  await page.exposeFunction('__coopEvent', (entry: string) => events.push(entry));
  await page.exposeFunction('__coopViolation', (entry: string) => violations.push(entry));
  await page.addInitScript((names) => {
    const report = window as unknown as {
      __coopEvent: (entry: string) => void;
      __coopViolation: (entry: string) => void;
    };
    document.addEventListener('securitypolicyviolation', (event) => {
      report.__coopViolation(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
    for (const name of names) {
      // On the document: the events bubble out of the element and cross the shadow boundary.
      document.addEventListener(name, (event) => {
        const { detail, target } = event as CustomEvent;
        report.__coopEvent(`${name} ${(target as Element).id} ${JSON.stringify(detail)}`);
      });
    }
  }, eventNames);
  return { events, violations, problems };
}

/** The strict-CSP host saw no violation, no failed request, no script error. */
export function expectClean(watched: Awaited<ReturnType<typeof watch>>) {
  expect(watched.violations).toEqual([]);
  expect(watched.problems).toEqual([]);
}

/**
 * Switches the colour scheme in place, then waits until the colour transitions it started have
 * ended, in the page and in the widgets' shadow roots: axe reads computed colours, and a button
 * caught half-way between its light and dark colours fails the contrast check. Only transitions are
 * awaited (a spinner's animation never ends).
 */
export async function switchColorScheme(page: Page, colorScheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme });
  await page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
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
