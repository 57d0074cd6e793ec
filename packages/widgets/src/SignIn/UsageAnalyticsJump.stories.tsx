import { getUsageAnalyticsSettings, sessionStorageKeys } from '@coop-portal/api-client';
import { anyBase, DEMO_SESSION_MINUTES, issueToken } from '@coop-portal/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withWidgetProvider } from '../storybook';
import { UsageAnalyticsJump } from './UsageAnalyticsJump';

/** The alert renders in a portal: queries look at the whole page. */
const page = within(document.body);

/** Keeps a demo member's session where the widget provider's session reads it. */
function signInAs(username: string, memberNumber: string) {
  const user = {
    accessToken: issueToken('member', username, memberNumber),
    memberNumber,
    expireInMinutes: DEMO_SESSION_MINUTES,
    memberMfaEnabled: false,
  };
  const expiresAt = Date.now() + DEMO_SESSION_MINUTES * 60_000;
  localStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify({ user, expiresAt }));
  return () => localStorage.removeItem(sessionStorageKeys.currentUser);
}

const meta = {
  title: 'Widgets/UsageAnalyticsJump',
  component: UsageAnalyticsJump,
  decorators: [withWidgetProvider],
  args: { onContinue: fn(), onFailed: fn(), onRedirect: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'The jump to the usage-analytics provider (doc 2 §2.10, §8): the settings of GET /v2/aclara/member/{memberNumber} are posted as a form to their aclaraUrl. Code 3101 shows the Redirect alert; any other failure calls onFailed. (No story posts: the browser would leave Storybook.)',
      },
    },
  },
} satisfies Meta<typeof UsageAnalyticsJump>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the settings load: 'Please wait we are redirecting...'. */
export const Waiting: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getUsageAnalyticsSettings.path), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    return signInAs('member.demo', '800001');
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Please wait we are redirecting...' }),
    ).toBeVisible();
  },
};

/** doc 2 §8, code 3101 (the demo co-op's member.solo): the alert 'Redirect' with Continue. */
export const RedirectAlert: Story = {
  beforeEach() {
    return signInAs('member.solo', '800003');
  },
  play: async ({ args }) => {
    const alert = await page.findByRole('alertdialog', { name: 'Redirect' });
    await expect(alert).toHaveAccessibleDescription(
      'Your usage analysis account is being set up. Please try again tomorrow.',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

/** In Spanish (US): the 'Redirect' alert; the server's message is shown as given. */
export const InSpanishRedirectAlert: Story = {
  globals: { locale: 'es-US' },
  beforeEach() {
    return signInAs('member.solo', '800003');
  },
  play: async ({ args }) => {
    const alert = await page.findByRole('alertdialog', { name: 'Redirección' });
    await expect(alert).toHaveAccessibleDescription(
      'Your usage analysis account is being set up. Please try again tomorrow.',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Continuar' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

/** In Spanish (US): while the settings load. */
export const InSpanishWaiting: Story = {
  globals: { locale: 'es-US' },
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getUsageAnalyticsSettings.path), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    return signInAs('member.demo', '800001');
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', {
        name: 'Espere, lo estamos redirigiendo...',
      }),
    ).toBeVisible();
  },
};
