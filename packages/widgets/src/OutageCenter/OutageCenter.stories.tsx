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

/** Nothing scrolls sideways on the page. */
async function expectNoSidewaysScroll() {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
    document.documentElement.clientWidth,
  );
}

const phone = { value: 'mobile1', isRotated: false };

/**
 * In Spanish (US) on a 320px phone, the richest state: the report form's longer labels with its
 * errors and their summary, focus on the first invalid field.
 */
export const InSpanishReportInvalid: Story = {
  globals: { locale: 'es-US', viewport: phone },
  play: async ({ canvasElement }) => {
    await userEvent.click(await tab(canvasElement, 'Reportar un apagón'));
    const canvas = within(canvasElement);
    const issues = await canvas.findByRole('radiogroup', { name: 'Problema' });
    const phoneField = canvas.getByRole('combobox', {
      name: 'Número de teléfono para devolverle la llamada',
    });
    await expect(
      canvas.getByRole('checkbox', { name: 'Quiero que me llamen sobre este apagón' }),
    ).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(within(issues).getAllByRole('radio')[0]).toHaveFocus());
    await expect(issues).toHaveAccessibleDescription(
      expect.stringContaining('Debe seleccionar un problema.'),
    );
    await expect(phoneField).toHaveAccessibleDescription(
      expect.stringContaining('Debe ingresar un número de teléfono.'),
    );
    await expectShown(canvasElement, 'Corrija lo siguiente:');
    await expectNoSidewaysScroll();
  },
};

/**
 * In Spanish (US) on a 320px phone: an active outage at 3000003's location, without service, the
 * restoration time day first, and the longest status message.
 */
export const InSpanishActiveOutage: Story = {
  args: { accountNumber: '3000003' },
  globals: { locale: 'es-US', viewport: phone },
  play: async ({ canvasElement }) => {
    await expectShown(canvasElement, 'Sin servicio');
    await expectShown(canvasElement, /^Hay un apagón activo en su ubicación de servicio\./);
    const term = within(canvasElement).getByText('Hora estimada de restablecimiento');
    await expect(term.nextElementSibling?.textContent).toMatch(
      /^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [ap]\. ?m\.$/,
    );
    await expectNoSidewaysScroll();
  },
};

/** In Spanish (US) on a 320px phone: the outage history, its date-times day first. */
export const InSpanishPastOutages: Story = {
  globals: { locale: 'es-US', viewport: phone },
  play: async ({ canvasElement }) => {
    await userEvent.click(await tab(canvasElement, 'Historial de apagones'));
    const grid = await within(canvasElement).findByRole('grid', {
      name: 'Apagones anteriores, del más reciente al más antiguo',
    });
    await expect(grid).toBeVisible();
    // The demo's newest outage began 12 days ago at 6:15 p.m.: written day first.
    const start = new Date();
    start.setDate(start.getDate() - 12);
    const day = [start.getDate(), start.getMonth() + 1]
      .map((part) => String(part).padStart(2, '0'))
      .join('/');
    const [first] = within(grid).getAllByRole('rowheader');
    await expect(first).toHaveTextContent(`${day}/${start.getFullYear()} 6:15 p.m.`);
    await expectNoSidewaysScroll();
  },
};

/** In Spanish (US): two reports saved offline, the count agreeing with its noun and verb. */
export const InSpanishQueuedOffline: Story = {
  globals: { locale: 'es-US' },
  render: (args) => (
    <WithQueue
      {...args}
      reports={[
        queuedReport(Date.now() + 3_600_000),
        { ...queuedReport(Date.now() + 3_600_000), key: '9a2d4c61-0b7e-4f38-a5c2-6e1f8d3b7a90' },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectShown(
      canvasElement,
      'Sus 2 reportes de apagón se guardaron en este dispositivo y se enviarán cuando vuelva a tener conexión a internet.',
    );
  },
};
