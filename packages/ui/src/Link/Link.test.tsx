import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../locale';
import { Link, LinkProvider, opensInNewTabByDefault } from './Link';

// jsdom cannot leave the page: stop the browser's own navigation after the link has handled the
// click, noting whether the link left it to the browser (not prevented) or took it (prevented).
let leftToBrowser: boolean[] = [];
const stopNavigation = (event: MouseEvent) => {
  leftToBrowser.push(!event.defaultPrevented);
  event.preventDefault();
};
beforeEach(() => {
  leftToBrowser = [];
  document.addEventListener('click', stopNavigation);
});
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

  it('passes the router path to navigate, not the href useHref made of it', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <LinkProvider navigate={navigate} useHref={(href) => `/portal${href}`}>
        <Link href="/usage-tracker">Usage Tracker</Link>
      </LinkProvider>,
    );
    await user.click(screen.getByRole('link', { name: 'Usage Tracker' }));
    expect(navigate).toHaveBeenCalledWith('/usage-tracker', undefined);
    expect(leftToBrowser).toEqual([false]);
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Meta (Cmd)', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
  ])('leaves a %s+click to the browser (new tab, new window, download)', (_key, modifier) => {
    const navigate = vi.fn();
    render(
      <LinkProvider navigate={navigate}>
        <Link href="/accountoverview">Account Overview</Link>
      </LinkProvider>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Account Overview' }), modifier);
    expect(navigate).not.toHaveBeenCalled();
    expect(leftToBrowser).toEqual([true]);
  });

  it('leaves a middle click to the browser', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <LinkProvider navigate={navigate}>
        <Link href="/accountoverview">Account Overview</Link>
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Account Overview' });
    await user.pointer({ keys: '[MouseMiddle]', target: link });
    // Some browsers also send a click for the middle button: it is not the router's either.
    fireEvent.click(link, { button: 1 });
    expect(navigate).not.toHaveBeenCalled();
    expect(leftToBrowser).toEqual([true]);
  });

  it('leaves another origin, another target and a download to the browser', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <LinkProvider navigate={navigate}>
        <Link href="https://www.example.coop/rates" isExternal={false}>
          Rates
        </Link>
        <Link href="/docs/bylaws.pdf" download>
          Bylaws
        </Link>
        <Link href="/docs/annual-report.pdf" isExternal>
          Annual report
        </Link>
      </LinkProvider>,
    );
    await user.click(screen.getByRole('link', { name: 'Rates' }));
    await user.click(screen.getByRole('link', { name: 'Bylaws' }));
    await user.click(screen.getByRole('link', { name: 'Annual report (opens in a new tab)' }));
    expect(navigate).not.toHaveBeenCalled();
    expect(leftToBrowser).toEqual([true, true, true]);
  });

  it('routes a same-origin absolute address that opens in the same tab', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    const href = `${window.location.origin}/notifications`;
    render(
      <LinkProvider navigate={navigate}>
        <Link href={href} isExternal={false}>
          Notifications
        </Link>
      </LinkProvider>,
    );
    await user.click(screen.getByRole('link', { name: 'Notifications' }));
    expect(navigate).toHaveBeenCalledWith(href, undefined);
  });

  it('lets its own onClick keep the router out, and is a plain link without a LinkProvider', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <>
        <LinkProvider navigate={navigate}>
          <Link href="/faq" onClick={(event) => event.preventDefault()}>
            FAQs
          </Link>
        </LinkProvider>
        <Link href="/legal-terms">Terms of Use</Link>
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'FAQs' }));
    await user.click(screen.getByRole('link', { name: 'Terms of Use' }));
    expect(navigate).not.toHaveBeenCalled();
    expect(leftToBrowser).toEqual([false, true]);
  });

  it('marks hover (mouse, not touch), press and keyboard focus for its styles', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <Link href="/faq">FAQs</Link>
      </>,
    );
    const link = screen.getByRole('link', { name: 'FAQs' });
    fireEvent.pointerOver(link, { pointerType: 'touch' });
    expect(link).not.toHaveAttribute('data-hovered');
    fireEvent.pointerOut(link, { pointerType: 'touch' });
    await user.hover(link);
    expect(link).toHaveAttribute('data-hovered', 'true');
    await user.pointer({ keys: '[MouseLeft>]', target: link });
    expect(link).toHaveAttribute('data-pressed', 'true');
    // Focus that came with a pointer press shows no ring.
    expect(link).toHaveFocus();
    expect(link).not.toHaveAttribute('data-focus-visible');
    await user.pointer({ keys: '[/MouseLeft]', target: link });
    expect(link).not.toHaveAttribute('data-pressed');
    await user.unhover(link);
    expect(link).not.toHaveAttribute('data-hovered');
    await user.tab({ shift: true });
    await user.tab();
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('data-focus-visible', 'true');
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
    expect(opensInNewTabByDefault('https://example.coop')).toBe(true);
    expect(opensInNewTabByDefault('HTTP://example.coop')).toBe(true);
    expect(opensInNewTabByDefault('//cdn.example.coop/a.pdf')).toBe(true);
    expect(opensInNewTabByDefault('/accountoverview')).toBe(false);
    expect(opensInNewTabByDefault('mailto:help@example.coop')).toBe(false);
    expect(opensInNewTabByDefault('tel:5551234567')).toBe(false);
  });

  it('says an external link opens in a new tab in Spanish inside a Spanish LocaleProvider', async () => {
    render(
      <LocaleProvider locale="es-US">
        <Suspense fallback={null}>
          <Link href="https://outages.example.com">Mapa de apagones</Link>
        </Suspense>
      </LocaleProvider>,
    );
    expect(
      await screen.findByRole('link', { name: 'Mapa de apagones (se abre en una pestaña nueva)' }),
    ).toHaveAttribute('target', '_blank');
  });
});
