import { getSiteSettings } from '@coop-portal/api-client';
import { anyBase } from '@coop-portal/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { withWidgetProvider } from '../storybook';
import { ContactDetails } from './ContactDetails';

const settingsPath = anyBase(getSiteSettings.path);

const meta = {
  title: 'Widgets/ContactDetails',
  component: ContactDetails,
  decorators: [withWidgetProvider],
  parameters: {
    docs: {
      description: {
        component:
          'The co-op’s contact details from the site settings (doc 1 §2.1 footer). Parts the co-op has not set are left out.',
      },
    },
  },
} satisfies Meta<typeof ContactDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo co-op, answered by the demo backend. */
export const DemoCoop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: '1-800-555-0199' })).toBeVisible();
    await expect(canvas.getByText('1200 Cooperative Way, Riverbend, KS 66000')).toBeVisible();
  },
};

/** Only a name and a phone number set. */
export const FewDetails: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(settingsPath, () =>
        HttpResponse.json({ coopName: 'Tiny Co-op', phoneNumber: '(555) 010-0100' }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: '(555) 010-0100' })).toBeVisible();
    await expect(canvas.queryByText('Emergency outage number')).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(settingsPath, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading contact details' }),
    ).toBeVisible();
  },
};

/** doc 1 §8: status 500 → the catalogue's text (after the two retries a read gets). */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(settingsPath, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent(
      'We are unable to process your request at this time. Please try again later.',
    );
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** doc 1 §8: status 400 → the first message of the returned list. */
export const BadRequest: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(settingsPath, () =>
        HttpResponse.json(['Settings are not published for this application.', 'second'], {
          status: 400,
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Settings are not published for this application.',
    );
  },
};

/** An answer that does not match the contract: a clear message, never a crash. */
export const MalformedAnswer: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(settingsPath, () => HttpResponse.json({ coopName: 42 })));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'We received an answer from the server that we could not read. Please try again later.',
    );
  },
};

/** Trying again after a failure shows the details once the server answers. */
export const RecoversOnTryAgain: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(
        settingsPath,
        () => HttpResponse.json(['The service is resting.'], { status: 400 }),
        { once: true },
      ),
      http.get(settingsPath, () =>
        HttpResponse.json({ coopName: 'Tiny Co-op', phoneNumber: '(555) 010-0100' }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The service is resting.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('link', { name: '(555) 010-0100' })).toBeVisible();
  },
};

/** In Spanish (US): every detail named in Spanish; the co-op's own texts as it wrote them. */
export const InSpanish: Story = {
  globals: { locale: 'es-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: '1-800-555-0199' })).toBeVisible();
    await expect(canvas.getByText('Número de emergencia para cortes del servicio')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Conéctese con nosotros' })).toBeVisible();
  },
};
