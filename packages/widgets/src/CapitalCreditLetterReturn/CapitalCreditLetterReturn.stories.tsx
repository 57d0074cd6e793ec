import { getSiteConfiguration, validateCapitalCreditLetter } from '@coop-portal/api-client';
import { anyBase, errorAnswer, tooManyRequests } from '@coop-portal/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { changedAnswer, withWidgetProvider } from '../storybook';
import { CapitalCreditLetterReturn } from './CapitalCreditLetterReturn';

/** The help dialog renders in a portal: queries look at the whole page. */
const page = within(document.body);

const meta = {
  title: 'Widgets/CapitalCreditLetterReturn',
  component: CapitalCreditLetterReturn,
  decorators: [withWidgetProvider],
  args: { onReturned: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Capital Credit Letter Return (/cc-letterreturn; doc 3 §2.9, §5, §8), public: the co-op’s text (capitalCreditLetterMsg), Member Number and Letter ID (required, letters and digits only), the Letter ID help, and Return Signed Letter, sent once per press; the server’s message in a success or error alert; a 429 says how long to wait. The demo co-op takes member number 800001 with letter ID CC2025A.',
      },
    },
  },
} satisfies Meta<typeof CapitalCreditLetterReturn>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvasElement: HTMLElement, memberNumber: string, letterId: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /^Member Number/ }), memberNumber);
  await userEvent.type(canvas.getByRole('textbox', { name: /^Letter ID/ }), letterId);
  await userEvent.click(canvas.getByRole('button', { name: 'Return Signed Letter' }));
};

/** The empty form under the co-op's text. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/^If you received a capital credit letter/, {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Member Number/ })).toHaveValue('');
  },
};

/** The co-op's text as HTML (sanitised): a link and emphasis. */
export const HtmlText: Story = {
  beforeEach({ msw }) {
    msw.use(
      changedAnswer('get', getSiteConfiguration.path, (configuration) => ({
        ...configuration,
        capitalCreditLetterMsg:
          '<p>Return the <strong>signed</strong> letter here, or <a href="https://example.coop/capital-credits">read about capital credits</a>.</p>',
      })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: /^read about capital credits/ }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** The Letter ID help (doc 3 §8), from the help button. */
export const LetterIdHelp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Help with Letter ID' }));
    const dialog = await page.findByRole('dialog', { name: 'Letter ID' });
    await expect(dialog).toHaveTextContent(
      'Your Member Number and Letter ID can be found on the letter/email you received.',
    );
  },
};

/** doc 3 §5: both required, letters and digits only. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Return Signed Letter' }));
    await expect((await canvas.findAllByText('Member Number is required.')).length).toBeGreaterThan(
      0,
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /^Letter ID/ }), 'CC-2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Return Signed Letter' }));
    await expect((await canvas.findAllByText('Invalid format.')).length).toBeGreaterThan(0);
  },
};

/** 800001 / CC2025A: the server's message. */
export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, '800001', 'CC2025A');
    const message = 'Thank you. Your signed capital credit letter has been received.';
    await expect(await canvas.findByText(message)).toBeInTheDocument();
    await expect(args.onReturned).toHaveBeenCalledWith(message);
  },
};

/** A letter the co-op does not know: the server's message; what was entered stays. */
export const Failure: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(anyBase(validateCapitalCreditLetter.path), () =>
        errorAnswer(400, 'We could not find a letter with that Member Number and Letter ID.'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, '800001', 'XX1');
    await expect(
      await canvas.findByText('We could not find a letter with that Member Number and Letter ID.'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /^Letter ID/ })).toHaveValue('XX1');
  },
};

/** Too many failed letters (429 with Retry-After): how long to wait; what was entered stays. */
export const RateLimited: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(anyBase(validateCapitalCreditLetter.path), () => tooManyRequests(900)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, '800001', 'XX6');
    await expect(
      await canvas.findByText('Too many attempts. Please try again in 15 minutes.'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /^Member Number/ })).toHaveValue('800001');
  },
};

/** In Spanish (US): both fields' errors, the first invalid field focused. */
export const InSpanishValidationErrors: Story = {
  globals: { locale: 'es-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Devolver la carta firmada' }, { timeout: 10_000 }),
    );
    const memberNumber = canvas.getByRole('textbox', { name: /^Número de miembro/ });
    await waitFor(() => expect(memberNumber).toHaveFocus());
    await expect(memberNumber).toHaveAccessibleDescription('El número de miembro es obligatorio.');
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /^ID de la carta/ })).toHaveAccessibleDescription(
        'El ID de la carta es obligatorio.',
      ),
    );
  },
};

/** In Spanish (US): the Letter ID help, the longest text. */
export const InSpanishLetterIdHelp: Story = {
  globals: { locale: 'es-US' },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole(
        'button',
        { name: 'Ayuda con el ID de la carta' },
        { timeout: 10_000 },
      ),
    );
    const dialog = await page.findByRole('dialog', { name: 'ID de la carta' });
    await expect(dialog).toHaveTextContent(
      'Encontrará su número de miembro y el ID de la carta en la carta o el correo electrónico que recibió.',
    );
  },
};
