import { createDemoServer } from '@coop-portal/mocks/node';
import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDeps } from '../pages/testing';
import { PortalApp } from '../PortalApp';
import { createPortalMemoryRouter } from '../routing/router';
import { createRoutes } from '../routes';

// Whole-portal renders that load code on demand: generous under a busy machine.
vi.setConfig({ testTimeout: 30_000 });

/** The account switcher strip's code comes in only when this is resolved. */
let releaseSwitcherCode = () => {};
const switcherCodeReleased = new Promise<void>((resolve) => (releaseSwitcherCode = resolve));
vi.mock('./MemberAccountSwitcher', async (importOriginal) => {
  await switcherCodeReleased;
  return importOriginal();
});

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** Whether an element is shown: neither it nor an ancestor is `display: none`. */
function isShown(element: Element) {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node instanceof HTMLElement && node.style.display === 'none') return false;
  }
  return true;
}

// This file starts without the strip's code (a module graph of its own), so the member's
// accounts are in first and the code last: the case where a lazily revealed strip came in after
// the page it should have come with.
describe('doc 1 §2.1 the account switcher strip, its code arriving last', () => {
  it('the member’s page and the strip show in the same view, never the page without the strip', async () => {
    const deps = await testDeps('member.many');
    // The page's code in already, so that only the strip's code can hold the page.
    await import('../pages/serviceRequests/ServiceRequestsPage');
    const router = createPortalMemoryRouter(createRoutes(deps), {
      initialEntries: ['/service-requests'],
    });

    /** For each change of the document while the title is shown: whether the strip was there. */
    const stripWithTitle: boolean[] = [];
    const watcher = new MutationObserver(() => {
      const title = document.querySelector('h1');
      if (title && isShown(title)) {
        stripWithTitle.push(document.querySelector('nav[aria-label="Switch account"]') !== null);
      }
    });
    watcher.observe(document.body, { childList: true, subtree: true, attributes: true });

    render(<PortalApp deps={deps} router={router} />);
    expect(
      await screen.findByText('Loading the page', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    // The accounts are in by now; the page still waits for the strip's code.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    releaseSwitcherCode();
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Service Requests' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Switch account' })).toBeVisible();
    watcher.disconnect();
    expect(stripWithTitle.length).toBeGreaterThan(0);
    expect(stripWithTitle.filter((strip) => !strip)).toEqual([]);
  });
});
