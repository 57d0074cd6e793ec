import { createDemoServer } from '@coop-portal/mocks/node';
import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TermsOfUsePage } from './TermsOfUsePage';
import { DEMO_OVERRIDES_KEY, renderPage } from './testing';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

const legalContent = (value: string | null) =>
  localStorage.setItem(DEMO_OVERRIDES_KEY, JSON.stringify({ settings: { legalContent: value } }));

describe('doc 3 §2.8 terms of use', () => {
  it('renders the legal content of the site settings, sanitised', async () => {
    legalContent(
      '<h2>Terms of Use</h2><p>Use of this portal is subject to the bylaws.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
    );
    await renderPage(<TermsOfUsePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Terms of Use' })).toBeVisible();
    expect(screen.getByText('Use of this portal is subject to the bylaws.')).toBeVisible();
    expect(document.body.querySelector('script, [onerror]')).toBeNull();
  });

  it("without legal content says 'There are no Terms of Use available.'", async () => {
    legalContent(null);
    await renderPage(<TermsOfUsePage />);
    expect(await screen.findByText('There are no Terms of Use available.')).toBeVisible();
  });
});
