import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LinkProvider } from '../Link';
import { Tile } from './Tile';
import { inSpanish } from '../storyLocale';
import { kitStoryParameters } from '../storyParameters';

const onPay = fn();
const navigate = fn();

/** A decorative icon for the examples (a card). */
function CardIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none">
      <rect x="3" y="6" width="18" height="12" rx="2" stroke="currentColor" strokeWidth="2" />
      <path d="M3 10h18" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/**
 * What a pointer at the middle of `element` would really hit. (user-event dispatches to the element
 * it is given; a real click lands on whatever is on top at that point.)
 */
function hitAt(element: Element): Element {
  const box = element.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  if (!hit) throw new Error('nothing under the pointer');
  return hit;
}

const meta = {
  title: 'UI/Tile',
  component: Tile,
  args: {
    title: 'Quick Pay',
    icon: <CardIcon />,
    children: 'is a simple, fast and secure way to make payments online without logging in.',
    action: { label: 'Pay now', onPress: onPay },
  },
  parameters: {
    ...kitStoryParameters,
    docs: {
      description: {
        component:
          'A feature tile: icon, title, text and one action (button or link). A press anywhere on the tile runs the action, yet the action is the only control (its hit area is stretched over the tile), so keyboard and screen-reader users meet one button or link, described by the tile text.',
      },
    },
  },
  decorators: [
    (Story, { parameters }) => (
      <LinkProvider navigate={navigate}>
        <div style={{ maxWidth: (parameters.maxWidth as number | undefined) ?? 340 }}>
          <Story />
        </div>
      </LinkProvider>
    ),
  ],
} satisfies Meta<typeof Tile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Quick Pay' })).toBeVisible();
    const action = canvas.getByRole('button', { name: 'Pay now' });
    await expect(action).toHaveAccessibleDescription(/simple, fast and secure/);
    // One control in the tile.
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
  },
};

/** A press on the tile's text runs the action. */
export const PressAnywhere: Story = {
  play: async ({ canvasElement }) => {
    onPay.mockClear();
    const hit = hitAt(within(canvasElement).getByText(/simple, fast and secure/));
    await expect(hit).toBe(within(canvasElement).getByRole('button', { name: 'Pay now' }));
    await userEvent.click(hit);
    await expect(onPay).toHaveBeenCalledTimes(1);
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(hitAt(canvas.getByRole('heading', { name: 'Quick Pay' })));
    await expect(canvas.getByRole('button', { name: 'Pay now' })).toHaveAttribute(
      'data-hovered',
      'true',
    );
  },
};

export const Pressed: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Pay now' });
    await userEvent.pointer({ keys: '[MouseLeft>]', target: button });
    await expect(button).toHaveAttribute('data-pressed', 'true');
  },
};

export const FocusedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Pay now' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    onPay.mockClear();
    await userEvent.keyboard('{Enter}');
    await expect(onPay).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { action: { label: 'Pay now', onPress: onPay, isDisabled: true } },
  play: async ({ canvasElement }) => {
    onPay.mockClear();
    const text = within(canvasElement).getByText(/simple, fast and secure/);
    await expect(hitAt(text)).toBe(text);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pay now' }), {
      pointerEventsCheck: 0,
    });
    await expect(onPay).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: {
    action: {
      label: 'Pay now',
      onPress: onPay,
      isPending: true,
      loadingLabel: 'Opening Quick Pay',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Opening Quick Pay' }),
    ).toBeVisible();
  },
};

/** An internal link (through the app's router): EZ Pay. */
export const LinkAction: Story = {
  args: {
    title: 'EZ Pay',
    children: 'Set up automatic draft payments from your card or bank account.',
    action: { label: 'Set up EZ Pay', href: '/draft-payments', variant: 'secondary' },
  },
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const link = within(canvasElement).getByRole('link', { name: 'Set up EZ Pay' });
    await expect(link).toHaveAttribute('href', '/draft-payments');
    await userEvent.click(hitAt(within(canvasElement).getByText(/automatic draft payments/)));
    await expect(navigate).toHaveBeenCalledWith('/draft-payments', undefined);
  },
};

/** Services and Products: an external provider's site, in a new tab. */
export const ExternalLink: Story = {
  args: {
    title: 'Energy Savings',
    children: 'Rebates and audits from our energy-efficiency partner.',
    action: { label: 'Visit site', href: 'https://energy.example.org/', isExternal: true },
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Visit site (opens in a new tab)',
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** The action alone is the target; the rest of the tile is plain content. */
export const ActionOnlyTarget: Story = {
  args: { isWholeTileClickable: false },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/simple, fast and secure/);
    await expect(hitAt(text)).toBe(text);
  },
};

export const WithoutIcon: Story = { args: { icon: undefined } };

/** The member home's three tiles, in a grid that becomes one column under 600px. */
export const Grid: Story = {
  parameters: { maxWidth: 960 },
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
        gap: 16,
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      <li>
        <Tile title="Paperless" action={{ label: 'Go paperless', href: '/my-profile' }}>
          Get your bills by email instead of paper.
        </Tile>
      </li>
      <li>
        <Tile title="Pay Now" action={{ label: 'Pay now', href: '/billpayments/pay-multiple' }}>
          Pay one or several accounts at once.
        </Tile>
      </li>
      <li>
        <Tile title="EZ Pay" action={{ label: 'Set up EZ Pay', href: '/draft-payments' }}>
          Automatic payments on the due date.
        </Tile>
      </li>
    </ul>
  ),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** In Spanish (US), on the narrowest phone: an external link says so in Spanish. */
export const InSpanish: Story = {
  args: {
    title: 'Mapa de apagones',
    children: 'Vea dónde hay apagones y la hora estimada de restablecimiento.',
    action: {
      label: 'Ver el mapa de apagones',
      href: 'https://outages.example.com',
      isExternal: true,
    },
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [inSpanish],
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', {
      name: 'Ver el mapa de apagones (se abre en una pestaña nueva)',
    });
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
