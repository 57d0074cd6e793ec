import { demoAnswer, issueToken } from '@coop-portal/mocks';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { BillNotAvailable, BillView } from './BillView';
import { catchDownloads, renderSignedIn, setUpDemoBackend } from './testing';

const { countRequests } = setUpDemoBackend();
catchDownloads();

const HISTORY = '/billpayments/history?accountno=1000001';

/** 1000001's bill dates (yyyy-MM-dd), newest first, as the demo co-op dates them today. */
let billDates: string[] = [];
beforeAll(async () => {
  const answer = await demoAnswer(
    new Request('http://localhost/api/v3/account/1000001/bills/history', {
      headers: {
        Authorization: `Bearer ${issueToken('member', 'member.demo', '800001')}`,
        ApplicationId: 'web',
      },
    }),
  );
  billDates = ((await answer!.json()) as { billDate: string }[]).map((bill) => bill.billDate);
});

const us = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

function renderBill(billDate: string | null) {
  return renderSignedIn(
    '1000001',
    <BillView accountNumber="1000001" billDate={billDate} historyHref={HISTORY} />,
  );
}

async function expectNotAvailable() {
  expect(await screen.findByText('The billing statement is not available.')).toBeVisible();
  expect(screen.getByText('Please check back soon.')).toBeVisible();
  expect(screen.getByRole('link', { name: 'View Billing & Payment History' })).toHaveAttribute(
    'href',
    HISTORY,
  );
}

describe('a bill link: one bill’s PDF in the page (doc 2 §2.1, §7, §8)', () => {
  it('shows the bill of the date, with its download and the way to the history', async () => {
    const pdfCalls = countRequests(/\/bills\/pdf$/);
    await renderBill(billDates[0]!);
    const frame = await screen.findByTitle(`Bill of ${us(billDates[0]!)}`);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    const fileName = `statement-1000001-${billDates[0]}.pdf`;
    const download = screen.getByRole('link', { name: `Download ${fileName}` });
    expect(download).toHaveAttribute('download', fileName);
    expect(download).toHaveAttribute('href', frame.getAttribute('src'));
    expect(screen.getByRole('link', { name: 'View Billing & Payment History' })).toHaveAttribute(
      'href',
      HISTORY,
    );
    expect(pdfCalls).toHaveLength(1);
    expect(new URL(pdfCalls[0]!.url).searchParams.get('billDate')).toBe(billDates[0]);
  });

  it('the 6th newest bill has no statement: not available, and no PDF call', async () => {
    const pdfCalls = countRequests(/\/bills\/pdf$/);
    await renderBill(billDates[5]!);
    await expectNotAvailable();
    expect(pdfCalls).toHaveLength(0);
  });

  it('a date that is no bill’s, or no date, is not available', async () => {
    const historyCalls = countRequests(/\/bills\/history$/);
    const { unmount } = await renderBill('1999-01-01');
    await expectNotAvailable();
    unmount();
    await renderBill(null);
    await expectNotAvailable();
    // without a date there is nothing to look up
    expect(historyCalls).toHaveLength(1);
  });

  it('the 12th newest bill’s file is gone: Bill History File not found.', async () => {
    await renderBill(billDates[11]!);
    expect(await screen.findByRole('alert')).toHaveTextContent('Bill History File not found.');
    expect(screen.queryByTitle(/^Bill of /)).not.toBeInTheDocument();
  });
});

describe('the bill-not-available message (/no-bill)', () => {
  it('says so and leads to the history', async () => {
    await renderSignedIn('1000001', <BillNotAvailable historyHref={HISTORY} />);
    await expectNotAvailable();
  });
});
