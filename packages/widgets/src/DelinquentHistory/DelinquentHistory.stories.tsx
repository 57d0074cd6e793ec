import { getDelinquentHistory } from '@coop-portal/api-client';
import { anyBase, errorAnswer } from '@coop-portal/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyMembers, withDemoMember } from '../storybook';
import { DelinquentHistory } from './DelinquentHistory';

/** The PDF dialog renders in a portal: queries look at the whole page. */
const page = within(document.body);

const meta = {
  title: 'Widgets/DelinquentHistory',
  component: DelinquentHistory,
  decorators: [withDemoMember],
  args: { accountNumber: '1000001' },
  parameters: {
    member: storyMembers.demo,
    docs: {
      description: {
        component:
          'Delinquent History (/delinquent-history; doc 3 §2.6, §3, §7, §8, §9): an account’s delinquent notices — Bill Date, Past Due, Late Fee, Cutoff Date — paged by 10 (5, 10, 25, 100), with View PDF when a notice has a view URL. The PDF opens in a dialog 90% wide and 94% high that an outside click does not close. The stories run as member.demo: 1000001 has four notices (3, 6, 8 and 11 months back; the 6-month one’s file is gone, the 11-month one has no PDF); 3000002 has none.',
      },
    },
  },
} satisfies Meta<typeof DelinquentHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

const findTable = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole(
    'grid',
    { name: 'Delinquent notices of account 1000001' },
    { timeout: 10_000 },
  );

/** 1000001: four notices, newest first; the oldest has no View PDF button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const grid = await findTable(canvasElement);
    await expect(within(grid).getAllByRole('rowheader')).toHaveLength(4);
    await expect(
      within(grid).getAllByRole('button', { name: /^View PDF of the delinquent notice/ }),
    ).toHaveLength(3);
  },
};

/** View PDF: the notice in the large dialog, which an outside click does not close. */
export const ViewingANotice: Story = {
  play: async ({ canvasElement }) => {
    const grid = await findTable(canvasElement);
    const [newest] = within(grid).getAllByRole('button', {
      name: /^View PDF of the delinquent notice/,
    });
    await userEvent.click(newest!);
    const dialog = await page.findByRole('dialog', { name: /^Delinquent notice of / });
    await expect(
      await within(dialog).findByRole('link', { name: /^Download / }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** A notice whose file is gone (doc 3 §8): 'Delinquent File not found.'. */
export const FileNotFound: Story = {
  play: async ({ canvasElement }) => {
    const grid = await findTable(canvasElement);
    const buttons = within(grid).getAllByRole('button', {
      name: /^View PDF of the delinquent notice/,
    });
    await userEvent.click(buttons[1]!);
    await expect(
      await within(canvasElement).findByText('Delinquent File not found.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

/** 3000002: no notice (doc 3 §2.6). */
export const NoNotices: Story = {
  args: { accountNumber: '3000002' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'There are no delinquents available.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  },
};

/** More notices than a page: paged by 10. */
export const Paged: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getDelinquentHistory.path), () =>
        HttpResponse.json(
          Array.from({ length: 14 }, (_, index) => ({
            billDate: `2025-${String(12 - (index % 12)).padStart(2, '0')}-0${1 + (index % 9)}`,
            pastDue: 40 + index,
            lateFee: 5,
            cutoffDate: null,
            delinquentViewUrl: null,
            delinquentProcessedDate: null,
          })),
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const grid = await findTable(canvasElement);
    await expect(within(grid).getAllByRole('rowheader')).toHaveLength(10);
    await expect(within(canvasElement).getByText('Showing 1–10 of 14')).toBeVisible();
  },
};

/** The notices being read. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getDelinquentHistory.path), async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', {
        name: 'Loading the delinquent notices…',
      }),
    ).toBeVisible();
  },
};

/** A failed read (doc 3 §8): the support text and Try again. */
export const ReadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(anyBase(getDelinquentHistory.path), () => errorAnswer(500, 'Internal error')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'We are unable to process your request at this time. Please contact customer support.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** In Spanish (US): 1000001's notices, dates day first, each View PDF named by its date. */
export const InSpanish: Story = {
  globals: { locale: 'es-US' },
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole(
      'grid',
      { name: 'Avisos de morosidad de la cuenta 1000001' },
      { timeout: 10_000 },
    );
    await expect(
      within(grid).getByRole('columnheader', { name: 'Cargo por pago tardío' }),
    ).toBeVisible();
    await expect(
      within(grid).getAllByRole('button', {
        name: /^Ver PDF del aviso de morosidad del \d{2}\/\d{2}\/\d{4}$/,
      }),
    ).toHaveLength(3);
  },
};

/** In Spanish (US) at 320px: the notices, each row a stacked card. */
export const InSpanishNarrow: Story = {
  globals: { locale: 'es-US', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'grid',
        { name: 'Avisos de morosidad de la cuenta 1000001' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};
