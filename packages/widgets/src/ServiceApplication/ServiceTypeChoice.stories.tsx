import { getServiceAccountTypes } from '@coop-portal/api-client';
import { anyBase, errorAnswer } from '@coop-portal/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withDemoMember } from '../storybook';
import { ServiceTypeChoice } from './ServiceTypeChoice';

const meta = {
  title: 'Widgets/ServiceApplication/ServiceTypeChoice',
  component: ServiceTypeChoice,
  decorators: [withDemoMember],
  args: { onContinue: fn() },
  parameters: {
    member: null,
    docs: {
      description: {
        component:
          'New Service (/service-type/select-service-type; doc 1 §2.3): the co-op’s account types for service requests. With several the applicant chooses one in a radio group (arrow keys move the choice) and continues; with exactly one, or none, the widget goes straight on (`onContinue` with that type, or null). The demo co-op answers Residential, Farm, Commercial and Water. A guest’s page: no one is signed in.',
      },
    },
  },
} satisfies Meta<typeof ServiceTypeChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

const answerTypes = (types: { accountType: string; description: string }[]) =>
  http.get(anyBase(getServiceAccountTypes.path), () => HttpResponse.json(types));

/** The demo co-op's four types; choosing Farm and continuing. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole(
      'radiogroup',
      { name: 'Account type' },
      { timeout: 10_000 },
    );
    await expect(within(group).getAllByRole('radio')).toHaveLength(4);
    await userEvent.click(within(group).getByRole('radio', { name: 'Farm' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to the application' }));
    await expect(args.onContinue).toHaveBeenCalledWith(
      { accountType: 'FARM', description: 'Farm' },
      { automatic: false },
    );
  },
};

/** Continue without a choice: the message on the group, focus on it. */
export const ChoiceRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('radiogroup', { name: 'Account type' }, { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to the application' }));
    await expect(
      (await canvas.findAllByText('Please choose an account type.')).length,
    ).toBeGreaterThan(0);
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

/** Coming back from the application: the type chosen before is selected. */
export const ChosenBefore: Story = {
  args: { accountType: 'COM' },
  play: async ({ canvasElement }) => {
    const group = await within(canvasElement).findByRole(
      'radiogroup',
      { name: 'Account type' },
      { timeout: 10_000 },
    );
    await expect(within(group).getByRole('radio', { name: 'Commercial' })).toBeChecked();
  },
};

/** A co-op with one type: nothing to choose, the application opens with it. */
export const OneType: Story = {
  beforeEach({ msw }) {
    msw.use(answerTypes([{ accountType: 'RES', description: 'Residential' }]));
  },
  play: async ({ args }) => {
    await waitFor(
      () =>
        expect(args.onContinue).toHaveBeenCalledWith(
          { accountType: 'RES', description: 'Residential' },
          { automatic: true },
        ),
      { timeout: 10_000 },
    );
  },
};

/** A co-op with no types: the application opens without one. */
export const NoTypes: Story = {
  beforeEach({ msw }) {
    msw.use(answerTypes([]));
  },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onContinue).toHaveBeenCalledWith(null, { automatic: true }), {
      timeout: 10_000,
    });
  },
};

/** While the types load. */
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

/** The types could not be read: the message and Try again. */
export const ReadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getServiceAccountTypes.path), () =>
        errorAnswer(400, 'Account types are not available.'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Account types are not available.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** In Spanish (US), at 320px: Continue without a choice, the message on the group. */
export const InSpanishChoiceRequired: Story = {
  globals: { locale: 'es-US', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole(
      'radiogroup',
      { name: 'Tipo de cuenta' },
      { timeout: 10_000 },
    );
    await expect(within(group).getByRole('radio', { name: 'Residential' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar con la solicitud' }));
    await expect((await canvas.findAllByText('Elija un tipo de cuenta.')).length).toBeGreaterThan(
      0,
    );
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};
