import { getBillingHistory, getPaymentHistory } from '@coop-portal/api-client';
import { anyBase, demoAnswer, issueToken } from '@coop-portal/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { BillingHistory } from './BillingHistory';
import { BillNotAvailable, BillView } from './BillView';
import { RecentBillingHistory } from './RecentBillingHistory';
import {
  catchDownloads,
  esDate,
  renderSignedInSpanish,
  setUpDemoBackend,
  shownText,
} from './testing';

const { server, countRequests } = setUpDemoBackend();
const { downloads } = catchDownloads();

const HISTORY = '/billpayments/history?accountno=1000001';

/** A short history whose dates read differently day first and month first. */
const shortHistory = () =>
  server.use(
    http.get(anyBase(getPaymentHistory.path), () =>
      Response.json({ results: [{ paymentAmount: 55, paymentDate: '2025-05-28' }] }),
    ),
    http.get(anyBase(getBillingHistory.path), () =>
      Response.json([
        {
          billDate: '2025-06-03',
          dueDate: '2025-06-24',
          endingBalance: 1234.5,
          billViewUrl: 'statement.pdf',
        },
      ]),
    ),
  );

const table = () =>
  screen.findByRole('grid', { name: 'Historial de facturación y pagos' }, { timeout: 5_000 });

/** The body rows as shown: date, type, amount, due date. */
function shownRows(grid: HTMLElement): string[][] {
  return within(grid)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('rowheader').length > 0)
    .map((row) =>
      [...row.querySelectorAll('[role="rowheader"], [role="gridcell"]')].slice(0, 4).map(shownText),
    );
}

describe('doc 1 §2.2 Account History in Spanish (US): the provider’s locale="es-US"', () => {
  it('the table, its filters and its download read in Spanish, dates day first', async () => {
    shortHistory();
    const { user } = await renderSignedInSpanish(
      '1000001',
      <BillingHistory accountNumber="1000001" />,
    );
    const grid = await table();
    expect(screen.getByRole('heading', { name: 'Historial de facturación y pagos' })).toBeVisible();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => shownText(header)),
    ).toEqual(['Fecha', 'Tipo', 'Monto', 'Fecha de vencimiento', 'Estado de cuenta']);
    expect(shownRows(grid)).toEqual([
      ['03/06/2025', 'Factura', '$1,234.50', '24/06/2025'],
      ['28/05/2025', 'Pago', '$55.00', ''],
    ]);
    expect(within(grid).getByRole('button', { name: 'Ver factura del 03/06/2025' })).toBeVisible();

    const filters = screen.getByRole('group', { name: 'Filtrar el historial' });
    expect(within(filters).getByRole('group', { name: 'Desde' })).toBeVisible();
    expect(within(filters).getByRole('group', { name: 'Hasta' })).toBeVisible();
    expect(within(filters).getByRole('button', { name: 'Borrar filtros' })).toBeVisible();

    await user.click(within(filters).getByRole('button', { name: 'Descargar CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect((await downloads[0]!.blob.text()).split('\r\n')).toEqual([
      'Fecha,Tipo,Monto,Fecha de vencimiento',
      '03/06/2025,Factura,1234.50,24/06/2025',
      '28/05/2025,Pago,55.00,',
      '',
    ]);
  });

  it('a From date after the To date: the Hasta field says why, day first as typed', async () => {
    const { user } = await renderSignedInSpanish(
      '1000001',
      <BillingHistory accountNumber="1000001" />,
    );
    await table();
    const typeDate = async (name: string, digits: string) => {
      const group = screen.getByRole('group', { name });
      await user.click(within(group).getAllByRole('spinbutton')[0]!);
      await user.keyboard(digits);
    };
    // Spanish (US) date fields take the day first: 20/05/2025, then 10/05/2025.
    await typeDate('Desde', '20052025');
    await typeDate('Hasta', '10052025');
    const to = screen.getByRole('group', { name: 'Hasta' });
    await waitFor(() =>
      expect(to).toHaveAccessibleDescription(
        /La fecha Hasta debe ser igual o posterior a la fecha Desde\./,
      ),
    );
  });

  it('a bill’s PDF opens in its dialog, named by the bill’s date day first', async () => {
    const pdfCalls = countRequests(/\/bills\/pdf$/);
    const { user } = await renderSignedInSpanish(
      '1000001',
      <BillingHistory accountNumber="1000001" />,
    );
    const [newest] = within(await table()).getAllByRole('button', { name: /^Ver factura del / });
    await user.click(newest!);
    await waitFor(() => expect(pdfCalls).toHaveLength(1));
    const billDate = new URL(pdfCalls[0]!.url).searchParams.get('billDate')!;
    expect(newest).toHaveAccessibleName(`Ver factura del ${esDate(billDate)}`);
    const dialog = await screen.findByRole(
      'dialog',
      { name: `Factura del ${esDate(billDate)}` },
      { timeout: 5_000 },
    );
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeVisible();
  });

  it('no history at all says so in Spanish', async () => {
    await renderSignedInSpanish('3000022', <BillingHistory accountNumber="3000022" />);
    expect(
      await screen.findByText(
        'No se encontraron registros en el historial de facturación y pagos',
        {},
        { timeout: 5_000 },
      ),
    ).toBeVisible();
  });
});

describe('doc 2 §2.1, §9 Billing & Payment History card in Spanish (US)', () => {
  it('the card’s latest entries, day first, and Ver más', async () => {
    shortHistory();
    await renderSignedInSpanish(
      '1000001',
      <RecentBillingHistory accountNumber="1000001" viewMoreHref={HISTORY} headingLevel={3} />,
    );
    const grid = await screen.findByRole(
      'table',
      { name: 'Historial de facturación y pagos' },
      { timeout: 5_000 },
    );
    const card = screen.getByRole('region', { name: 'Historial de facturación y pagos' });
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Historial de facturación y pagos',
    );
    const rows = within(grid.querySelector('tbody')!)
      .getAllByRole('row')
      .map((row) => [...row.children].map(shownText));
    expect(rows).toEqual([
      ['03/06/2025', 'Ver factura', '$1,234.50'],
      ['28/05/2025', 'Pago', '$55.00'],
    ]);
    expect(within(card).getByRole('link', { name: 'Ver más' })).toHaveAttribute('href', HISTORY);
  });
});

describe('doc 2 §2.1, §8 a bill link in Spanish (US)', () => {
  /** 1000001's newest bill date (yyyy-MM-dd), as the demo co-op dates it today. */
  let newestBill = '';
  beforeAll(async () => {
    const answer = await demoAnswer(
      new Request('http://localhost/api/v3/account/1000001/bills/history', {
        headers: {
          Authorization: `Bearer ${issueToken('member', 'member.demo', '800001')}`,
          ApplicationId: 'web',
        },
      }),
    );
    newestBill = ((await answer!.json()) as { billDate: string }[])[0]!.billDate;
  });

  it('the bill of the date, its download and the way to the history', async () => {
    await renderSignedInSpanish(
      '1000001',
      <BillView accountNumber="1000001" billDate={newestBill} historyHref={HISTORY} />,
    );
    const frame = await screen.findByTitle(
      `Factura del ${esDate(newestBill)}`,
      {},
      { timeout: 5_000 },
    );
    expect(frame.tagName).toBe('IFRAME');
    expect(screen.getByRole('link', { name: /^Descargar / })).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Ver el historial de facturación y pagos' }),
    ).toHaveAttribute('href', HISTORY);
  });

  it('a statement that is not available says so', async () => {
    await renderSignedInSpanish('1000001', <BillNotAvailable historyHref={HISTORY} />);
    expect(
      await screen.findByText('El estado de cuenta no está disponible.', {}, { timeout: 5_000 }),
    ).toBeVisible();
    expect(screen.getByText('Vuelva a consultar pronto.')).toBeVisible();
  });
});
