import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QrCode } from './QrCode';
import { qrCodeLevels } from './qrPath';
import { inSpanish } from '../storyLocale';
import { kitStoryParameters } from '../storyParameters';

const totpUri =
  'otpauth://totp/Prairie%20Rivers%20Co-op:jdoe?secret=JBSWY3DPEHPK3PXP&issuer=Prairie%20Rivers%20Co-op';

/** Sum of the channels of a computed `rgb(…)` colour: enough to tell light from dark. */
function lightness(colour: string): number {
  return (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).reduce((sum, c) => sum + Number(c), 0);
}

const meta = {
  title: 'UI/QrCode',
  component: QrCode,
  args: {
    value: totpUri,
    label: 'QR code to set up your authenticator app',
    size: 150,
    level: 'M',
  },
  argTypes: { level: { control: 'inline-radio', options: qrCodeLevels } },
  parameters: {
    ...kitStoryParameters,
    docs: {
      description: {
        component:
          'A QR code as an SVG (`role="img"`, named by `label`), with size and error-correction level (L, M, Q, H). It stays dark on a light plate in both themes so phones can scan it.',
      },
    },
  },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The MFA set-up code: size 150, error correction M. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', {
      name: 'QR code to set up your authenticator app',
    });
    await expect(image).toHaveAttribute('width', '150');
    await expect(image).toHaveAttribute('data-level', 'M');
    // Dark modules on a light plate in either theme, so phones can scan it.
    const root = document.documentElement;
    const theme = root.getAttribute('data-coop-theme');
    try {
      for (const scheme of ['light', 'dark']) {
        root.setAttribute('data-coop-theme', scheme);
        const plate = getComputedStyle(image.querySelector('rect')!).fill;
        const modules = getComputedStyle(image.querySelector('path')!).fill;
        await expect(lightness(plate) - lightness(modules)).toBeGreaterThan(500);
      }
    } finally {
      if (theme === null) root.removeAttribute('data-coop-theme');
      else root.setAttribute('data-coop-theme', theme);
    }
  },
};

export const WithCaption: Story = {
  args: { caption: 'Scan this code with your authenticator app.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('figure', { name: 'Scan this code with your authenticator app.' }),
    ).toBeVisible();
  },
};

export const ErrorCorrectionLevels: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
      {qrCodeLevels.map((level) => (
        <QrCode
          key={level}
          {...args}
          level={level}
          label={`QR code, error correction ${level}`}
          caption={`Level ${level}`}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const images = within(canvasElement).getAllByRole('img');
    const versions = images.map((image) => Number(image.getAttribute('data-version')));
    // More error correction needs at least as large a code for the same text.
    await expect([...versions].sort((a, b) => a - b)).toEqual(versions);
  },
};

export const Large: Story = { args: { size: 280, level: 'H' } };

/** In a narrow container the code scales down instead of overflowing. */
export const Narrow: Story = {
  args: { size: 280 },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 200 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img');
    await expect(image.getBoundingClientRect().width).toBeLessThanOrEqual(200);
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading the code' })).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** Nothing to encode (or too long for a QR code): a message instead of a broken code. */
export const Empty: Story = {
  args: { value: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The code cannot be shown.')).toBeVisible();
  },
};

/** In Spanish (US), on the narrowest phone: the message shown when there is no code. */
export const InSpanish: Story = {
  args: { value: '' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [inSpanish],
  play: async ({ canvasElement }) => {
    const message = await within(canvasElement).findByText('No se puede mostrar el código.');
    await expect(message).toBeVisible();
    await expect(message.scrollWidth).toBeLessThanOrEqual(message.clientWidth);
  },
};
