import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link, LinkProvider, linkVariants } from './Link';
import { inSpanish } from '../storyLocale';
import { kitStoryParameters } from '../storyParameters';

const navigate = fn();

const meta = {
  title: 'UI/Link',
  component: Link,
  args: { href: '/accountoverview', children: 'Account Overview', variant: 'inline' },
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
  parameters: {
    ...kitStoryParameters,
    docs: {
      description: {
        component:
          'A native `<a href>`. A plain click (or Enter) on an internal path goes through the app router given ' +
          'to `LinkProvider`; modifier and middle clicks, downloads and other origins are left to the browser. ' +
          'An absolute `http(s)` address, or `isExternal`, opens in a new tab with `rel="noopener noreferrer"`, ' +
          'an arrow icon and “(opens in a new tab)” for screen readers. In these stories a `LinkProvider` ' +
          'records navigation instead of leaving the page.',
      },
    },
  },
  decorators: [
    (Story) => (
      <LinkProvider navigate={navigate}>
        <Story />
      </LinkProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p style={{ maxWidth: 480 }}>
      Review your balance and bills on the <Link {...args} /> page.
    </p>
  ),
};

export const Standalone: Story = {
  args: { variant: 'standalone', href: '/forgot-password', children: 'Forgot password?' },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {linkVariants.map((variant) => (
        <Link key={variant} {...args} variant={variant}>
          {`${variant} link`}
        </Link>
      ))}
    </div>
  ),
};

/** An absolute address opens in a new tab and says so, visibly and to screen readers. */
export const External: Story = {
  args: { href: 'https://outage.example.coop/map', children: 'Outage Map', variant: 'standalone' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Outage Map (opens in a new tab)',
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const ExternalInline: Story = {
  render: (args) => (
    <p style={{ maxWidth: 480 }}>
      Read more on the <Link {...args} /> before you apply.
    </p>
  ),
  args: { href: 'https://www.example.coop', children: 'co-op website' },
};

/** A same-site document that should still open in a new tab (e.g. a member information PDF). */
export const ExternalByProp: Story = {
  args: { href: '/docs/bylaws.pdf', isExternal: true, children: 'Co-op bylaws' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Co-op bylaws (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank');
  },
};

/** Pressing an internal link asks the app router to navigate; the page is not reloaded. */
export const NavigatesThroughRouter: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Account Overview' }));
    await expect(navigate).toHaveBeenCalledWith('/accountoverview', undefined);
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Account Overview' });
    await userEvent.hover(link);
    await expect(link).toHaveAttribute('data-hovered', 'true');
  },
};

/** Held down: the pressed style stays on for review. */
export const Pressed: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Account Overview' });
    await userEvent.pointer({ keys: '[MouseLeft>]', target: link });
    await expect(link).toHaveAttribute('data-pressed', 'true');
  },
};

export const FocusedByKeyboard: Story = {
  args: { variant: 'standalone' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Account Overview' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/accountoverview', undefined);
  },
};

/** The current page in a list of links (`aria-current="page"`). */
export const Current: Story = {
  args: { variant: 'standalone', 'aria-current': 'page' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Account Overview' }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

export const Disabled: Story = {
  args: { variant: 'standalone', isDisabled: true },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Account Overview' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link, { pointerEventsCheck: 0 });
    await expect(navigate).not.toHaveBeenCalled();
  },
};

/** Under 600px a standalone link keeps its 24 px target and wraps long text. */
export const Narrow: Story = {
  args: {
    variant: 'standalone',
    href: '/member-info-docs',
    children: 'Member information documents and annual reports',
  },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <Link {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('link').getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(24);
  },
};

/** In Spanish (US): an external link says, in Spanish, that it opens in a new tab. */
export const InSpanish: Story = {
  args: { href: 'https://outages.example.com', children: 'Mapa de apagones' },
  decorators: [inSpanish],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', {
        name: /^Mapa de apagones ?\(se abre en una pestaña nueva\)$/,
      }),
    ).toHaveAttribute('target', '_blank');
  },
};
