import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Accordion, Disclosure } from './Disclosure';
import { kitStoryParameters } from '../storyParameters';

const meta = {
  title: 'UI/Disclosure',
  component: Disclosure,
  args: {
    title: 'Account 1000001 — 123 Main St',
    children: 'Balance $125.40. Credit Card Payment Restricted.',
    onExpandedChange: fn(),
  },
  parameters: {
    ...kitStoryParameters,
    docs: {
      description: {
        component:
          'A section that shows and hides its content (react-aria Disclosure): the title is a button in a heading with `aria-expanded`. Several form an `Accordion` (DisclosureGroup) with one or many open.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

const triggerName = 'Account 1000001 — 123 Main St';

export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: triggerName });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvasElement).queryByText(/Balance \$125.40/)).not.toBeVisible();
  },
};

export const Expanded: Story = { args: { defaultExpanded: true } };

export const Toggled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: triggerName });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Balance \$125.40/)).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: triggerName });
    await userEvent.hover(trigger);
    await expect(trigger).toHaveAttribute('data-hovered', 'true');
  },
};

export const Pressed: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: triggerName });
    await userEvent.pointer({ keys: '[MouseLeft>]', target: trigger });
    await expect(trigger).toHaveAttribute('data-pressed', 'true');
  },
};

export const FocusedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: triggerName });
    await userEvent.tab();
    await expect(trigger).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: triggerName });
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).not.toHaveBeenCalled();
  },
};

const accounts = [
  { id: '1000001', title: 'Account 1000001 — 123 Main St', text: 'Eligible for draft.' },
  { id: '1000002', title: 'Account 1000002 — 9 River Rd', text: 'ECheck Payment Restricted.' },
  {
    id: '1000003',
    title: 'Account 1000003 — 40 Mill Ln',
    text: 'Account is signed up for AutoPay. Draft is not allowed.',
  },
];

/** One panel open at a time: opening another closes the first. */
export const AccordionSingle: Story = {
  render: () => (
    <Accordion defaultExpandedKeys={['1000001']}>
      {accounts.map((a) => (
        <Disclosure key={a.id} id={a.id} title={a.title}>
          {a.text}
        </Disclosure>
      ))}
    </Accordion>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: accounts[0]!.title });
    const second = canvas.getByRole('button', { name: accounts[1]!.title });
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  },
};

export const AccordionMultiple: Story = {
  render: () => (
    <Accordion allowsMultipleExpanded>
      {accounts.map((a) => (
        <Disclosure key={a.id} id={a.id} title={a.title}>
          {a.text}
        </Disclosure>
      ))}
    </Accordion>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const a of accounts) await userEvent.click(canvas.getByRole('button', { name: a.title }));
    for (const a of accounts) {
      await expect(canvas.getByRole('button', { name: a.title })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    }
  },
};

/** Controlled from outside, e.g. to open the panel of the first invalid account. */
export const AccordionControlled: Story = {
  render: () => {
    const [expanded, setExpanded] = useState<Set<Key>>(new Set(['1000003']));
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <Accordion expandedKeys={expanded} onExpandedChange={setExpanded}>
          {accounts.map((a) => (
            <Disclosure key={a.id} id={a.id} title={a.title}>
              {a.text}
            </Disclosure>
          ))}
        </Accordion>
        <p>Open: {[...expanded].join(', ') || 'none'}</p>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Open: 1000003')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: accounts[2]!.title }));
    await expect(canvas.getByText('Open: none')).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { defaultExpanded: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
