import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastProvider, useToast, type ToastOptions } from './Toast';
import { inSpanish } from '../storyLocale';
import { kitStoryParameters } from '../storyParameters';

const screen = within(document.body);

function ShowButton({ message, options }: { message: string; options?: ToastOptions }) {
  const toast = useToast();
  return <Button onPress={() => toast.show(message, options)}>Save</Button>;
}

/** Shows one toast when the story opens, for review. */
function ShowOnMount({ message, options }: { message: string; options?: ToastOptions }) {
  const toast = useToast();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toast.show(message, options);
  }, [toast, message, options]);
  return null;
}

const meta = {
  title: 'UI/Toast',
  component: ToastProvider,
  args: { timeout: 8000 },
  render: (args) => (
    <ToastProvider {...args}>
      <ShowButton message="Your profile was updated." />
    </ToastProvider>
  ),
  parameters: {
    ...kitStoryParameters,
    docs: {
      description: {
        component:
          'Short success messages: `<ToastProvider>` around the app, `useToast().success(message)` to show one. Announced politely (`role="status"`), dismissible, closes by itself after `timeout` — paused while the pointer is over the toasts or focus is in them (WCAG 2.2.1). The stories show a toast in a play function.',
      },
    },
  },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

async function show(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
  return screen.findByRole('alertdialog');
}

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const toast = await show(canvasElement);
    await expect(toast).toHaveAccessibleName('Your profile was updated.');
    const status = within(toast).getByRole('status');
    await expect(status).toHaveTextContent('Success: Your profile was updated.');
    await expect(screen.getByRole('region', { name: 'Notifications' })).toContainElement(toast);
  },
};

export const WithTitle: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <ShowButton
        message="Confirmation number 4F7K2. A receipt was sent to your email."
        options={{ title: 'Payment submitted' }}
      />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const toast = await show(canvasElement);
    await expect(toast).toHaveAccessibleName('Payment submitted');
    await expect(toast).toHaveAccessibleDescription(
      'Confirmation number 4F7K2. A receipt was sent to your email.',
    );
  },
};

export const Info: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <ShowOnMount
        message="Usage data is updated daily."
        options={{ tone: 'info', timeout: null }}
      />
    </ToastProvider>
  ),
  play: async () => {
    const toast = await screen.findByRole('alertdialog');
    await expect(within(toast).getByRole('status')).toHaveTextContent(
      'Information: Usage data is updated daily.',
    );
  },
};

/** Several at once: the newest on top. */
export const Stacked: Story = {
  render: function Render(args) {
    return (
      <ToastProvider {...args}>
        <ShowOnMount message="Your profile was updated." options={{ timeout: null }} />
        <ShowOnMount
          message="Paperless billing is on."
          options={{ title: 'Paperless Options', timeout: null }}
        />
      </ToastProvider>
    );
  },
  play: async () => {
    await waitFor(() => expect(screen.getAllByRole('alertdialog')).toHaveLength(2));
  },
};

const onToastClose = fn();

/** The close button removes it and its `onClose` runs. */
export const Dismissed: Story = {
  args: { timeout: 60_000 },
  render: (args) => (
    <ToastProvider {...args}>
      <ShowButton message="Your profile was updated." options={{ onClose: onToastClose }} />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    onToastClose.mockClear();
    const toast = await show(canvasElement);
    const close = within(toast).getByRole('button', { name: 'Close' });
    await userEvent.hover(close);
    await expect(close).toHaveAttribute('data-hovered', 'true');
    await userEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(onToastClose).toHaveBeenCalledTimes(1);
  },
};

/** Keyboard: Tab reaches the toast and its close button; Enter closes it. */
export const KeyboardFocus: Story = {
  args: { timeout: 60_000 },
  play: async ({ canvasElement }) => {
    const save = within(canvasElement).getByRole('button', { name: 'Save' });
    await userEvent.tab();
    await expect(save).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const toast = await screen.findByRole('alertdialog');
    await userEvent.tab();
    await expect(toast).toHaveFocus();
    await expect(toast).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.tab();
    const close = within(toast).getByRole('button', { name: 'Close' });
    await expect(close).toHaveFocus();
    await expect(close).toHaveAttribute('data-focus-visible', 'true');
  },
};

/** Closes by itself after its timeout. */
export const AutoDismiss: Story = {
  args: { timeout: 800 },
  play: async ({ canvasElement }) => {
    await show(canvasElement);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  },
};

/** The time stops while the pointer is over the toast, and starts again when it leaves. */
export const PausedOnHover: Story = {
  args: { timeout: 800 },
  play: async ({ canvasElement }) => {
    const toast = await show(canvasElement);
    await userEvent.hover(toast);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(toast).toBeInTheDocument();
    await userEvent.unhover(toast);
    await userEvent.hover(canvasElement);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  },
};

/** Under 600px it spans the width of the screen, above the bottom edge. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { timeout: 60_000 },
  play: async ({ canvasElement }) => {
    const toast = await show(canvasElement);
    const box = toast.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

/** In Spanish (US), on the narrowest phone: the region, tone and close button in Spanish. */
export const InSpanish: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [inSpanish],
  render: () => (
    <ToastProvider timeout={60_000}>
      <ShowOnMount message="Su perfil se actualizó." />
    </ToastProvider>
  ),
  play: async () => {
    const region = await screen.findByRole('region', { name: 'Notificaciones' });
    await expect(within(region).getByRole('status')).toHaveTextContent(
      'Éxito: Su perfil se actualizó.',
    );
    const close = within(region).getByRole('button', { name: 'Cerrar' });
    await expect(close.getBoundingClientRect().right).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
