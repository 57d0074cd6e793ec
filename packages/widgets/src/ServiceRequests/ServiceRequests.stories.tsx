import {
  getServiceOrders,
  getServiceOrderTypes,
  processServiceOrder,
} from '@coop-portal/api-client';
import { anyBase, errorAnswer } from '@coop-portal/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyMembers, withDemoMember } from '../storybook';
import { ServiceRequests } from './ServiceRequests';

/** The Service Type list renders in a portal: queries look at the whole page. */
const page = within(document.body);

const meta = {
  title: 'Widgets/ServiceRequests',
  component: ServiceRequests,
  decorators: [withDemoMember],
  args: { accountNumber: '1000001' },
  parameters: {
    member: storyMembers.demo,
    docs: {
      description: {
        component:
          'Service Requests (/service-requests; doc 3 §2.5, §3, §5, §7, §8, §9): a request form (Service Type, Phone Number masked as typed, Comments up to 400 with a counter) above the account’s history (Services, Requested, Requested Number, Review Status), 5 a page. Submit sends one request however often it is pressed and shows the server’s message; a refused request says why and keeps what was typed. The stories run as member.demo: 1000001 has five service types and three past requests; 3000002 has none. Stories that file a request answer it themselves, so the demo’s history stays as it is.',
      },
    },
  },
} satisfies Meta<typeof ServiceRequests>;

export default meta;
type Story = StoryObj<typeof meta>;

const findTable = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole(
    'grid',
    { name: 'Service requests of account 1000001' },
    { timeout: 10_000 },
  );

const findServiceType = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('button', { name: /Service Type/ }, { timeout: 10_000 });

async function fillIn(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await findServiceType(canvasElement));
  await userEvent.click(await page.findByRole('option', { name: 'Security light repair' }));
  await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
  await userEvent.type(canvas.getByRole('textbox', { name: /^Phone Number/ }), '9874561230');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Comments/ }), 'Barn light out');
}

/** 1000001: the form and three past requests, newest first. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const grid = await findTable(canvasElement);
    await expect(within(grid).getAllByRole('rowheader')).toHaveLength(3);
    await expect(within(grid).getAllByText('Reviewed')).toHaveLength(2);
    await expect(within(grid).getByText('Pending review')).toBeVisible();
  },
};

/** Submit with nothing entered (doc 3 §5): each field says what it needs; focus on the first. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const type = await findServiceType(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Request' }));
    await waitFor(() => expect(type).toHaveFocus());
    await expect(canvas.getAllByText('Service Type is required.').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Phone number is required.').length).toBeGreaterThan(0);
  },
};

/** A phone whose exchange starts with 0 (doc 3 §5): the message on the field, focus on it. */
export const InvalidPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await findServiceType(canvasElement));
    await userEvent.click(await page.findByRole('option', { name: 'Meter re-read' }));
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    const phone = canvas.getByRole('textbox', { name: /^Phone Number/ });
    await userEvent.type(phone, '9870561230');
    await expect(phone).toHaveValue('(987) 056-1230');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Request' }));
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(phone).toHaveAccessibleDescription(
      expect.stringContaining('Invalid phone format. (Ex: (987) 456-1230)'),
    );
  },
};

/** A request filed (doc 3 §7): the server's message, the form emptied, the request on top. */
export const SubmitSuccess: Story = {
  beforeEach({ msw }) {
    const filed: object[] = [];
    msw.use(
      http.post(anyBase(processServiceOrder.path), async () => {
        await delay(300);
        filed.unshift({
          description: 'Security light repair',
          creation: new Date().toISOString().slice(0, 10),
          soNumber: 'SO-50001',
          reviewed: false,
        });
        return HttpResponse.json({
          message:
            'Your service request SO-50001 has been received. We will contact you within 2 business days.',
        });
      }),
      http.get(anyBase(getServiceOrders.path), () =>
        HttpResponse.json([
          ...filed,
          {
            description: 'Meter re-read request',
            creation: '2026-10-02',
            soNumber: 'SO-48213',
            reviewed: 'Y',
          },
        ]),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTable(canvasElement);
    await fillIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Request' }));
    await expect(
      await canvas.findByText(
        /^Your service request SO-50001 has been received\./,
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(canvasElement).getAllByRole('rowheader')[0]).toHaveTextContent(
        'Security light repair',
      ),
    );
    await expect(canvas.getByRole('textbox', { name: /^Phone Number/ })).toHaveValue('');
  },
};

/** A refused request (doc 3 §8, a 400): the first message of the list; what was typed stays. */
export const SubmitFailure: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(anyBase(processServiceOrder.path), () =>
        errorAnswer(400, ['Service Type is not available for this account.']),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Request' }));
    await expect(
      await canvas.findByText(
        'Service Type is not available for this account.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /^Phone Number/ })).toHaveValue(
      '(987) 456-1230',
    );
  },
};

/** A server failure on submit (doc 3 §8, a 500): the generic text. */
export const SubmitServerError: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(anyBase(processServiceOrder.path), () => errorAnswer(500, 'Internal error')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Request' }));
    await expect(
      await canvas.findByText(
        'We are unable to process your request at this time. Please try again later.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  },
};

/** 3000002: no request yet. */
export const NoRequests: Story = {
  args: { accountNumber: '3000002' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'There are no service requests on this account yet.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  },
};

/** More requests than a page: 5 a page (doc 3 §9). */
export const Paged: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getServiceOrders.path), () =>
        HttpResponse.json(
          Array.from({ length: 12 }, (_, index) => ({
            description: ['Meter re-read', 'Security light repair', 'Tree trimming'][index % 3],
            creation: `2026-${String(10 - (index % 9)).padStart(2, '0')}-1${index % 9}`,
            soNumber: `SO-${47000 + index}`,
            reviewed: index % 2 === 0,
          })),
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const grid = await findTable(canvasElement);
    await expect(within(grid).getAllByRole('rowheader')).toHaveLength(5);
    await expect(within(canvasElement).getByText('Showing 1–5 of 12')).toBeVisible();
  },
};

/** The service types and the history being read. */
export const Loading: Story = {
  beforeEach({ msw }) {
    const never = async () => {
      await delay('infinite');
      return HttpResponse.json([]);
    };
    msw.use(
      http.get(anyBase(getServiceOrderTypes.path), never),
      http.get(anyBase(getServiceOrders.path), never),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('progressbar', { name: 'Loading the service types…' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('progressbar', { name: 'Loading your service requests…' }),
    ).toBeVisible();
  },
};

/** Failed reads (doc 3 §8): each part says why, with Try again. */
export const ReadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getServiceOrderTypes.path), () => errorAnswer(500, 'Internal error')),
      http.get(anyBase(getServiceOrders.path), () => errorAnswer(503, 'History offline')),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('History offline', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText(
        'We are unable to process your request at this time. Please try again later.',
      ),
    ).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  },
};

/** dd/MM/yyyy of today minus some days: a date as Spanish (US) writes it. */
function esDay(daysAgo: number) {
  const date = new Date();
  date.setDate(date.getDate() - daysAgo);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/**
 * In Spanish (US), at 320px: Submit with an invalid phone, the longest messages on the fields and
 * the history's dates day first.
 */
export const InSpanishValidationErrors: Story = {
  globals: { locale: 'es-US', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole(
      'grid',
      { name: 'Solicitudes de servicio de la cuenta 1000001' },
      { timeout: 10_000 },
    );
    await expect(within(grid).getByText(esDay(9))).toBeVisible();
    const type = await canvas.findByRole(
      'button',
      { name: /Tipo de servicio/ },
      { timeout: 10_000 },
    );
    const phone = canvas.getByRole('textbox', { name: /^Número de teléfono/ });
    await userEvent.type(phone, '9870561230');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(type).toHaveFocus());
    await expect(canvas.getAllByText('El tipo de servicio es obligatorio.').length).toBeGreaterThan(
      0,
    );
    await expect(phone).toHaveAccessibleDescription(
      expect.stringContaining('El formato del teléfono no es válido (ej.: (987) 456-1230).'),
    );
  },
};
