import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Tests that drive React roots of their own (the embed's mount()) wrap updates in act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// findBy…/waitFor wait up to 5 s instead of 1 s: lazy routes and first renders take longer than a
// second when the test command runs several tasks at once on a 2-core machine.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  // A test that took the browser offline (an 'offline' event) leaves it online again, while its
  // components still listen: TanStack Query follows those events and keeps the last one, so the
  // next test file of the worker would find every read paused (a blank page).
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  cleanup();
  window.localStorage.clear();
  // react-aria's page-wide live region outlives the components that announced into it, and the
  // test files of a worker share one document: an announcement left from one test (a date, a
  // count) must not be found by the next one's queries.
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) {
    log.replaceChildren();
  }
});
