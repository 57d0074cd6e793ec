import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Stepper } from './Stepper';
import { inSpanish } from '../storyLocale';
import { kitStoryParameters } from '../storyParameters';

const quickPaySteps = [
  { id: 'account', label: 'Account' },
  { id: 'verify', label: 'Verify' },
  { id: 'pay', label: 'Pay' },
];

const meta = {
  title: 'UI/Stepper',
  component: Stepper,
  args: { steps: quickPaySteps, currentStep: 'account' },
  parameters: {
    ...kitStoryParameters,
    docs: {
      description: {
        component:
          'Numbered steps of a flow as an ordered list. The current step has `aria-current="step"`; finished steps show a check and are read as completed. Under 600px only the current label stays on screen, with a "Step n of m" line.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 600 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Progress' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).toHaveTextContent('1Account');
  },
};

export const SecondStep: Story = {
  args: { currentStep: 'verify' },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Account, completed');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[2]).not.toHaveAttribute('aria-current');
  },
};

export const LastStep: Story = { args: { currentStep: 'pay' } };

export const AllComplete: Story = {
  args: { currentStep: 'pay', isComplete: true },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    for (const item of items) await expect(item).not.toHaveAttribute('aria-current');
    await expect(items[2]).toHaveTextContent('Pay, completed');
  },
};

/** Registration's longer flow: labels wrap in narrow columns. */
export const ManySteps: Story = {
  args: {
    steps: [
      { id: 'account', label: 'Account number' },
      { id: 'send', label: 'Choose destination' },
      { id: 'code', label: 'Enter code' },
      { id: 'form', label: 'Complete form' },
      { id: 'done', label: 'Success' },
    ],
    currentStep: 'code',
  },
};

/** Under 600px: compact, with only the current label visible and a 'Step 2 of 3' line. */
export const Mobile: Story = {
  args: { currentStep: 'verify' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Step 2 of 3')).toBeVisible();
    // Every label is still in the list for screen readers.
    await expect(canvas.getByRole('list', { name: 'Progress' })).toHaveTextContent(
      /Account, completed.*Verify.*Pay/,
    );
  },
};

/** Driven by a flow's Back and Next buttons, as in the Quick Pay dialog. */
export const InAFlow: Story = {
  render: (args) => {
    const [index, setIndex] = useState(0);
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <Stepper {...args} currentStep={quickPaySteps[index]?.id ?? 'account'} />
        <div style={{ display: 'flex', gap: 8 }}>
          <Button
            variant="secondary"
            isDisabled={index === 0}
            onPress={() => setIndex((i) => i - 1)}
          >
            Back
          </Button>
          <Button isDisabled={index === 2} onPress={() => setIndex((i) => i + 1)}>
            Next
          </Button>
        </div>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    const items = canvas.getAllByRole('listitem');
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items[1]).toHaveTextContent('Verify, completed');
  },
};

/** In Spanish (US), on the narrowest phone: 'Paso 2 de 3' and the steps read in Spanish. */
export const InSpanish: Story = {
  args: {
    steps: [
      { id: 'account', label: 'Cuenta' },
      { id: 'verify', label: 'Verificar' },
      { id: 'pay', label: 'Pagar' },
    ],
    currentStep: 'verify',
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [inSpanish],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Paso 2 de 3')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Progreso' })).toHaveTextContent(
      /Cuenta, completado.*Verificar.*Pagar/,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
