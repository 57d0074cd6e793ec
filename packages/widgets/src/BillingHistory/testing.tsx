// Test helpers of the billing history tests (not part of the package build).
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { renderSignedIn as renderAs } from '../shared/testing';

export { setUpDemoBackend, TEST_API as API } from '../shared/testing';

/** The demo member of each account the tests use. */
export const members = {
  '1000001': 'member.demo',
  '3000003': 'member.demo',
  '3000022': 'member.many',
} as const;

/** Renders a widget for the demo member of `accountNumber`, signed in. */
export const renderSignedIn = (accountNumber: keyof typeof members, widget: ReactNode) =>
  renderAs(members[accountNumber], widget);

/** An element's text as shown: without what is hidden from assistive technology. */
export function shownText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Object URLs (jsdom has none) and downloads: every file handed to the browser through a link's
 * click is caught in `downloads`, with its name and content.
 */
export function catchDownloads() {
  const downloads: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  beforeEach(() => {
    downloads.length = 0;
    let count = 0;
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (blob: Blob) => {
        count += 1;
        blobs.set(`blob:history-${count}`, blob);
        return `blob:history-${count}`;
      },
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(
      this: HTMLAnchorElement,
    ) {
      downloads.push({ name: this.download, blob: blobs.get(this.getAttribute('href')!)! });
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
  return { downloads, blobs };
}
