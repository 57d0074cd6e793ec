import { searchUnclaimedCapitalCredits, sendCapitalCreditClaim } from '@coop-portal/api-client';
import { anyBase, errorAnswer, tooManyRequests } from '@coop-portal/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withWidgetProvider } from '../storybook';
import { UnclaimedCapitalCredits } from './UnclaimedCapitalCredits';

/** Select lists render in a portal: queries look at the whole page. */
const page = within(document.body);

const meta = {
  title: 'Widgets/UnclaimedCapitalCredits',
  component: UnclaimedCapitalCredits,
  decorators: [withWidgetProvider],
  args: { onClaimed: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Unclaimed Capital Credits (/unclaimed-capital-credit; doc 3 §2.10, §4, §5, §8, §9), public: the co-op’s text (unclaimedCapitalCreditMsg), a search by first, last and company name (Search unavailable until one is filled), the results (Name, Address, City/State, Zip, Claim) paged by 10, or the no-result sentence; Claim opens the contact form, Cancel returns to the results; a claim sent hides the form for the server’s message; a 429 says how long to wait. The demo co-op finds "jensen" (three) and "alvarez" (two).',
      },
    },
  },
} satisfies Meta<typeof UnclaimedCapitalCredits>;

export default meta;
type Story = StoryObj<typeof meta>;

const search = async (canvasElement: HTMLElement, lastName: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /^Last Name/ }), lastName);
  await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
};

const openClaim = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await search(canvasElement, 'jensen');
  await userEvent.click(
    await canvas.findByRole(
      'button',
      { name: 'Claim the capital credit of Harold Jensen' },
      { timeout: 10_000 },
    ),
  );
  const heading = await canvas.findByRole('heading', { name: 'Claim form' });
  await waitFor(() => expect(heading).toHaveFocus());
};

const choose = async (canvasElement: HTMLElement, label: RegExp, option: string) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: label }));
  await userEvent.click(await page.findByRole('option', { name: option }));
};

const fillClaim = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Harold Jensen Jr');
  await userEvent.type(canvas.getByLabelText(/^Last 4 Digits of SSN/), '4321');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Phone/ }), '9874561230');
  await choose(canvasElement, /Contact Preference$/, 'Phone');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Address 1/ }), '12 Old Mill Rd');
  await userEvent.type(canvas.getByRole('textbox', { name: /^City/ }), 'Riverbend');
  await choose(canvasElement, /State$/, 'Kansas');
};

/** The empty search: Search is unavailable until a name is filled. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        /^Former members with unclaimed capital credits/,
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeDisabled();
  },
};

/** A search under way. */
export const Searching: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(anyBase(searchUnclaimedCapitalCredits.path), () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvasElement, 'jensen');
    await expect(await canvas.findByText('Searching unclaimed capital credits…')).toBeVisible();
  },
};

/** "jensen": three results, paged by 10. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvasElement, 'jensen');
    const grid = await canvas.findByRole(
      'grid',
      { name: 'Unclaimed capital credits found' },
      { timeout: 10_000 },
    );
    await expect(within(grid).getAllByRole('rowheader')).toHaveLength(3);
  },
};

/** doc 3 §8: no result, with the terms used. */
export const NoResult: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^First Name/ }), 'Ann');
    await search(canvasElement, 'Nobody');
    await expect(
      await canvas.findByText(
        'There were no unclaimed capital credits found matching Ann Nobody',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  },
};

/** Too many searches (429 with Retry-After): how long to wait; the terms stay. */
export const SearchRateLimited: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(anyBase(searchUnclaimedCapitalCredits.path), () => tooManyRequests(300)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvasElement, 'jensen');
    await expect(
      await canvas.findByText('Too many attempts. Please try again in 5 minutes.'),
    ).toBeInTheDocument();
  },
};

/** Claim: the contact form for Harold Jensen. */
export const ClaimForm: Story = {
  play: async ({ canvasElement }) => {
    await openClaim(canvasElement);
    await expect(within(canvasElement).getByLabelText(/^Last 4 Digits of SSN/)).toHaveAttribute(
      'type',
      'password',
    );
  },
};

/** doc 3 §5: the claim form's messages, Email making the e-mail required. */
export const ClaimValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openClaim(canvasElement);
    await choose(canvasElement, /Contact Preference$/, 'Email');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Zip/ }), '00000');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Claim' }));
    await expect((await canvas.findAllByText('Email address is required.')).length).toBeGreaterThan(
      0,
    );
    await expect(canvas.getAllByText('Phone number is required.').length).toBeGreaterThan(0);
    await expect(
      canvas.getAllByText('Zip code must be a 5 or 9 digit number. (Ex: *****-4321)').length,
    ).toBeGreaterThan(0);
  },
};

/** A claim sent: the form gives way to the server's message. */
export const ClaimSuccess: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await openClaim(canvasElement);
    await fillClaim(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Claim' }));
    await expect(
      await canvas.findByText(
        'Thank you, Harold Jensen Jr. Your claim has been sent; member services will contact you.',
      ),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Submit Claim' })).not.toBeInTheDocument();
    await expect(args.onClaimed).toHaveBeenCalledTimes(1);
  },
};

/** A refused claim: the server's message; the form stays as filled. */
export const ClaimFailure: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(anyBase(sendCapitalCreditClaim.path), () =>
        errorAnswer(400, 'This capital credit has already been claimed.'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openClaim(canvasElement);
    await fillClaim(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Claim' }));
    await expect(
      await canvas.findByText('This capital credit has already been claimed.'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /^City/ })).toHaveValue('Riverbend');
  },
};

/** Too many claims (429 with Retry-After): how long to wait; the form stays as filled. */
export const ClaimRateLimited: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(anyBase(sendCapitalCreditClaim.path), () => tooManyRequests(900)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openClaim(canvasElement);
    await fillClaim(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Claim' }));
    await expect(
      await canvas.findByText('Too many attempts. Please try again in 15 minutes.'),
    ).toBeInTheDocument();
  },
};

/** In Spanish (US): the claim form's errors, the first invalid field focused. */
export const InSpanishClaimValidationErrors: Story = {
  globals: { locale: 'es-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(
      /^Former members with unclaimed capital credits/,
      {},
      { timeout: 10_000 },
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /^Apellido/ }), 'jensen');
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await userEvent.click(
      await canvas.findByRole(
        'button',
        { name: 'Reclamar el crédito de capital de Harold Jensen' },
        { timeout: 10_000 },
      ),
    );
    await canvas.findByRole('heading', { name: 'Formulario de reclamo' });
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar reclamo' }));
    const phone = canvas.getByRole('textbox', { name: /^Teléfono/ });
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(phone).toHaveAccessibleDescription('El número de teléfono es obligatorio.');
  },
};
