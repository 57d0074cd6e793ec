import {
  getConfigurationSettings,
  getMemberDetails,
  updateMemberDetails,
} from '@coop-portal/api-client';
import { anyBase, errorAnswer } from '@coop-portal/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { changedAnswer, storyMembers, withDemoMember } from '../storybook';
import { MyProfile } from './MyProfile';

const mobile = { viewport: { value: 'mobile1', isRotated: false } };

const meta = {
  title: 'Widgets/MyProfile',
  component: MyProfile,
  decorators: [withDemoMember],
  args: { memberNumber: '800001' },
  parameters: {
    docs: {
      description: {
        component:
          'My Profile (/my-profile, doc 2 §2.3, §4, §5): Login Info, Paperless Options, Operation RoundUp and Multi-Factor Authentication in tabs. Edits survive moving between tabs; Submit All (hidden on the MFA tab) checks a changed username, validates Login Info, then Paperless, then RoundUp, opens the first invalid tab with focus on its first invalid field, and otherwise sends the whole member update once. The stories run as member.demo (800001): three accounts, paperless on 1000001, a bank draft on 3000002 (so stored bank data cannot be removed).',
      },
    },
  },
} satisfies Meta<typeof MyProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The configuration answer with these configuration keys set. */
const withConfig = (values: Record<string, string>) =>
  changedAnswer('post', getConfigurationSettings.path, (answer) => ({
    ...answer,
    configSettings: { ...(answer['configSettings'] as Record<string, string>), ...values },
  }));

const loaded = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('tab', { name: 'Login Info' }, { timeout: 10_000 });

/** Login Info as loaded: email, username, security question and answer, the switches. */
export const LoginInfo: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Username/ })).toHaveValue('member.demo');
    await expect(canvas.getByRole('switch', { name: 'Payment confirmation email' })).toBeChecked();
  },
};

/** A changed username that is taken (member.mfa): the cross and its words under the field. */
export const UsernameTaken: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    const username = canvas.getByRole('textbox', { name: /^Username/ });
    await userEvent.clear(username);
    await userEvent.type(username, 'member.mfa');
    await userEvent.tab();
    await expect(await canvas.findByText('This username is not available.')).toBeVisible();
  },
};

/** A changed username that is free: the check mark. */
export const UsernameAvailable: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    const username = canvas.getByRole('textbox', { name: /^Username/ });
    await userEvent.clear(username);
    await userEvent.type(username, 'jordan.rivers');
    await userEvent.tab();
    await expect(await canvas.findByText('This username is available.')).toBeVisible();
  },
};

/** A new password being typed: the strength meter, and the confirmation still to enter. */
export const NewPassword: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New Password/), 'Prairie#2027');
    await expect(canvas.getByRole('meter')).toBeVisible();
  },
};

/** Submit All with a bad email and an unconfirmed password: the spec's messages, focus on Email. */
export const LoginErrors: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: /^Email/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'jordan@');
    await userEvent.type(canvas.getByLabelText(/^New Password/), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit All' }));
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid email address.'),
    );
  },
};

/** Paperless Options per account (PAPERLESS_BY_ACCOUNT Y): Email, Paperless Bill, Paperless/Other. */
export const PaperlessByAccount: Story = {
  args: { initialTab: 'paperless' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Paperless choices by account' })).toBeVisible();
    await expect(
      canvas.getByRole('checkbox', { name: 'Email for account 1000001' }),
    ).toBeDisabled();
  },
};

/** A new paperless choice: the confirmation box appears and Submit All asks for it. */
export const PaperlessConfirmationRequired: Story = {
  args: { initialTab: 'paperless' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Paperless Bill for account 3000002' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Submit All' }));
    const confirmation = await canvas.findByRole('checkbox', { name: /I agree to receive/ });
    await waitFor(() => expect(confirmation).toHaveFocus());
    await expect(confirmation).toHaveAccessibleDescription(
      expect.stringContaining('Please select the checkbox to continue.'),
    );
  },
};

/** Paperless Options as member-level switches (PAPERLESS_BY_ACCOUNT N). */
export const PaperlessMemberLevel: Story = {
  args: { initialTab: 'paperless' },
  beforeEach({ msw }) {
    msw.use(withConfig({ PAPERLESS_BY_ACCOUNT: 'N' }));
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'Paperless Bill' }),
    ).toBeVisible();
  },
};

/** No account may manage paperless (member.states): the spec's empty text. */
export const PaperlessEmpty: Story = {
  args: { initialTab: 'paperless', memberNumber: '800005' },
  parameters: { member: storyMembers.states },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(
      within(canvasElement).getByText(
        'There are no eligible accounts for managing Paperless Options.',
      ),
    ).toBeVisible();
  },
};

/** The Operation RoundUp tab: each account's round-up, its RoundUp Plus amount and expiration. */
export const RoundUpTab: Story = {
  args: { initialTab: 'roundUp' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(
      within(canvasElement).getByRole('switch', { name: 'RoundUp for account 1000001' }),
    ).toBeChecked();
  },
};

/** Submit All with an expiration in the past: back on the RoundUp tab, focus on the date. */
export const RoundUpErrors: Story = {
  args: { initialTab: 'roundUp' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'RoundUp for account 3000002' }));
    const date = canvas.getByRole('group', { name: 'Expiration Date for account 3000002' });
    await userEvent.click(within(date).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('01012020');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit All' }));
    await waitFor(() =>
      expect(date).toHaveAccessibleDescription(/You cannot use an expiration date in the past./),
    );
  },
};

/** No account may manage round-up (member.states): the spec's empty text. */
export const RoundUpEmpty: Story = {
  args: { initialTab: 'roundUp', memberNumber: '800005' },
  parameters: { member: storyMembers.states },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(
      within(canvasElement).getByText(
        'There are no eligible accounts for managing Operation Roundup.',
      ),
    ).toBeVisible();
  },
};

/** The Multi-Factor Authentication tab: the mode card, no Submit All. */
export const MultiFactorTab: Story = {
  args: { initialTab: 'mfa' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Set Up Now' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Submit All' })).not.toBeInTheDocument();
  },
};

/** At 320 px the round-up rows stack, a label for each value. */
export const NarrowRoundUp: Story = {
  args: { initialTab: 'roundUp' },
  globals: mobile,
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(
      within(canvasElement).getByRole('switch', { name: 'RoundUp for account 3000002' }),
    ).toBeVisible();
  },
};

/** Saved: the configured success message, back on Login Info. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Unlisted phone' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit All' }));
    // The alert fades in: its text is what a member reads.
    await expect(await canvas.findByText('Your profile has been updated.')).toBeInTheDocument();
  },
};

/** The save fails: the reason, and every edit still in the form. */
export const SaveFailure: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.put(anyBase(updateMemberDetails.path), () =>
        errorAnswer(500, 'The profile could not be saved.'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    const answer = canvas.getByRole('textbox', { name: /^Security Answer/ });
    await userEvent.clear(answer);
    await userEvent.type(answer, 'Bluestem');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit All' }));
    await expect(await canvas.findByText(/Your profile was not saved:/)).toBeInTheDocument();
    await expect(answer).toHaveValue('Bluestem');
  },
};

/** While the member details load. */
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
      await within(canvasElement).findByRole('progressbar', { name: 'Loading your profile…' }),
    ).toBeVisible();
  },
};

/** The member details cannot be read: the server's message and Try again. */
export const ServiceError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getMemberDetails.path), () =>
        errorAnswer(400, 'Your profile could not be read.'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Your profile could not be read.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** At 320 px: the tabs scroll sideways, the fields take the width. */
export const Narrow: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Submit All' })).toBeVisible();
  },
};

/** At 320 px the paperless table stacks: each account a block of labelled boxes. */
export const NarrowPaperless: Story = {
  args: { initialTab: 'paperless' },
  globals: mobile,
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'Paperless Bill for account 3000002' }),
    ).toBeVisible();
  },
};

const spanishLoaded = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole(
    'tab',
    { name: 'Datos de inicio de sesión' },
    { timeout: 10_000 },
  );

/** In Spanish (US): Login Info with Submit All's errors, focus on Correo electrónico. */
export const InSpanishLoginErrors: Story = {
  globals: { locale: 'es-US' },
  play: async ({ canvasElement }) => {
    await spanishLoaded(canvasElement);
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: /^Correo electrónico/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'jordan@');
    await userEvent.type(canvas.getByLabelText(/^Nueva contraseña/), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar todo' }));
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription(
      expect.stringContaining('Ingrese un correo electrónico válido.'),
    );
  },
};

/** In Spanish (US): the paperless table (the longest labels), the confirmation asked for. */
export const InSpanishPaperless: Story = {
  args: { initialTab: 'paperless' },
  globals: { locale: 'es-US' },
  play: async ({ canvasElement }) => {
    await spanishLoaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Factura sin papel para la cuenta 3000002' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar todo' }));
    const confirmation = await canvas.findByRole('checkbox', { name: /I agree to receive/ });
    await waitFor(() => expect(confirmation).toHaveFocus());
    await expect(confirmation).toHaveAccessibleDescription(
      expect.stringContaining('Marque la casilla para continuar.'),
    );
  },
};

/** In Spanish (US) at 320 px: the stacked paperless table and the longer tab names. */
export const InSpanishNarrowPaperless: Story = {
  args: { initialTab: 'paperless' },
  globals: { ...mobile, locale: 'es-US' },
  play: async ({ canvasElement }) => {
    await spanishLoaded(canvasElement);
    await expect(
      within(canvasElement).getByRole('checkbox', {
        name: 'Otras comunicaciones sin papel para la cuenta 3000002',
      }),
    ).toBeVisible();
  },
};
