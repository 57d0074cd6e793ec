import {
  getConfigurationSettings,
  getSiteConfiguration,
  getSiteSettings,
  reportGuestOutage,
  verifyOutageAccount,
} from '@coop-portal/api-client';
import { anyBase, errorAnswer, resetDemoStore } from '@coop-portal/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  createReportQueue,
  memoryStorage,
  type QueuedOutageReport,
} from '../OutageCenter/reportQueue';
import { changedAnswer, withDemoMember } from '../storybook';
import { OutageReport, type OutageReportProps } from './OutageReport';

type Json = Record<string, unknown>;

/** The guest verification's answer, changed. */
const verified = (change: Json) =>
  changedAnswer('post', verifyOutageAccount.path, (answer) => ({ ...answer, ...change }));

const meta = {
  title: 'Widgets/OutageReport',
  component: OutageReport,
  decorators: [withDemoMember],
  // A guest: no one signed in (the SignedInMember story signs member.demo in).
  parameters: {
    member: null,
    docs: {
      description: {
        component:
          'Report an outage from any page: the emergency outage number and the outage map link (doc 1 §2.1, §2.2), a guest verification as Quick Pay’s (account number and last 4 phone digits, doc 1 §5.1), then the outage centre’s report form (doc 2 §3, §4, §5) with the server’s message. A report made offline is kept on the device and sent once when back online. A signed-in member reports as that member.',
      },
    },
  },
  // Reports made by a story stay out of the next one.
  beforeEach: () => {
    resetDemoStore();
    return () => void resetDemoStore();
  },
} satisfies Meta<typeof OutageReport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Text that appears (an alert fades in: wait until it is shown). */
async function expectShown(canvasElement: HTMLElement, text: string | RegExp) {
  const element = await within(canvasElement).findByText(text, {}, { timeout: 10_000 });
  await waitFor(() => expect(element).toBeVisible());
}

/** Verifies as a guest: 1000002 with its last 4 phone digits 2222 (the demo's Quick Pay pair). */
async function verify(canvasElement: HTMLElement, account = '1000002', phone = '2222') {
  const canvas = within(canvasElement);
  await userEvent.type(
    await canvas.findByRole('textbox', { name: 'Account Number' }, { timeout: 10_000 }),
    account,
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: 'Last 4 Digits of Phone Number' }),
    phone,
  );
  await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
}

/** Verified, chooses an issue without a call-back and submits. */
async function report(canvasElement: HTMLElement) {
  await verify(canvasElement);
  const canvas = within(canvasElement);
  const issues = await canvas.findByRole('radiogroup', { name: 'Issue' }, { timeout: 10_000 });
  await userEvent.click(within(issues).getByRole('radio', { name: 'Power line down' }));
  await userEvent.click(canvas.getByRole('checkbox', { name: /Call me back/ }));
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
}

/**
 * react-aria's page-wide live region keeps the busy Submit button's announcement (which points at
 * the button by id) for 7 seconds; the form has gone with the report, so forget it.
 */
function forgetBusyAnnouncement() {
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) {
    log.replaceChildren();
  }
}

/** The guest's first view: the emergency number, the map link and the verification. */
export const Verify: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: '1-800-555-0199' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(await canvas.findByRole('link', { name: /Open the Outage Map/ })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Account Number' })).toBeVisible();
  },
};

/** The host page prefilled the account number and phone digits. */
export const Prefilled: Story = {
  args: { accountNumber: '1000002', phoneLastFourDigits: '2222' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('textbox', { name: 'Account Number' }),
    ).toHaveValue('1000002');
  },
};

/** Verify with nothing entered: Quick Pay's messages on the fields, focus on the first. */
export const VerifyInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Verify' }));
    await expect(
      (await canvas.findAllByText('Please enter your account number.')).length,
    ).toBeGreaterThan(0);
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Account Number' })).toHaveFocus(),
    );
  },
};

/** An account number and phone digits that do not match: the server's message. */
export const WrongPair: Story = {
  play: async ({ canvasElement }) => {
    await verify(canvasElement, '1000002', '1111');
    await expectShown(
      canvasElement,
      'The account number and phone number you entered do not match our records.',
    );
  },
};

/** While the verification is under way. */
export const Verifying: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(anyBase(verifyOutageAccount.path), async () => {
        await delay('infinite');
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await verify(canvasElement);
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Verifying your account' }),
    ).toBeVisible();
  },
};

/** Verified: the service address, power ON and the report form. */
export const Verified: Story = {
  play: async ({ canvasElement }) => {
    await verify(canvasElement);
    await expectShown(canvasElement, '27 Cottonwood Ln, Riverbend, KS 66000');
    await expectShown(canvasElement, 'ON');
    await expect(
      await within(canvasElement).findByRole('radiogroup', { name: 'Issue' }),
    ).toBeVisible();
  },
};

/** An outage is already active at the location: OFF, its message and restoration, no form. */
export const ActiveOutage: Story = {
  beforeEach({ msw }) {
    msw.use(
      verified({
        outageStatus: 'Y',
        estimatedTimeOfRestoration: new Date(Date.now() + 3 * 3_600_000).toISOString(),
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await verify(canvasElement);
    await expectShown(canvasElement, 'OFF');
    await expectShown(canvasElement, 'Estimated Restoration Time');
    await expect(within(canvasElement).queryByRole('radiogroup', { name: 'Issue' })).toBeNull();
  },
};

/** A water account while the co-op hides non-electric accounts. */
export const NotSupported: Story = {
  beforeEach({ msw }) {
    msw.use(
      verified({ accountType: 'Water', outageStatus: null }),
      changedAnswer('post', getConfigurationSettings.path, (answer) => ({
        ...answer,
        configSettings: {
          ...(answer.configSettings as Json),
          HIDE_NON_ELECTRIC_USAGE_OUTAGE: 'Y',
        },
      })),
    );
  },
  play: async ({ canvasElement }) => {
    await verify(canvasElement);
    await expectShown(canvasElement, 'Outage is not supported for the selected account.');
  },
};

/** The report received: the server's message, focused. */
export const Reported: Story = {
  play: async ({ canvasElement }) => {
    await report(canvasElement);
    await expectShown(canvasElement, /Your outage report for account 1000002 has been received/);
    forgetBusyAnnouncement();
  },
};

/** The report failed on the server: its message above the form. */
export const ReportFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(anyBase(reportGuestOutage.path), () => errorAnswer(503, 'Service Unavailable')),
    );
  },
  play: async ({ canvasElement }) => {
    await report(canvasElement);
    await expectShown(canvasElement, 'Service Unavailable');
  },
};

/** The verification ran out before the report was sent: verify again. */
export const VerificationExpired: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(anyBase(reportGuestOutage.path), () =>
        HttpResponse.json({ message: 'expired' }, { status: 401 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await report(canvasElement);
    await expectShown(
      canvasElement,
      'Your verification has expired. Please verify your account again.',
    );
    forgetBusyAnnouncement();
  },
};

/** The co-op has no emergency number and no usable map link: neither is shown. */
export const NoContacts: Story = {
  beforeEach({ msw }) {
    msw.use(
      changedAnswer('get', getSiteSettings.path, (answer) => ({
        ...answer,
        emergencyContactNumber: null,
      })),
      changedAnswer('get', getSiteConfiguration.path, (answer) => ({
        ...answer,
        outageMapLink: '#',
      })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Account Number' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('link')).toBeNull());
  },
};

/** A guest's report made for 1000002 without a network, kept with its key and token. */
const queuedReport = (claimedUntil?: number): QueuedOutageReport => ({
  key: '6b1e2f40-7a3c-4d59-8e21-0f9c3b5a7d18',
  body: {
    accountNumber: '1000002',
    callBack: false,
    outageReason: 'Power line down',
    outageReportOrigin: 'WEB',
  },
  memberNumber: '',
  outageToken: `demo-outage~1000002~${Date.now() + 3_600_000}`,
  apiBaseUrl: '/api',
  queuedAt: Date.now() - 5 * 60_000,
  ...(claimedUntil ? { claimedUntil } : {}),
});

/** The widget with its own in-memory queue holding `reports` (a fresh one per showing). */
function WithQueue({ reports, ...props }: OutageReportProps & { reports: QueuedOutageReport[] }) {
  const [queue] = useState(() => createReportQueue(memoryStorage(reports)));
  return <OutageReport {...props} offlineQueue={queue} />;
}

/** A report made offline waits on the device (here held by another tab that is sending it). */
export const QueuedOffline: Story = {
  render: (args) => <WithQueue {...args} reports={[queuedReport(Date.now() + 3_600_000)]} />,
  play: async ({ canvasElement }) => {
    await expectShown(
      canvasElement,
      'Your outage report is saved on this device and will be sent when you are back online.',
    );
  },
};

/** Back online: the queued report is sent once with its key and token; the server's message. */
export const QueuedSentBackOnline: Story = {
  render: (args) => <WithQueue {...args} reports={[queuedReport()]} />,
  play: async ({ canvasElement }) => {
    await expectShown(canvasElement, /Your outage report for account 1000002 has been received/);
    await expect(within(canvasElement).queryByText(/saved on this device/)).not.toBeInTheDocument();
  },
};

/** A host app's signed-in member: no verification, the member's primary account. */
export const SignedInMember: Story = {
  parameters: { member: ['member.demo', '800001'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('radiogroup', { name: 'Issue' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Account Number' })).toBeNull();
  },
};

const phone = { value: 'mobile1', isRotated: false };

/** Verifies as a guest in Spanish: 1000002 with its last 4 phone digits 2222. */
async function verifyInSpanish(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(
    await canvas.findByRole('textbox', { name: 'Número de cuenta' }, { timeout: 10_000 }),
    '1000002',
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: 'Últimos 4 dígitos del teléfono' }),
    '2222',
  );
  await userEvent.click(canvas.getByRole('button', { name: 'Verificar' }));
}

/** In Spanish (US): Verify with nothing entered, the messages on the fields, focus on the first. */
export const InSpanishVerifyInvalid: Story = {
  globals: { locale: 'es-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Verifique su cuenta' }, { timeout: 10_000 }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Verificar' }));
    const account = canvas.getByRole('textbox', { name: 'Número de cuenta' });
    await waitFor(() => expect(account).toHaveFocus());
    await expect(account).toHaveAccessibleDescription(
      expect.stringContaining('Ingrese su número de cuenta.'),
    );
  },
};

/**
 * In Spanish (US) on a 320px phone, the richest state: verified, the account's status and the
 * report form with its longer labels.
 */
export const InSpanishVerified: Story = {
  globals: { locale: 'es-US', viewport: phone },
  play: async ({ canvasElement }) => {
    await verifyInSpanish(canvasElement);
    const canvas = within(canvasElement);
    await expectShown(canvasElement, 'Con servicio');
    await expect(
      await canvas.findByRole('radiogroup', { name: 'Problema' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('combobox', { name: 'Número de teléfono para devolverle la llamada' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Usar otra cuenta' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/** In Spanish (US): an active outage, without service, its restoration time day first. */
export const InSpanishActiveOutage: Story = {
  globals: { locale: 'es-US' },
  beforeEach({ msw }) {
    msw.use(verified({ outageStatus: 'Y', estimatedTimeOfRestoration: '2026-11-26T14:30:00' }));
  },
  play: async ({ canvasElement }) => {
    await verifyInSpanish(canvasElement);
    await expectShown(canvasElement, 'Sin servicio');
    const term = await within(canvasElement).findByText('Hora estimada de restablecimiento');
    await expect(term.nextElementSibling).toHaveTextContent('26/11/2026 2:30 p.m.');
  },
};
