import { enrollAutoPay, getAutoPayments, getSiteConfiguration } from '@coop-portal/api-client';
import { anyBase, errorAnswer, resetDemoStore } from '@coop-portal/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { changedAnswer, storyMembers, withDemoMember } from '../storybook';
import { AutoPay } from './AutoPay';

/** member.demo: 1000001 not enrolled, 3000002 by its checking account, 3000003 prepaid. */
const DEMO = storyMembers.demo;
const page = within(document.body);
const today = new Date(2026, 10, 27);

const siteConfiguration = (fields: Record<string, unknown>) =>
  changedAnswer('get', getSiteConfiguration.path, (answer) => ({ ...answer, ...fields }));

const meta = {
  title: 'Widgets/AutoPay',
  component: AutoPay,
  decorators: [withDemoMember],
  args: { memberNumber: DEMO[1], today },
  beforeEach: () => {
    resetDemoStore();
  },
  parameters: {
    member: DEMO,
    docs: {
      description: {
        component:
          'Auto payments by account (doc 1 §2.2 Auto Payments, §9): ‘Draft Pay Enrolled’ (or ‘EZ Pay Enrolled’ with whecEnabled) with the method and draft day, or why an account cannot enrol; Enrol chooses a stored method (the kinds allowCreditDraft / allowBankDraft allow, no expired card) and a day 1-28, then confirms; Stop confirms first.',
      },
    },
  },
} satisfies Meta<typeof AutoPay>;

export default meta;
type Story = StoryObj<typeof meta>;

const findTable = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole(
    'grid',
    { name: 'Auto payments by account' },
    { timeout: 10_000 },
  );

async function openEnrol(canvasElement: HTMLElement) {
  const grid = await findTable(canvasElement);
  await userEvent.click(
    within(grid).getByRole('button', { name: 'Enroll account 1000001 in auto pay' }),
  );
  return page.findByRole('dialog', { name: 'Auto Pay for Account 1000001' });
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const grid = await findTable(canvasElement);
    await expect(within(grid).getByText('Draft Pay Enrolled')).toBeVisible();
    await expect(
      within(grid).getByText(
        'Prepaid accounts pay as they use and cannot be enrolled in auto pay.',
      ),
    ).toBeVisible();
  },
};

/** Where whecEnabled is on: 'EZ Pay Enrolled'. */
export const EzPay: Story = {
  beforeEach({ msw }) {
    msw.use(siteConfiguration({ whecEnabled: true }));
  },
  play: async ({ canvasElement }) => {
    await expect(within(await findTable(canvasElement)).getByText('EZ Pay Enrolled')).toBeVisible();
  },
};

/** member.many: seven accounts, two enrolled, a final billed one not eligible. */
export const ManyAccounts: Story = {
  args: { memberNumber: storyMembers.many[1] },
  parameters: { member: storyMembers.many },
  play: async ({ canvasElement }) => {
    const grid = await findTable(canvasElement);
    await expect(within(grid).getByText('Day 15 of each month')).toBeVisible();
  },
};

export const EnrolChoose: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEnrol(canvasElement);
    await expect(within(dialog).getByText('Draft day of the month')).toBeVisible();
  },
};

/** Continue without a day: the day's message on its field. */
export const EnrolInvalid: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEnrol(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(dialog).toHaveTextContent('Day of the Month must be before 29th');
  },
};

/** A day chosen: the confirmation names account, method and day. */
export const EnrolConfirm: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEnrol(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: /Draft day of the month/ }));
    await userEvent.click(await page.findByRole('option', { name: '12' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(dialog).toHaveTextContent(
      'Pay each bill of account 1000001 automatically from Visa ending 4242 on day 12 of each month?',
    );
  },
};

/** An enrolment the API refuses: the reason stays on screen. */
export const EnrolFailure: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.put(anyBase(enrollAutoPay.path), () =>
        errorAnswer(400, 'Auto pay cannot start before the next bill.'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openEnrol(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: /Draft day of the month/ }));
    await userEvent.click(await page.findByRole('option', { name: '3' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enroll' }));
    await waitFor(() =>
      expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
        'Account 1000001 was not enrolled in auto pay: Auto pay cannot start before the next bill.',
      ),
    );
  },
};

/** member.solo: no stored method; Enrol points to Payment Profile. */
export const NoMethods: Story = {
  args: { memberNumber: storyMembers.solo[1] },
  parameters: { member: storyMembers.solo },
  play: async ({ canvasElement }) => {
    const grid = await findTable(canvasElement);
    await userEvent.click(
      within(grid).getByRole('button', { name: 'Enroll account 3000011 in auto pay' }),
    );
    const dialog = await page.findByRole('dialog', { name: 'Auto Pay for Account 3000011' });
    await expect(within(dialog).getByRole('link', { name: 'Add a payment method' })).toBeVisible();
  },
};

export const StopConfirm: Story = {
  play: async ({ canvasElement }) => {
    const grid = await findTable(canvasElement);
    await userEvent.click(
      within(grid).getByRole('button', { name: 'Stop auto pay for account 3000002' }),
    );
    await expect(await page.findByRole('alertdialog', { name: 'Stop Auto Pay' })).toHaveTextContent(
      'Stop auto pay for account 3000002? Its bills will no longer be paid automatically.',
    );
  },
};

/** Neither card nor bank drafts allowed (doc 3 §6). */
export const Unavailable: Story = {
  beforeEach({ msw }) {
    msw.use(siteConfiguration({ allowCreditDraft: false, allowBankDraft: false }));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Auto payments are not available at this time.',
        {},
        {
          timeout: 10_000,
        },
      ),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getAutoPayments.path), async () => {
        await delay('infinite');
        return HttpResponse.json({ accounts: [] });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Loading your auto payments' }),
    ).toBeVisible();
  },
};

export const ReadFailure: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getAutoPayments.path), () => errorAnswer(400, 'Auto pay is being updated.')),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 }),
    ).toHaveTextContent('Auto pay is being updated.');
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await findTable(canvasElement)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

const findSpanishTable = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole(
    'grid',
    { name: 'Pagos automáticos por cuenta' },
    { timeout: 10_000 },
  );

/** In Spanish (US): member.many's accounts, enrolled and not, with the API's reasons as given. */
export const InSpanishManyAccounts: Story = {
  globals: { locale: 'es-US' },
  args: { memberNumber: storyMembers.many[1] },
  parameters: { member: storyMembers.many },
  play: async ({ canvasElement }) => {
    const grid = await findSpanishTable(canvasElement);
    await expect(within(grid).getByRole('columnheader', { name: 'Día del débito' })).toBeVisible();
    await expect(within(grid).getByText('Día 15 de cada mes')).toBeVisible();
    await expect(within(grid).getAllByText('Inscrita en débito automático').length).toBeGreaterThan(
      0,
    );
  },
};

/** In Spanish (US): the enrolment's question, the longest text, after a missing day's message. */
export const InSpanishEnrolConfirm: Story = {
  globals: { locale: 'es-US' },
  play: async ({ canvasElement }) => {
    const grid = await findSpanishTable(canvasElement);
    await userEvent.click(
      within(grid).getByRole('button', {
        name: 'Inscribir la cuenta 1000001 en el pago automático',
      }),
    );
    const dialog = await page.findByRole('dialog', {
      name: 'Pago automático de la cuenta 1000001',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    const day = within(dialog).getByRole('button', { name: /Día del mes para el débito/ });
    await waitFor(() =>
      expect(day).toHaveAccessibleDescription(
        expect.stringContaining('El día del mes debe ser anterior al 29.'),
      ),
    );
    await userEvent.click(day);
    await userEvent.click(await page.findByRole('option', { name: '12' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await expect(dialog).toHaveTextContent(
      '¿Desea pagar automáticamente cada factura de la cuenta 1000001 con Visa terminada en 4242 el día 12 de cada mes?',
    );
  },
};

/** In Spanish (US), at 320 px: each row stacks, and the longer words still fit. */
export const InSpanishNarrow: Story = {
  globals: { locale: 'es-US', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await findSpanishTable(canvasElement)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
