import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DialogTrigger } from '../Dialog';
import { media } from '../theme/tokens';
import { PdfDialog } from './PdfDialog';
import { samplePdfBase64 } from './samplePdf';
import { inSpanish } from '../storyLocale';
import { kitStoryParameters } from '../storyParameters';

const screen = within(document.body);

const meta = {
  title: 'UI/PdfDialog',
  component: PdfDialog,
  args: {
    title: 'Bill',
    fileName: 'bill-2025-05.pdf',
    base64: samplePdfBase64,
    onOpenChange: fn(),
  },
  argTypes: { base64: { control: 'text' } },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">View bill</Button>
      <PdfDialog {...args} />
    </DialogTrigger>
  ),
  parameters: {
    ...kitStoryParameters,
    docs: {
      description: {
        component:
          'Shows a PDF from base64 bytes (as the API sends bills) in a 94% × 90% dialog, full-screen under 600px, with a titled frame and a download link named after the file. The bytes become an object URL while open — no network — revoked on close. Empty or invalid bytes show a message. The stories open it in a play function.',
      },
    },
  },
} satisfies Meta<typeof PdfDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'View bill' }));
  return screen.findByRole('dialog', { name: 'Bill' });
}

export const Bill: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    const frame = (await within(dialog).findByTitle('bill-2025-05.pdf')) as HTMLIFrameElement;
    await expect(frame.getAttribute('src')).toMatch(/^blob:/);
    const link = within(dialog).getByRole('link', { name: 'Download bill-2025-05.pdf' });
    await expect(link).toHaveAttribute('download', 'bill-2025-05.pdf');
    await expect(link).toHaveAttribute('href', frame.getAttribute('src'));
    const blob = await (await fetch(frame.src)).blob();
    await expect(blob.type).toBe('application/pdf');
    const box = (dialog.parentElement as HTMLElement).getBoundingClientRect();
    const vw = document.documentElement.clientWidth;
    const mobile = window.matchMedia(media.mobile).matches;
    await expect(Math.round(box.width)).toBe(Math.round(mobile ? vw : vw * 0.94));
  },
};

/** The download link focused from the keyboard. */
export const DownloadFocused: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    const link = await within(dialog).findByRole('link', { name: 'Download bill-2025-05.pdf' });
    for (let i = 0; i < 6 && document.activeElement !== link; i += 1) await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.matches(':focus-visible')).toBe(true);
  },
};

/** No bytes: the dialog says so, and there is nothing to download. */
export const Empty: Story = {
  args: { base64: '', emptyMessage: 'Bill History File not found.' },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Error: Bill History File not found.',
    );
    await expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
  },
};

/** Bytes that are not a PDF. */
export const Invalid: Story = {
  args: { base64: btoa('<html>Not found</html>') },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The document could not be opened.',
    );
    await expect(within(dialog).queryByTitle('bill-2025-05.pdf')).not.toBeInTheDocument();
  },
};

/** While the bytes are on their way. */
export const Loading: Story = {
  args: { isLoading: true, base64: null },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(
      within(dialog).getByRole('progressbar', { name: 'Loading document' }),
    ).toBeVisible();
  },
};

/** Closing the dialog revokes the object URL. */
export const RevokedOnClose: Story = {
  play: async ({ canvasElement }) => {
    const revoke = spyOn(URL, 'revokeObjectURL');
    try {
      const dialog = await open(canvasElement);
      const frame = (await within(dialog).findByTitle('bill-2025-05.pdf')) as HTMLIFrameElement;
      const src = frame.getAttribute('src');
      revoke.mockClear();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(revoke).toHaveBeenCalledWith(src);
    } finally {
      revoke.mockRestore();
    }
  },
};

/** Under 600px wide it takes the whole screen; the download link stays in view. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { title: 'Bill', fileName: 'delinquent-notice.pdf' },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    const box = (dialog.parentElement as HTMLElement).getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(document.documentElement.clientWidth);
    await expect(
      within(dialog).getByRole('link', { name: 'Download delinquent-notice.pdf' }),
    ).toBeVisible();
  },
};

/** In Spanish (US), on the narrowest phone: the download link and close button in Spanish. */
export const InSpanish: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { title: 'Factura', fileName: 'aviso-de-morosidad.pdf' },
  decorators: [inSpanish],
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Ver factura</Button>
      <PdfDialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Ver factura' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Factura' });
    // Visible once the dialog's entering animation is over.
    await waitFor(() =>
      expect(
        within(dialog).getByRole('link', { name: 'Descargar aviso-de-morosidad.pdf' }),
      ).toBeVisible(),
    );
    await expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeVisible();
  },
};
