import { getAccountProfile, getConfigurationSettings } from '@coop-portal/api-client';
import { anyBase, errorAnswer } from '@coop-portal/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { changedAnswer, withDemoMember } from '../storybook';
import { AccountProfile } from './AccountProfile';

const mobile = { viewport: { value: 'mobile1', isRotated: false } };

const meta = {
  title: 'Widgets/AccountProfile',
  component: AccountProfile,
  decorators: [withDemoMember],
  args: { accountNumber: '1000001', memberNumber: '800001' },
  parameters: {
    docs: {
      description: {
        component:
          "The account profile (/account-profile, doc 2 §2.2, §4, §5): Name, Address and Phones, each read-only with an Edit button; one section is edited at a time, Cancel restores the loaded values, Save validates (focus on the first invalid field). An address shared with other accounts asks 'Update All' or 'Update This Account'; after a phone save, with notifications on and ACCOUNT_INFO_UPDATE_MESSAGE set, a confirm offers to continue to the notification settings. The stories run as member.demo, account 1000001 (its address is shared with 3000002).",
      },
    },
  },
} satisfies Meta<typeof AccountProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The configuration answer with these configuration keys set. */
const withConfig = (values: Record<string, string>) =>
  changedAnswer('post', getConfigurationSettings.path, (answer) => ({
    ...answer,
    configSettings: { ...(answer['configSettings'] as Record<string, string>), ...values },
  }));

const loaded = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { name: 'Name' }, { timeout: 10_000 });
const section = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

/** The three sections as loaded, read-only, the spouse shown (DISPLAY_SPOUSE_CONTACT). */
export const ReadOnly: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(section(canvasElement, 'Name').getByText('Dana Rivers')).toBeVisible();
  },
};

/** Editing the Name section: the other sections' Edit buttons wait. */
export const EditingName: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Name' }));
    await expect(canvas.getByRole('textbox', { name: /First Name/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit Address' })).toBeDisabled();
  },
};

/** Editing the Address section: the state list and the zip. */
export const EditingAddress: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit Address' }));
    await expect(
      section(canvasElement, 'Address').getByRole('textbox', { name: /Zip Code/ }),
    ).toBeVisible();
  },
};

/** Editing the Phones section: each phone's type and number, Delete, Add Phone. */
export const EditingPhones: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit Phones' }));
    await expect(within(canvasElement).getByRole('button', { name: 'Add Phone' })).toBeVisible();
  },
};

/** Save with an empty first name and a bad phone: the spec's messages on the fields. */
export const Errors: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Name' }));
    const first = canvas.getByRole('textbox', { name: /First Name/ });
    await userEvent.clear(first);
    await userEvent.click(section(canvasElement, 'Name').getByRole('button', { name: 'Save' }));
    await expect(first).toHaveFocus();
    await expect(first).toHaveAccessibleDescription('Please enter first name.');
  },
};

/** Name and Phones cannot be changed online (ALLOW_NAME_UPDATE and ALLOW_PHONE_UPDATE off). */
export const DisabledSections: Story = {
  beforeEach({ msw }) {
    msw.use(withConfig({ ALLOW_NAME_UPDATE: 'N', ALLOW_PHONE_UPDATE: 'N' }));
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Edit Name' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Edit Phones' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Edit Address' })).toBeEnabled();
  },
};

/** Changes wait for member services (ALLOW_PROFILE_DB_UPDATE off, isVerified 'N'). */
export const ReviewPending: Story = {
  beforeEach({ msw }) {
    msw.use(
      withConfig({ ALLOW_PROFILE_DB_UPDATE: 'N' }),
      changedAnswer('get', getAccountProfile.path, (answer) => ({ ...answer, isVerified: 'N' })),
    );
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const message = await within(canvasElement).findByText(/being reviewed by member services/);
    await waitFor(() => expect(message).toBeVisible());
  },
};

export const UpdateAllDialog: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit Address' }));
    await userEvent.click(section(canvasElement, 'Address').getByRole('button', { name: 'Save' }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Update Address',
    });
    await expect(within(dialog).getByRole('button', { name: 'Update All' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Update This Account' })).toBeVisible();
  },
};

/** The save fails: the edits stay in the form with the reason. */
export const SaveFailure: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.put(anyBase(getAccountProfile.path), () =>
        errorAnswer(500, 'The profile could not be saved.'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Name' }));
    const first = canvas.getByRole('textbox', { name: /First Name/ });
    await userEvent.clear(first);
    await userEvent.type(first, 'Morgan');
    await userEvent.click(section(canvasElement, 'Name').getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your changes were not saved:',
    );
    await expect(first).toHaveValue('Morgan');
  },
};

/** While the profile loads. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getAccountProfile.path), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', {
        name: 'Loading the account profile…',
      }),
    ).toBeVisible();
  },
};

/** The profile cannot be read: the server's message and Try again. */
export const ServiceError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getAccountProfile.path), () =>
        errorAnswer(400, 'The account profile could not be read.'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The account profile could not be read.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** At 320px the fields stack in one column. */
export const Narrow: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit Address' }));
    await expect(within(canvasElement).getByRole('textbox', { name: /Street Name/ })).toBeVisible();
  },
};

const spanishLoaded = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { name: 'Nombre' }, { timeout: 10_000 });

/** In Spanish (US): the Phones section's errors (the longest field messages), focus on the type. */
export const InSpanishPhoneErrors: Story = {
  globals: { locale: 'es-US' },
  play: async ({ canvasElement }) => {
    await spanishLoaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar la sección Teléfonos' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Agregar teléfono' }));
    const number = canvas.getByRole('textbox', { name: /Número del teléfono 3/ });
    await userEvent.type(number, '98745');
    await userEvent.click(
      section(canvasElement, 'Teléfonos').getByRole('button', { name: 'Guardar' }),
    );
    const type = canvas.getByRole('button', { name: /Tipo del teléfono 3/ });
    await waitFor(() => expect(type).toHaveFocus());
    await expect(type).toHaveAccessibleDescription('El tipo de teléfono es obligatorio.');
    await expect(number).toHaveAccessibleDescription(
      'El formato del teléfono no es válido (ej.: (987) 456-1230).',
    );
  },
};

/** In Spanish (US): the shared-address question and its three buttons. */
export const InSpanishUpdateAllDialog: Story = {
  globals: { locale: 'es-US' },
  play: async ({ canvasElement }) => {
    await spanishLoaded(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Editar la sección Dirección' }),
    );
    await userEvent.click(
      await section(canvasElement, 'Dirección').findByRole('button', { name: 'Guardar' }),
    );
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Actualizar dirección',
    });
    await expect(dialog).toHaveTextContent('¿Desea actualizarlas todas o solo esta cuenta?');
    await expect(
      within(dialog).getByRole('button', { name: 'Actualizar esta cuenta' }),
    ).toBeVisible();
  },
};
