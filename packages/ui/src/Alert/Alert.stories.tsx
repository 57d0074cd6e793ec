import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Alert, alertTones } from './Alert';
import { inSpanish } from '../storyLocale';
import { kitStoryParameters } from '../storyParameters';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  args: {
    tone: 'info',
    children: 'The billing statement is not available. Please check back soon.',
  },
  argTypes: { tone: { control: 'inline-radio', options: alertTones } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    ...kitStoryParameters,
    docs: {
      description: {
        component:
          'A message in one of four tones. Each tone has its own icon shape and a spoken tone name, so it never rests on colour alone. Errors are announced assertively (`role="alert"`), the others politely (`role="status"`). `DismissibleAlert` adds a close button.',
      },
    },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(
      'Information: The billing statement is not available. Please check back soon.',
    );
  },
};

/** The message is hidden for its first frame (so it is announced), then shown. */
export const Success: Story = {
  args: { tone: 'success', children: 'Your schedule payment has been canceled.' },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Your schedule payment has been canceled.');
    await waitFor(() => expect(text).toBeVisible());
  },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Past due',
    children: 'Your account is past due. Pay the past due amount to avoid disconnection.',
  },
};

export const Error: Story = {
  args: {
    tone: 'error',
    children:
      'We are unable to process your request at this time. Please contact customer support.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      /^Error: We are unable to process your request/,
    );
  },
};

export const WithTitle: Story = {
  args: {
    tone: 'info',
    title: 'Outage in your area',
    children: 'Estimated restoration time: not yet known.',
  },
};

export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {alertTones.map((tone) => (
        <Alert key={tone} {...args} tone={tone} title={`${tone} title`}>
          A {tone} message with a <a href="#details">link to details</a>.
        </Alert>
      ))}
    </div>
  ),
};

/** In Spanish (US): the tone's name is read in Spanish. */
export const InSpanish: Story = {
  args: {
    tone: 'warning',
    title: 'Pago vencido',
    children:
      'Su cuenta tiene un saldo vencido. Pague el saldo vencido para evitar la desconexión.',
  },
  decorators: [inSpanish],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      /^Advertencia: Pago vencido/,
    );
  },
};
