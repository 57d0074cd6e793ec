import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner, spinnerSizes } from './Spinner';
import { inSpanish } from '../storyLocale';
import { kitStoryParameters } from '../storyParameters';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  args: { label: 'Loading your accounts', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
  parameters: {
    ...kitStoryParameters,
    docs: {
      description: {
        component:
          'An indeterminate progress indicator (`role="progressbar"`) named by `label` — what is ' +
          'loading — which `showLabel` also shows. Sizes sm (inside a Button), md and lg (a region or ' +
          'the page, see LoadingOverlay). It takes the text colour around it; under ' +
          '`prefers-reduced-motion` it turns three times slower.',
      },
    },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading your accounts' }),
    ).toBeInTheDocument();
  },
};

export const WithVisibleLabel: Story = { args: { showLabel: true } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} label={`Loading (${size})`} />
      ))}
    </div>
  ),
};

/** In Spanish (US): without a label, the spinner is named and shows "Cargando". */
export const InSpanish: Story = {
  decorators: [inSpanish],
  render: () => <Spinner showLabel />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Cargando' }),
    ).toBeVisible();
  },
};
