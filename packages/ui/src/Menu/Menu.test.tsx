import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { LinkProvider } from '../Link';
import { LocaleProvider } from '../locale';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger, SubmenuTrigger } from './Menu';

function ProfileMenu({ onAction }: { onAction: (key: string | number) => void }) {
  return (
    <MenuTrigger>
      <Button>Jane Member</Button>
      <Menu onAction={onAction}>
        <MenuItem id="profile" href="/my-profile">
          My Profile
        </MenuItem>
        <MenuItem id="sign-out">Sign Out</MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

describe('ui Menu', () => {
  it('opens from its button, named by it, with a link and an action', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(<ProfileMenu onAction={onAction} />);
    const trigger = screen.getByRole('button', { name: 'Jane Member' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    const menu = screen.getByRole('menu', { name: 'Jane Member' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute(
      'href',
      '/my-profile',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    expect(onAction).toHaveBeenCalledWith('sign-out', undefined);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it("follows an item's link through the app's router given to LinkProvider, with its base path", async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <LinkProvider navigate={navigate} useHref={(href) => `/portal${href}`}>
        <ProfileMenu onAction={vi.fn()} />
      </LinkProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Jane Member' }));
    const item = within(screen.getByRole('menu')).getByRole('menuitem', { name: 'My Profile' });
    expect(item).toHaveAttribute('href', '/portal/my-profile');
    await user.click(item);
    expect(navigate).toHaveBeenCalledWith('/my-profile', undefined);
  });

  it('works from the keyboard and returns focus to its button', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(<ProfileMenu onAction={onAction} />);
    const trigger = screen.getByRole('button', { name: 'Jane Member' });
    await user.tab();
    await user.keyboard('{Enter}');
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await user.keyboard('{ArrowUp}');
    const reopened = within(screen.getByRole('menu')).getAllByRole('menuitem');
    await waitFor(() => expect(reopened[1]).toHaveFocus());
    await user.keyboard(' ');
    expect(onAction).toHaveBeenCalledWith('sign-out', undefined);
  });

  it('groups items in named sections with separators and skips disabled items', async () => {
    const user = userEvent.setup();
    render(
      <MenuTrigger>
        <Button>More</Button>
        <Menu>
          <MenuSection title="Programs">
            <MenuItem id="roundup">Operation RoundUp</MenuItem>
            <MenuItem id="credits" isDisabled>
              Capital Credits
            </MenuItem>
          </MenuSection>
          <MenuSeparator />
          <MenuSection aria-label="Help">
            <MenuItem id="contact">Contact Us</MenuItem>
            <MenuItem id="faq" href="https://example.coop/faq" target="_blank">
              FAQs/Help
            </MenuItem>
          </MenuSection>
        </Menu>
      </MenuTrigger>,
    );
    await user.click(screen.getByRole('button', { name: 'More' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('group', { name: 'Programs' })).toBeInTheDocument();
    expect(within(menu).getByRole('group', { name: 'Help' })).toBeInTheDocument();
    expect(within(menu).getByRole('separator')).toBeInTheDocument();
    expect(
      within(menu).getByRole('menuitem', { name: 'FAQs/Help (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank');
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Operation RoundUp' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Contact Us' })).toHaveFocus();
  });

  it('opens a submenu with the right arrow and closes it with the left arrow', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(
      <MenuTrigger>
        <Button>More</Button>
        <Menu>
          <SubmenuTrigger>
            <MenuItem id="account-services">Account Services</MenuItem>
            <Menu onAction={onAction}>
              <MenuItem id="start">Start Service</MenuItem>
            </Menu>
          </SubmenuTrigger>
        </Menu>
      </MenuTrigger>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    const parent = screen.getByRole('menuitem', { name: 'Account Services' });
    await waitFor(() => expect(parent).toHaveFocus());
    expect(parent).toHaveAttribute('aria-haspopup', 'menu');
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getAllByRole('menu')).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Start Service' })).toHaveFocus(),
    );
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(screen.getAllByRole('menu')).toHaveLength(1));
    expect(parent).toHaveFocus();
  });

  it('says a link opens in a new tab in Spanish, and opens at once, inside a Spanish LocaleProvider', async () => {
    const user = userEvent.setup();
    render(
      <LocaleProvider locale="es-US">
        <Suspense fallback={<p>Cargando la página</p>}>
          <MenuTrigger>
            <Button>Ayuda</Button>
            <Menu>
              <MenuItem id="faq" href="https://example.com/faq" target="_blank">
                Preguntas frecuentes
              </MenuItem>
            </Menu>
          </MenuTrigger>
        </Suspense>
      </LocaleProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Ayuda' }));
    // The menu's words were loaded with its button: opening it never shows the page's fallback.
    expect(screen.queryByText('Cargando la página')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('menu')).getByRole('menuitem', {
        name: 'Preguntas frecuentes (se abre en una pestaña nueva)',
      }),
    ).toBeInTheDocument();
  });
});
