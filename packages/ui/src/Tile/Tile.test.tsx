import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LinkProvider } from '../Link';
import { LocaleProvider } from '../locale';
import { Tile } from './Tile';

const text = 'is a simple, fast and secure way to make payments online without logging in.';

describe('ui Tile', () => {
  it('has a heading, its text and one button described by the text', () => {
    const { container } = render(
      <Tile title="Quick Pay" icon={<svg />} action={{ label: 'Pay now', onPress: () => {} }}>
        {text}
      </Tile>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Quick Pay' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay now' })).toHaveAccessibleDescription(text);
    expect(container.querySelectorAll('button, a, [tabindex]')).toHaveLength(1);
    expect(container.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
  });

  it('runs the action on click, Enter and Space, with one tab stop', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <>
        <Tile title="Quick Pay" action={{ label: 'Pay now', onPress }}>
          {text}
        </Tile>
        <button type="button">After</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await user.tab();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Pay now' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('does nothing while its action is disabled', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<Tile title="Quick Pay" action={{ label: 'Pay now', onPress, isDisabled: true }} />);
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(onPress).not.toHaveBeenCalled();
  });

  it('navigates an internal link through the app router', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <LinkProvider navigate={navigate}>
        <Tile title="EZ Pay" action={{ label: 'Set up EZ Pay', href: '/draft-payments' }} />
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Set up EZ Pay' });
    expect(link).not.toHaveAttribute('target');
    await user.click(link);
    expect(navigate).toHaveBeenCalledWith('/draft-payments', undefined);
  });

  it('titles itself with a native heading of the level asked for', () => {
    render(
      <Tile title="Paperless" headingLevel={2} action={{ label: 'Open', href: '/my-profile' }} />,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Paperless' });
    expect(heading.tagName).toBe('H2');
  });

  it('marks its link action hovered by a mouse and focused from the keyboard, for the tile styles', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <LinkProvider navigate={navigate}>
        <button type="button">Before</button>
        <Tile title="EZ Pay" action={{ label: 'Set up EZ Pay', href: '/draft-payments' }} />
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Set up EZ Pay' });
    await user.hover(link);
    expect(link).toHaveAttribute('data-hovered', 'true');
    await user.unhover(link);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('data-focus-visible', 'true');
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/draft-payments', undefined);
  });

  it('opens an external link in a new tab, safely, and says so', () => {
    render(
      <Tile
        title="Tree Trimming"
        action={{ label: 'Visit site', href: 'https://trees.example.org', isExternal: true }}
        messages={{ newTab: '(new tab)' }}
      />,
    );
    const link = screen.getByRole('link', { name: 'Visit site (new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('announces loading and ignores presses meanwhile', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Tile
        title="Quick Pay"
        action={{ label: 'Pay now', onPress, isPending: true, loadingLabel: 'Opening' }}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Opening' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Pay now/ }));
    expect(onPress).not.toHaveBeenCalled();
  });

  it('says an external action opens in a new tab in Spanish inside a Spanish LocaleProvider', async () => {
    render(
      <LocaleProvider locale="es-US">
        <Suspense fallback={null}>
          <Tile
            title="Mapa de apagones"
            action={{ label: 'Ver el mapa', href: 'https://outages.example.com', isExternal: true }}
          />
          <Tile
            title="Pago rápido"
            action={{ label: 'Pagar', onPress: () => {}, isPending: true }}
          />
        </Suspense>
      </LocaleProvider>,
    );
    expect(
      await screen.findByRole('link', { name: 'Ver el mapa (se abre en una pestaña nueva)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Cargando' })).toBeInTheDocument();
  });
});
