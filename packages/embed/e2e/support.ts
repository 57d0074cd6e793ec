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
