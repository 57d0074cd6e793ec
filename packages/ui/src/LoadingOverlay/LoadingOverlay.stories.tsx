import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { LoadingOverlay } from './LoadingOverlay';
import { inSpanish } from '../storyLocale';
import { kitStoryParameters } from '../storyParameters';

const onPay = fn();

function Region() {
  return (
    <div style={{ display: 'grid', gap: 12, padding: 16, maxWidth: 420 }}>
      <h2 style={{ margin: 0 }}>Account 1000001</h2>
      <p style={{ margin: 0 }}>Balance due $120.00 on 06/15/2025.</p>
      <Button onPress={onPay}>Pay</Button>
    </div>
  );
}

const meta = {
  title: 'UI/LoadingOverlay',
  component: LoadingOverlay,
  args: { isLoading: true, label: 'Loading your accounts', children: <Region /> },
  argTypes: { children: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    ...kitStoryParameters,
    docs: {
      description: {
        component:
          'Covers a region (or the whole page with `fullPage`) while it loads: a spinner with a visible label, announced politely. The region is `aria-busy` and `inert`: it can be neither clicked nor reached with the keyboard.',
      },
    },
  },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading: the region is busy and blocked. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading your accounts' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your accounts');
    const busy = canvasElement.querySelector('[aria-busy="true"]');
    await expect(busy).toContainElement(canvas.getByText('Balance due $120.00 on 06/15/2025.'));
    // Inert while loading: out of reach of the keyboard, the pointer and assistive technology.
    const pay = canvas.getByText('Pay').closest('button') as HTMLButtonElement;
    await expect(pay.closest('[inert]')).not.toBeNull();
    await userEvent.tab();
    await expect(pay).not.toHaveFocus();
    // A pointer over the button lands on the overlay, not on the button.
    const { left, top, width, height } = pay.getBoundingClientRect();
    const hit = document.elementFromPoint(left + width / 2, top + height / 2);
    await expect(pay.contains(hit)).toBe(false);
  },
};

/** Loaded: the overlay is gone and the region works. */
export const Loaded: Story = {
  args: { isLoading: false },
  play: async ({ canvasElement }) => {
    onPay.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay' }));
    await expect(onPay).toHaveBeenCalledTimes(1);
  },
};

/** The whole page: the overlay covers the screen. */
export const FullPage: Story = {
  args: { fullPage: true, label: 'Signing in' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Signing in' });
    const overlay = bar.closest('[class*="overlay"]') as HTMLElement;
    const box = overlay.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(document.documentElement.clientWidth);
    await expect(Math.round(box.height)).toBe(window.innerHeight);
  },
};

/** Focus inside the region moves to the label while loading and comes back afterwards. */
export const KeepsFocus: Story = {
  args: { isLoading: false },
  render: function Render(args) {
    const [loading, setLoading] = useState(false);
    const refresh = () => {
      setLoading(true);
      setTimeout(() => setLoading(false), 600);
    };
    return (
      <LoadingOverlay {...args} isLoading={loading}>
        <div style={{ padding: 16, display: 'flex', gap: 12, alignItems: 'center' }}>
          <Button onPress={refresh}>Refresh</Button>
          <span>{loading ? 'Refreshing…' : 'Up to date.'}</span>
        </div>
      </LoadingOverlay>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const refresh = canvas.getByRole('button', { name: 'Refresh' });
    await userEvent.tab();
    await expect(refresh).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const label = await canvas.findByText('Loading your accounts');
    await expect(label.closest('[tabindex="-1"]')).toHaveFocus();
    await waitFor(() => expect(canvas.queryByText('Loading your accounts')).toBeNull());
    await expect(refresh).toHaveFocus();
  },
};

/** Under 600px the label wraps inside the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { label: 'Loading your billing and payment history' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    const box = bar.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** In Spanish (US), on the narrowest phone: "Cargando" when no label says what is loading. */
export const InSpanish: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [inSpanish],
  render: () => (
    <LoadingOverlay isLoading>
      <div style={{ display: 'grid', gap: 12, padding: 16, maxWidth: 420 }}>
        <h2 style={{ margin: 0 }}>Cuenta 1000001</h2>
        <p style={{ margin: 0 }}>Saldo a pagar: $120.00 el 15/06/2025.</p>
        <Button>Pagar</Button>
      </div>
    </LoadingOverlay>
  ),
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole('progressbar', { name: 'Cargando' });
    await expect(bar.getBoundingClientRect().right).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
