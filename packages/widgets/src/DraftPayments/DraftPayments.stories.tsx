import {
  getConfigurationSettings,
  getPaymentDrafts,
  getSiteConfiguration,
  updateDraftAccounts,
} from '@coop-portal/api-client';
import { anyBase, errorAnswer } from '@coop-portal/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { changedAnswer, storyMembers, withDemoMember } from '../storybook';
import { DraftPayments } from './DraftPayments';

type Json = Record<string, unknown>;

/** Dialogs render in a portal: queries look at the whole page. */
const page = within(document.body);

/** Site configuration fields, set. */
const siteConfiguration = (fields: Json) =>
  changedAnswer('get', getSiteConfiguration.path, (answer) => ({ ...answer, ...fields }));

/** Configuration keys, set. */
const configValues = (values: Record<string, string>) =>
  changedAnswer('post', getConfigurationSettings.path, (answer) => ({
    ...answer,
    configSettings: { ...(answer.configSettings as Json), ...values },
  }));

/** Each account's draft record, changed by account number. */
const draftRecords = (change: Record<string, Json>) =>
  changedAnswer('get', getPaymentDrafts.path, (answer) => ({
    results: (answer['results'] as Json[]).map((record) => ({
      ...record,
      ...change[String(record['accountNumber'])],
    })),
  }));

const meta = {
  title: 'Widgets/DraftPayments',
  component: DraftPayments,
  decorators: [withDemoMember],
  args: { memberNumber: storyMembers.demo[1], onUpdated: fn() },
  parameters: {
    member: storyMembers.demo,
    docs: {
      description: {
        component:
          'Draft Payments (/draft-payments; doc 3 §2.2-§9), EZ Pay where whecEnabled is on: the current drafts (Accounts), Setup New Draft by credit card (the hosted card page) or bank (the NACHA form, or the hosted page), and Remove Draft with its confirmation. The stories run as member.demo (800001: 3000002 has a bank draft, 1000001 can be set up, 3000003 is not card-eligible) against the demo co-op; stories that would change a draft answer from the story itself, so the demo co-op stays as it is for the others.',
      },
    },
  },
} satisfies Meta<typeof DraftPayments>;

export default meta;
type Story = StoryObj<typeof meta>;

const ready = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('tab', { name: 'Accounts' }, { timeout: 10_000 });

async function openTab(canvasElement: HTMLElement, name: string) {
  await ready(canvasElement);
  const tab = within(canvasElement).getByRole('tab', { name });
  await userEvent.click(tab);
  await waitFor(() => expect(tab).toHaveAttribute('aria-selected', 'true'));
}

/** Accounts: member.demo's bank draft on 3000002. */
export const Accounts: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const table = within(canvasElement).getByRole('grid', { name: 'Accounts with a Draft' });
    await expect(within(table).getByRole('row', { name: /3000002/ })).toHaveTextContent('••••6789');
  },
};

/** Back from the hosted page with statuscode 0: the success result. */
export const Success: Story = {
  args: { statusCode: '0' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(
      within(canvasElement).getByText('Your draft information has been updated.'),
    ).toBeInTheDocument();
  },
};

/** While the accounts load. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(anyBase(getPaymentDrafts.path), () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading your accounts…')).toBeVisible();
  },
};

/** The drafts service fails (doc 3 §8). */
export const ServiceUnavailable: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(anyBase(getPaymentDrafts.path), () => errorAnswer(500, 'Server error')));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Draft payments service unavailable, please contact administrator.',
        undefined,
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  },
};

/** Neither credit nor bank draft allowed (doc 3 §6): the error banner. */
export const NotAllowed: Story = {
  beforeEach({ msw }) {
    msw.use(siteConfiguration({ allowCreditDraft: false, allowBankDraft: false }));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/Draft is not available at this time/, undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
  },
};

/** The help dialog: 'Draft Setup', 400px wide. */
export const Help: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Help with Draft setup' }),
    );
    await expect(await page.findByRole('dialog', { name: 'Draft Setup' })).toBeVisible();
  },
};

/** No drafts yet (member.states): the Accounts and Remove Draft empty texts. */
export const NoDrafts: Story = {
  args: { memberNumber: storyMembers.states[1] },
  parameters: { member: storyMembers.states },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(
      within(canvasElement).getByText('There are no accounts available...!'),
    ).toBeInTheDocument();
    await openTab(canvasElement, 'Remove Draft');
    await expect(
      within(canvasElement).getByText('There are no accounts available to remove from draft.'),
    ).toBeInTheDocument();
  },
};

/** Setup New Draft by card: 1000001 ticked (query accountno), 3000003 restricted. */
export const SetupCard: Story = {
  args: { accountNumber: '1000001' },
  play: async ({ canvasElement }) => {
    await openTab(canvasElement, 'Setup New Draft');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: /^Account 1000001/ })).toBeChecked();
    await expect(
      canvas.getByText('Account 3000003: Credit Card Payment Restricted.', { exact: false }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};

/** The panel's §5 messages: a day outside 1-28 and the authorize checkbox, reported on Submit. */
export const SetupMessages: Story = {
  args: { accountNumber: '1000001' },
  play: async ({ canvasElement }) => {
    await openTab(canvasElement, 'Setup New Draft');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Draft Method/ }));
    await userEvent.click(await page.findByRole('option', { name: 'Days after Billing' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Number of Days after billing' }),
      '25',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(
      (
        await canvas.findAllByText(
          'Account: 1000001 Number of Days after billing must be between 1 and 20',
        )
      )[0],
    ).toBeInTheDocument();
    await expect(
      canvas.getAllByText('Please check the authorize checkbox to submit your draft.')[0],
    ).toBeInTheDocument();
  },
};

/** Every ineligibility reason (doc 3 §4, §8) for a bank draft. */
export const IneligibleReasons: Story = {
  args: { memberNumber: storyMembers.many[1] },
  parameters: { member: storyMembers.many },
  beforeEach({ msw }) {
    msw.use(
      draftRecords({
        '3000021': { pastDueAmount: 40, draft: null },
        '3000022': { autopayExists: true, draft: null },
        '3000023': { noMoreChecks: true, autopayExists: false, pastDueAmount: 0, draft: null },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await openTab(canvasElement, 'Setup New Draft');
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Account 3000022: Account is signed up for AutoPay. Draft is not allowed.', {
        exact: false,
      }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Bank Draft' }));
    await expect(
      await canvas.findByText('Account 3000023: ECheck Payment Restricted.', { exact: false }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText('Account 3000021: Account is past due. Draft is not allowed.', {
        exact: false,
      }),
    ).toBeInTheDocument();
  },
};

/** No account can be set up. */
export const NoEligibleAccounts: Story = {
  beforeEach({ msw }) {
    msw.use(draftRecords({ '1000001': { autopayExists: true } }));
  },
  play: async ({ canvasElement }) => {
    await openTab(canvasElement, 'Setup New Draft');
    await expect(
      within(canvasElement).getByText('There are no eligible accounts to be set up for draft.'),
    ).toBeInTheDocument();
  },
};

/** A NACHA bank draft: the routing number fills the bank name; the update's message. */
export const BankDraft: Story = {
  args: { accountNumber: '1000001' },
  beforeEach({ msw }) {
    msw.use(
      http.put(anyBase(updateDraftAccounts.path), () =>
        HttpResponse.json({ message: 'Your draft information has been updated.' }),
      ),
    );
  },
  play: async ({ canvasElement, args }) => {
    await openTab(canvasElement, 'Setup New Draft');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Bank Draft' }));
    await expect(canvas.getByRole('checkbox', { name: /^Account 1000001/ })).toBeChecked();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Routing Number' }), '101000695');
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Bank Name' })).toHaveValue('First Prairie Bank'),
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Bank Account Number' }), '12345678');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Confirm Bank Account Number' }),
      '12345678',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: /^I authorize/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(args.onUpdated).toHaveBeenCalledWith('Your draft information has been updated.'),
    );
  },
};

/** The bank form's §5 messages. */
export const BankMessages: Story = {
  args: { accountNumber: '1000001' },
  play: async ({ canvasElement }) => {
    await openTab(canvasElement, 'Setup New Draft');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Bank Draft' }));
    await expect(canvas.getByRole('checkbox', { name: /^Account 1000001/ })).toBeChecked();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Routing Number' }), '101205681');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Bank Account Number' }), '12');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Confirm Bank Account Number' }),
      '13',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    for (const message of [
      "The bank account number's length must be between 4 and 18.",
      'Bank account and Confirm bank account number does not match.',
      'Please enter valid routing number.',
      'Please enter bank name.',
    ]) {
      await expect((await canvas.findAllByText(message))[0]).toBeInTheDocument();
    }
  },
};

/** The MERIDIAN processor's forwarding message. */
export const MeridianForwarding: Story = {
  args: { accountNumber: '1000001' },
  beforeEach({ msw }) {
    msw.use(configValues({ PAYMENT_PROCESSOR: 'MERIDIAN' }));
  },
  play: async ({ canvasElement }) => {
    await openTab(canvasElement, 'Setup New Draft');
    await expect(
      within(canvasElement).getByText(/forwarded to the secure Meridian payment page/),
    ).toBeInTheDocument();
  },
};

/** Remove Draft: the confirmation with No and Yes (No pressed: nothing changes). */
export const Remove: Story = {
  play: async ({ canvasElement }) => {
    await openTab(canvasElement, 'Remove Draft');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: /3000002/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    const dialog = await page.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(
      'Are you sure you want to delete draft on selected account(s) ?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
  },
};

/** Where whecEnabled is on: EZ Pay wording, help titled 'EZ Pay Setup'. */
export const EzPay: Story = {
  beforeEach({ msw }) {
    msw.use(siteConfiguration({ whecEnabled: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'EZ Pay' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Setup New EZ Pay' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Help with EZ Pay setup' }));
    await expect(await page.findByRole('dialog', { name: 'EZ Pay Setup' })).toBeVisible();
  },
};

const readyInSpanish = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('tab', { name: 'Cuentas' }, { timeout: 10_000 });

/**
 * In Spanish (US), at 320px: the bank form submitted with wrong numbers, the longest messages, each
 * on its field. The draft options are the co-op's own names (custom draft set-up), as given.
 */
export const InSpanishBankMessages: Story = {
  args: { accountNumber: '1000001' },
  globals: { locale: 'es-US', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await readyInSpanish(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Configurar débito automático' }));
    await userEvent.click(await canvas.findByRole('radio', { name: 'Bank Draft' }));
    await expect(canvas.getByRole('checkbox', { name: /^Cuenta 1000001/ })).toBeChecked();
    await userEvent.type(
      canvas.getByRole('textbox', { name: /^Número de ruta bancaria/ }),
      '101205681',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Número de cuenta bancaria' }), '12');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Confirmar número de cuenta bancaria' }),
      '13',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    for (const message of [
      'El número de cuenta bancaria debe tener entre 4 y 18 dígitos.',
      'El número de cuenta bancaria y su confirmación no coinciden.',
      'Ingrese un número de ruta bancaria válido.',
      'Ingrese el nombre del banco.',
      'Marque la casilla de autorización para enviar su débito automático.',
    ]) {
      await expect((await canvas.findAllByText(message))[0]).toBeInTheDocument();
    }
  },
};

/** In Spanish (US): every reason an account cannot be set up for a bank draft. */
export const InSpanishIneligibleReasons: Story = {
  args: { memberNumber: storyMembers.many[1] },
  globals: { locale: 'es-US' },
  parameters: { member: storyMembers.many },
  beforeEach({ msw }) {
    msw.use(
      draftRecords({
        '3000021': { pastDueAmount: 40, draft: null },
        '3000022': { autopayExists: true, draft: null },
        '3000023': { noMoreChecks: true, autopayExists: false, pastDueAmount: 0, draft: null },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await readyInSpanish(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Configurar débito automático' }));
    await expect(
      await canvas.findByText(
        'Cuenta 3000022: La cuenta está inscrita en el pago automático. No se permite el débito automático.',
        { exact: false },
      ),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Bank Draft' }));
    await expect(
      await canvas.findByText('Cuenta 3000023: Pago con cheque electrónico restringido.', {
        exact: false,
      }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText(
        'Cuenta 3000021: La cuenta tiene un saldo vencido. No se permite el débito automático.',
        { exact: false },
      ),
    ).toBeInTheDocument();
  },
};
