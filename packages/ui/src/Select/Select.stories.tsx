import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Select, SelectItem, SelectSection } from './Select';
import { inSpanish } from '../storyLocale';
import { kitStoryParameters } from '../storyParameters';

/**
 * The open list, once shown: its popover fades in, and a check made in the animation's first frame
 * (opacity 0) would find nothing visible.
 */
async function shownListbox() {
  const listbox = await screen.findByRole('listbox');
  await waitFor(() => expect(listbox).toBeVisible());
  return listbox;
}

const questions = (
  <>
    <SelectItem id="pet">What was the name of your first pet?</SelectItem>
    <SelectItem id="street">What street did you grow up on?</SelectItem>
    <SelectItem id="city">In what city were you born?</SelectItem>
    <SelectItem id="school">What was your first school?</SelectItem>
  </>
);

const states = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
].map((name) => ({ id: name, name }));

const meta = {
  title: 'UI/Select',
  component: Select,
  args: {
    label: 'Security Question',
    placeholder: 'Select an option',
    onChange: fn(),
    children: questions,
  },
  argTypes: { children: { control: false } },
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
        component:
          'A labelled drop-down to choose one option. Enter, Space or the arrow keys open it; typing jumps to an option; Escape closes it. The list is portalled (to a portal provider’s container when there is one, e.g. in an embed’s shadow root), so a container never clips it; long lists scroll. Options come as `SelectItem` children (grouped with `SelectSection`) or from `items` with a render function.',
      },
    },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement, name: RegExp) {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  return shownListbox();
}

export const Default: Story = {};

export const Chosen: Story = { args: { defaultValue: 'street' } };

export const WithDescription: Story = {
  args: { description: 'You answer it when you reset your password.' },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Security Question/ });
    await userEvent.hover(trigger);
    await expect(trigger).toHaveAttribute('data-hovered', 'true');
  },
};

export const Open: Story = {
  args: { defaultValue: 'street' },
  play: async ({ canvasElement }) => {
    const listbox = await open(canvasElement, /Security Question/);
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    await expect(
      within(listbox).getByRole('option', { name: 'What street did you grow up on?' }),
    ).toHaveAttribute('aria-selected', 'true');
  },
};

/** An option under the pointer while the list is open. */
export const OptionHovered: Story = {
  play: async ({ canvasElement }) => {
    const listbox = await open(canvasElement, /Security Question/);
    const option = within(listbox).getByRole('option', { name: 'In what city were you born?' });
    await userEvent.hover(option);
    await expect(option).toHaveAttribute('data-hovered', 'true');
  },
};

export const ChosenByClick: Story = {
  play: async ({ args, canvasElement }) => {
    const listbox = await open(canvasElement, /Security Question/);
    await userEvent.click(
      within(listbox).getByRole('option', { name: 'What was your first school?' }),
    );
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    const trigger = within(canvasElement).getByRole('button', { name: /Security Question/ });
    await expect(trigger).toHaveTextContent('What was your first school?');
    await expect(args.onChange).toHaveBeenLastCalledWith('school');
  },
};

export const FocusedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Security Question/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('data-focus-visible', 'true');
  },
};

/** Opened with the arrow key; the focused option is highlighted with a ring. */
export const OpenByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('button', { name: /Security Question/ }),
    ).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await shownListbox();
    const first = within(listbox).getByRole('option', {
      name: 'What was the name of your first pet?',
    });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const second = within(listbox).getByRole('option', { name: 'What street did you grow up on?' });
    await expect(second).toHaveFocus();
    await expect(second).toHaveAttribute('data-focus-visible', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ChosenByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await shownListbox();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenLastCalledWith('city');
    // Focus comes back to the button once the list has gone (react-aria restores it a frame later).
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('button', { name: /Security Question/ }),
      ).toHaveFocus(),
    );
  },
};

export const Sections: Story = {
  args: {
    label: 'Unit',
    placeholder: 'Select a unit',
    children: (
      <>
        <SelectSection title="Energy">
          <SelectItem id="kwh">Usage (kWh)</SelectItem>
          <SelectItem id="kw">Demand Usage (kW)</SelectItem>
        </SelectSection>
        <SelectSection title="Cost">
          <SelectItem id="usd">Dollars ($)</SelectItem>
        </SelectSection>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const listbox = await open(canvasElement, /Unit/);
    await expect(within(listbox).getByRole('group', { name: 'Energy' })).toBeVisible();
    await expect(within(listbox).getByRole('group', { name: 'Cost' })).toBeVisible();
  },
};

/** Options with a second line of help text. */
export const OptionDescriptions: Story = {
  args: {
    label: 'Timeframe',
    placeholder: 'Select a timeframe',
    children: (
      <>
        <SelectItem id="21" description="21 days">
          Last 3 weeks
        </SelectItem>
        <SelectItem id="30" description="The last calendar month">
          Last one month
        </SelectItem>
        <SelectItem id="180" description="The longest range available">
          Last 180 days
        </SelectItem>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const listbox = await open(canvasElement, /Timeframe/);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Last 3 weeks 21 days' }));
    await expect(
      within(canvasElement).getByRole('button', { name: /Timeframe/ }),
    ).toHaveTextContent('Last 3 weeks');
  },
};

export const DisabledOption: Story = {
  args: {
    children: (
      <>
        <SelectItem id="pet">What was the name of your first pet?</SelectItem>
        <SelectItem id="city" isDisabled>
          In what city were you born?
        </SelectItem>
        <SelectItem id="school">What was your first school?</SelectItem>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const listbox = await open(canvasElement, /Security Question/);
    await expect(
      within(listbox).getByRole('option', { name: 'In what city were you born?' }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

/** 50 options from data: the list scrolls inside its popover. */
export const LongList: Story = {
  args: { label: 'State', placeholder: 'Select a state', items: states, children: undefined },
  render: (args) => (
    <Select {...args} items={states}>
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  ),
  play: async ({ canvasElement }) => {
    const listbox = await open(canvasElement, /State/);
    await expect(listbox.scrollHeight).toBeGreaterThan(listbox.clientHeight);
    await userEvent.keyboard('{End}');
    const last = within(listbox).getByRole('option', { name: 'Wyoming' });
    await waitFor(() => expect(last).toHaveFocus());
    await expect(listbox.scrollTop).toBeGreaterThan(0);
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Please select an option.' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Security Question/ });
    await expect(trigger).toHaveAccessibleDescription('Please select an option.');
  },
};

export const Required: Story = { args: { isRequired: true } };

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'pet' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Security Question/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** No options: the open list says so. */
export const Empty: Story = {
  args: {
    label: 'Meter',
    placeholder: 'Select a meter',
    emptyMessage: 'No meters for this account',
  },
  render: (args) => (
    <Select {...args} items={[] as { id: string; name: string }[]}>
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  ),
  play: async ({ canvasElement }) => {
    const listbox = await open(canvasElement, /Meter/);
    await expect(within(listbox).getByText('No meters for this account')).toBeVisible();
  },
};

/**
 * Inside a small container that clips its content (a card, a table cell, a dialog body): the list
 * is portalled, so it shows in full below the field.
 */
export const InsideAClippingContainer: Story = {
  decorators: [
    (Story) => (
      <div
        data-testid="container"
        style={{ height: 110, overflow: 'hidden', padding: 8, border: '1px dashed' }}
      >
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const listbox = await open(canvasElement, /Security Question/);
    const container = within(canvasElement).getByTestId('container');
    await expect(container.contains(listbox)).toBe(false);
    const popover = listbox.parentElement!;
    await expect(popover.getBoundingClientRect().bottom).toBeGreaterThan(
      container.getBoundingClientRect().bottom,
    );
    await userEvent.click(
      within(listbox).getByRole('option', { name: 'What was your first school?' }),
    );
    await expect(
      within(canvasElement).getByRole('button', { name: /Security Question/ }),
    ).toHaveTextContent('What was your first school?');
  },
};

/** A long choice is cut with an ellipsis in a narrow field; the list wraps long options. */
export const Narrow: Story = {
  args: { defaultValue: 'pet' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 220 }}>
        <Story />
      </div>
    ),
  ],
};

/** In Spanish (US): a list with no options says so in Spanish. */
export const InSpanish: Story = {
  decorators: [inSpanish],
  render: () => (
    <Select label="Medidor" placeholder="Seleccione un medidor" items={[] as { id: string }[]}>
      {(item) => <SelectItem id={item.id}>{item.id}</SelectItem>}
    </Select>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /Medidor/ }));
    const listbox = await shownListbox();
    await expect(within(listbox).getByText('No hay opciones')).toBeVisible();
  },
};
