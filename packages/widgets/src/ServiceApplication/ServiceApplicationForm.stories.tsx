import { getServiceAccountTypes, submitServiceApplication } from '@coop-portal/api-client';
import { anyBase, errorAnswer } from '@coop-portal/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withDemoMember } from '../storybook';
import { ServiceApplication } from './ServiceApplication';
import { ServiceApplicationForm } from './ServiceApplicationForm';

/** The Select's list renders in a portal: options are looked up on the whole page. */
const page = within(document.body);

/** A fixed today, so the start date's window reads the same on every run. */
const TODAY = '2026-03-10';

const meta = {
  title: 'Widgets/ServiceApplication/ServiceApplicationForm',
  component: ServiceApplicationForm,
  decorators: [withDemoMember],
  args: { accountType: 'RES', onChooseAccountType: fn(), onSubmitted: fn(), today: TODAY },
  parameters: {
    member: null,
    docs: {
      description: {
        component:
          'Application For Service (/service-type/application-for-service?accountType=…; doc 1 §2.3, the form is ours): applicant (a business also gives its name), phone and e-mail, the service address, the mailing address (the same unless unticked), the requested start date (today to 60 days ahead), comments (1000 characters, counted) and the agreement. The portal’s messages for phone, e-mail, address, city, state and zip. One press of Submit is one application (an Idempotency-Key per intent); the confirmation number then replaces the form. A zip outside the demo co-op’s Kansas territory (e.g. 90210) is refused with the server’s message and the answers are kept; too many attempts says how long to wait. Stories that submit answer from story-local handlers.',
      },
    },
  },
} satisfies Meta<typeof ServiceApplicationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const applicationPath = anyBase(submitServiceApplication.path);

async function fill(canvasElement: HTMLElement, { zip = '66603' }: { zip?: string } = {}) {
  const canvas = within(canvasElement);
  await userEvent.type(
    await canvas.findByRole('textbox', { name: 'First name' }, { timeout: 10_000 }),
    'Ada',
  );
  await userEvent.type(canvas.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Phone number/ }), '7855550142');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'ada@example.com');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Address 1' }), '905 Lake St');
  await userEvent.type(canvas.getByRole('textbox', { name: 'City' }), 'Topeka');
  await userEvent.click(canvas.getByRole('button', { name: /State$/ }));
  await userEvent.click(await page.findByRole('option', { name: 'Kansas' }));
  await userEvent.type(canvas.getByRole('textbox', { name: 'Zip code' }), zip);
  const date = canvas.getByRole('group', { name: 'Requested start date' });
  await userEvent.click(within(date).getAllByRole('spinbutton')[0]!);
  await userEvent.keyboard('03202026');
  await userEvent.click(canvas.getByRole('checkbox', { name: /^I confirm that the information/ }));
}

const submit = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit application' }));

/** A residential application, empty. */
export const Residential: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Applying for: Residential service', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Applicant' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Business name' })).not.toBeInTheDocument();
    await expect(canvas.getByText('From 03/10/2026 to 05/09/2026.')).toBeVisible();
  },
};

/** A commercial application: the business name, then the contact person. */
export const Commercial: Story = {
  args: { accountType: 'COM' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('textbox', { name: 'Business name' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Contact person' })).toBeVisible();
  },
};

/** Submit with nothing filled: every message, focus on the first field. */
export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('textbox', { name: 'First name' }, { timeout: 10_000 });
    await submit(canvasElement);
    await waitFor(() => expect(first).toHaveFocus());
    await expect(first).toHaveAccessibleDescription(
      expect.stringContaining('Please enter first name.'),
    );
    await expect(canvas.getAllByText('Zip code is required.').length).toBeGreaterThan(0);
    await expect(
      canvas.getAllByText('Please select the checkbox to continue.').length,
    ).toBeGreaterThan(0);
  },
};

/** Wrong formats: the portal's phone, e-mail and zip messages. */
export const FormatMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /^Phone number/ }, { timeout: 10_000 }),
      '0855550142',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'ada@example');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Zip code' }), '00000');
    await submit(canvasElement);
    await expect(
      (await canvas.findAllByText('Invalid phone format. (Ex: (987) 456-1230)')).length,
    ).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Invalid e-mail address.').length).toBeGreaterThan(0);
    await expect(
      canvas.getAllByText('Zip code must be a 5 or 9 digit number(Ex: 98745-4321).').length,
    ).toBeGreaterThan(0);
  },
};

/** The mailing address unticked: a second address to fill in. */
export const DifferentMailingAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole(
        'checkbox',
        { name: 'My mailing address is the same as the service address' },
        { timeout: 10_000 },
      ),
    );
    await expect(canvas.getAllByRole('textbox', { name: 'Address 1' })).toHaveLength(2);
  },
};

/** A zip outside the territory: the server's 400 message, the answers kept. */
export const RejectedZip: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { zip: '90210' });
    await submit(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        /^Zip code 90210 is outside our service territory\./,
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Zip code' })).toHaveValue('90210');
  },
};

/** Too many attempts with a Retry-After of 10 minutes. */
export const TooManyAttempts: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(applicationPath, () =>
        HttpResponse.json(
          { message: 'Too Many Requests' },
          { status: 429, headers: { 'Retry-After': '600' } },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await submit(canvasElement);
    await expect(
      await within(canvasElement).findByText('Too many attempts. Please try again in 10 minutes.'),
    ).toBeInTheDocument();
  },
};

/** Too many attempts without saying how long: try again later. */
export const TooManyAttemptsNoWait: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(applicationPath, () => errorAnswer(429, 'Too Many Requests')));
  },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await submit(canvasElement);
    await expect(
      await within(canvasElement).findByText('Too many attempts. Please try again later.'),
    ).toBeInTheDocument();
  },
};

/** While the application is sent: the button is busy, a second press sends nothing. */
export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(applicationPath, async () => {
        await delay('infinite');
        return HttpResponse.json({ confirmationNumber: 'AFS-0' });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await submit(canvasElement);
    await expect(
      await within(canvasElement).findByRole('progressbar', {
        name: 'Submitting your application',
      }),
    ).toBeVisible();
  },
};

/** Received: the confirmation number and what happens next replace the form. */
export const Received: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(applicationPath, () => HttpResponse.json({ confirmationNumber: 'AFS-260310001' })),
    );
  },
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement);
    await submit(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Your confirmation number is AFS-260310001.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByText(/^What happens next:/)).toBeVisible();
    await expect(args.onSubmitted).toHaveBeenCalledWith({
      confirmationNumber: 'AFS-260310001',
      accountType: 'RES',
    });
    // react-aria's page-wide live region keeps the busy Submit button's announcement (which points
    // at the button by id) for 7 seconds; the button is gone with the form, so forget it.
    for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) {
      log.replaceChildren();
    }
  },
};

/** An account type the co-op does not have: the applicant is sent back to the choice. */
export const UnknownAccountType: Story = {
  args: { accountType: 'NOPE' },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onChooseAccountType).toHaveBeenCalled(), { timeout: 10_000 });
  },
};

/** While the account types load. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getServiceAccountTypes.path), async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: /^Loading the account types/ }),
    ).toBeVisible();
  },
};

/** The account types could not be read. */
export const ReadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getServiceAccountTypes.path), () =>
        errorAnswer(400, 'Account types are not available.'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 }),
    ).toHaveTextContent('Account types are not available.');
  },
};

/** Both steps in one widget (for a co-op's website): choose Water, then the application. */
export const BothStepsInOneWidget: Story = {
  render: () => <ServiceApplication />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole(
      'radiogroup',
      { name: 'Account type' },
      { timeout: 10_000 },
    );
    await userEvent.click(within(group).getByRole('radio', { name: 'Water' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to the application' }));
    await expect(await canvas.findByText('Applying for: Water service')).toBeVisible();
  },
};

/**
 * In Spanish (US), at 320px: a business's application submitted empty, every field's message, focus
 * on the first; the start date's window day first.
 */
export const InSpanishValidationMessages: Story = {
  args: { accountType: 'COM' },
  globals: { locale: 'es-US', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const business = await canvas.findByRole(
      'textbox',
      { name: 'Nombre de la empresa' },
      { timeout: 10_000 },
    );
    await expect(canvas.getByText('Del 10/03/2026 al 09/05/2026.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(business).toHaveFocus());
    await expect(business).toHaveAccessibleDescription(
      expect.stringContaining('Ingrese el nombre de la empresa.'),
    );
    await expect(canvas.getAllByText('Marque la casilla para continuar.').length).toBeGreaterThan(
      0,
    );
  },
};

/** In Spanish (US): the confirmation number and what happens next, the longest text. */
export const InSpanishReceived: Story = {
  globals: { locale: 'es-US' },
  beforeEach({ msw }) {
    msw.use(
      http.post(applicationPath, () => HttpResponse.json({ confirmationNumber: 'AFS-260310001' })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Nombre' }, { timeout: 10_000 }),
      'Ada',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Apellido' }), 'Lovelace');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /^Número de teléfono/ }),
      '7855550142',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Correo electrónico' }),
      'ada@example.com',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Dirección 1' }), '905 Lake St');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Ciudad' }), 'Topeka');
    await userEvent.click(canvas.getByRole('button', { name: /Estado$/ }));
    await userEvent.click(await page.findByRole('option', { name: 'Kansas' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Código postal' }), '66603');
    const date = canvas.getByRole('group', { name: 'Fecha de inicio solicitada' });
    // Day first, as the Spanish (US) date field orders its parts.
    await userEvent.click(within(date).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('20032026');
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Confirmo que la información/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar solicitud' }));
    await expect(
      await canvas.findByText(
        'Su número de confirmación es AFS-260310001.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByText(/^Próximos pasos:/)).toBeVisible();
    // react-aria's page-wide live region keeps the busy Submit button's announcement (which points
    // at the button by id) for 7 seconds; the button is gone with the form, so forget it.
    for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) {
      log.replaceChildren();
    }
  },
};
