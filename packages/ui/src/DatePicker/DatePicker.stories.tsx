import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker } from './DatePicker';
import { parseIsoDate } from './isoDate';
import { inSpanish } from '../storyLocale';
import { kitStoryParameters } from '../storyParameters';

const meta = {
  title: 'UI/DatePicker',
  component: DatePicker,
  args: { label: 'Start Date', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    ...kitStoryParameters,
    docs: {
      description: {
        component: [
          'A date field with month, day and year segments (mm/dd/yyyy in en-US; the locale is the `LocaleProvider`’s unless `locale` is given, dd/mm/yyyy in es-US) and a calendar in a popover. Type the digits, or move a segment with the arrow keys; Tab moves between segments; Alt+ArrowDown or the button opens the calendar, where the arrow keys move by day and Enter picks.',
          '',
          'The value is a `CalendarDate` from `@internationalized/date`. Convert at the API boundary: `parseIsoDate("2024-05-01")` (a date-time also works; the calendar date is taken as written) and `dateValueToIso(value)` → `"2024-05-01"`; `todayPlus(1)` is tomorrow. With `name`, a form submits the ISO date.',
          '',
          '`minValue` / `maxValue` disable the days outside the range in the calendar; a typed date outside it makes the field invalid with `minValueMessage` / `maxValueMessage` (or react-aria’s own message).',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvasElement: HTMLElement, name = 'Start Date') =>
  within(canvasElement).getByRole('group', { name });

const segments = (canvasElement: HTMLElement, name = 'Start Date') =>
  within(group(canvasElement, name)).getAllByRole('spinbutton');

async function openCalendar(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendar/ }));
  return screen.findByRole('dialog');
}

/** Empty: the segments show mm/dd/yyyy. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(group(canvasElement)).toHaveTextContent('mm/dd/yyyy');
  },
};

export const WithValue: Story = { args: { defaultValue: parseIsoDate('2024-05-01') } };

export const WithDescription: Story = {
  args: { label: 'Expiration Date', description: 'The last day of your round-up donation.' },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(group(canvasElement));
    await expect(group(canvasElement)).toHaveAttribute('data-hovered', 'true');
  },
};

export const FocusedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(segments(canvasElement)[0]).toHaveFocus();
    await expect(group(canvasElement)).toHaveAttribute('data-focus-visible', 'true');
  },
};

/** Typed: 0 5 0 1 2 0 2 4 fills the segments, moving on by itself. */
export const Typed: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(segments(canvasElement)[0]!);
    await userEvent.keyboard('05012024');
    await expect(group(canvasElement)).toHaveTextContent('05/01/2024');
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
    await expect(args.onChange).toHaveBeenLastCalledWith(parseIsoDate('2024-05-01'));
  },
};

export const CalendarOpen: Story = {
  args: { defaultValue: parseIsoDate('2024-05-01') },
  play: async ({ canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('May 2024');
    const selected = within(dialog).getByRole('button', { name: /May 1, 2024/ });
    await waitFor(() => expect(selected).toHaveFocus());
  },
};

export const PickedFromCalendar: Story = {
  args: { defaultValue: parseIsoDate('2024-05-01') },
  play: async ({ args, canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    // The first 'Next' is the header's button (react-aria adds a hidden one for screen readers).
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Next' })[0]!);
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('June 2024');
    await userEvent.click(within(dialog).getByRole('button', { name: /June 14, 2024/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(group(canvasElement)).toHaveTextContent('06/14/2024');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseIsoDate('2024-06-14'));
  },
};

/** In the calendar, the arrow keys move by day and Enter picks. */
export const PickedByKeyboard: Story = {
  args: { defaultValue: parseIsoDate('2024-05-01') },
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(segments(canvasElement)[0]).toHaveFocus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /May 1, 2024/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    const day = within(dialog).getByRole('button', { name: /May 9, 2024/ });
    await expect(day).toHaveFocus();
    await expect(day).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseIsoDate('2024-05-09'));
  },
};

/** Days outside `minValue`…`maxValue` are struck through and cannot be picked. */
export const MinAndMax: Story = {
  args: {
    label: 'Expiration Date',
    defaultValue: parseIsoDate('2024-05-10'),
    minValue: parseIsoDate('2024-05-08')!,
    maxValue: parseIsoDate('2024-05-24')!,
    description: 'From 05/08/2024 to 05/24/2024.',
  },
  play: async ({ canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    await expect(within(dialog).getByRole('button', { name: /May 7, 2024/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: /May 25, 2024/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: /Previous/ })).toBeDisabled();
  },
};

/** A typed date before the minimum: the field says why it is invalid. */
export const BeforeMinimum: Story = {
  args: {
    label: 'Expiration Date',
    defaultValue: parseIsoDate('2024-05-01'),
    minValue: parseIsoDate('2024-05-08')!,
    maxValue: parseIsoDate('2121-12-31')!,
    minValueMessage: 'You cannot use an expiration date in the past.',
  },
  play: async ({ canvasElement }) => {
    const message = 'You cannot use an expiration date in the past.';
    await expect(within(canvasElement).getByText(message)).toBeVisible();
    await expect(segments(canvasElement, 'Expiration Date')[0]).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** A date after the maximum, with react-aria's own message. */
export const AfterMaximum: Story = {
  args: {
    label: 'Expiration Date',
    defaultValue: parseIsoDate('2122-01-01'),
    maxValue: parseIsoDate('2121-12-31')!,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Value must be 12/31/2121 or earlier.'),
    ).toBeVisible();
  },
};

export const Invalid: Story = {
  args: {
    label: 'End Date',
    defaultValue: parseIsoDate('2024-04-01'),
    isInvalid: true,
    errorMessage: 'Invalid date range.',
  },
  play: async ({ canvasElement }) => {
    await expect(segments(canvasElement, 'End Date')[0]).toHaveAccessibleDescription(
      /Invalid date range\./,
    );
  },
};

export const Required: Story = { args: { isRequired: true } };

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: parseIsoDate('2024-05-01') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Calendar/ })).toBeDisabled();
    await userEvent.tab();
    await expect(canvasElement.ownerDocument.body).toHaveFocus();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: parseIsoDate('2024-05-01') },
};

/** On a narrow phone screen the calendar still fits. */
export const NarrowCalendarOpen: Story = {
  args: { defaultValue: parseIsoDate('2024-05-01') },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 288 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    await expect(within(dialog).getByRole('grid')).toBeVisible();
  },
};

/** In Spanish (US): dd/mm/aaaa, and the calendar's months and days in Spanish. */
export const InSpanish: Story = {
  args: { label: 'Fecha de inicio', defaultValue: parseIsoDate('2025-11-26') },
  decorators: [inSpanish],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('group', { name: 'Fecha de inicio' })).toHaveTextContent(
      '26/11/2025',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Calendario/ }));
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent(/noviembre/i);
  },
};
