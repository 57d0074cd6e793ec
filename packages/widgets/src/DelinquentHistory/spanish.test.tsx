import { getDelinquentHistory } from '@coop-portal/api-client';
import { anyBase } from '@coop-portal/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { catchDownloads, renderSignedIn, setUpDemoBackend } from '../shared/testing';
import { DelinquentHistory } from './DelinquentHistory';

const { server } = setUpDemoBackend();
// jsdom has no object URLs: the PDF's is made by the stand-in.
catchDownloads();

/** Renders a widget in Spanish (US) with member.demo signed in. */
async function renderInSpanish(widget: ReactNode) {
  const { user } = await renderSignedIn('member.demo', widget, { locale: 'es-US' });
  return { user };
}

/** A cell's text as shown, without the stacked layout's hidden column labels. */
function shownText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

const table = () =>
  screen.findByRole(
    'grid',
    { name: 'Avisos de morosidad de la cuenta 1000001' },
    { timeout: 5_000 },
  );

describe('doc 3 §2.6 Delinquent History in Spanish (US): the provider’s locale="es-US"', () => {
  it('the notices, their dates day first and their amounts, under Spanish headings', async () => {
    server.use(
      http.get(anyBase(getDelinquentHistory.path), () =>
        HttpResponse.json([
          {
            billDate: '2025-06-03',
            pastDue: 1250.4,
            lateFee: 15,
            cutoffDate: '2025-06-24',
            delinquentViewUrl: 'notice.pdf',
            delinquentProcessedDate: null,
          },
        ]),
      ),
    );
    await renderInSpanish(<DelinquentHistory accountNumber="1000001" />);
    const grid = await table();
    expect(screen.getByRole('heading', { name: 'Historial de morosidad' })).toBeVisible();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => shownText(header)),
    ).toEqual([
      'Fecha de la factura',
      'Saldo vencido',
      'Cargo por pago tardío',
      'Fecha de desconexión',
      'Aviso',
    ]);
    const [row] = within(grid)
      .getAllByRole('row')
      .filter((each) => within(each).queryAllByRole('rowheader').length > 0);
    expect(
      [...row!.querySelectorAll('[role="rowheader"], [role="gridcell"]')]
        .slice(0, 4)
        .map(shownText),
    ).toEqual(['03/06/2025', '$1,250.40', '$15.00', '24/06/2025']);
    expect(
      within(grid).getByRole('button', {
        name: 'Ver PDF del aviso de morosidad del 03/06/2025',
      }),
    ).toBeVisible();
  });

  it('a notice’s PDF opens in its dialog; a file that is gone says so', async () => {
    const { user } = await renderInSpanish(<DelinquentHistory accountNumber="1000001" />);
    const buttons = within(await table()).getAllByRole('button', {
      name: /^Ver PDF del aviso de morosidad del \d{2}\/\d{2}\/\d{4}$/,
    });
    await user.click(buttons[0]!);
    const dialog = await screen.findByRole(
      'dialog',
      { name: /^Aviso de morosidad del / },
      { timeout: 5_000 },
    );
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // the 6-month notice's file is gone (doc 3 §8)
    await user.click(buttons[1]!);
    expect(
      await screen.findByText(
        'No se encontró el archivo del aviso de morosidad.',
        {},
        { timeout: 5_000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Descartar' })).toBeVisible();
  });

  it('no notice says so in Spanish', async () => {
    await renderInSpanish(<DelinquentHistory accountNumber="3000002" />);
    expect(
      await screen.findByText('No hay avisos de morosidad disponibles.', {}, { timeout: 5_000 }),
    ).toBeVisible();
  });
});
