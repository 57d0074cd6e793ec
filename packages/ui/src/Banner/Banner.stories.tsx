import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Banner, bannerTones } from './Banner';
import { inSpanish } from '../storyLocale';
import { kitStoryParameters } from '../storyParameters';

const meta = {
  title: 'UI/Banner',
  component: Banner,
  args: {
    tone: 'warning',
    children:
      'Due to severe weather, crews are restoring power across the service area. Check the outage map for updates.',
  },
  argTypes: { tone: { control: 'inline-radio', options: bannerTones } },
  parameters: {
    ...kitStoryParameters,
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'A full-width announcement strip (e.g. the emergency announcement). A named region with a tone icon and an optional close button; it stores nothing — the app remembers that the member closed it.',
      },
    },
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Announcement' });
    await expect(region).toHaveTextContent(/^Warning: Due to severe weather/);
  },
};

export const WithTitle: Story = {
  args: {
    tone: 'error',
    title: 'Emergency:',
    children: 'Boil water notice for the north district.',
  },
};

export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {bannerTones.map((tone) => (
        <Banner key={tone} {...args} tone={tone} label={`${tone} announcement`}>
          A {tone} announcement.
        </Banner>
      ))}
    </div>
  ),
};

export const Closable: Story = {
  args: { onClose: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Close announcement' }),
    );
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const CloseHovered: Story = {
  args: { onClose: fn() },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close announcement' });
    await userEvent.hover(button);
    await expect(button).toHaveAttribute('data-hovered', 'true');
  },
};

export const CloseFocusedByKeyboard: Story = {
  args: { onClose: fn() },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close announcement' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
  },
};

/** The app owns the closed state (the portal keeps it in local storage). */
export const ClosedByTheApp: Story = {
  render: function Render(args) {
    const [closed, setClosed] = useState(false);
    return closed ? (
      <Button onPress={() => setClosed(false)}>Show the announcement again</Button>
    ) : (
      <Banner {...args} onClose={() => setClosed(true)} />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Close announcement' }));
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

/** Under 600px the text wraps and the close button stays in reach. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { onClose: fn() },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close announcement' });
    const box = button.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expect(box.width).toBeGreaterThanOrEqual(44);
  },
};

/** In Spanish (US), on the narrowest phone: the region, tone and close button in Spanish. */
export const InSpanish: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: {
    onClose: fn(),
    children:
      'Debido al mal tiempo, las cuadrillas están restableciendo el servicio en toda el área de servicio. Consulte el mapa de apagones para ver las novedades.',
  },
  decorators: [inSpanish],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Anuncio' });
    await expect(region).toHaveTextContent(/^Advertencia: Debido al mal tiempo/);
    const button = canvas.getByRole('button', { name: 'Cerrar el anuncio' });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
