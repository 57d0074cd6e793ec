import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { LocaleProvider } from '../locale';
import { decodePdfBase64 } from './decodePdf';
import { PdfDialog } from './PdfDialog';
import { samplePdfBase64 } from './samplePdf';

// jsdom has no object URLs: count them instead.
let created: string[];
let revoked: string[];
beforeEach(() => {
  created = [];
  revoked = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: vi.fn((blob: Blob) => {
      const url = `blob:test/${created.length}-${blob.type}`;
      created.push(url);
      return url;
    }),
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    value: vi.fn((url: string) => revoked.push(url)),
  });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

function Viewer({ base64 = samplePdfBase64 }: { base64?: string | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>View bill</Button>
      <PdfDialog
        title="Bill"
        fileName="bill-2025-05.pdf"
        base64={base64}
        isOpen={open}
        onOpenChange={setOpen}
        emptyMessage="Bill History File not found."
      />
    </>
  );
}

describe('ui PdfDialog', () => {
  it('shows the PDF in a titled frame with a download link named after the file', async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(<Viewer />);
    await user.click(screen.getByRole('button', { name: 'View bill' }));
    const dialog = screen.getByRole('dialog', { name: 'Bill' });
    const frame = within(dialog).getByTitle('bill-2025-05.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'blob:test/0-application/pdf');
    const link = within(dialog).getByRole('link', { name: 'Download bill-2025-05.pdf' });
    expect(link).toHaveAttribute('download', 'bill-2025-05.pdf');
    expect(link).toHaveAttribute('href', 'blob:test/0-application/pdf');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('revokes the object URL when it closes, and makes a new one when it opens again', async () => {
    const user = userEvent.setup();
    render(<Viewer />);
    await user.click(screen.getByRole('button', { name: 'View bill' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(revoked).toEqual(created);
    expect(created).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'View bill' }));
    expect(created).toHaveLength(2);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(revoked).toEqual(created);
  });

  it('says so when there are no bytes, with nothing to download', async () => {
    const user = userEvent.setup();
    render(<Viewer base64={null} />);
    await user.click(screen.getByRole('button', { name: 'View bill' }));
    const dialog = screen.getByRole('dialog', { name: 'Bill' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Bill History File not found.');
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    expect(created).toEqual([]);
  });

  it('says so when the bytes are not a PDF', async () => {
    const user = userEvent.setup();
    render(<Viewer base64="not base64 at all!" />);
    await user.click(screen.getByRole('button', { name: 'View bill' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The document could not be opened.');
  });

  it('shows a spinner while loading', () => {
    render(<PdfDialog title="Bill" fileName="b.pdf" isOpen isLoading />);
    expect(screen.getByRole('progressbar', { name: 'Loading document' })).toBeInTheDocument();
    expect(created).toEqual([]);
  });

  it('is not closed by a click outside unless asked', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <PdfDialog
        title="Bill"
        fileName="b.pdf"
        base64={samplePdfBase64}
        isOpen
        onOpenChange={onOpenChange}
      />,
    );
    await user.click(document.body);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('names its download link, close button and spinner in Spanish inside a Spanish LocaleProvider', async () => {
    const inSpanish = (dialog: ReactNode) => (
      <LocaleProvider locale="es-US">
        <Suspense fallback={null}>{dialog}</Suspense>
      </LocaleProvider>
    );
    const { unmount } = render(
      inSpanish(<PdfDialog isOpen title="Estado de cuenta" fileName="estado.pdf" isLoading />),
    );
    expect(
      await screen.findByRole('progressbar', { name: 'Cargando el documento' }),
    ).toBeInTheDocument();
    unmount();
    render(
      inSpanish(
        <PdfDialog
          isOpen
          title="Factura"
          fileName="factura-2025-05.pdf"
          base64={samplePdfBase64}
        />,
      ),
    );
    const bill = await screen.findByRole('dialog', { name: 'Factura' });
    expect(
      within(bill).getByRole('link', { name: 'Descargar factura-2025-05.pdf' }),
    ).toBeInTheDocument();
    expect(within(bill).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });
});

describe('ui PdfDialog decodePdfBase64', () => {
  it('decodes a PDF, with or without a data URL prefix and line breaks', async () => {
    const plain = decodePdfBase64(samplePdfBase64);
    expect(plain.ok).toBe(true);
    if (!plain.ok) return;
    expect(plain.blob.type).toBe('application/pdf');
    expect(plain.blob.size).toBe(653);
    const head = new TextDecoder().decode(
      new Uint8Array(await plain.blob.arrayBuffer()).slice(0, 8),
    );
    expect(head).toBe('%PDF-1.4');
    const wrapped = samplePdfBase64.replace(/(.{76})/g, '$1\n');
    expect(decodePdfBase64(`data:application/pdf;base64,${wrapped}`).ok).toBe(true);
  });

  it.each([
    [undefined, 'empty'],
    [null, 'empty'],
    ['', 'empty'],
    ['   ', 'empty'],
    ['%%%', 'invalid'],
    [btoa('<html>Not found</html>'), 'invalid'],
  ])('answers %j with %s', (input, reason) => {
    expect(decodePdfBase64(input)).toEqual({ ok: false, reason });
  });
});
