import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isExternalHref, Link, LinkProvider } from './Link';

// jsdom cannot leave the page: stop the browser's own navigation after react-aria has handled it.
const stopNavigation = (event: MouseEvent) => event.preventDefault();
beforeEach(() => document.addEventListener('click', stopNavigation));
afterEach(() => document.removeEventListener('click', stopNavigation));

describe('ui Link', () => {
  it('sends an internal link through the router, by click and by Enter', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <LinkProvider navigate={navigate}>
        <Link href="/accountoverview">Account Overview</Link>
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Account Overview' });
    expect(link).toHaveAttribute('href', '/accountoverview');
    expect(link).not.toHaveAttribute('target');
    await user.click(link);
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledTimes(2);
    expect(navigate).toHaveBeenCalledWith('/accountoverview', undefined);
  });

  it('builds the href through the router’s useHref', () => {
    render(
      <LinkProvider navigate={vi.fn()} useHref={(href) => `/portal${href}`}>
        <Link href="/usage-tracker">Usage Tracker</Link>
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Usage Tracker' })).toHaveAttribute(
      'href',
      '/portal/usage-tracker',
    );
  });

  it('opens an absolute address in a new tab, safely, and says so', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <LinkProvider navigate={navigate}>
        <Link href="https://outage.example.coop/map">Outage Map</Link>
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Outage Map (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await user.click(link);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('lets isExternal override the address test both ways, with its own wording', () => {
    render(
      <>
        <Link href="/docs/bylaws.pdf" isExternal externalLabel="opens in a new window">
          Bylaws
        </Link>
        <Link href="https://portal.example.coop/home" isExternal={false}>
          Home
        </Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Bylaws (opens in a new window)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('target');
  });

  it('is reached with Tab and cannot be followed when disabled', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <LinkProvider navigate={navigate}>
        <Link href="/register">Register</Link>
        <Link href="/login" isDisabled>
          Login
        </Link>
      </LinkProvider>,
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveFocus();
    const disabled = screen.getByRole('link', { name: 'Login' });
    expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await user.click(disabled);
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each(['inline', 'standalone'] as const)('exposes the %s variant', (variant) => {
    render(
      <Link href="/faq" variant={variant}>
        FAQs
      </Link>,
    );
    expect(screen.getByRole('link', { name: 'FAQs' })).toHaveAttribute('data-variant', variant);
  });

  it('treats only http(s) and protocol-relative addresses as external', () => {
    expect(isExternalHref('https://example.coop')).toBe(true);
    expect(isExternalHref('HTTP://example.coop')).toBe(true);
    expect(isExternalHref('//cdn.example.coop/a.pdf')).toBe(true);
    expect(isExternalHref('/accountoverview')).toBe(false);
    expect(isExternalHref('mailto:help@example.coop')).toBe(false);
    expect(isExternalHref('tel:5551234567')).toBe(false);
  });
});
