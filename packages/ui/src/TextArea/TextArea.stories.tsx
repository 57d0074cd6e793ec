import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';
import { inSpanish } from '../storyLocale';
import { kitStoryParameters } from '../storyParameters';

/** A member's comment of exactly `length` characters. */
const comment = (length: number) =>
  'The meter box door on the north side of the barn is loose and bangs in the wind. '
    .repeat(Math.ceil(length / 80))
    .slice(0, length);

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  args: { label: 'Comments' },
  parameters: {
    ...kitStoryParameters,
    docs: {
      description: {
        component:
          'A labelled multi-line field (service-request comments, outage remarks, claim comments): ' +
          'the visible label, help text (`description`) and error (`errorMessage` with `isInvalid`, or ' +
          'a surrounding Form’s `validationErrors` by `name`) are tied to the text box. `rows` sets ' +
          'its height (4 by default); the member can make it taller, not wider. With `maxLength` the ' +
          'browser takes no more characters (a longer paste is cut at the limit) and a counter ' +
          '(‘23/400’) shows under the box, read with the field as “23 of 400 characters entered.”; a ' +
          'polite status speaks once when the text comes within a tenth of the limit and once when ' +
          'it reaches it. `showCounter={false}` hides the counter; its words are in `messages`.',
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
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDescription: Story = {
  args: {
    label: 'Remarks',
    description: 'Tell us what you see, e.g. a line down or a tree on the wires.',
  },
};

/** Service-request comments (doc 3 §5: max 400): the counter follows what the member types. */
export const WithCounter: Story = {
  args: { maxLength: 400, description: 'Anything our crew should know.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Comments' });
    await expect(canvas.getByText('0/400')).toBeVisible();
    await userEvent.type(field, 'Gate code 4410.{Enter}Dog in yard.');
    // A line break counts as one character, for the browser's limit and the counter alike.
    await expect(field).toHaveValue('Gate code 4410.\nDog in yard.');
    await expect(canvas.getByText('28/400')).toBeVisible();
    await expect(field).toHaveAccessibleDescription(
      'Anything our crew should know. 28 of 400 characters entered.',
    );
  },
};

/** Within the last tenth of the limit: the counter turns bold. */
export const NearLimit: Story = {
  args: { maxLength: 400, defaultValue: comment(355) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Comments' }), 'Thanks, crew');
    await expect(canvas.getByText('367/400').parentElement).toHaveAttribute('data-limit', 'near');
    // Spoken once, on crossing into the last tenth (40 left), not at every key after it.
    await expect(canvas.getByRole('status')).toHaveTextContent('40 characters remaining.');
  },
};

/** At the limit the browser takes no more characters, and the counter stays at 400/400. */
export const AtLimit: Story = {
  args: { maxLength: 400, defaultValue: comment(399) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Comments' });
    await userEvent.type(field, 'xyz');
    await expect(field).toHaveValue(`${comment(399)}x`);
    await expect(canvas.getByText('400/400').parentElement).toHaveAttribute(
      'data-limit',
      'reached',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'You have reached the limit of 400 characters.',
    );
  },
};

/**
 * Claim comments (doc 3 §5: max 1000): text pasted past the limit is cut by the browser (inserted
 * through the browser's own editing, as a paste is) and the counter shows what the field holds.
 */
export const PasteOverLimit: Story = {
  args: { maxLength: 1000, defaultValue: comment(950) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: 'Comments' });
    field.focus();
    field.setSelectionRange(950, 950);
    document.execCommand('insertText', false, 'p'.repeat(120));
    await expect(field).toHaveValue(`${comment(950)}${'p'.repeat(50)}`);
    await expect(canvas.getByText('1000/1000')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'You have reached the limit of 1000 characters.',
    );
  },
};

export const RequiredInvalid: Story = {
  args: {
    label: 'Remarks',
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Please enter your remarks.',
  },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: /Remarks/ });
    await expect(field).toBeRequired();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Please enter your remarks.');
  },
};

export const FocusedByKeyboard: Story = {
  args: { maxLength: 400 },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Comments' });
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await expect(field).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, maxLength: 400, defaultValue: 'Gate code 4410.' },
};

export const ReadOnly: Story = {
  args: {
    label: 'Your comments',
    isReadOnly: true,
    maxLength: 400,
    defaultValue: 'Gate code 4410. Dog in yard.',
  },
};

/** The value held by the page (e.g. a form library): every change comes back through onChange. */
export const Controlled: Story = {
  args: { maxLength: 400, onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState('Gate code 4410.');
    return (
      <TextArea
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Comments' });
    await userEvent.type(field, ' Dog in yard.');
    await expect(field).toHaveValue('Gate code 4410. Dog in yard.');
    await expect(args.onChange).toHaveBeenLastCalledWith('Gate code 4410. Dog in yard.');
    await expect(canvas.getByText('28/400')).toBeVisible();
  },
};

/** In Spanish (US): the counter as a screen reader reads it. */
export const InSpanish: Story = {
  args: { label: 'Comentarios', maxLength: 400, defaultValue: comment(23) },
  decorators: [inSpanish],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('textbox', { name: 'Comentarios' }),
    ).toHaveAccessibleDescription('23 de 400 caracteres ingresados.');
  },
};
