import {
  getAccountOutageInfo,
  getConfigurationSettings,
  getOutageHistory,
  getOutageStatus,
  reportOutage,
} from '@coop-portal/api-client';
import { anyBase, errorAnswer, resetDemoStore } from '@coop-portal/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { changedAnswer, storyMembers, withDemoMember } from '../storybook';
import { useState } from 'react';
import { OutageCenter, type OutageCenterProps } from './OutageCenter';
import { createReportQueue, memoryStorage, type QueuedOutageReport } from './reportQueue';

type Json = Record<string, unknown>;

/** Configuration keys, set. */
const config = (values: Record<string, string>) =>
  changedAnswer('post', getConfigurationSettings.path, (answer) => ({
    ...answer,
    configSettings: { ...(answer.configSettings as Json), ...values },
  }));

/** The account's outage info, changed. */
const outageInfo = (change: Json) =>
  changedAnswer('get', getAccountOutageInfo.path, (answer) => ({ ...answer, ...change }));

const meta = {
  title: 'Widgets/OutageCenter',
  component: OutageCenter,
  decorators: [withDemoMember],
  args: { accountNumber: '1000001', memberNumber: '800001' },
  parameters: {
    docs: {
      description: {
        component:
          'The member’s outage centre (doc 2 §2.6, §4, §5, §8, §9): Status (ON, OFF or N/A, read again whenever the tab opens, with the restoration time when known), Report an Outage (only when a report may be made; one report per press, each with its Idempotency-Key), Map (only with a usable map link) and Outage History (newest first). Takes its account and member as props.',
      },
    },
  },
  // Reports made by a story stay out of the next one.
  beforeEach: () => {
    resetDemoStore();
    return () => void resetDemoStore();
  },
} satisfies Meta<typeof OutageCenter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Text that appears (an alert fades in: wait until it is shown). */
async function expectShown(canvasElement: HTMLElement, text: string | RegExp) {
  const element = await within(canvasElement).findByText(text, {}, { timeout: 10_000 });
  await waitFor(() => expect(element).toBeVisible());
}

const tab = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('tab', { name }, { timeout: 10_000 });

/** No outage at 1000001's location: power ON, the no-outage message, all four tabs. */
export const Status: Story = {
  play: async ({ canvasElement }) => {
    await expect(await tab(canvasElement, 'Report an Outage')).toBeVisible();
    await expectShown(canvasElement, 'ON');
    await expectShown(canvasElement, /There is no known outage/);
  },
};

/** 3000003's location has an active outage: OFF, the restoration time, no Report tab. */
export const ActiveOutage: Story = {
  args: { accountNumber: '3000003' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShown(canvasElement, 'OFF');
    await expectShown(canvasElement, 'Estimated Restoration Time');
    await expect(canvas.queryByRole('tab', { name: 'Report an Outage' })).toBeNull();
  },
};

/** The Report an Outage form: the issues, the call-back request with the phones on file. */
export const Report: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await tab(canvasElement, 'Report an Outage'));
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radiogroup', { name: 'Issue' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /Call me back/ })).toBeChecked();
  },
};

/** Submit with nothing chosen: the issue and the call-back phone are required. */
export const ReportInvalid: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await tab(canvasElement, 'Report an Outage'));
    const canvas = within(canvasElement);
    await canvas.findByRole('radiogroup', { name: 'Issue' });
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect((await canvas.findAllByText('You must select an issue')).length).toBeGreaterThan(
      0,
    );
    await expect(canvas.getAllByText('You must enter a phone number').length).toBeGreaterThan(0);
  },
};

/** A call-back phone whose exchange starts with 0 is refused. */
export const ReportInvalidPhone: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await tab(canvasElement, 'Report an Outage'));
    const canvas = within(canvasElement);
    const issues = await canvas.findByRole('radiogroup', { name: 'Issue' });
    await userEvent.click(within(issues).getByRole('radio', { name: 'Power line down' }));
    await userEvent.type(canvas.getByRole('combobox', { name: /Call-back Phone/ }), '5550101111');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(
      (await canvas.findAllByText('Invalid phone format.(Ex: (987) 456-1230)')).length,
    ).toBeGreaterThan(0);
  },
};

/** A report received: the server's message, and Status shows the outage active. */
export const Reported: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await tab(canvasElement, 'Report an Outage'));
    const canvas = within(canvasElement);
    const issues = await canvas.findByRole('radiogroup', { name: 'Issue' });
    await userEvent.click(
      within(issues).getByRole('radio', { name: 'My power is completely out' }),
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: /Call me back/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expectShown(canvasElement, /Your outage report for account 1000001 has been received/);
    await waitFor(() => expect(canvas.getByText('OFF')).toBeVisible());
    // react-aria's page-wide live region keeps the busy Submit button's announcement (which points
    // at the button by id) for 7 seconds; the button is gone with its tab, so forget it.
    for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) {
      log.replaceChildren();
    }
  },
};

/** The report failed: the server's reason, the form kept for another try. */
export const ReportFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(anyBase(reportOutage.path), () => errorAnswer(503, 'Service Unavailable')));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await tab(canvasElement, 'Report an Outage'));
    const canvas = within(canvasElement);
    const issues = await canvas.findByRole('radiogroup', { name: 'Issue' });
    await userEvent.click(within(issues).getByRole('radio', { name: 'Lights are flickering' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Call me back/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expectShown(canvasElement, 'Service Unavailable');
  },
};

/** The co-op hides the call-back request (hideOutageCallBackRequest). */
export const NoCallBack: Story = {
  beforeEach({ msw }) {
    msw.use(outageInfo({ hideOutageCallBackRequest: true }));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await tab(canvasElement, 'Report an Outage'));
    const canvas = within(canvasElement);
    await canvas.findByRole('radiogroup', { name: 'Issue' });
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

/** The Map tab: the co-op's outage map, in a new tab. */
export const OutageMap: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await tab(canvasElement, 'Map'));
    await expect(
      await within(canvasElement).findByRole('link', { name: /Open the Outage Map/ }),
    ).toBeVisible();
  },
};

/** No usable map link ('#'): no Map tab. */
export const NoMap: Story = {
  beforeEach({ msw }) {
    msw.use(config({ OUTAGEMAPLINK: '#' }));
  },
  play: async ({ canvasElement }) => {
    await tab(canvasElement, 'Outage History');
    await expect(within(canvasElement).queryByRole('tab', { name: 'Map' })).toBeNull();
  },
};

/** Four past outages, newest first. */
export const PastOutages: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await tab(canvasElement, 'Outage History'));
    await expect(
      await within(canvasElement).findByRole('grid', { name: 'Past outages, newest first' }),
    ).toBeVisible();
  },
};

/** member.solo's account: 'No Past Outages'. */
export const NoPastOutages: Story = {
  args: { accountNumber: '3000011', memberNumber: '800003' },
  parameters: { member: storyMembers.solo },
  play: async ({ canvasElement }) => {
    await userEvent.click(await tab(canvasElement, 'Outage History'));
    await expectShown(canvasElement, 'No Past Outages');
  },
};

/** The history could not be read: the reason and Try again. */
export const HistoryFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getOutageHistory.path), () => errorAnswer(503, 'Service Unavailable')),
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await tab(canvasElement, 'Outage History'));
    await expectShown(canvasElement, 'Service Unavailable');
  },
};

/** No account known: 'Please relogin to your account then access to this page again!' */
export const NoAccount: Story = {
  args: { accountNumber: '' },
  play: async ({ canvasElement }) => {
    await expectShown(
      canvasElement,
      'Please relogin to your account then access to this page again!',
    );
  },
};

/** 3000027 has no service location. */
export const NoLocation: Story = {
  args: { accountNumber: '3000027', memberNumber: '800004' },
  parameters: { member: storyMembers.many },
  play: async ({ canvasElement }) => {
    await expectShown(
      canvasElement,
      'Outage report is unavailable to this account, please contact customer service...!',
    );
  },
};

/** A water account while the co-op hides non-electric accounts. */
export const NotSupported: Story = {
  args: { accountNumber: '3000002' },
  beforeEach({ msw }) {
    msw.use(config({ HIDE_NON_ELECTRIC_USAGE_OUTAGE: 'Y' }));
  },
  play: async ({ canvasElement }) => {
    await expectShown(canvasElement, 'Outage is not supported for the selected account.');
  },
};

/** The outage status could not be read: the reason and Try again. */
export const StatusFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(anyBase(getOutageStatus.path), () => errorAnswer(500, 'Down')));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Try again' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** While the outage information loads. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getOutageStatus.path), async () => {
        await delay('infinite');
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expectShown(canvasElement, 'Loading the outage information');
  },
};

/** A report member.demo made for 1000001 without a network, kept with its key. */
const queuedReport = (claimedUntil?: number): QueuedOutageReport => ({
  key: '3f7c1a52-8d0e-4b6a-9c1f-2e5d7a9b0c14',
  body: {
    accountNumber: '1000001',
    callBack: false,
    outageReason: 'My power is completely out',
    outageReportOrigin: 'WEB',
  },
  memberNumber: '800001',
  apiBaseUrl: '/api',
  queuedAt: Date.now() - 5 * 60_000,
  ...(claimedUntil ? { claimedUntil } : {}),
});

/** The widget with its own in-memory queue holding `reports` (a fresh one per showing). */
function WithQueue({ reports, ...props }: OutageCenterProps & { reports: QueuedOutageReport[] }) {
  const [queue] = useState(() => createReportQueue(memoryStorage(reports)));
  return <OutageCenter {...props} offlineQueue={queue} />;
}

/**
 * A report made offline waits on the device (here held by another tab that is sending it): the
 * member reads that it is saved and will be sent when back online.
 */
export const QueuedOffline: Story = {
  render: (args) => <WithQueue {...args} reports={[queuedReport(Date.now() + 3_600_000)]} />,
  play: async ({ canvasElement }) => {
    await expectShown(
      canvasElement,
      'Your outage report is saved on this device and will be sent when you are back online.',
    );
  },
};

/** Back online: the queued report is sent once with its key, then Status shows it as active. */
export const QueuedSentBackOnline: Story = {
  render: (args) => <WithQueue {...args} reports={[queuedReport()]} />,
  play: async ({ canvasElement }) => {
    await expectShown(canvasElement, /Your outage report for account 1000001 has been received/);
    await expectShown(canvasElement, 'OFF');
    await expect(within(canvasElement).queryByText(/saved on this device/)).not.toBeInTheDocument();
  },
};
