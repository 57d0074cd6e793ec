import {
  configKeys,
  getConfigurationSettings,
  getMemberDetails,
  getSiteSettings,
  updateRoundUp,
} from '@coop-portal/api-client';
import { anyBase, errorAnswer } from '@coop-portal/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { changedAnswer, storyMembers, withDemoMember } from '../storybook';
import { OperationRoundUp } from './OperationRoundUp';

/** The help dialog renders in a portal: queries look at the whole page. */
const page = within(document.body);

/** Today in the stories: the earliest expiration is the day after. */
const TODAY = '2026-11-27';

const meta = {
  title: 'Widgets/OperationRoundUp',
  component: OperationRoundUp,
  decorators: [withDemoMember],
  beforeEach() {
    // react-aria's page-wide live region keeps a busy button's announcements (which point at the
    // button by id) for 7 seconds; the last story's buttons are gone, so forget them.
    for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) {
      log.replaceChildren();
    }
  },
  args: {
    memberNumber: storyMembers.demo[1],
    today: TODAY,
    onUpdated: fn(),
    onUnsavedChanges: fn(),
  },
  parameters: {
    member: storyMembers.demo,
    docs: {
      description: {
        component:
          'Operation RoundUp (/operation-roundup; doc 3 §2.3, §4, §5, §8): the member’s accounts in the round-up table with Select All, a box per account and a help dialog. A ticked account can be changed (RoundUp with PARTICIPATE, the RoundUp Plus amount with PLUSPARTICIPATE, the expiration date); unticking puts back its saved values. Proceed, unavailable while nothing is ticked, checks the ticked accounts, sends one update, then says so and shows the reloaded accounts. A failed update says why and keeps every change. The stories run as member.demo (800001: 1000001 with RoundUp on, 3000002 water, 3000003 prepaid) against the demo co-op, on 11/27/2026.',
      },
    },
  },
} satisfies Meta<typeof OperationRoundUp>;

export default meta;
type Story = StoryObj<typeof meta>;

const findTable = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: 'Operation RoundUp' }, { timeout: 10_000 });

const tick = async (canvasElement: HTMLElement, accountNumber: string) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('checkbox', { name: `Select account ${accountNumber}` }));
};

/** member.demo: three accounts, none ticked; Proceed is unavailable; the rows cannot be changed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTable(canvasElement);
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(3);
    await expect(canvas.getByRole('checkbox', { name: 'Select All' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Proceed' })).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: 'RoundUp for account 1000001' })).toBeChecked();
    await expect(
      canvas.getByRole('switch', { name: 'RoundUp for account 3000002' }),
    ).toBeDisabled();
  },
};

/** A ticked account with RoundUp turned on: its amount and expiration can be changed. */
export const EditingAnAccount: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await findTable(canvasElement);
    await tick(canvasElement, '3000002');
    await userEvent.click(canvas.getByRole('switch', { name: 'RoundUp for account 3000002' }));
    await expect(
      canvas.getByRole('textbox', { name: 'RoundUp Plus Amount for account 3000002' }),
    ).toBeEnabled();
    await expect(canvas.getByRole('checkbox', { name: 'Select All' })).toBePartiallyChecked();
    await expect(canvas.getByRole('button', { name: 'Proceed' })).toBeEnabled();
    await waitFor(() => expect(args.onUnsavedChanges).toHaveBeenLastCalledWith(true));
  },
};

/** Unticking an account puts back its saved values. */
export const UntickRestores: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTable(canvasElement);
    await tick(canvasElement, '1000001');
    const toggle = canvas.getByRole('switch', { name: 'RoundUp for account 1000001' });
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await tick(canvasElement, '1000001');
    await expect(toggle).toBeChecked();
    await expect(toggle).toBeDisabled();
  },
};

/** An amount over the maximum (doc 3 §5): the message on the field; nothing is sent. */
export const AmountTooLarge: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await findTable(canvasElement);
    await tick(canvasElement, '1000001');
    const amount = canvas.getByRole('textbox', { name: 'RoundUp Plus Amount for account 1000001' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '100000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Proceed' }));
    await waitFor(() =>
      expect(
        canvas.getAllByText('You must enter a payment amount less than 99999999.99.').length,
      ).toBeGreaterThan(0),
    );
    await waitFor(() => expect(amount).toHaveFocus());
    await expect(args.onUpdated).not.toHaveBeenCalled();
  },
};

/** A saved expiration that has passed (doc 3 §5): ticking the account and proceeding says so. */
export const ExpirationInPast: Story = {
  beforeEach({ msw }) {
    msw.use(
      changedAnswer('get', getMemberDetails.path, (answer) => ({
        ...answer,
        accounts: (answer['accounts'] as Record<string, unknown>[]).map((account) =>
          account['accountNumber'] === '1000001'
            ? { ...account, operationRoundupExpiration: '2026-11-01' }
            : account,
        ),
      })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTable(canvasElement);
    await tick(canvasElement, '1000001');
    await userEvent.click(canvas.getByRole('button', { name: 'Proceed' }));
    await waitFor(() =>
      expect(
        canvas.getAllByText('You cannot use an expiration date in the past.').length,
      ).toBeGreaterThan(0),
    );
  },
};

/** The update under way: Proceed is busy and nothing can be changed. */
export const Saving: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.put(anyBase(updateRoundUp.path), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTable(canvasElement);
    await tick(canvasElement, '3000002');
    await userEvent.click(canvas.getByRole('button', { name: 'Proceed' }));
    await waitFor(() =>
      expect(canvas.getByRole('checkbox', { name: 'Select account 3000002' })).toBeDisabled(),
    );
  },
};

/**
 * The update as the story's own backend records it: the demo backend is shared by every story of
 * the run, and an update sent to it would change member.demo for the stories after this one.
 */
let sentUpdate: { accountNumber: string; isRoundUp: boolean }[] | null = null;

/** Updated (doc 3 §8): the spec's message; the reloaded accounts, all unticked. */
export const Updated: Story = {
  beforeEach({ msw }) {
    sentUpdate = null;
    msw.use(
      http.put(anyBase(updateRoundUp.path), async ({ request }) => {
        sentUpdate = (await request.json()) as typeof sentUpdate;
        return HttpResponse.json({
          message: 'Operation Roundup has been updated successfully for selected accounts.',
        });
      }),
      changedAnswer('get', getMemberDetails.path, (answer) => ({
        ...answer,
        accounts: (answer['accounts'] as Record<string, unknown>[]).map((account) => {
          const item = sentUpdate?.find(
            (entry) => entry.accountNumber === account['accountNumber'],
          );
          return item ? { ...account, operationRoundup: item.isRoundUp } : account;
        }),
      })),
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await findTable(canvasElement);
    await tick(canvasElement, '3000002');
    await userEvent.click(canvas.getByRole('switch', { name: 'RoundUp for account 3000002' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Proceed' }));
    await expect(
      await canvas.findByText(
        'Operation Roundup has been updated successfully for selected accounts.',
      ),
    ).toBeInTheDocument();
    await expect(args.onUpdated).toHaveBeenCalledTimes(1);
    await expect(sentUpdate).toEqual([
      { accountNumber: '3000002', isRoundUp: true, amount: 0, expireDate: null },
    ]);
    await waitFor(() =>
      expect(canvas.getByRole('switch', { name: 'RoundUp for account 3000002' })).toBeChecked(),
    );
    await expect(
      canvas.getByRole('checkbox', { name: 'Select account 3000002' }),
    ).not.toBeChecked();
  },
};

/** A failed update (doc 3 §8): the error text in an alert; the changes stay. */
export const UpdateFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.put(anyBase(updateRoundUp.path), () =>
        errorAnswer(400, 'RoundUp is closed for changes until the next billing cycle.'),
      ),
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await findTable(canvasElement);
    await tick(canvasElement, '3000002');
    await userEvent.click(canvas.getByRole('switch', { name: 'RoundUp for account 3000002' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Proceed' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'RoundUp is closed for changes until the next billing cycle.',
    );
    await expect(canvas.getByRole('switch', { name: 'RoundUp for account 3000002' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Select account 3000002' })).toBeChecked();
    await expect(args.onUpdated).not.toHaveBeenCalled();
  },
};

/** The help dialog: what RoundUp, RoundUp Plus and the expiration do. */
export const Help: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTable(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Help with Operation RoundUp' }));
    const dialog = await page.findByRole('dialog', { name: 'About Operation RoundUp' });
    await expect(dialog).toHaveTextContent('RoundUp Plus adds the amount you choose');
  },
};

/** RoundUp only (PLUSPARTICIPATE off): no amount column. */
export const RoundUpOnly: Story = {
  beforeEach({ msw }) {
    msw.use(
      changedAnswer('post', getConfigurationSettings.path, (answer) => ({
        ...answer,
        configSettings: {
          ...(answer['configSettings'] as Record<string, string>),
          [configKeys.plusParticipate]: 'N',
        },
      })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTable(canvasElement);
    await expect(canvas.queryByRole('columnheader', { name: 'RoundUp Plus Amount' })).toBeNull();
    await expect(canvas.getByRole('columnheader', { name: 'RoundUp' })).toBeVisible();
  },
};

/** The co-op does not offer the program (the RoundUp feature is off). */
export const NotOffered: Story = {
  beforeEach({ msw }) {
    msw.use(
      changedAnswer('get', getSiteSettings.path, (answer) => ({
        ...answer,
        features: (answer['features'] as { name: string }[]).filter(
          (feature) => feature.name !== 'RoundUp',
        ),
      })),
    );
  },
  play: async ({ canvasElement }) => {
    const message = await within(canvasElement).findByText(
      'Operation RoundUp is not offered at this time.',
      {},
      { timeout: 10_000 },
    );
    await expect(message).toBeInTheDocument();
  },
};

/** member.many: seven accounts. */
export const ManyAccounts: Story = {
  args: { memberNumber: storyMembers.many[1] },
  parameters: { member: storyMembers.many },
  play: async ({ canvasElement }) => {
    await findTable(canvasElement);
    await expect(within(canvasElement).getAllByRole('rowheader')).toHaveLength(7);
  },
};

/** The reads under way. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getMemberDetails.path), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Loading your accounts…' }),
    ).toBeVisible();
  },
};

/** A read failed: its message and Try again. */
export const ReadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getMemberDetails.path), () =>
        errorAnswer(400, 'The member details are not available.'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The member details are not available.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/**
 * In Spanish (US), at 320px: an account ticked with an amount over the maximum and a passed
 * expiration, each message on its field, focus on the first.
 */
export const InSpanishErrors: Story = {
  globals: { locale: 'es-US', viewport: { value: 'mobile1', isRotated: false } },
  beforeEach({ msw }) {
    msw.use(
      changedAnswer('get', getMemberDetails.path, (answer) => ({
        ...answer,
        accounts: (answer['accounts'] as Record<string, unknown>[]).map((account) =>
          account['accountNumber'] === '1000001'
            ? { ...account, operationRoundupExpiration: '2026-11-01' }
            : account,
        ),
      })),
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Operación Redondeo' }, { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Seleccionar la cuenta 1000001' }));
    const amount = canvas.getByRole('textbox', {
      name: 'Monto de Redondeo Plus de la cuenta 1000001',
    });
    await userEvent.clear(amount);
    await userEvent.type(amount, '100000000');
    await expect(
      canvas.getByRole('group', { name: 'Fecha de expiración de la cuenta 1000001' }),
    ).toHaveTextContent('01/11/2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(amount).toHaveFocus());
    await expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('Debe ingresar un monto de pago menor que 99999999.99.'),
    );
    await expect(
      canvas.getAllByText('La fecha de expiración no puede estar en el pasado.').length,
    ).toBeGreaterThan(0);
    await expect(args.onUpdated).not.toHaveBeenCalled();
  },
};

/** In Spanish (US): the help dialog, the longest text of the page. */
export const InSpanishHelp: Story = {
  globals: { locale: 'es-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Operación Redondeo' }, { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Ayuda con Operación Redondeo' }));
    const dialog = await page.findByRole('dialog', { name: 'Acerca de Operación Redondeo' });
    await expect(dialog).toHaveTextContent('Con Redondeo Plus, se agrega a cada factura');
  },
};
