import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signInAs, useDemoOverrides, type DemoOverrides } from './support/demo';
import { parseCsv, readXlsxSheet } from './support/xlsx';

const DESKTOP = { width: 1280, height: 800 };
const NARROW = { width: 320, height: 640 };

/** A day counted back from today (local time, as the browser on this machine counts it). */
function dayBack(days: number): Date {
  const date = new Date();
  date.setHours(12, 0, 0, 0);
  date.setDate(date.getDate() - days);
  return date;
}

const pad = (value: number) => String(value).padStart(2, '0');
/** 'yyyy-MM-dd' */
const iso = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
/** 'MM/dd/yyyy', as the tracker shows dates (doc 2 §9). */
const us = (date: Date) =>
  `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
/** The digits typed into a date field's segments: MMddyyyy. */
const typed = (date: Date) => us(date).replaceAll('/', '');
/** A date field's segments as its text shows them ('11/26/2026' with the separators). */
const typedSegments = (date: Date) => us(date).replaceAll('/', '\\s*/\\s*');

/** The same day `months` months back; a day the month lacks is its last (doc 2 §9 timeframes). */
function monthsBack(months: number): Date {
  const today = dayBack(0);
  const first = new Date(today.getFullYear(), today.getMonth() - months, 1, 12);
  const last = new Date(first.getFullYear(), first.getMonth() + 1, 0, 12).getDate();
  first.setDate(Math.min(today.getDate(), last));
  return first;
}

/** Opens the tracker for a demo member, with the demo backend's overrides when given. */
async function openTracker(
  page: Page,
  {
    path = '/usage-tracker',
    user = 'member.demo',
    overrides,
  }: {
    path?: string;
    user?: string;
    overrides?: DemoOverrides;
  } = {},
) {
  if (overrides) await useDemoOverrides(page, overrides);
  await signInAs(page, user, path);
  // The page's title is the tracker's: one 'Usage Tracker' heading, the h1.
  await expect(page.getByRole('region', { name: 'Usage Tracker' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Usage Tracker' })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Usage Tracker' })).toBeVisible();
}

const tracker = (page: Page) => page.getByRole('region', { name: 'Usage Tracker' });
const panel = (page: Page) => page.getByRole('tabpanel');
const usageTable = (page: Page, name: string) => page.getByRole('grid', { name, exact: true });
const dateField = (page: Page, name: 'Start Date' | 'End Date') =>
  page.getByRole('group', { name: new RegExp(`^${name}`) });
/** The value a date field submits ('yyyy-MM-dd'). */
const fieldValue = (page: Page, name: 'startDate' | 'endDate') =>
  page.locator(`input[type="hidden"][name="${name}"]`);

/** Types a date into a date field, segment by segment. */
async function typeDate(page: Page, name: 'Start Date' | 'End Date', date: Date) {
  await dateField(page, name).getByRole('spinbutton').first().click();
  await page.keyboard.type(typed(date));
}

async function search(page: Page) {
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

/** Chooses an option of a select (react-aria: a button named by its value and its label). */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(scope.getByRole('button', { name: new RegExp(`${label}$`) })).toContainText(option);
}

/**
 * The rows of a usage table as shown: the header row, each body row and the totals row, each as
 * its cells' visible text (the stacked layout's repeated column labels are hidden from it).
 */
function shownRows(table: Locator): Promise<string[][]> {
  return table.evaluate((grid) =>
    [...grid.querySelectorAll('[role="row"]')].map((row) =>
      [...row.querySelectorAll('[role="columnheader"], [role="rowheader"], [role="gridcell"]')].map(
        (cell) => {
          const copy = cell.cloneNode(true) as Element;
          for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
          return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
        },
      ),
    ),
  );
}

/**
 * Every row of a paged usage table: 100 rows a page, then each page in turn. Returns the header,
 * the body rows of all pages in order, and the totals row.
 */
async function allRows(page: Page, table: Locator): Promise<string[][]> {
  const scope = panel(page);
  const pagination = scope.getByRole('navigation', { name: 'Pagination' });
  await choose(page, scope, 'Rows per page', '100');
  const first = await shownRows(table);
  const header = first[0]!;
  const footer = first.at(-1)!;
  const body = first.slice(1, -1);
  const next = pagination.getByRole('button', { name: 'Next page' });
  let pageFirst = first[1];
  while (await next.isEnabled()) {
    await next.click();
    // the next page is shown once its first row is another
    await expect.poll(async () => (await shownRows(table))[1]).not.toEqual(pageFirst);
    const rows = await shownRows(table);
    pageFirst = rows[1];
    body.push(...rows.slice(1, -1));
  }
  return [header, ...body, footer];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message of the tracker: an alert whose text is `text` after its tone ('Information: '). */
async function expectMessage(scope: Locator, text: string) {
  await expect(scope.getByRole('status').filter({ hasText: text })).toHaveText(
    new RegExp(`^\\w+: ${escapeRegExp(text)}$`),
  );
}

const bars = (figure: Locator) => figure.locator('rect[data-chart-index]');

test.describe('doc 2 §2.7 usage tracker: tabs', () => {
  test.use({ viewport: DESKTOP });

  test('Daily first, then Monthly and Interval, each with its chart and its table', async ({
    page,
  }) => {
    await openTracker(page);
    const tabs = page.getByRole('tablist', { name: 'Usage views' }).getByRole('tab');
    await expect(tabs).toHaveText(['Daily', 'Monthly', 'Interval']);
    await expect(page.getByRole('tab', { name: 'Daily', selected: true })).toBeVisible();

    const views = [
      ['Daily', 'Daily usage: Usage (kWh)', 'Daily usage table'],
      ['Monthly', 'Monthly usage: Usage (kWh)', 'Monthly usage table'],
      ['Interval', 'Interval usage: Usage (kWh)', 'Interval usage table'],
    ] as const;
    for (const [tab, chart, table] of views) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
      const figure = panel(page).getByRole('figure', { name: chart });
      await expect(figure).toBeVisible();
      await expect(bars(figure).first()).toBeVisible();
      const grid = usageTable(page, table);
      await expect(grid).toBeVisible();
      // a header, at least one row and the totals
      expect((await shownRows(grid)).length).toBeGreaterThan(2);
    }
  });

  test('Monthly is the first tab when the usage graph feature is off', async ({ page }) => {
    await openTracker(page, { overrides: { config: { USAGE_GRAPH_ENABLED: 'N' } } });
    await expect(page.getByRole('tab', { name: 'Monthly', selected: true })).toBeVisible();
    await expect(
      panel(page).getByRole('figure', { name: 'Monthly usage: Usage (kWh)' }),
    ).toBeVisible();
    await expect(usageTable(page, 'Monthly usage table')).toBeVisible();
  });

  test('no Interval tab without the cloud meter-data feature', async ({ page }) => {
    await openTracker(page, { overrides: { features: { MdmCloudEnabled: false } } });
    await expect(usageTable(page, 'Daily usage table')).toBeVisible();
    await expect(page.getByRole('tablist', { name: 'Usage views' }).getByRole('tab')).toHaveText([
      'Daily',
      'Monthly',
    ]);
  });
});

test.describe('doc 2 §5 usage dates', () => {
  test.use({ viewport: DESKTOP });

  test('empty dates are required', async ({ page }) => {
    await openTracker(page);
    await expect(usageTable(page, 'Daily usage table')).toBeVisible();
    for (const name of ['Start Date', 'End Date'] as const) {
      await dateField(page, name).getByRole('spinbutton').last().click();
      for (let i = 0; i < 12; i += 1) await page.keyboard.press('Backspace');
    }
    await search(page);
    await expect(dateField(page, 'Start Date')).toHaveAccessibleDescription(
      /Start date is required\./,
    );
    await expect(dateField(page, 'End Date')).toHaveAccessibleDescription(/End date is required\./);
    // the error summary lists both, each a link to its field
    await expect(
      page.getByRole('group', { name: 'Please correct the following:' }).getByRole('link'),
    ).toHaveText(['Start date is required.', 'End date is required.']);
    await expect(dateField(page, 'Start Date').getByRole('spinbutton').first()).toBeFocused();
  });

  test('an end date before the start date is an invalid range', async ({ page }) => {
    await openTracker(page);
    await expect(usageTable(page, 'Daily usage table')).toBeVisible();
    await typeDate(page, 'Start Date', dayBack(10));
    await typeDate(page, 'End Date', dayBack(20));
    await search(page);
    await expect(dateField(page, 'End Date')).toHaveAccessibleDescription(/Invalid date range\./);
    await expect(dateField(page, 'Start Date')).not.toHaveAccessibleDescription(/\./);
  });

  test('after an error, a corrected date searches on the first click of Search', async ({
    page,
  }) => {
    await openTracker(page);
    await expect(usageTable(page, 'Daily usage table')).toBeVisible();
    await typeDate(page, 'Start Date', dayBack(10));
    await typeDate(page, 'End Date', dayBack(20));
    await search(page);
    await expect(dateField(page, 'End Date')).toHaveAccessibleDescription(/Invalid date range\./);
    // The field's error clears when it loses focus to the press: Search must not move under it.
    await typeDate(page, 'End Date', dayBack(5));
    await search(page);
    await expect(
      page.getByText(`Usage from ${us(dayBack(10))} to ${us(dayBack(5))}`, { exact: true }),
    ).toBeVisible();
    await expect(dateField(page, 'End Date')).not.toHaveAccessibleDescription(/\./);
  });

  test('with meter data, a start older than 180 days is refused', async ({ page }) => {
    await openTracker(page);
    await expect(usageTable(page, 'Daily usage table')).toBeVisible();
    await typeDate(page, 'Start Date', dayBack(200));
    await typeDate(page, 'End Date', dayBack(190));
    await search(page);
    await expect(dateField(page, 'Start Date')).toHaveAccessibleDescription(
      /The start date should be within 180 days before today\./,
    );
    // the range shown stays the last one searched (the default: the last 15 days)
    await expect(
      page.getByText(`Usage from ${us(dayBack(15))} to ${us(dayBack(0))}`, { exact: true }),
    ).toBeVisible();
  });
});

test.describe('doc 2 §9 usage timeframes', () => {
  test.use({ viewport: DESKTOP });

  test('each timeframe fills the range; the table runs from its end to its start', async ({
    page,
  }) => {
    await openTracker(page);
    const grid = usageTable(page, 'Daily usage table');
    await expect(grid).toBeVisible();
    const timeframes = [
      ['Last 3 Weeks', dayBack(21)],
      ['Last One Month', monthsBack(1)],
      ['Last 3 Months', monthsBack(3)],
      ['Last 180 Days', dayBack(179)],
    ] as const;
    const today = dayBack(0);
    for (const [name, start] of timeframes) {
      await page.getByRole('group', { name: 'Timeframe' }).getByRole('button', { name }).click();
      await expect(fieldValue(page, 'startDate')).toHaveValue(iso(start));
      await expect(fieldValue(page, 'endDate')).toHaveValue(iso(today));
      await expect(dateField(page, 'Start Date')).toHaveText(new RegExp(typedSegments(start)));
      await expect(
        page.getByText(`Usage from ${us(start)} to ${us(today)}`, { exact: true }),
      ).toBeVisible();
      // newest first (USAGE_SORT_ORDER DESC): today, ..., the start
      const rows = await allRows(page, grid);
      const body = rows.slice(1, -1);
      // a row a day, both ends counted
      expect(body).toHaveLength(Math.round((today.getTime() - start.getTime()) / 86_400_000) + 1);
      expect(body[0]![0]).toBe(us(today));
      expect(body.at(-1)![0]).toBe(us(start));
      expect(rows.at(-1)![0]).toBe('Total');
    }
  });
});

test.describe('doc 2 §2.7, §4 usage units and meters', () => {
  test.use({ viewport: DESKTOP });

  test('Demand Usage (kW) renames the chart and shows kW with 2 decimals', async ({ page }) => {
    await openTracker(page);
    const usageChart = panel(page).getByRole('figure', { name: 'Daily usage: Usage (kWh)' });
    await expect(bars(usageChart).first()).toHaveAttribute('aria-label', /: [\d,]+ kWh, /);
    await choose(page, page.locator('body'), 'Unit', 'Demand Usage (kW)');
    const demandChart = panel(page).getByRole('figure', {
      name: 'Daily usage: Demand Usage (kW)',
    });
    await expect(demandChart).toBeVisible();
    await expect(usageChart).toHaveCount(0);
    const names = await bars(demandChart).evaluateAll((rects) =>
      rects.map((rect) => rect.getAttribute('aria-label') ?? ''),
    );
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) expect(name).toMatch(/: \d+\.\d{2} kW, /);
  });

  test('the second meter E-1000001-2 shows its own usage', async ({ page }) => {
    await openTracker(page);
    const grid = usageTable(page, 'Daily usage table');
    await expect(page.getByRole('region', { name: 'Summary for meter E-1000001' })).toBeVisible();
    const first = await shownRows(grid);
    await choose(page, page.locator('body'), 'Meter', 'E-1000001-2');
    await expect(page.getByRole('region', { name: 'Summary for meter E-1000001-2' })).toBeVisible();
    await expect.poll(() => shownRows(grid)).not.toEqual(first);
    const second = await shownRows(grid);
    // the same days, the smaller meter's usage (about a third of the house's)
    expect(second.map((row) => row[0])).toEqual(first.map((row) => row[0]));
    const total = (rows: string[][]) => Number(rows.at(-1)![1]!.replaceAll(',', ''));
    expect(total(second)).toBeLessThan(total(first));
  });
});

test.describe('doc 2 §2.7 usage tracker: a day to its hours', () => {
  test.use({ viewport: DESKTOP });

  /** Focuses the chart's bars, moves with the arrow keys to `date` and presses Enter on it. */
  async function openDay(page: Page, date: Date) {
    const figure = panel(page).getByRole('figure', { name: 'Daily usage: Usage (kWh)' });
    const target = bars(figure).and(figure.locator(`[data-date="${iso(date)}"]`));
    const index = Number(await target.getAttribute('data-chart-index'));
    await bars(figure).first().focus();
    await page.keyboard.press('Home');
    for (let i = 0; i < index; i += 1) await page.keyboard.press('ArrowRight');
    await expect(target).toBeFocused();
    await page.keyboard.press('Enter');
  }

  test('Enter on a day bar shows that day in the Interval view, hour by hour', async ({ page }) => {
    await openTracker(page);
    const day = dayBack(5);
    await openDay(page, day);
    await expect(page.getByRole('tab', { name: 'Interval', selected: true })).toBeVisible();
    const name = `Hourly usage for ${us(day)}`;
    await expect(panel(page).getByRole('figure', { name: `${name}: Usage (kWh)` })).toBeVisible();
    const rows = await allRows(page, usageTable(page, `${name} table`));
    const hours = rows.slice(1, -1).map((row) => row[0]);
    expect(hours).toHaveLength(24);
    expect(new Set(hours).size).toBe(24);
    for (const hour of hours) expect(hour).toMatch(new RegExp(`^${us(day)} \\d{1,2}:00 [AP]M$`));
  });

  test('a day without hourly data says so', async ({ page }) => {
    await openTracker(page);
    await openDay(page, dayBack(3));
    await expect(page.getByRole('tab', { name: 'Interval', selected: true })).toBeVisible();
    await expectMessage(
      panel(page),
      'There were no hourly usage data found for the selected date ...',
    );
  });
});

test.describe('doc 2 §8 usage messages', () => {
  test.use({ viewport: DESKTOP });

  test('3000022, a new account: no usage at all', async ({ page }) => {
    await openTracker(page, { user: 'member.many', path: '/usage-tracker?accountno=3000022' });
    await expectMessage(tracker(page), 'There were no usage data found for this account.');
    await expect(page.getByRole('figure')).toHaveCount(0);
  });

  test('3000023: the usage-suspended text instead of usage', async ({ page }) => {
    await openTracker(page, { user: 'member.many', path: '/usage-tracker?accountno=3000023' });
    await expectMessage(
      tracker(page),
      'Usage data for this account is temporarily unavailable while we upgrade its meter.',
    );
    await expect(page.getByRole('tablist')).toHaveCount(0);
  });

  test('3000003, a range before its meter was installed: no usage in the range', async ({
    page,
  }) => {
    await openTracker(page, { path: '/usage-tracker?accountno=3000003' });
    await expect(usageTable(page, 'Daily usage table')).toBeVisible();
    await typeDate(page, 'Start Date', dayBack(120));
    await typeDate(page, 'End Date', dayBack(100));
    await search(page);
    await expectMessage(
      panel(page),
      'No usage data was found for the selected date range ... Please adjust the date range',
    );
    await expect(usageTable(page, 'Daily usage table')).toHaveCount(0);
  });

  test('3000002, water: no interval data', async ({ page }) => {
    await openTracker(page, { path: '/usage-tracker?accountno=3000002' });
    await expect(usageTable(page, 'Daily usage table')).toBeVisible();
    await page.getByRole('tab', { name: 'Interval' }).click();
    await expectMessage(panel(page), 'No interval data available for the selected account.');
  });

  test('3000002, water, with non-electric usage hidden: not supported', async ({ page }) => {
    await openTracker(page, {
      path: '/usage-tracker?accountno=3000002',
      overrides: { config: { HIDE_NON_ELECTRIC_USAGE_OUTAGE: 'Y' } },
    });
    await expectMessage(tracker(page), 'Usage data is not supported for the selected account.');
    await expect(page.getByRole('tablist')).toHaveCount(0);
  });
});

test.describe('doc 2 §2.7 usage export and print', () => {
  test.use({ viewport: DESKTOP });

  async function download(page: Page, button: string): Promise<Download> {
    const waiting = page.waitForEvent('download');
    await panel(page).getByRole('button', { name: button }).click();
    return waiting;
  }

  test('Export to Excel: sheet 1 holds the table, every page of it, and its totals', async ({
    page,
  }) => {
    await openTracker(page);
    await page
      .getByRole('group', { name: 'Timeframe' })
      .getByRole('button', { name: 'Last 3 Weeks' })
      .click();
    const grid = usageTable(page, 'Daily usage table');
    await expect(
      page.getByText(`Usage from ${us(dayBack(21))} to ${us(dayBack(0))}`, { exact: true }),
    ).toBeVisible();
    const file = await download(page, 'Export to Excel');
    expect(file.suggestedFilename()).toBe(
      `usage-1000001-${iso(dayBack(21))}-to-${iso(dayBack(0))}.xlsx`,
    );
    const sheet = readXlsxSheet(await readFile(await file.path()));
    const table = await allRows(page, grid);
    expect(table).toHaveLength(1 + 22 + 1);
    expect(sheet).toEqual(table);
  });

  test('Export to CSV: the table, every page of it, and its totals', async ({ page }) => {
    await openTracker(page);
    await page
      .getByRole('group', { name: 'Timeframe' })
      .getByRole('button', { name: 'Last 3 Weeks' })
      .click();
    const grid = usageTable(page, 'Daily usage table');
    await expect(
      page.getByText(`Usage from ${us(dayBack(21))} to ${us(dayBack(0))}`, { exact: true }),
    ).toBeVisible();
    const file = await download(page, 'Export to CSV');
    expect(file.suggestedFilename()).toBe(
      `usage-1000001-${iso(dayBack(21))}-to-${iso(dayBack(0))}.csv`,
    );
    const csv = parseCsv(await readFile(await file.path(), 'utf8'));
    // the CSV's numbers have no thousands separators
    const table = (await allRows(page, grid)).map((row) =>
      row.map((cell) => (/^[\d,.]+$/.test(cell) ? cell.replaceAll(',', '') : cell)),
    );
    expect(table).toHaveLength(1 + 22 + 1);
    expect(csv).toEqual(table);
  });

  test('printed: the chart and the table without the site frame or the form', async ({ page }) => {
    await openTracker(page);
    const figure = panel(page).getByRole('figure', { name: 'Daily usage: Usage (kWh)' });
    await expect(bars(figure).first()).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Switch account' })).toBeHidden();
    await expect(figure).toBeVisible();
    await expect(usageTable(page, 'Daily usage table')).toBeVisible();
    await expect(dateField(page, 'Start Date')).toBeHidden();
    await expect(dateField(page, 'End Date')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeHidden();
    await expect(page.getByRole('group', { name: 'Timeframe' })).toBeHidden();
    await expect(page.getByRole('button', { name: /Unit$/ })).toBeHidden();
    await expect(page.getByRole('button', { name: /Meter$/ })).toBeHidden();
    await expect(page.getByRole('group', { name: 'Export and print' })).toBeHidden();
    await expect(page.getByRole('tablist', { name: 'Usage views' })).toBeHidden();
  });
});

test.describe('doc 2 §2.7 direct usage tracker', () => {
  test.use({ viewport: DESKTOP });

  test('/direct-usage-tracker: the tracker without the site header or the account switcher', async ({
    page,
  }) => {
    await openTracker(page, { path: '/direct-usage-tracker' });
    await expect(usageTable(page, 'Daily usage table')).toBeVisible();
    await expect(
      panel(page).getByRole('figure', { name: 'Daily usage: Usage (kWh)' }),
    ).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Switch account' })).toHaveCount(0);
  });
});

test.describe('doc 2 §2.7 usage tracker by keyboard', () => {
  test.use({ viewport: DESKTOP });

  /** Presses Tab until `target` has focus (at most `max` times). */
  async function tabTo(page: Page, target: Locator, max = 80) {
    for (let i = 0; i < max; i += 1) {
      await page.keyboard.press('Tab');
      if (await target.evaluate((element) => element === document.activeElement)) return;
    }
    throw new Error(`Tab never reached ${target.toString()}`);
  }

  test('from the top: the form, a timeframe, the chart bars and the arrow keys', async ({
    page,
  }) => {
    await openTracker(page);
    const figure = panel(page).getByRole('figure', { name: 'Daily usage: Usage (kWh)' });
    await expect(bars(figure).first()).toBeVisible();

    await tabTo(page, dateField(page, 'Start Date').getByRole('spinbutton').first());
    const threeWeeks = page
      .getByRole('group', { name: 'Timeframe' })
      .getByRole('button', { name: 'Last 3 Weeks' });
    await tabTo(page, threeWeeks);
    await page.keyboard.press('Enter');
    await expect(
      page.getByText(`Usage from ${us(dayBack(21))} to ${us(dayBack(0))}`, { exact: true }),
    ).toBeVisible();
    await expect(fieldValue(page, 'startDate')).toHaveValue(iso(dayBack(21)));

    await expect(figure.locator(`rect[data-date="${iso(dayBack(21))}"]`)).toBeAttached();
    const first = bars(figure).first();
    await tabTo(page, first);
    await expect(first).toHaveAttribute('data-date', iso(dayBack(21)));
    await page.keyboard.press('ArrowRight');
    await expect(bars(figure).nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(bars(figure).last()).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(bars(figure).nth(-2)).toBeFocused();
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const viewport of [DESKTOP, NARROW]) {
    test.describe(`doc 2 §2.7 usage tracker accessibility (${colorScheme}, ${viewport.width}px)`, () => {
      test.use({ colorScheme, viewport });

      test('no axe violations; the page does not scroll sideways', async ({ page }) => {
        await openTracker(page);
        const figure = panel(page).getByRole('figure', { name: 'Daily usage: Usage (kWh)' });
        await expect(bars(figure).first()).toBeVisible();
        await expect(usageTable(page, 'Daily usage table')).toBeVisible();
        await expect(
          page
            .getByRole('region', { name: 'Summary for meter E-1000001' })
            .getByText('Lowest Usage'),
        ).toBeVisible();
        await expectNoAxeViolations(page);
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        ).toBe(0);
      });
    });
  }
}
