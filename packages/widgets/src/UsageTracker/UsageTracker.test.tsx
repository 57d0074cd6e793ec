import { getAccountInfo, getDailyUsage } from '@coop-portal/api-client';
import { anyBase, demoAnswer, errorAnswer, setDemoOverrides } from '@coop-portal/mocks';
import { usage } from '@coop-portal/validation';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import { setUpDemoBackend, memberSession, TEST_API as API } from '../shared/testing';
import { UsageTracker, type UsageTrackerProps } from './UsageTracker';

/** The workbook library, loaded on demand: the sheet it was given is what the member gets. */
const writeXlsxFile = vi.hoisted(() =>
  vi.fn((_sheet: unknown[][], _options?: { sheet?: string }) => ({
    toBlob: async () => new Blob(['xlsx'], { type: 'application/vnd.ms-excel' }),
  })),
);
vi.mock('write-excel-file/browser', () => ({ default: writeXlsxFile }));

const { server } = setUpDemoBackend();
afterEach(() => setDemoOverrides());

const members = {
  '1000001': ['member.demo', '800001'],
  '3000002': ['member.demo', '800001'],
  '3000003': ['member.demo', '800001'],
  '3000022': ['member.many', '800004'],
  '3000023': ['member.many', '800004'],
} as const;

async function renderTracker(
  props: Partial<UsageTrackerProps> & { accountNumber?: keyof typeof members } = {},
) {
  const accountNumber = props.accountNumber ?? '1000001';
  const [userName, memberNumber] = members[accountNumber];
  const session = await memberSession(userName);
  const user = userEvent.setup({ delay: null });
  const view = render(
    <CoopWidgetProvider apiBaseUrl={API} applicationId="web" session={session}>
      <UsageTracker accountNumber={accountNumber} memberNumber={memberNumber} {...props} />
    </CoopWidgetProvider>,
  );
  return { user, ...view };
}

const today = () => usage.defaultUsageRange().endDate;
const us = (iso: string) => usage.formatUsageDate(iso);
const table = (name: string | RegExp = /table$/) => screen.findByRole('grid', { name });
const bodyRows = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .filter(
      (row) =>
        within(row).queryAllByRole('rowheader').length > 0 && !/Total/.test(row.textContent ?? ''),
    );

/** The local day `days` before today, as 'yyyy-MM-dd'. */
function isoDaysAgo(days: number) {
  const date = new Date();
  date.setDate(date.getDate() - days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The day `days` before today as typed into a date field: MMDDYYYY. */
function daysAgo(days: number) {
  const [year, month, day] = isoDaysAgo(days).split('-');
  return `${month}${day}${year}`;
}

const segments = (name: RegExp) =>
  within(screen.getByRole('group', { name })).getAllByRole('spinbutton');

async function typeDate(user: ReturnType<typeof userEvent.setup>, name: RegExp, digits: string) {
  await user.click(segments(name)[0]!);
  await user.keyboard(digits);
}

describe('doc 2 §2.7, §4 usage tracker tabs', () => {
  it('titles itself Usage Tracker, or only names its region when the page’s title says so', async () => {
    const { unmount } = await renderTracker();
    await table('Daily usage table');
    const titled = screen.getByRole('region', { name: 'Usage Tracker' });
    expect(within(titled).getByRole('heading', { level: 2, name: 'Usage Tracker' })).toBeVisible();
    expect(within(titled).getByRole('heading', { level: 3, name: /^Summary/ })).toBeVisible();
    unmount();

    await renderTracker({ showHeading: false, headingLevel: 2 });
    await table('Daily usage table');
    const named = screen.getByRole('region', { name: 'Usage Tracker' });
    expect(within(named).queryByRole('heading', { name: 'Usage Tracker' })).not.toBeInTheDocument();
    expect(within(named).getByRole('heading', { level: 2, name: /^Summary/ })).toBeVisible();
  });

  it('starts on Daily with the chart and the usage table, newest day first', async () => {
    await renderTracker();
    const grid = await table('Daily usage table');
    expect(screen.getByRole('tab', { name: 'Daily', selected: true })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Monthly' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Interval' })).toBeVisible();
    expect(screen.getByRole('figure', { name: 'Daily usage: Usage (kWh)' })).toBeVisible();
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Date',
      'Usage (kWh)',
      'Reading Type',
      'High Temp (°F)',
      'Low Temp (°F)',
    ]);
    const rows = bodyRows(grid);
    expect(rows).toHaveLength(10);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent(us(today()));
    // the reading kind in words, never by colour alone
    for (const row of rows) expect(row).toHaveTextContent(/Actual|Estimate|Keyed/);
  });

  it('shows the disclaimer web content with the usage', async () => {
    await renderTracker();
    expect(
      await screen.findByText(
        'Usage shown here is for information only; your bill is based on your official meter reads.',
      ),
    ).toBeVisible();
  });

  it('starts on Monthly when asked (isMonthlyUsageTab)', async () => {
    await renderTracker({ monthlyRequested: true });
    const grid = await table('Monthly usage table');
    expect(screen.getByRole('tab', { name: 'Monthly', selected: true })).toBeVisible();
    expect(screen.getByRole('figure', { name: 'Monthly usage: Usage (kWh)' })).toBeVisible();
    expect(within(grid).getAllByRole('columnheader')[0]).toHaveTextContent('Month');
  });

  it('starts on Monthly when the usage graph feature is off (USAGE_GRAPH_ENABLED N)', async () => {
    setDemoOverrides({ config: { USAGE_GRAPH_ENABLED: 'N' } });
    await renderTracker();
    expect(await table('Monthly usage table')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Monthly', selected: true })).toBeVisible();
  });

  it('has no Interval tab without the cloud meter-data feature (MdmCloudEnabled)', async () => {
    setDemoOverrides({ features: { MdmCloudEnabled: false } });
    await renderTracker();
    await table('Daily usage table');
    expect(screen.queryByRole('tab', { name: 'Interval' })).not.toBeInTheDocument();
  });

  it('shows the range’s interval usage on the Interval tab', async () => {
    const { user } = await renderTracker();
    await table('Daily usage table');
    await user.click(screen.getByRole('tab', { name: 'Interval' }));
    const grid = await table('Interval usage table');
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date and time', 'Usage (kWh)']);
    expect(within(bodyRows(grid)[0]!).getByRole('rowheader')).toHaveTextContent(
      new RegExp(`${us(today())} 11:00 PM$`),
    );
  });
});

describe('doc 2 §7 USAGETABLESTRUCTURE and USAGE_SORT_ORDER', () => {
  it('shows the configured columns, oldest first with ASC, with footer totals', async () => {
    setDemoOverrides({
      config: {
        USAGETABLESTRUCTURE: 'DATE,USAGE,READING,STATUS,AVG_TEMP',
        USAGE_SORT_ORDER: 'ASC',
      },
    });
    await renderTracker();
    const grid = await table('Daily usage table');
    await waitFor(() =>
      expect(
        within(grid)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Date', 'Usage (kWh)', 'Meter Reading', 'Reading Type', 'Average Temp (°F)']),
    );
    const rows = bodyRows(grid);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent(
      us(usage.defaultUsageRange().startDate),
    );
    expect(rows.map((row) => row.textContent)).toEqual(
      expect.arrayContaining([expect.stringMatching(/Estimate|Keyed|Actual/)]),
    );
  });
});

describe('doc 2 §2.7, §9 usage table pages, totals and print', () => {
  it('pages by 10, totals every day of the range and prints every row', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = await renderTracker();
    const grid = await table('Daily usage table');
    expect(bodyRows(grid)).toHaveLength(10);

    // printing shows the whole range (the default: the last 15 days and today)
    fireEvent(window, new Event('beforeprint'));
    const all = bodyRows(grid);
    expect(all).toHaveLength(16);
    const usageOf = (row: HTMLElement) =>
      Number(
        within(row)
          .getAllByRole('gridcell')[0]!
          .textContent!.replace(/^Usage \(kWh\)/, '')
          .replace(/,/g, ''),
      );
    const total = all.reduce((sum, row) => sum + usageOf(row), 0);
    const footer = within(grid).getAllByRole('row').at(-1)!;
    expect(footer).toHaveTextContent(/^Total/);
    expect(within(footer).getAllByRole('gridcell')[0]).toHaveTextContent(
      total.toLocaleString('en-US'),
    );
    fireEvent(window, new Event('afterprint'));
    expect(bodyRows(grid)).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });
});

describe('doc 2 §5 usage dates', () => {
  it('ties each error to its field and moves focus to the first invalid field', async () => {
    const { user } = await renderTracker();
    await table('Daily usage table');
    await typeDate(user, /^Start Date/, '12311989');
    await typeDate(user, /^End Date/, daysAgo(-1));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const start = screen.getByRole('group', { name: /^Start Date/ });
    const end = screen.getByRole('group', { name: /^End Date/ });
    await waitFor(() => expect(segments(/^Start Date/)[0]).toHaveFocus());
    expect(within(start.parentElement!).getByText('Choose a later date.')).toBeVisible();
    expect(within(end.parentElement!).getByText('Invalid date range.')).toBeVisible();
    // the table still shows the last range searched
    expect(screen.getByText(new RegExp(`^Usage from .* to ${us(today())}$`))).toBeVisible();
  });

  it('says a date is required', async () => {
    const { user } = await renderTracker();
    await table('Daily usage table');
    await user.click(segments(/^End Date/)[2]!);
    await user.keyboard('{Backspace>12/}');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findAllByText('End date is required.')).not.toHaveLength(0);
    await waitFor(() => expect(segments(/^End Date/)[0]).toHaveFocus());
  });

  it('applies the 180-day rules with the meter-data feature (MDMEnabled)', async () => {
    const { user } = await renderTracker();
    await table('Daily usage table');
    await typeDate(user, /^Start Date/, daysAgo(200));
    await typeDate(user, /^End Date/, daysAgo(0));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findAllByText('The start date should be within 180 days before today.'),
    ).not.toHaveLength(0);
    expect(
      screen.getAllByText('The search date range should not exceed 180 days.'),
    ).not.toHaveLength(0);
  });

  it('searches a valid range without the meter-data feature', async () => {
    setDemoOverrides({ features: { MDMEnabled: false } });
    const { user } = await renderTracker();
    await table('Daily usage table');
    await typeDate(user, /^Start Date/, daysAgo(200));
    await typeDate(user, /^End Date/, daysAgo(190));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const shown = await screen.findByText(/^Usage from /);
    await waitFor(() => expect(shown.textContent).not.toContain(us(today())));
    const grid = await table('Daily usage table');
    await waitFor(() => expect(bodyRows(grid)).toHaveLength(10));
  });
});

describe('doc 2 §9 usage timeframes', () => {
  it.each([
    ['Last 3 Weeks', 'last3Weeks'],
    ['Last One Month', 'lastMonth'],
    ['Last 3 Months', 'last3Months'],
    ['Last 180 Days', 'last180Days'],
  ] as const)('%s fills the range and searches', async (name, timeframe) => {
    const { user } = await renderTracker();
    await table('Daily usage table');
    await user.click(
      within(screen.getByRole('group', { name: 'Timeframe' })).getByRole('button', { name }),
    );
    const range = usage.usageTimeframeRange(timeframe);
    expect(screen.getByRole('group', { name: /^Start Date/ })).toHaveTextContent(
      us(range.startDate),
    );
    expect(
      await screen.findByText(`Usage from ${us(range.startDate)} to ${us(range.endDate)}`),
    ).toBeVisible();
  });
});

describe('doc 2 §2.7, §4 meters and units', () => {
  it('shows one meter, or all meters with the meter named in each row', async () => {
    // The demo's account 1000001 has two meters: E-1000001 and E-1000001-2.
    const { user } = await renderTracker();
    const grid = await table('Daily usage table');
    expect(screen.getByRole('button', { name: /^E-1000001 Meter/ })).toBeVisible();
    expect(within(grid).queryByRole('columnheader', { name: 'Meter' })).not.toBeInTheDocument();
    const usageText = (row: HTMLElement) =>
      within(row)
        .getAllByRole('gridcell')
        .at(-4)!
        .textContent!.replace(/^Usage \(kWh\)/, '');
    const firstMeter = bodyRows(grid).map(usageText);

    await user.click(screen.getByRole('button', { name: /Meter$/ }));
    await user.click(await screen.findByRole('option', { name: 'All meters' }));
    await waitFor(() =>
      expect(within(grid).getByRole('columnheader', { name: 'Meter' })).toBeVisible(),
    );
    const rows = bodyRows(grid);
    expect(rows[0]).toHaveTextContent('E-1000001');
    expect(rows[1]).toHaveTextContent('E-1000001-2');
    // Each day once per meter, the first meter's rows with its own values.
    expect(rows.filter((_row, index) => index % 2 === 0).map(usageText)).toEqual(
      firstMeter.slice(0, 5),
    );
    const secondMeter = rows.filter((_row, index) => index % 2 === 1).map(usageText);

    await user.click(screen.getByRole('button', { name: /Meter$/ }));
    await user.click(await screen.findByRole('option', { name: 'E-1000001-2' }));
    await waitFor(() =>
      expect(within(grid).queryByRole('columnheader', { name: 'Meter' })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: /^E-1000001-2 Meter/ })).toBeVisible();
    const shown = bodyRows(grid).map(usageText);
    expect(shown.slice(0, 5)).toEqual(secondMeter);
    expect(shown).not.toEqual(firstMeter);
  });

  it('offers Dollars for a prepaid account without the meter-data feature', async () => {
    setDemoOverrides({ features: { MDMEnabled: false } });
    const { user } = await renderTracker({ accountNumber: '3000003' });
    await table('Daily usage table');
    await user.click(screen.getByRole('button', { name: /Unit$/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Usage (kWh)',
      'Dollars ($)',
      'Demand Usage (kW)',
    ]);
    await user.click(screen.getByRole('option', { name: 'Dollars ($)' }));
    expect(await screen.findByRole('figure', { name: 'Daily usage: Dollars ($)' })).toBeVisible();
  });

  it('offers no Dollars with the meter-data feature on; Demand Usage (kW) shows the demand', async () => {
    const { user } = await renderTracker({ accountNumber: '3000003' });
    await table('Daily usage table');
    await user.click(screen.getByRole('button', { name: /Unit$/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Usage (kWh)',
      'Demand Usage (kW)',
    ]);
    await user.click(screen.getByRole('option', { name: 'Demand Usage (kW)' }));
    expect(
      await screen.findByRole('figure', { name: 'Daily usage: Demand Usage (kW)' }),
    ).toBeVisible();
  });

  it('offers no Demand Usage for a water meter, which records none', async () => {
    await renderTracker({ accountNumber: '3000002' });
    await table('Daily usage table');
    expect(screen.queryByRole('button', { name: /Unit$/ })).not.toBeInTheDocument();
  });

  it('shows a water account’s usage in its own unit', async () => {
    const { user } = await renderTracker({ accountNumber: '3000002' });
    const grid = await table('Daily usage table');
    expect(within(grid).getByRole('columnheader', { name: 'Usage (Gal)' })).toBeVisible();
    expect(screen.getByRole('figure', { name: 'Daily usage: Usage (Gal)' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Unit$/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Interval' }));
    expect(
      await screen.findByText('No interval data available for the selected account.'),
    ).toBeVisible();
  });
});

describe('doc 2 §3 summary tiles', () => {
  it('shows the usage attributes of the meter', async () => {
    await renderTracker();
    const summary = await screen.findByRole('region', { name: 'Summary for meter E-1000001' });
    for (const term of [
      'Lowest Usage',
      'Highest Usage',
      'Average Consumption',
      'Max Demand',
      'Total Consumption',
    ]) {
      expect(await within(summary).findByText(term)).toBeVisible();
    }
    expect(within(summary).getAllByText(/^\d+°F on \d{2}\/\d{2}\/\d{4}$/)).toHaveLength(2);
  });

  it('adds the prepaid summary for a prepaid account', async () => {
    await renderTracker({ accountNumber: '3000003' });
    const summary = await screen.findByRole('region', { name: 'Summary for meter E-3000003' });
    expect(await within(summary).findByText('Current Balance')).toBeVisible();
    expect(within(summary).getByText('Last Payment Amount')).toBeVisible();
    expect(within(summary).getByText('$50.00')).toBeVisible();
    expect(within(summary).getByText('Average Daily Charge')).toBeVisible();
  });
});

describe('doc 2 §4 a day’s interval data', () => {
  it('opens the day on the Interval tab when a day is activated', async () => {
    const { user } = await renderTracker();
    const grid = await table('Daily usage table');
    expect(grid).toHaveAccessibleDescription(
      'Choose a day in the chart or the table to see its hourly usage.',
    );
    const row = bodyRows(grid)[1]!;
    const date = within(row).getByRole('rowheader').textContent!.replace(/^Date/, '');
    await user.click(within(row).getAllByRole('gridcell')[0]!);
    expect(screen.getByRole('tab', { name: 'Interval', selected: true })).toBeVisible();
    const hourly = await table(`Hourly usage for ${date} table`);
    expect(
      screen.getByRole('figure', { name: `Hourly usage for ${date}: Usage (kWh)` }),
    ).toBeVisible();
    expect(within(bodyRows(hourly)[0]!).getByRole('rowheader')).toHaveTextContent(
      `${date} 11:00 PM`,
    );
    await user.click(screen.getByRole('button', { name: 'Show the whole range' }));
    expect(await table('Interval usage table')).toBeVisible();
  });

  it('shows the day under the chart without the Interval tab', async () => {
    setDemoOverrides({ features: { MdmCloudEnabled: false } });
    const { user } = await renderTracker();
    const grid = await table('Daily usage table');
    const row = bodyRows(grid)[0]!;
    await user.click(within(row).getAllByRole('gridcell')[0]!);
    const region = await screen.findByRole('region', { name: `Hourly usage for ${us(today())}` });
    expect(
      await within(region).findByRole('grid', { name: `Hourly usage for ${us(today())} table` }),
    ).toBeVisible();
  });

  it('says when the day has no hourly data', async () => {
    // The demo's electric accounts have no hourly values three days before today.
    const { user } = await renderTracker();
    const grid = await table('Daily usage table');
    const day = us(isoDaysAgo(3));
    const row = bodyRows(grid).find((r) =>
      within(r).getByRole('rowheader').textContent?.endsWith(day),
    );
    await user.click(within(row!).getAllByRole('gridcell')[0]!);
    expect(
      await screen.findByText('There were no hourly usage data found for the selected date ...'),
    ).toBeVisible();
  });

  it('does not open a day without the meter-data feature', async () => {
    setDemoOverrides({ features: { MDMEnabled: false } });
    const { user } = await renderTracker();
    const grid = await table('Daily usage table');
    expect(grid).not.toHaveAccessibleDescription();
    await user.click(within(bodyRows(grid)[0]!).getAllByRole('gridcell')[0]!);
    expect(screen.getByRole('tab', { name: 'Daily', selected: true })).toBeVisible();
  });
});

describe('doc 2 §8 usage messages', () => {
  it('says there is no usage for the account', async () => {
    // The demo's new account 3000022 answers every usage call without usages.
    await renderTracker({ accountNumber: '3000022' });
    expect(
      await screen.findByText('There were no usage data found for this account.'),
    ).toBeVisible();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('says there is no usage in the range', async () => {
    // The demo's account 3000003 has usage only from 90 days before today (its meter's install).
    const { user } = await renderTracker({ accountNumber: '3000003' });
    await table('Daily usage table');
    await typeDate(user, /^Start Date/, daysAgo(120));
    await typeDate(user, /^End Date/, daysAgo(100));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText(
        'No usage data was found for the selected date range ... Please adjust the date range',
      ),
    ).toBeVisible();
  });

  it('says usage is not supported for a water account when non-electric usage is hidden', async () => {
    setDemoOverrides({ config: { HIDE_NON_ELECTRIC_USAGE_OUTAGE: 'Y' } });
    await renderTracker({ accountNumber: '3000002' });
    expect(
      await screen.findByText('Usage data is not supported for the selected account.'),
    ).toBeVisible();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('shows the usage-suspended message instead of usage', async () => {
    await renderTracker({ accountNumber: '3000023' });
    expect(
      await screen.findByText(
        'Usage data for this account is temporarily unavailable while we upgrade its meter.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('says usage is suspended when the co-op has not set its message', async () => {
    setDemoOverrides({ config: { USAGE_SUSPENDED_MESSAGE: '' } });
    await renderTracker({ accountNumber: '3000023' });
    expect(
      await screen.findByText('Usage data is not available for this account at this time.'),
    ).toBeInTheDocument();
  });

  it('shows a service error’s text, never a blank', async () => {
    server.use(http.post(anyBase(getDailyUsage.path), () => errorAnswer(400, 'Usage is resting.')));
    await renderTracker();
    expect(await screen.findByRole('alert')).toHaveTextContent('Usage is resting.');
  });

  it('shows a failed account read with a way to try again', async () => {
    let calls = 0;
    server.use(
      http.get(anyBase(getAccountInfo.path), async ({ request }) => {
        calls += 1;
        return calls === 1 ? errorAnswer(400, 'Account is resting.') : demoAnswer(request);
      }),
    );
    const { user } = await renderTracker();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Account is resting.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await table('Daily usage table')).toBeVisible();
  });
});

describe('doc 2 §2.7 usage export', () => {
  const downloads: { name: string; blob: Blob }[] = [];
  beforeEach(() => {
    downloads.length = 0;
    writeXlsxFile.mockClear();
    const blobs = new Map<string, Blob>();
    let count = 0;
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => {
          count += 1;
          blobs.set(`blob:usage-${count}`, blob);
          return `blob:usage-${count}`;
        }),
        revokeObjectURL: vi.fn(),
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(
      this: HTMLAnchorElement,
    ) {
      downloads.push({ name: this.download, blob: blobs.get(this.getAttribute('href')!)! });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('exports every row of the table to Excel with real dates and numbers', async () => {
    const { user } = await renderTracker();
    const grid = await table('Daily usage table');
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const range = usage.defaultUsageRange();
    expect(downloads[0]!.name).toBe(`usage-1000001-${range.startDate}-to-${range.endDate}.xlsx`);
    const [sheet, options] = writeXlsxFile.mock.calls[0]!;
    expect(options).toEqual({ sheet: 'Usage' });
    const rows = sheet as { value: unknown; type: unknown; format?: string }[][];
    expect(rows[0]!.map((cell) => cell.value)).toEqual([
      'Date',
      'Usage (kWh)',
      'Reading Type',
      'High Temp (°F)',
      'Low Temp (°F)',
    ]);
    // the header, all 16 days (not only the page of 10) and the totals
    expect(rows).toHaveLength(18);
    const [year, month, day] = range.endDate.split('-').map(Number);
    expect(rows[1]![0]).toMatchObject({
      value: new Date(Date.UTC(year!, month! - 1, day!)),
      type: Date,
      format: 'mm/dd/yyyy',
    });
    const firstRow = bodyRows(grid)[0]!;
    const shownUsage = within(firstRow)
      .getAllByRole('gridcell')[0]!
      .textContent!.replace(/\D/g, '');
    expect(rows[1]![1]).toMatchObject({ value: Number(shownUsage), type: Number });
    expect(rows[17]![0]).toMatchObject({ value: 'Total' });
  });

  it('exports the same rows as CSV', async () => {
    const { user } = await renderTracker();
    await table('Daily usage table');
    await user.click(screen.getByRole('button', { name: 'Export to CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const range = usage.defaultUsageRange();
    expect(downloads[0]!.name).toBe(`usage-1000001-${range.startDate}-to-${range.endDate}.csv`);
    const lines = (await downloads[0]!.blob.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date,Usage (kWh),Reading Type,High Temp (°F),Low Temp (°F)');
    expect(lines).toHaveLength(18);
    expect(lines[1]).toMatch(
      new RegExp(`^${us(range.endDate)},\\d+,(Actual|Estimate|Keyed),\\d+,\\d+$`),
    );
    expect(lines[17]).toMatch(/^Total,\d+,,\d+,\d+$/);
    expect(writeXlsxFile).not.toHaveBeenCalled();
  });
});
