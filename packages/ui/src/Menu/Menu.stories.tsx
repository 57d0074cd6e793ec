import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger, SubmenuTrigger } from './Menu';
import { inSpanish } from '../storyLocale';
import { kitStoryParameters } from '../storyParameters';

const screen = within(document.body);

const meta = {
  title: 'UI/Menu',
  component: Menu,
  subcomponents: { MenuTrigger, MenuItem, MenuSection, MenuSeparator, SubmenuTrigger },
  args: { onAction: fn(), placement: 'bottom start' },
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary">Jane Member</Button>
      <Menu {...args}>
        <MenuItem id="profile" href="#my-profile">
          My Profile
        </MenuItem>
        <MenuItem id="sign-out">Sign Out</MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  parameters: {
    ...kitStoryParameters,
    docs: {
      description: {
        component:
          'A button that opens a menu of actions and links: arrow keys move, Enter/Space choose, typing jumps, Escape closes and focus returns to the button. Sections with titles, separators and submenus. The stories open it in a play function.',
      },
    },
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement, name = 'Jane Member') {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  return screen.findByRole('menu');
}

/** The profile menu: a link and an action. */
export const ProfileMenu: Story = {
  play: async ({ args, canvasElement }) => {
    const menu = await open(canvasElement);
    await expect(menu).toHaveAccessibleName('Jane Member');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['My Profile', 'Sign Out']);
    await expect(items[0]).toHaveAttribute('href', '#my-profile');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    await expect(args.onAction).toHaveBeenCalledWith('sign-out', undefined);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** Open, with the pointer over an item. */
export const ItemHovered: Story = {
  play: async ({ canvasElement }) => {
    const menu = await open(canvasElement);
    const item = within(menu).getByRole('menuitem', { name: 'Sign Out' });
    await userEvent.hover(item);
    await expect(item).toHaveAttribute('data-hovered', 'true');
  },
};

/** Held down: the pressed style stays on for review. */
export const ItemPressed: Story = {
  play: async ({ canvasElement }) => {
    const menu = await open(canvasElement);
    const item = within(menu).getByRole('menuitem', { name: 'Sign Out' });
    await userEvent.pointer({ keys: '[MouseLeft>]', target: item });
    await expect(item).toHaveAttribute('data-pressed', 'true');
  },
};

/** Keyboard: Enter opens on the first item, arrows move, Escape closes and focus returns. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Jane Member' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const [profile, signOut] = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(profile).toHaveFocus());
    await expect(profile).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(signOut).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    const reopened = await screen.findByRole('menu');
    await expect(within(reopened).getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('sign-out', undefined);
  },
};

/** Sections with titles, a separator, a disabled item and external links. */
export const SectionsAndSeparators: Story = {
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary">More</Button>
      <Menu {...args}>
        <MenuSection title="Programs">
          <MenuItem id="roundup" href="#operation-roundup">
            Operation RoundUp
          </MenuItem>
          <MenuItem id="services" href="#services-products">
            Services and Products
          </MenuItem>
          <MenuItem id="capital-credits" isDisabled>
            Capital Credits
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuSection title="Help">
          <MenuItem id="contact">Contact Us</MenuItem>
          <MenuItem id="faq" href="https://example.coop/faq" target="_blank" rel="noreferrer">
            FAQs/Help
          </MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvasElement }) => {
    const menu = await open(canvasElement, 'More');
    await expect(within(menu).getByRole('group', { name: 'Programs' })).toBeVisible();
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
    await expect(within(menu).getByRole('menuitem', { name: 'Capital Credits' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(
      within(menu).getByRole('menuitem', { name: 'FAQs/Help (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank');
  },
};

/** A submenu opens with the right arrow and closes with the left arrow. */
export const Submenu: Story = {
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary">More</Button>
      <Menu {...args}>
        <MenuItem id="contact">Contact Us</MenuItem>
        <SubmenuTrigger>
          <MenuItem id="account-services">Account Services</MenuItem>
          <Menu onAction={args.onAction}>
            <MenuItem id="start-service">Start Service</MenuItem>
            <MenuItem id="stop-service">Stop Service</MenuItem>
          </Menu>
        </SubmenuTrigger>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'More' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const parent = within(menu).getByRole('menuitem', { name: 'Account Services' });
    await expect(parent).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.keyboard('{ArrowDown}');
    await expect(parent).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getAllByRole('menu')).toHaveLength(2));
    const submenu = screen.getAllByRole('menu')[1] as HTMLElement;
    const start = within(submenu).getByRole('menuitem', { name: 'Start Service' });
    await waitFor(() => expect(start).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(screen.getAllByRole('menu')).toHaveLength(1));
    await expect(parent).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getAllByRole('menu')).toHaveLength(2));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('stop-service', undefined);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Items that are chosen: a check shows the selected one. */
export const SingleSelection: Story = {
  render: function Render(args) {
    const [selected, setSelected] = useState<Set<string | number>>(new Set(['kwh']));
    return (
      <MenuTrigger>
        <Button variant="secondary">Units</Button>
        <Menu
          {...args}
          aria-label="Units"
          selectionMode="single"
          selectedKeys={selected}
          onSelectionChange={(keys) => setSelected(new Set(keys as Set<string>))}
        >
          <MenuItem id="kwh">Kilowatt-hours</MenuItem>
          <MenuItem id="cost">Cost</MenuItem>
        </Menu>
      </MenuTrigger>
    );
  },
  play: async ({ canvasElement }) => {
    const menu = await open(canvasElement, 'Units');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Kilowatt-hours' })).toBeChecked();
    await expect(within(menu).getByRole('menuitemradio', { name: 'Cost' })).not.toBeChecked();
  },
};

/** Under 600px the menu stays on screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { placement: 'bottom end' },
  play: async ({ canvasElement }) => {
    const menu = await open(canvasElement);
    const box = menu.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    for (const item of within(menu).getAllByRole('menuitem')) {
      await expect(item.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** In Spanish (US), on the narrowest phone: a link that opens in a new tab says so in Spanish. */
export const InSpanish: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { placement: 'bottom end' },
  decorators: [inSpanish],
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary">Ayuda</Button>
      <Menu {...args}>
        <MenuItem id="faq" href="https://example.com/preguntas" target="_blank">
          Preguntas frecuentes
        </MenuItem>
        <MenuItem id="contact" href="#contactenos">
          Contáctenos
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Ayuda' }));
    const menu = await screen.findByRole('menu');
    const item = within(menu).getByRole('menuitem', {
      name: 'Preguntas frecuentes (se abre en una pestaña nueva)',
    });
    // Visible once the menu's entering animation is over.
    await waitFor(() => expect(item).toBeVisible());
    await expect(menu.getBoundingClientRect().right).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
