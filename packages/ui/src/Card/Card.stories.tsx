import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Card, cardVariants } from './Card';
import { kitStoryParameters } from '../storyParameters';

const onSetUp = fn();
const onChange = fn();

const meta = {
  title: 'UI/Card',
  component: Card,
  args: {
    title: 'App Authenticator',
    description: 'Use an app on your phone to get sign-in codes.',
    children: 'Scan a QR code with an authenticator app, then enter the 6-digit code it shows.',
    variant: 'outlined',
  },
  argTypes: { variant: { control: 'inline-radio', options: cardVariants } },
  parameters: {
    ...kitStoryParameters,
    docs: {
      description: {
        component:
          'A surface for related content: heading, description, body and footer actions. With a title it is a landmark region named by the heading. Footer actions stack under 600px.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'App Authenticator' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'App Authenticator' }),
    ).toBeVisible();
  },
};

export const Raised: Story = { args: { variant: 'raised' } };

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button onPress={onSetUp}>Set Up Now</Button>
        <Button variant="secondary" onPress={onChange}>
          Change App
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Set Up Now' }));
    await expect(onSetUp).toHaveBeenCalled();
  },
};

export const ActionFocusedByKeyboard: Story = {
  args: { actions: <Button onPress={onSetUp}>Set Up Now</Button> },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Set Up Now' })).toHaveFocus();
  },
};

/** Without a title a card is a plain surface; `aria-label` names it when it needs to be found. */
export const BodyOnly: Story = {
  args: {
    title: undefined,
    description: undefined,
    'aria-label': 'Account summary',
    children: 'Balance $125.40, due 07/15/2025.',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Account summary' }),
    ).toBeVisible();
  },
};

export const AsArticle: Story = {
  args: { as: 'article', headingLevel: 3, title: 'Energy Savings', description: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('article', { name: 'Energy Savings' }),
    ).toBeVisible();
  },
};

/** An empty card: the heading alone, no body. */
export const Empty: Story = { args: { children: undefined, description: undefined } };

/** Under 600px the padding shrinks and the footer actions stack full width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: {
    actions: (
      <>
        <Button onPress={onSetUp}>Set Up Now</Button>
        <Button variant="danger" onPress={onChange}>
          Remove App
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'Set Up Now' });
    const second = canvas.getByRole('button', { name: 'Remove App' });
    await expect(first.getBoundingClientRect().width).toBeCloseTo(
      second.getBoundingClientRect().width,
      0,
    );
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(
      first.getBoundingClientRect().bottom - 1,
    );
  },
};
