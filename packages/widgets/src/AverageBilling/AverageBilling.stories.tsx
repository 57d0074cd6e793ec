import {
  getLevelizedAccounts,
  getSiteSettings,
  updateLevelizedAccount,
  updateLevelizedAccounts,
  type LevelizedAccount,
} from '@coop-portal/api-client';
import { anyBase, errorAnswer } from '@coop-portal/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { changedAnswer, storyMembers, withDemoMember } from '../storybook';
import { AverageBilling } from './AverageBilling';

/** Dialogs and tooltips render in a portal: queries look at the whole page. */
const page = within(document.body);

const meta = {
  title: 'Widgets/AverageBilling',
  component: AverageBilling,
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
    onUpdated: fn(),
    onNotOffered: fn(),
  },
  parameters: {
    member: storyMembers.demo,
    docs: {
      description: {
        component:
          'Average Billing (/levelized-billing; doc 3 §2.4, §3, §4, §8): the member’s accounts with their billing type and Sign Up, Remove or Not Eligible (the reason in a tooltip) per row, paged by 10. With more than one account, a filter (All, Average Billing, Non-Average Billing) and a search; the filtered views add a select column and the bulk button with the spec’s hint. Every change is confirmed (Continue / Cancel). The stories run as member.demo (800001: 1000001 can sign up, 3000002 is on Average billing, 3000003 is prepaid, not eligible) or member.many (seven accounts) against the demo co-op; the stories that update answer from the story itself, so the demo co-op stays as it is for the others.',
      },
    },
  },
} satisfies Meta<typeof AverageBilling>;

export default meta;
type Story = StoryObj<typeof meta>;

const findTable = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole(
    'grid',
    { name: 'Your accounts and Average Billing' },
    { timeout: 10_000 },
  );

/**
 * The updates as the story's own backend records them, with the accounts read again showing them:
 * the demo backend is shared by every story of the run, and an update sent to it would change the
 * member for the stories after this one.
 */
function localUpdates(sent: { accountNumber: string; action: string }[]) {
  const record = async (request: Request) => {
    const body = (await request.json()) as { accountNumber: string; action: string } | [];
    for (const item of Array.isArray(body) ? body : [body]) sent.push(item);
  };
  return [
    http.put(anyBase(updateLevelizedAccount.path), async ({ request, params }) => {
      await record(request);
      return HttpResponse.json({
        message: `Account ${String(params['accountNumber'])} billing type updated successfully`,
      });
    }),
    http.put(anyBase(updateLevelizedAccounts.path), async ({ request }) => {
      await record(request);
      return HttpResponse.json({
        message: 'Billing type updated successfully for multiple accounts.',
      });
    }),
    changedAnswer(
      'get',
      getLevelizedAccounts.path,
      (answer) =>
        (answer as unknown as LevelizedAccount[]).map((account) => {
          const item = [...sent]
            .reverse()
            .find((entry) => entry.accountNumber === account.accountNumber);
          return item
            ? { ...account, billingType: item.action === 'Add' ? 'Average' : 'Standard' }
            : account;
        }) as unknown as Record<string, unknown>,
    ),
  ];
}

/** member.demo: Sign Up (1000001), Remove (3000002), Not Eligible (3000003); the filter bar. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTable(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Sign Up account 1000001 for Average Billing' }),
    ).toBeEnabled();
    await expect(
      canvas.getByRole('button', { name: 'Remove account 3000002 from Average Billing' }),
    ).toBeEnabled();
    await expect(
      canvas.getByRole('button', { name: 'Account 3000003 is not eligible for Average Billing' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: 'Filter accounts' })).toBeVisible();
  },
};

/** Not Eligible: the reason in a tooltip on hover (and on keyboard focus). */
export const NotEligibleReason: Story = {
  play: async ({ canvasElement }) => {
    await findTable(canvasElement);
    const button = within(canvasElement).getByRole('button', {
      name: 'Account 3000003 is not eligible for Average Billing',
    });
    // The disabled button sits in a stand-in that takes the hover (a first hover elsewhere puts
    // react-aria in pointer modality, where hovering shows tooltips).
    const standIn = button.closest<HTMLElement>('[aria-disabled="true"]:not(button)') ?? button;
    await userEvent.hover(canvasElement);
    await userEvent.hover(standIn);
    await expect(await page.findByRole('tooltip', {}, { timeout: 3_000 })).toHaveTextContent(
      'Prepaid accounts are not eligible for Average Billing.',
    );
  },
};

/** The Continue / Cancel confirmation before a sign-up (doc 3 §4). */
export const ConfirmSignUp: Story = {
  play: async ({ canvasElement }) => {
    await findTable(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: 'Sign Up account 1000001 for Average Billing',
      }),
    );
    const dialog = () => page.findByRole('alertdialog', { name: 'Sign up for Average Billing?' });
    await expect(await dialog()).toHaveTextContent(
      'Account 1000001 will be billed an estimated $131.00',
    );
    // Found again until it shows: on a busy machine the check can come while the dialog still
    // enters (as the kit's Dialog stories wait for).
    await waitFor(async () =>
      expect(within(await dialog()).getByRole('button', { name: 'Continue' })).toBeVisible(),
    );
    await expect(within(await dialog()).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

const signUpSent: { accountNumber: string; action: string }[] = [];

/** Signed up (doc 3 §8): 'Account 1000001 billing type updated successfully'; the row shows Remove. */
export const SignedUp: Story = {
  beforeEach({ msw }) {
    signUpSent.length = 0;
    msw.use(...localUpdates(signUpSent));
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await findTable(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Sign Up account 1000001 for Average Billing' }),
    );
    const dialog = await page.findByRole('alertdialog', { name: 'Sign up for Average Billing?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(
      await canvas.findByText('Account 1000001 billing type updated successfully'),
    ).toBeInTheDocument();
    await expect(args.onUpdated).toHaveBeenCalledTimes(1);
    await expect(signUpSent).toEqual([
      expect.objectContaining({ action: 'Add', billingType: 'Average', accountNumber: '1000001' }),
    ]);
    await expect(
      await canvas.findByRole('button', { name: 'Remove account 1000001 from Average Billing' }),
    ).toBeVisible();
  },
};

/** member.many in the Average Billing view: the select column, Remove Selected and the hint. */
export const AverageBillingView: Story = {
  args: { memberNumber: storyMembers.many[1] },
  parameters: { member: storyMembers.many },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTable(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Show$/ }));
    await userEvent.click(await page.findByRole('option', { name: 'Average Billing' }));
    await waitFor(() => expect(canvas.getAllByRole('rowheader')).toHaveLength(2));
    await expect(canvas.getByText('Check mutliple accounts then click ... button.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove Selected' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: /3000021/ }));
    await expect(canvas.getByRole('button', { name: 'Remove Selected' })).toBeEnabled();
    await expect(canvas.getByText('1 account selected')).toBeVisible();
  },
};

const bulkSent: { accountNumber: string; action: string }[] = [];

/** A bulk sign-up in the Non-Average Billing view: one update, the message, back to All. */
export const BulkSignUp: Story = {
  args: { memberNumber: storyMembers.many[1] },
  parameters: { member: storyMembers.many },
  beforeEach({ msw }) {
    bulkSent.length = 0;
    msw.use(...localUpdates(bulkSent));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTable(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Show$/ }));
    await userEvent.click(await page.findByRole('option', { name: 'Non-Average Billing' }));
    await userEvent.click(await canvas.findByRole('checkbox', { name: /3000022/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /3000023/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up Selected' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Sign up for Average Billing?' });
    await expect(dialog).toHaveTextContent('2 accounts will be billed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(
      await canvas.findByText('Billing type updated successfully for multiple accounts.'),
    ).toBeInTheDocument();
    await expect(bulkSent.map((item) => item.accountNumber)).toEqual(['3000022', '3000023']);
    await expect(canvas.getByRole('button', { name: /Show$/ })).toHaveTextContent('All');
  },
};

/** A refused update (doc 3 §8: 400): its message in a warning dialog. */
export const Refused: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.put(anyBase(updateLevelizedAccount.path), () =>
        errorAnswer(400, 'Average Billing sign-up is closed until your next bill.'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await findTable(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: 'Sign Up account 1000001 for Average Billing',
      }),
    );
    const confirm = await page.findByRole('alertdialog', { name: 'Sign up for Average Billing?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Continue' }));
    const warning = await page.findByRole('alertdialog', {
      name: 'Average Billing was not changed',
    });
    await expect(warning).toHaveTextContent(
      'Average Billing sign-up is closed until your next bill.',
    );
  },
};

/** Any other failure (doc 3 §8): the support text. */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.put(anyBase(updateLevelizedAccount.path), () => errorAnswer(500, 'Internal error')),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTable(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove account 3000002 from Average Billing' }),
    );
    const confirm = await page.findByRole('alertdialog', { name: 'Remove Average Billing?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We are unable to process your request at this time. Please contact customer support.',
    );
  },
};

/** member.solo: one account, no filter bar. */
export const OneAccount: Story = {
  args: { memberNumber: storyMembers.solo[1] },
  parameters: { member: storyMembers.solo },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTable(canvasElement);
    await expect(canvas.queryByRole('group', { name: 'Filter accounts' })).toBeNull();
  },
};

/** More accounts than a page: the table pages by 10. */
export const Paged: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getLevelizedAccounts.path), () =>
        HttpResponse.json(
          Array.from({ length: 23 }, (_, index) => ({
            accountNumber: String(4000001 + index),
            serviceAddress: `${10 + index} Prairie Rd, Riverbend, KS 66000`,
            estimatedAmount: 120 + index,
            billingType: index % 4 === 0 ? 'Average' : null,
            isEligible: index % 7 !== 3,
            notEligibleMessage:
              index % 7 === 3 ? 'Accounts under a year old are not eligible.' : null,
            defaultSettlementMonth: 6,
          })),
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTable(canvasElement);
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(10);
    await expect(canvas.getByRole('navigation', { name: /pag/i })).toBeVisible();
  },
};

/** No account at all (doc 3 §2.4). */
export const NoAccounts: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(anyBase(getLevelizedAccounts.path), () => HttpResponse.json([])));
  },
  play: async ({ canvasElement }) => {
    const message = await within(canvasElement).findByText(
      'There are no accounts available.',
      {},
      { timeout: 10_000 },
    );
    await expect(message).toBeInTheDocument();
  },
};

/** The co-op does not offer Average Billing: the page leaves for the overview. */
export const NotOffered: Story = {
  beforeEach({ msw }) {
    msw.use(
      changedAnswer('get', getSiteSettings.path, (answer) => ({
        ...answer,
        features: (answer['features'] as { name: string }[]).filter(
          (feature) => feature.name !== 'AverageBilling',
        ),
      })),
    );
  },
  play: async ({ canvasElement, args }) => {
    await expect(
      await within(canvasElement).findByText(
        'Average Billing is not offered at this time.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    await expect(args.onNotOffered).toHaveBeenCalled();
  },
};

/** The accounts being read. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getLevelizedAccounts.path), async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Loading your accounts…' }),
    ).toBeVisible();
  },
};

/** The accounts could not be read (doc 3 §8): the support text and Try again. */
export const ReadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(anyBase(getLevelizedAccounts.path), () => errorAnswer(500, 'Internal error')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'We are unable to process your request at this time. Please contact customer support.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** In Spanish (US): the sign-up confirmation, the longest text, with its estimate. */
export const InSpanishConfirmSignUp: Story = {
  globals: { locale: 'es-US' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole(
      'grid',
      { name: 'Sus cuentas y la facturación promedio' },
      { timeout: 10_000 },
    );
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: 'Inscribir la cuenta 1000001 en la facturación promedio',
      }),
    );
    const dialog = await page.findByRole('alertdialog', {
      name: '¿Inscribirse en la facturación promedio?',
    });
    await expect(dialog).toHaveTextContent(
      'A la cuenta 1000001 se le facturará un monto estimado de $131.00 cada mes, con un ajuste una vez al año.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
  },
};

/** In Spanish (US) at 320px: member.many in the Sin facturación promedio view, the hint and count. */
export const InSpanishNarrow: Story = {
  args: { memberNumber: storyMembers.many[1] },
  parameters: { member: storyMembers.many },
  globals: { locale: 'es-US', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole(
      'grid',
      { name: 'Sus cuentas y la facturación promedio' },
      { timeout: 10_000 },
    );
    await userEvent.click(canvas.getByRole('button', { name: /Mostrar$/ }));
    await userEvent.click(await page.findByRole('option', { name: 'Sin facturación promedio' }));
    await expect(
      await canvas.findByText('Marque varias cuentas y luego haga clic en el botón ...'),
    ).toBeVisible();
    await expect(canvas.getByText('0 cuentas seleccionadas')).toBeVisible();
  },
};
