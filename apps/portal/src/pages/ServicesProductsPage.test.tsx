import { render, screen, within } from '@testing-library/react';
import { createPortalMemoryRouter, PortalRouterProvider } from '../routing/router';
import { describe, expect, it } from 'vitest';
import { ServicesProductsTiles } from './ServicesProductsPage';

const links = {
  energySavings: 'https://energy.example.coop/savings',
  applianceRepair: 'https://repair.example.coop',
  treeTrimming: 'https://trees.example.coop',
  securitySystems: 'https://security.example.coop',
};

/** The tiles on their page, once the router shows it. */
async function renderTiles(value: Parameters<typeof ServicesProductsTiles>[0]['links']) {
  const router = createPortalMemoryRouter(
    [
      {
        path: '/services-products',
        element: (
          <main>
            <ServicesProductsTiles links={value} />
          </main>
        ),
      },
    ],
    { initialEntries: ['/services-products'] },
  );
  render(<PortalRouterProvider router={router} />);
  await screen.findByRole('main');
}

describe('doc 3 §2.12 services and products', () => {
  it('shows the four tiles, each opening its provider’s site in a new window', async () => {
    await renderTiles(links);
    const list = screen.getByRole('list', { name: 'Services and products' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Energy Savings', 'Appliance Repair', 'Tree Trimming', 'Security Systems']);
    const energy = within(list).getByRole('link', {
      name: 'Visit site for Energy Savings (opens in a new tab)',
    });
    expect(energy).toHaveAttribute('href', links.energySavings);
    expect(energy).toHaveAttribute('target', '_blank');
    expect(energy).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('leaves out a tile whose site is not set', async () => {
    await renderTiles({ ...links, applianceRepair: null, treeTrimming: '  ' });
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Energy Savings', 'Security Systems']);
  });

  it('says so when no site is set', async () => {
    await renderTiles(null);
    expect(
      screen.getByText('There are no services or products available at this time.'),
    ).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
